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
import { actorsOn, type PortsOf } from './api-actor.ts'

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

export function sessionWith(portsOf: PortsOf<SessionApi>) {
  const on = actorsOn(portsOf)
  return sessionMachine.provide({
    actors: {
      loadContext: on<SessionContext>((api) => api.context.get()),
      updateContext: on<SessionContext, ContextPatch>((api, patch) => api.context.update(patch)),
      // Login and logout change the token (the client adopts it); the context is then re-read.
      login: on<SessionContext, Credentials>(async (api, credentials) => {
        await api.account.login(credentials)
        return api.context.get()
      }),
      logout: on<SessionContext>(async (api) => {
        await api.account.logout()
        return api.context.get()
      }),
      register: on<RegistrationResult, RegistrationInput>(async (api, registration) => {
        const customer = await api.account.register(registration)
        // An active customer without double opt-in got a logged-in token; otherwise nothing changed.
        return {
          active: customer.active,
          doubleOptIn: customer.doubleOptInRegistration,
          session: await api.context.get(),
        }
      }),
      confirmRegistration: on<SessionContext, RegistrationConfirmation>(async (api, confirmation) => {
        await api.account.confirmRegistration(confirmation)
        return api.context.get()
      }),
      recoverPassword: on<void, RecoveryRequest>((api, request) => api.account.recoverPassword(request)),
      resetPassword: on<void, PasswordReset>((api, reset) => api.account.resetPassword(reset)),
      loadCustomer: on<CustomerProfile>((api) => api.account.customer()),
      loadAddresses: on<CustomerAddress[]>((api) => api.address.list()),
      changeAccount: on<AccountCommandResult, AccountCommand>(async (api, command) => {
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

export function sessionWithApi(api: SessionApi) {
  return sessionWith(() => api)
}
