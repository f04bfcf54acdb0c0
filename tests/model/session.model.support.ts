// The sample events of the session model: what a visitor can do in each state, and what the
// embedded back end answers while the session is busy. Kept apart from the test so the rules are
// readable on their own.

import {
  type ActorRefFrom,
  type DoneActorEvent,
  type ErrorActorEvent,
  type SnapshotFrom,
  waitFor,
} from 'xstate'
import { storeApiFailure } from '../../src/domain/failure.ts'
import type { sessionMachine } from '../../machines/session/session.machine.ts'
import type { SessionEvent } from '../../machines/session/session.types.ts'
import type {
  ContextPatch,
  Country,
  Currency,
  Language,
  PaymentMethod,
  SessionContext,
  ShippingMethod,
} from '../../src/domain/types.ts'

type Snapshot = SnapshotFrom<typeof sessionMachine>

/** Visitor events, the actors' outcomes, and the start event xstate/graph puts first in a path. */
export type ModelEvent =
  | SessionEvent
  | DoneActorEvent<SessionContext>
  | ErrorActorEvent
  | { type: 'xstate.init' }

export interface ModelCatalogue {
  initial: SessionContext
  currencies: Currency[]
  languages: Language[]
  countries: Country[]
  shippingMethods: ShippingMethod[]
  paymentMethods: PaymentMethod[]
}

/** An id of the right format that no entity has: the back end must refuse it. */
export const UNKNOWN_PAYMENT_METHOD_ID = 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0'

export function isSessionEvent(event: { type: string }): event is SessionEvent {
  return event.type.startsWith('session.')
}

function other<T extends { id: string }>(items: T[], currentId: string | null | undefined): T {
  const found = items.find((item) => item.id !== currentId)
  if (!found) throw new Error('The seed needs at least two entries of each context list')
  return found
}

const done = (id: string, output: SessionContext): DoneActorEvent<SessionContext> => ({
  type: `xstate.done.actor.${id}`,
  output,
  actorId: id,
})

const failed = (id: string, status: number): ErrorActorEvent => ({
  type: `xstate.error.actor.${id}`,
  error: storeApiFailure({ status }),
  actorId: id,
})

/** The context the back end should answer after applying `patch` to `session`. */
function applied(session: SessionContext, patch: ContextPatch, catalogue: ModelCatalogue): SessionContext {
  const pick = <T extends { id: string }>(items: T[], id: string) => {
    const item = items.find((entry) => entry.id === id)
    if (!item) throw new Error(`unknown sample id ${id}`)
    return item
  }
  if (patch.currencyId) return { ...session, currency: pick(catalogue.currencies, patch.currencyId) }
  if (patch.languageId) return { ...session, languageId: patch.languageId }
  if (patch.countryId) return { ...session, countryId: patch.countryId }
  if (patch.shippingMethodId) {
    return { ...session, shippingMethod: pick(catalogue.shippingMethods, patch.shippingMethodId) }
  }
  if (patch.paymentMethodId)
    return { ...session, paymentMethod: pick(catalogue.paymentMethods, patch.paymentMethodId) }
  throw new Error(`no sample outcome for ${JSON.stringify(patch)}`)
}

/** Events offered in `snapshot`. */
export function buildSessionModelEvents(snapshot: Snapshot, catalogue: ModelCatalogue): ModelEvent[] {
  const { session, pending, error } = snapshot.context
  const activity = (snapshot.value as { activity: string }).activity
  switch (activity) {
    case 'loading':
      // The first load succeeds, or fails because the network is down.
      return [done('loadContext', catalogue.initial), failed('loadContext', 502)]
    case 'refreshing':
      // The replay fails a refresh by taking the network down, which would fail a request waiting
      // behind it as well: with one waiting, the refresh succeeds.
      return snapshot.context.queue.length > 0
        ? [done('loadContext', session ?? catalogue.initial)]
        : [done('loadContext', session ?? catalogue.initial), failed('loadContext', 502)]
    case 'updating':
      if (!session || !pending) return []
      return pending.paymentMethodId === UNKNOWN_PAYMENT_METHOD_ID
        ? [failed('updateContext', 400)]
        : [done('updateContext', applied(session, pending, catalogue))]
    // No customer exists yet: a login is refused and an anonymous logout is too.
    case 'loggingIn':
      return [failed('login', 401)]
    case 'loggingOut':
      return [failed('logout', 403)]
    case 'idle':
      break
    default:
      return []
  }
  const events: ModelEvent[] = [{ type: 'session.refresh' }]
  if (error) events.push({ type: 'session.dismissError' })
  // Without a context there is nothing to change yet; only a refresh can recover.
  if (!session) return events
  events.push(
    { type: 'session.setCurrency', id: other(catalogue.currencies, session.currency.id).id },
    { type: 'session.setCurrency' },
    { type: 'session.setLanguage', id: other(catalogue.languages, session.languageId).id },
    { type: 'session.setLanguage', id: '' },
    { type: 'session.setCountry', id: other(catalogue.countries, session.countryId).id },
    { type: 'session.setCountry' },
    {
      type: 'session.setShippingMethod',
      id: other(catalogue.shippingMethods, session.shippingMethod?.id).id,
    },
    { type: 'session.setShippingMethod', id: null },
    { type: 'session.setPaymentMethod', id: other(catalogue.paymentMethods, session.paymentMethod?.id).id },
    { type: 'session.setPaymentMethod', id: UNKNOWN_PAYMENT_METHOD_ID },
    { type: 'session.setPaymentMethod' },
    { type: 'session.setShippingAddress' },
    { type: 'session.setBillingAddress' },
    { type: 'session.login', username: 'nobody@example.org', password: 'not-the-password' },
    { type: 'session.logout' },
  )
  return events
}

