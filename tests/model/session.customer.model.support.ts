// The customer side of the session model: what a visitor can do in each state and what the
// embedded back end answers. Sample outputs (contexts, profile, addresses) come from the back end
// at setup; the events that need per-path data carry placeholders the replay fills in.

import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate'
import { storeApiFailure } from '../../src/domain/failure.ts'
import type { sessionMachine } from '../../machines/session/session.machine.ts'
import type {
  RegistrationInput,
  RegistrationResult,
  SessionEvent,
} from '../../machines/session/session.types.ts'
import type { CustomerAddress, CustomerProfile } from '../../src/domain/customer.ts'
import { sessionIdentity } from '../../src/domain/session.ts'
import type { SessionContext } from '../../src/domain/types.ts'

type Snapshot = SnapshotFrom<typeof sessionMachine>

export type CustomerModelEvent =
  | SessionEvent
  | DoneActorEvent<unknown>
  | ErrorActorEvent
  | { type: 'xstate.init' }

export interface CustomerSamples {
  anonymous: SessionContext
  loggedIn: SessionContext
  profile: CustomerProfile
  addresses: CustomerAddress[]
  credentials: { username: string; password: string }
  registration: RegistrationInput
}

/** Placeholders the replay replaces with data of the path's own back end. */
export const FROM_OUTBOX = 'hash-from-the-outbox'
export const BAD_HASH = 'a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0'
export const DEFAULT_BILLING = 'the-default-billing-address-id'
export const WRONG_PASSWORD = 'not-the-current-password'

const done = (id: string, output: unknown): DoneActorEvent<unknown> => ({
  type: `xstate.done.actor.${id}`,
  output,
  actorId: id,
})

const failed = (id: string, status: number): ErrorActorEvent => ({
  type: `xstate.error.actor.${id}`,
  error: storeApiFailure({ status }),
  actorId: id,
})

export function isSessionEvent(event: { type: string }): event is SessionEvent {
  return event.type.startsWith('session.')
}

function identity(snapshot: Snapshot) {
  return sessionIdentity(snapshot.context.session)
}

export function buildCustomerModelEvents(snapshot: Snapshot, samples: CustomerSamples): CustomerModelEvent[] {
  const { context } = snapshot
  const loggedIn = identity(snapshot) === 'loggedIn'
  const activity = (snapshot.value as { activity: string }).activity
  switch (activity) {
    case 'loggingIn':
      return [done('login', samples.loggedIn)]
    case 'loggingOut':
      return [done('logout', samples.anonymous)]
    case 'registering': {
      // Anonymous: a new e-mail, double opt-in on. Logged in: the customer's own e-mail is taken.
      const result: RegistrationResult = { active: false, doubleOptIn: true, session: samples.anonymous }
      return loggedIn ? [failed('register', 400)] : [done('register', result)]
    }
    case 'confirmingRegistration':
      return context.notice === 'checkMail'
        ? [done('confirmRegistration', samples.loggedIn)]
        : [failed('confirmRegistration', 404)]
    case 'recoveringPassword':
      return [done('recoverPassword', undefined)]
    case 'resettingPassword':
      return [failed('resetPassword', 404)]
    case 'loadingCustomer':
      return loggedIn ? [done('loadCustomer', samples.profile)] : [failed('loadCustomer', 403)]
    case 'loadingAddresses':
      return loggedIn ? [done('loadAddresses', samples.addresses)] : [failed('loadAddresses', 403)]
    case 'changingAccount':
      return context.operation === 'changePassword'
        ? [failed('changeAccount', 400)]
        : [done('changeAccount', { session: samples.loggedIn, addresses: samples.addresses, customer: null })]
    case 'idle':
      break
    default:
      return []
  }
  const events: CustomerModelEvent[] = [{ type: 'session.loadCustomer' }, { type: 'session.loadAddresses' }]
  if (loggedIn) {
    events.push(
      { type: 'session.account', command: { kind: 'setDefaultShipping', id: DEFAULT_BILLING } },
      {
        type: 'session.account',
        command: {
          kind: 'changePassword',
          change: {
            password: WRONG_PASSWORD,
            newPassword: 'a-new-password',
            newPasswordConfirm: 'a-new-password',
          },
        },
      },
      {
        type: 'session.register',
        registration: { ...samples.registration, email: samples.credentials.username },
      },
      { type: 'session.logout' },
    )
    return events
  }
  events.push(
    { type: 'session.login', ...samples.credentials },
    { type: 'session.register', registration: samples.registration },
    {
      type: 'session.confirmRegistration',
      em: 'from-the-mail',
      hash: context.notice === 'checkMail' ? FROM_OUTBOX : BAD_HASH,
    },
    {
      type: 'session.recoverPassword',
      email: samples.credentials.username,
      storefrontUrl: samples.registration.storefrontUrl,
    },
    {
      type: 'session.resetPassword',
      hash: BAD_HASH,
      newPassword: 'a-new-password',
      newPasswordConfirm: 'a-new-password',
    },
  )
  return events
}

