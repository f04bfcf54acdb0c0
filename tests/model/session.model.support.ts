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
import type { ContextPatch, Country, SessionContext } from '../../src/domain/types.ts'

type Snapshot = SnapshotFrom<typeof sessionMachine>

/** Visitor events, the actors' outcomes, and the start event xstate/graph puts first in a path. */
export type ModelEvent =
  | SessionEvent
  | DoneActorEvent<SessionContext>
  | ErrorActorEvent
  | { type: 'xstate.init' }

export interface ModelCatalogue {
  initial: SessionContext
  countries: Country[]
}

/** An id of the right format that no entity has: the back end must refuse it. */
export const UNKNOWN_COUNTRY_ID = 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0'

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
function applied(session: SessionContext, patch: ContextPatch): SessionContext {
  if (patch.countryId) return { ...session, countryId: patch.countryId }
  throw new Error(`no sample outcome for ${JSON.stringify(patch)}`)
}

/** Events offered in `snapshot`. */
export function buildSessionModelEvents(snapshot: Snapshot, catalogue: ModelCatalogue): ModelEvent[] {
  const { session, pending } = snapshot.context
  const activity = (snapshot.value as { activity: string }).activity
  switch (activity) {
    case 'loading':
      // The first load succeeds, or fails because the network is down.
      return [done('loadContext', catalogue.initial), failed('loadContext', 502)]
    case 'updating':
      if (!session || !pending) return []
      return pending.countryId === UNKNOWN_COUNTRY_ID
        ? [failed('updateContext', 400)]
        : [done('updateContext', applied(session, pending))]
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
  // Without a context (the first load failed) there is nothing to change: the page itself failed.
  if (!session) return []
  return [
    // Always the same other country: the graph keys states without the context's details, so an id
    // chosen from the current context could differ between the model's path and its replay.
    { type: 'session.setCountry', id: other(catalogue.countries, catalogue.initial.countryId).id },
    { type: 'session.setCountry', id: UNKNOWN_COUNTRY_ID },
    { type: 'session.setCountry' },
    { type: 'session.login', username: 'nobody@example.org', password: 'not-the-password' },
    { type: 'session.logout' },
  ]
}

/**
 * What a visitor sends while the session is busy: a login pressed while the country is saved
 * (it waits and runs after), and the same country chosen again while it is saved (it is saved
 * once). Only while nothing waits yet. Kept apart from `buildSessionModelEvents`, whose UI paths
 * (tests/paths-ui) do not send while busy.
 */
export function waitingSessionRequests(snapshot: Snapshot): SessionEvent[] {
  const { queue, running } = snapshot.context
  if (queue.length > 0) return []
  switch ((snapshot.value as { activity: string }).activity) {
    // Never where a waiting request runs (loggingIn here): the replay sends at once, and by then
    // the request that started after the one before may have answered already.
    case 'updating':
      return running
        ? [running, { type: 'session.login', username: 'nobody@example.org', password: 'not-the-password' }]
        : []
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
    return id === UNKNOWN_COUNTRY_ID ? `${event.type}(unknown id)` : `${event.type}(id)`
  }
  return event.type
}

function stateKey(snapshot: Snapshot | undefined) {
  if (!snapshot) return null
  const { error, operation, queue, session, pending } = snapshot.context
  const failure = error ? `${error.operation}:${error.message === 'id is required' ? 'id' : 'api'}` : null
  // The country is the one context detail the model changes (to one other country, or an unknown
  // one the back end refuses): part of the key, so a path's states never carry another path's.
  const countries = [session?.countryId ?? null, pending?.countryId ?? null]
  return [snapshot.value, operation, failure, queue.map((request) => request.type), countries]
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