/**
 * What a visitor sends while the session is busy: a login pressed while the context is re-read
 * (it waits and runs after), and the same setting chosen again while it is saved (it is saved
 * once). Only while nothing waits yet. Kept apart from `buildSessionModelEvents`, whose UI paths
 * (tests/paths-ui) do not send while busy.
 */
export function waitingSessionRequests(snapshot: Snapshot): SessionEvent[] {
  const { queue, running } = snapshot.context
  if (queue.length > 0) return []
  switch ((snapshot.value as { activity: string }).activity) {
    case 'refreshing':
      return [{ type: 'session.login', username: 'nobody@example.org', password: 'not-the-password' }]
    // Never where a waiting request runs (loggingIn here): the replay sends at once, and by then
    // the request that started after the one before may have answered already.
    case 'updating':
      return running ? [running] : []
    default:
      return []
  }
}

/** A short, stable name of an event for vertex keys and test titles. */
export function eventKey(event: ModelEvent | undefined): string {
  if (!event || event.type === 'xstate.init') return 'start'
  if (!isSessionEvent(event)) return event.type
  if (event.type.startsWith('session.set')) {
    const id = 'id' in event ? event.id : undefined
    if (!id) return `${event.type}(no id)`
    return id === UNKNOWN_PAYMENT_METHOD_ID ? `${event.type}(unknown id)` : `${event.type}(id)`
  }
  return event.type
}

function stateKey(snapshot: Snapshot | undefined) {
  if (!snapshot) return null
  const { error, operation, queue } = snapshot.context
  const failure = error ? `${error.operation}:${error.message === 'id is required' ? 'id' : 'api'}` : null
  return [snapshot.value, operation, failure, queue.map((request) => request.type)]
}

/**
 * One vertex per edge of the abstract graph: (source state, event kind, target state), where a
 * state is its value, running operation and kind of error. Shortest paths to all vertices thus take
 * every transition once, while context details (which currency is active) stay out of the key.
 */
export function serializeVertex(
  snapshot: Snapshot,
  event: ModelEvent | undefined,
  previous?: Snapshot,
): string {
  return JSON.stringify([stateKey(previous), eventKey(event), stateKey(snapshot)])
}

/** The activity a snapshot is in (its region's state). */
function activityOf(snapshot: Snapshot): string {
  return (snapshot.value as { activity: string }).activity
}

/**
 * Every snapshot the real session goes through in a replay, so that each step is compared with
 * the state right after it: once a request that waited has started, its answer may come before
 * the replay looks again, and the session may have moved on.
 */
export function followSession(session: ActorRefFrom<typeof sessionMachine>) {
  const seen: Snapshot[] = [session.getSnapshot()]
  const subscription = session.subscribe((snapshot) => seen.push(snapshot))
  let at = 0
  return {
    /** After a visitor event, which the session takes at once. */
    sent(): Snapshot {
      at = seen.length - 1
      return session.getSnapshot()
    },
    /** Once the request in flight at the last step has answered: idle, or the next one running. */
    async answered(): Promise<Snapshot> {
      const before = seen[at]!
      const found = () =>
        seen.findIndex(
          (snapshot, index) =>
            index > at &&
            (snapshot.context.running !== before.context.running ||
              activityOf(snapshot) !== activityOf(before)),
        )
      await waitFor(session, () => found() >= 0, { timeout: 10_000 })
      at = found()
      return seen[at]!
    },
    stop: () => subscription.unsubscribe(),
  }
}
