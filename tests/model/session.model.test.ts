// @vitest-environment node
// Model-based path tests of the session machine against the REAL embedded back end.
//
// The session machine itself is the model. xstate/graph walks it with sample events: visitor events
// in `idle`, and in busy states the outcome the back end is expected to produce (the actor's done or
// error event, with the context the model predicts). Every vertex is keyed by (state, triggering
// event, previous operation), so the shortest paths to all vertices cover every transition the
// back end can answer today. Each path is replayed against a fresh root system wired to the
// embedded back end through the real Store API client, asserting the model's state after every step.
//
// Login, registration and the rest of the customer side have their own path tests against the
// real back end: session.customer.model.test.ts.

import { afterAll, describe, expect, it, vi } from 'vitest'
import type { ActorLogic, SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { createTestBackend } from '../../backend/test-support/backend.ts'
import { sessionMachine } from '../../machines/session/session.machine.ts'
import { createStoreApiClient } from '../../src/api/index.ts'
import { createRootSystem } from '../../src/system/runtime.ts'
import type { SessionInput } from '../../machines/session/session.types.ts'
import {
  followSession,
  buildSessionModelEvents,
  eventKey,
  isSessionEvent,
  type ModelEvent,
  serializeVertex,
  waitingSessionRequests,
} from './session.model.support.ts'
import { listGraphPaths, recordPaths } from './path-listing.ts'

type Snapshot = SnapshotFrom<typeof sessionMachine>

const { backend } = await createTestBackend()
afterAll(() => backend.close())

/** A client on the embedded back end; `offline` makes every request fail like a dropped network. */
function connect() {
  const link = { offline: false }
  const api = createStoreApiClient({
    baseURL: 'http://storefront.test/store-api',
    headers: { 'sw-access-key': backend.accessKey },
    fetch: async (input, init) => {
      if (link.offline) throw new TypeError('fetch failed')
      return backend.fetch(new Request(input, init))
    },
  })
  return { api, link }
}

// Sample data for the model's events comes from the back end itself, never from hard-coded ids.
const catalogue = await (async () => {
  const { api } = connect()
  const [initial, countries] = await Promise.all([api.context.get(), api.country.list()])
  return { initial, countries }
})()

// The model's events include the actors' outcomes (done/error events). The machine handles them at
// runtime (they are how invoked actors report back), but its event type lists only visitor events,
// hence this one widening at the boundary.
const modelLogic = sessionMachine as unknown as ActorLogic<Snapshot, ModelEvent, SessionInput>
const model = new TestModel<Snapshot, ModelEvent, SessionInput>(modelLogic, {
  input: { session: null },
  events: (snapshot) => [
    ...buildSessionModelEvents(snapshot, catalogue),
    ...waitingSessionRequests(snapshot),
  ],
  serializeState: serializeVertex,
})

const paths = model.getShortestPaths()
recordPaths(
  'session',
  listGraphPaths(paths, (event) => eventKey(event)),
)

/** What must agree between the model and the real session after every step. */
function observable(snapshot: Snapshot) {
  const { session, error, operation, pending, queue } = snapshot.context
  return {
    value: snapshot.value,
    operation,
    pending,
    waiting: queue.map((request) => request.type),
    error: error && {
      operation: error.operation,
      idRequired: error.message === 'id is required',
      http: error.status !== null,
    },
    session: session && {
      currency: session.currency.isoCode,
      languageId: session.languageId,
      countryId: session.countryId,
      shippingMethodId: session.shippingMethod?.id ?? null,
      paymentMethodId: session.paymentMethod?.id ?? null,
      customer: session.customer?.id ?? null,
    },
  }
}

describe('session model (embedded back end)', () => {
  it('generates paths for every reachable transition', () => {
    expect(paths.length).toBeGreaterThan(20)
    expect(paths.every((path) => path.steps[0]?.event.type === 'xstate.init')).toBe(true)
    const taken = new Set(paths.flatMap((path) => path.steps.map((step) => eventKey(step.event))))
    // Every visitor event (registration excepted, see above) and every actor outcome is exercised.
    expect([...taken].sort()).toEqual([
      'session.login',
      'session.logout',
      'session.setCountry(id)',
      'session.setCountry(no id)',
      'session.setCountry(unknown id)',
      'start',
      'xstate.done.actor.loadContext',
      'xstate.done.actor.updateContext',
      'xstate.error.actor.loadContext',
      'xstate.error.actor.login',
      'xstate.error.actor.logout',
      'xstate.error.actor.updateContext',
    ])
  })

  for (const path of paths) {
    it(path.steps.map((step) => eventKey(step.event)).join(' → '), async () => {
      // The session logs what the spec says is "only logged"; every log line must be expected.
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      const { api, link } = connect()
      const [init, ...steps] = path.steps
      // A failing outcome is prepared before the event that triggers the request.
      link.offline = steps[0]?.event.type === 'xstate.error.actor.loadContext'
      const system = createRootSystem({ api })
      const session = system.getSnapshot().context.session
      const followed = followSession(session)
      expect(observable(session.getSnapshot())).toEqual(observable(init!.state))

      for (const [index, step] of steps.entries()) {
        const next = steps[index + 1]?.event
        const logged = log.mock.calls.length
        let reached: Snapshot
        if (isSessionEvent(step.event)) {
          link.offline = next?.type === 'xstate.error.actor.loadContext'
          session.send(step.event)
          reached = followed.sent()
        } else {
          // An outcome step: the real actor produces it; wait for it and compare.
          reached = await followed.answered()
          link.offline = false
        }
        expect(observable(reached), `after ${step.event.type}`).toEqual(observable(step.state))
        const logs = step.event.type === 'xstate.error.actor.loadContext'
        expect(log.mock.calls.length > logged, `log after ${eventKey(step.event)}`).toBe(logs)
      }
      followed.stop()
      system.stop()
      log.mockRestore()
    })
  }
})
