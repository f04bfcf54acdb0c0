// Types, declared actors, guards and actions of the session machine (the states are in
// session.machine.ts). Every implementation is named; src/system provides the real actors.

import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import type { CustomerAddress, CustomerProfile } from '../../src/domain/customer.ts'
import { asFailure, localFailure } from '../../src/domain/failure.ts'
import { describeFailure, ID_REQUIRED_MESSAGE, sessionIdentity } from '../../src/domain/session.ts'
import type { ContextPatch, SessionContext } from '../../src/domain/types.ts'
import {
  type AccountCommand,
  type AccountCommandResult,
  type Credentials,
  type PasswordReset,
  type RecoveryRequest,
  type RegistrationConfirmation,
  type RegistrationResult,
  type SessionBroadcast,
  type SessionNotice,
  hasId,
  isSetEvent,
  operationFor,
  patchFor,
  queued,
  type RegistrationInput,
  type SessionEmitted,
  type SessionEvent,
  type SessionIdentity,
  type SessionInput,
  type SessionMachineContext,
  type SessionOperation,
  type SessionRequest,
} from './session.types.ts'

function asRequest(event: SessionEvent): SessionRequest | null {
  return event.type === 'session.adopt' ? null : event
}

function notProvided<TOutput, TInput>(name: string) {
  // The machine declares what it needs; running it without `.provide()` fails loudly and visibly.
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The session actor "${name}" is not provided`)
  })
}

export type SessionStateIdentity = SessionIdentity | 'unknown'

export function identityOf(context: SessionMachineContext): SessionStateIdentity {
  return context.session ? sessionIdentity(context.session) : 'unknown'
}

const baseSetup = setup({
  types: {
    context: {} as SessionMachineContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    loadContext: notProvided<SessionContext, void>('loadContext'),
    updateContext: notProvided<SessionContext, ContextPatch>('updateContext'),
    login: notProvided<SessionContext, Credentials>('login'),
    logout: notProvided<SessionContext, void>('logout'),
    register: notProvided<RegistrationResult, RegistrationInput>('register'),
    confirmRegistration: notProvided<SessionContext, RegistrationConfirmation>('confirmRegistration'),
    recoverPassword: notProvided<void, RecoveryRequest>('recoverPassword'),
    resetPassword: notProvided<void, PasswordReset>('resetPassword'),
    loadCustomer: notProvided<CustomerProfile, void>('loadCustomer'),
    loadAddresses: notProvided<CustomerAddress[], void>('loadAddresses'),
    changeAccount: notProvided<AccountCommandResult, AccountCommand>('changeAccount'),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    hasId: ({ event }) => hasId(event),
    identityIs: ({ context }, params: { identity: SessionStateIdentity }) =>
      identityOf(context) === params.identity,
    identityIsNot: ({ context }, params: { identity: SessionStateIdentity }) =>
      identityOf(context) !== params.identity,
    /** Registration logs in only an active customer without a pending double opt-in. */
    registrationLogsIn: (_, params: { result: RegistrationResult }) =>
      params.result.active && !params.result.doubleOptIn,
    isForbidden: (_, params: { error: unknown }) =>
      describeFailure('loadAddresses', params.error).status === 403,
  },
  actions: {
    startOperation: assign({
      operation: ({ event }) => operationFor(event),
      running: ({ event }) => asRequest(event),
      pending: ({ event }) => (isSetEvent(event) ? patchFor(event) : null),
      error: null,
      violations: [],
    }),
    startLoad: assign({ operation: 'load' as const, error: null }),
    /** A request sent while busy waits for the session to be idle (see `queued`). */
    waitForIdle: assign({
      queue: ({ context, event }) => {
        const request = asRequest(event)
        return request ? queued(context.queue, context.running, request) : context.queue
      },
    }),
    storeNotice: assign((_, params: { notice: SessionNotice }) => ({ notice: params.notice })),
    storeCustomer: assign((_, params: { customer: CustomerProfile }) => ({
      customer: params.customer,
      operation: null,
    })),
    // A customer read failure clears the user (and the failure is reported to the caller).
    clearCustomer: assign({ customer: null }),
    storeAddresses: assign((_, params: { addresses: CustomerAddress[] | null }) =>
      params.addresses ? { addresses: params.addresses, operation: null } : { operation: null },
    ),
    storeAccountResult: assign(({ context }, params: { result: AccountCommandResult }) => ({
      session: params.result.session,
      addresses: params.result.addresses ?? context.addresses,
      customer: params.result.customer ?? context.customer,
      operation: null,
      pending: null,
    })),
    // On 403 the address list is emptied (the session expired or belongs to someone else).
    clearAddresses: assign({ addresses: [] }),
    // Logging out (or in as someone else) drops whatever was read for the previous customer.
    forgetCustomer: assign({ customer: null, addresses: null }),
    // Runs before the operation is cleared: it names the operation that just succeeded.
    emitSucceeded: emit(({ context }) => ({
      type: 'session.succeeded' as const,
      operation: context.operation ?? ('load' as SessionOperation),
    })),
    /** Only the context: an operation in flight (and its pending change) goes on undisturbed. */
    adoptSession: assign(({ event }) => {
      assertEvent(event, 'session.adopt')
      return { session: event.session }
    }),
    finishOperation: assign({ operation: null, pending: null }),
    storeSession: assign((_, params: { session: SessionContext }) => ({
      session: params.session,
      operation: null,
      pending: null,
    })),
    // UI subscribers get the emitted event; the root gets it sent (`notifyParent`).
    emitChanged: emit(({ context }) => ({ type: 'session.changed' as const, session: context.session! })),
    storeFailure: assign(({ context }, params: { error: unknown }) => ({
      error: describeFailure(context.operation ?? 'load', params.error),
      violations: asFailure(params.error).violations,
      notice: null,
      operation: null,
      pending: null,
    })),
    storeIdRequired: assign(({ event }) => ({
      error: { operation: operationFor(event) ?? 'setCountry', ...localFailure(ID_REQUIRED_MESSAGE) },
      operation: null,
      pending: null,
    })),
    emitFailure: emit(({ context }) => ({
      type: 'session.failed' as const,
      failure: context.error ?? { operation: 'load', ...localFailure('Unknown failure') },
    })),
    logFailure: ({ context }, params: { error: unknown }) => {
      const failure = describeFailure(context.operation ?? 'load', params.error)
      console.error(`[session] ${failure.operation} failed: ${failure.message}`)
    },
  },
})

// Everything priced depends on the context (currency, country, customer group), and the wishlist on
// who is logged in: the session tells its parent, the root, which forwards to the cart and the
// wishlist. A session running alone (tests) has no parent to tell (machines/parent.ts). (Added with
// `extend`: inside the first `setup()` an enqueueActions would make TypeScript lose the guard types
// of the state configs.)
export const sessionSetup = baseSetup.extend({
  actions: {
    notifyParent: baseSetup.enqueueActions(({ context, enqueue }) => {
      if (!context.session || !context.parent) return
      const changed: SessionBroadcast = { type: 'session.changed', session: context.session }
      enqueue.sendTo(context.parent, changed)
    }),
    /**
     * Idle again: the waiting requests are taken as if they were sent now, in order (raised, so
     * `idle` handles the first with its guards and the ones after it wait again behind it). A
     * request that leaves the session idle (a language without id) lets the next one start.
     */
    runWaiting: baseSetup.enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ running: null, queue: [] })
      for (const request of context.queue) enqueue.raise(request)
    }),
    /** The first load failed: whoever waits for it (the cart's first load, the wishlist) goes on without. */
    notifyLoadFailed: baseSetup.enqueueActions(({ context, enqueue }) => {
      if (!context.parent) return
      const failed: SessionBroadcast = { type: 'session.loadFailed' }
      enqueue.sendTo(context.parent, failed)
    }),
  },
})