/**
 * What a shopper sends while the session is busy, each by a control the page still offers then: a
 * logout pressed while an account page reads the customer; "Personal data" in the account's
 * navigation while the address page reads the address book, and "Addresses" there while a password
 * change is saved; "Back to login" and a login while the recovery link is on its way; and the same
 * button pressed twice (the recovery's, the registration's, the new password's, the password
 * change's). Each waits and runs once the session is idle; the same request runs once. Not the
 * login pressed twice: the login form's button is off while its login waits or runs. One round per
 * busy state and only while nothing waits yet, so the paths stay few. Kept apart from
 * `buildCustomerModelEvents`, whose events a shopper sends while the session is idle. The UI replay
 * (tests/paths-ui/adapters/session.ts) plays the same paths.
 */
export function waitingCustomerRequests(snapshot: Snapshot, samples: CustomerSamples): SessionEvent[] {
  const { queue, running } = snapshot.context
  if (queue.length > 0 || running === null) return []
  switch ((snapshot.value as { activity: string }).activity) {
    case 'loadingCustomer':
      return identity(snapshot) === 'loggedIn' ? [{ type: 'session.logout' }] : []
    // Never where only a waiting request leads (loggingOut, the loggingIn after a recovery): the
    // replay sends at once, and by then the request that started after the one before may have
    // answered already. The address book's read is also one the shopper starts, and the vertex
    // does not say which (what waited is not in it): its shortest path is the shopper's.
    case 'loadingAddresses':
      return identity(snapshot) === 'loggedIn' ? [{ type: 'session.loadCustomer' }] : []
    case 'changingAccount':
      return [{ type: 'session.loadAddresses' }, running]
    case 'recoveringPassword':
      return [running, { type: 'session.login', ...samples.credentials }]
    case 'registering':
      return identity(snapshot) === 'loggedIn' ? [] : [running]
    case 'resettingPassword':
      return [running]
    default:
      return []
  }
}

export function eventKey(event: CustomerModelEvent | undefined): string {
  if (!event || event.type === 'xstate.init') return 'start'
  if (event.type === 'session.account' && 'command' in event) return `session.account(${event.command.kind})`
  if (event.type === 'session.confirmRegistration' && 'hash' in event)
    return `${event.type}(${event.hash === FROM_OUTBOX ? 'mailed hash' : 'bad hash'})`
  if (event.type === 'session.register' && 'registration' in event)
    return `${event.type}(${event.registration.email === undefined ? '' : 'email'})`
  return event.type
}

/** What must agree between the model and the real session after every step. */
export function observable(snapshot: Snapshot) {
  const { error, operation, notice, customer, addresses, session, queue } = snapshot.context
  return {
    value: snapshot.value,
    operation,
    waiting: queue.map((request) => request.type),
    notice,
    identity: session ? sessionIdentity(session) : 'unknown',
    customer: customer !== null,
    addresses: addresses === null ? 'unread' : addresses.length > 0 ? 'some' : 'none',
    error: error && { operation: error.operation, http: error.status !== null },
  }
}

/** The part of the source state that decides which transition an event takes. */
function sourceKey(snapshot: Snapshot | undefined) {
  if (!snapshot) return null
  const { value, context } = snapshot
  return [value, context.operation, context.notice === 'checkMail']
}

/**
 * One vertex per (source state, event, resulting state): shortest paths to all vertices take every
 * transition from every state that matters once. What was read before (customer, addresses) is
 * left out of the key (it is still compared after every replayed step), which keeps the number of
 * paths to replay small.
 */
export function serializeCustomerVertex(
  snapshot: Snapshot,
  event: CustomerModelEvent | undefined,
  previous?: Snapshot,
): string {
  const { customer: _customer, addresses: _addresses, ...result } = observable(snapshot)
  return JSON.stringify([sourceKey(previous), eventKey(event), result])
}
