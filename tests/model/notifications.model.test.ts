// Model-based path tests of the notifications machine. The machine is the model; every shortest
// path (three toasts) and every simple path (two toasts, a small graph) is replayed against a real
// actor on a simulated clock. Expiry is not an event a visitor sends: the harness lets simulated
// time pass until that toast's timeout elapses, and the machine must have removed exactly it.

import { describe, expect, it } from 'vitest'
import { createActor, type EventFromLogic, SimulatedClock, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { notificationsMachine } from '../../machines/notifications/notifications.machine.ts'
import { NOTIFICATION_TIMEOUT_MS } from '../../src/domain/notifications.ts'
import { graphRoute, recordPaths } from './path-listing.ts'

type Snapshot = SnapshotFrom<typeof notificationsMachine>
type Event = EventFromLogic<typeof notificationsMachine>

const SAMPLES = {
  a: { id: 'a', type: 'info', message: 'Added to cart' },
  b: { id: 'b', type: 'danger', message: 'Payment failed', persistent: true },
  c: { id: 'c', type: 'success', message: 'Saved' },
} as const

function eventsFor(ids: (keyof typeof SAMPLES)[]) {
  return (snapshot: Snapshot): Event[] => {
    const { items } = snapshot.context
    const events: Event[] = ids.map((id) => ({ type: 'notifications.push', notification: SAMPLES[id] }))
    for (const item of items) events.push({ type: 'notifications.dismiss', id: item.id })
    // Timers fire in push order, so only the oldest non-persistent toast can expire next.
    const next = items.find((item) => !item.persistent)
    if (next) events.push({ type: 'notifications.expire', id: next.id })
    if (items.length > 0) events.push({ type: 'notifications.clear' })
    return events
  }
}

function harness() {
  const clock = new SimulatedClock()
  const actor = createActor(notificationsMachine, { clock }).start()
  const pushedAt = new Map<string, number>()
  return {
    actor,
    run(event: Event) {
      if (event.type === 'notifications.expire') {
        const due = (pushedAt.get(event.id) ?? 0) + NOTIFICATION_TIMEOUT_MS
        clock.increment(Math.max(0, due - clock.now()))
        return
      }
      if (
        event.type === 'notifications.push' &&
        !actor.getSnapshot().context.items.some((i) => i.id === event.notification.id)
      ) {
        pushedAt.set(event.notification.id, clock.now())
      }
      actor.send(event)
      // Pushes happen at distinct instants, so timeouts never coincide.
      clock.increment(1)
    },
  }
}

/** Object.values for the graph's records, whose keys are branded strings. */
function valuesOf<K extends string, V>(record: Record<K, V>): V[] {
  return (Object.keys(record) as K[]).map((key) => record[key])
}

/** xstate/graph starts every path with the init step; its state is the initial one. */
const isInit = (event: { type: string }) => event.type === 'xstate.init'

/** Replays a generated path step by step, asserting the model's state after each one. */
function replay(path: { steps: { event: Event; state: Snapshot }[] }) {
  const sut = harness()
  for (const step of path.steps) {
    if (!isInit(step.event)) sut.run(step.event)
    expect(sut.actor.getSnapshot().context.items, `after ${step.event.type}`).toEqual(
      step.state.context.items,
    )
  }
}

/** The listing for QA: the toasts on screen after every step. */
const listed = (paths: { steps: { event: Event; state: Snapshot }[] }[], kind: string) =>
  paths.map((path) => ({
    title: `${kind}: ${title(path)}`,
    suite: `notifications model: ${kind}s (${kind === 'shortest path' ? 'three' : 'two'} toasts)`,
    test: title(path),
    ...graphRoute(path),
    steps: path.steps.map(
      (step) =>
        `${title({ steps: [step] })} → [${step.state.context.items.map((item) => item.id).join(', ')}]`,
    ),
  }))

const title = (path: { steps: { event: Event }[] }) =>
  path.steps
    .map(({ event }) => {
      if (event.type === 'notifications.push') return `push ${event.notification.id}`
      if (event.type === 'notifications.dismiss' || event.type === 'notifications.expire') {
        return `${event.type.slice('notifications.'.length)} ${event.id}`
      }
      return event.type
    })
    .join(' → ')

describe('notifications model: shortest paths (three toasts)', () => {
  const model = createTestModel(notificationsMachine, { events: eventsFor(['a', 'b', 'c']) })
  // Keyed by source state, event and target state (one vertex per edge), the shortest paths take
  // every transition of the graph at least once.
  const paths = model.getShortestPaths({
    serializeState: (state, event, previous) =>
      JSON.stringify([previous?.context.items ?? null, event ?? null, state.context.items]),
  })

  it('starts every path with xstate.init, reaches every state and takes every transition', () => {
    expect(paths.every((path) => path.steps[0] && isInit(path.steps[0].event))).toBe(true)
    // Every ordered subset of {a, b, c} is a state: 1 + 3 + 6 + 6.
    expect(model.getShortestPaths({ allowDuplicatePaths: true })).toHaveLength(16)
    const adjacency = model.getAdjacencyMap()
    const edges = valuesOf(adjacency).flatMap((vertex) =>
      valuesOf(vertex.transitions).map(({ event }) => JSON.stringify([vertex.state.context.items, event])),
    )
    const taken = new Set(
      paths.flatMap((path) =>
        path.steps
          .slice(1)
          .map((step, index) => JSON.stringify([path.steps[index]!.state.context.items, step.event])),
      ),
    )
    expect(edges.filter((edge) => !taken.has(edge))).toEqual([])
  })

  recordPaths('notifications', listed(paths, 'shortest path'))
  for (const path of paths) it(title(path), () => replay(path))
})

describe('notifications model: simple paths (two toasts)', () => {
  const model = createTestModel(notificationsMachine, { events: eventsFor(['a', 'b']) })
  const paths = model.getSimplePaths({ allowDuplicatePaths: true })
  recordPaths('notifications', listed(paths, 'simple path'))

  for (const path of paths) it(title(path), () => replay(path))
})
