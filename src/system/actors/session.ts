// The session machine wired to the Store API. Login, logout and every account change re-read what
// they changed: the context always (login state, defaults, payment method), the address list after
// address commands, the customer after profile and e-mail changes.

import type {
  AccountCommand,
  AccountCommandResult,
  Credentials,
  PasswordReset,
  RecoveryRequest,
  RegistrationConfirmation,
  RegistrationInput,
  RegistrationResult,
} from '../../../machines/session/session.types.ts'
import { sessionMachine } from '../../../machines/session/session.machine.ts'
import type { StoreApi } from '../../api/index.ts'
import type { CustomerAddress, CustomerProfile } from '../../domain/customer.ts'
import type { ContextPatch, SessionContext } from '../../domain/types.ts'
import { apiActor } from './api-actor.ts'

/** What the session needs of the Store API client. */
export type SessionApi = Pick<StoreApi, 'context' | 'account' | 'address'>

/** Runs one account command; says what it changed besides the context. */
async function runCommand(
  api: SessionApi,
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

export function sessionWithApi(api: SessionApi) {
  return sessionMachine.provide({
    actors: {
      loadContext: apiActor<SessionContext>(() => api.context.get()),
      updateContext: apiActor<SessionContext, ContextPatch>((patch) => api.context.update(patch)),
      // Login and logout change the token (the client adopts it); the context is then re-read.
      login: apiActor<SessionContext, Credentials>(async (credentials) => {
        await api.account.login(credentials)
        return api.context.get()
      }),
      logout: apiActor<SessionContext>(async () => {
        await api.account.logout()
        return api.context.get()
      }),
      register: apiActor<RegistrationResult, RegistrationInput>(async (registration) => {
        const customer = await api.account.register(registration)
        // An active customer without double opt-in got a logged-in token; otherwise nothing changed.
        return {
          active: customer.active,
          doubleOptIn: customer.doubleOptInRegistration,
          session: await api.context.get(),
        }
      }),
      confirmRegistration: apiActor<SessionContext, RegistrationConfirmation>(async (confirmation) => {
        await api.account.confirmRegistration(confirmation)
        return api.context.get()
      }),
      recoverPassword: apiActor<void, RecoveryRequest>((request) => api.account.recoverPassword(request)),
      resetPassword: apiActor<void, PasswordReset>((reset) => api.account.resetPassword(reset)),
      loadCustomer: apiActor<CustomerProfile>(() => api.account.customer()),
      loadAddresses: apiActor<CustomerAddress[]>(() => api.address.list()),
      changeAccount: apiActor<AccountCommandResult, AccountCommand>(async (command) => {
        const changed = await runCommand(api, command)
        const [session, addresses, customer] = await Promise.all([
          api.context.get(),
          changed === 'addresses' ? api.address.list() : null,
          changed === 'customer' ? api.account.customer() : null,
        ])
        return { session, addresses, customer }
      }),
    },
  })
}
