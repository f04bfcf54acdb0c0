// The customer-side actors of the session, written against the Store API client's shape (a
// structural interface of domain types, so machines still import nothing but xstate and the
// domain). src/system spreads `customerActors(api)` into the session's `.provide({ actors })`.
//
// Every change re-reads what it changed: the context always (login state, defaults, payment
// method), the address list after address commands and the customer after profile/e-mail changes.

import { fromPromise } from 'xstate'
import type {
  AccountCountry,
  AddressInput,
  CustomerAddress,
  CustomerProfile,
  EmailChangeInput,
  PasswordChangeInput,
  ProfileInput,
} from '../../src/domain/customer.ts'
import type { SessionContext } from '../../src/domain/types.ts'
import type {
  AccountCommand,
  AccountCommandResult,
  PasswordReset,
  RecoveryRequest,
  RegistrationConfirmation,
  RegistrationInput,
  RegistrationResult,
} from './session.types.ts'

/** What the actors need of the Store API client (`StoreApi` satisfies it). */
export interface CustomerApi {
  context: { get(): Promise<SessionContext> }
  account: {
    register(registration: RegistrationInput): Promise<CustomerProfile>
    confirmRegistration(confirmation: RegistrationConfirmation): Promise<void>
    customer(): Promise<CustomerProfile>
    changeProfile(profile: ProfileInput): Promise<void>
    changeEmail(change: EmailChangeInput): Promise<void>
    changePassword(change: PasswordChangeInput): Promise<void>
    changePaymentMethod(paymentMethodId: string): Promise<void>
    recoverPassword(request: RecoveryRequest): Promise<void>
    resetPassword(reset: PasswordReset): Promise<void>
  }
  address: {
    list(): Promise<CustomerAddress[]>
    create(address: AddressInput): Promise<CustomerAddress>
    update(id: string, address: AddressInput): Promise<CustomerAddress>
    remove(id: string): Promise<void>
    setDefaultBilling(id: string): Promise<void>
    setDefaultShipping(id: string): Promise<void>
    countries(): Promise<AccountCountry[]>
  }
}

async function runCommand(
  api: CustomerApi,
  command: AccountCommand,
): Promise<'addresses' | 'customer' | 'context'> {
  switch (command.kind) {
    case 'saveAddress':
      if (command.id) await api.address.update(command.id, command.address)
      else await api.address.create(command.address)
      return 'addresses'
    case 'deleteAddress':
      await api.address.remove(command.id)
      return 'addresses'
    case 'setDefaultBilling':
      await api.address.setDefaultBilling(command.id)
      return 'addresses'
    case 'setDefaultShipping':
      await api.address.setDefaultShipping(command.id)
      return 'addresses'
    case 'changeProfile':
      await api.account.changeProfile(command.profile)
      return 'customer'
    case 'changeEmail':
      await api.account.changeEmail(command.change)
      return 'customer'
    case 'changePassword':
      await api.account.changePassword(command.change)
      return 'context'
    case 'changePaymentMethod':
      await api.account.changePaymentMethod(command.id)
      return 'customer'
  }
}

export function customerActors(api: CustomerApi) {
  return {
    register: fromPromise<RegistrationResult, RegistrationInput>(async ({ input }) => {
      const customer = await api.account.register(input)
      // An active customer without double opt-in got a logged-in token; otherwise nothing changed.
      return {
        active: customer.active,
        doubleOptIn: customer.doubleOptInRegistration,
        session: await api.context.get(),
      }
    }),
    confirmRegistration: fromPromise<SessionContext, RegistrationConfirmation>(async ({ input }) => {
      await api.account.confirmRegistration(input)
      return api.context.get()
    }),
    recoverPassword: fromPromise<void, RecoveryRequest>(({ input }) => api.account.recoverPassword(input)),
    resetPassword: fromPromise<void, PasswordReset>(({ input }) => api.account.resetPassword(input)),
    loadCustomer: fromPromise<CustomerProfile, void>(() => api.account.customer()),
    loadAddresses: fromPromise<CustomerAddress[], void>(() => api.address.list()),
    changeAccount: fromPromise<AccountCommandResult, AccountCommand>(async ({ input }) => {
      const changed = await runCommand(api, input)
      const [session, addresses, customer] = await Promise.all([
        api.context.get(),
        changed === 'addresses' ? api.address.list() : null,
        changed === 'customer' ? api.account.customer() : null,
      ])
      return { session, addresses, customer }
    }),
  }
}
