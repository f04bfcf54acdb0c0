// The wishlist model: the wishlist machine plus the world it talks to (the customer's server list and
// the browser's local storage), so that every answer of the embedded back end can be predicted. The
// model's state is both; xstate/graph walks it with shopper events in `idle` (add and remove two
// real products, add an unknown product id on the server list, log in, log out: the session's news
// the root forwards) and, in busy states, the outcome the back end is expected to give.

import {
  type AnyEventObject,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromTransition,
  getInitialSnapshot,
  getNextSnapshot,
  type SnapshotFrom,
} from 'xstate'
import { customer, sessionContext } from '../../machines/session/session.test-support.ts'
import { wishlistMachine } from '../../machines/wishlist/wishlist.machine.ts'
import { listOwner } from '../../machines/wishlist/wishlist.setup.ts'
import type { WishlistEvent } from '../../machines/wishlist/wishlist.types.ts'
import { type FailureReason, storeApiFailure } from '../../src/domain/failure.ts'
import { applyChange } from '../../src/domain/wishlist.ts'
import { TestModel } from 'xstate/graph'

export type MachineSnapshot = SnapshotFrom<typeof wishlistMachine>

export type ModelEvent = WishlistEvent | DoneActorEvent<unknown> | ErrorActorEvent | { type: 'xstate.init' }

export interface WishlistSamples {
  a: { id: string; name: string }
  b: { id: string; name: string }
  /** A well-formed id the shop does not have: the server refuses it (404), local storage keeps it. */
  unknown: { id: string; name: string }
  /** The demo customer's id (the list's owner after login). */
  customerId: string
}

export interface World {
  machine: MachineSnapshot
  /** The customer's list on the server (the demo customer starts without one). */
  server: string[]
  /** What local storage holds. */
  local: string[]
}

const done = (id: string, output?: unknown): DoneActorEvent<unknown> => ({
  type: `xstate.done.actor.${id}`,
  output,
  actorId: id,
})

const failed = (id: string, status: number, reason: FailureReason): ErrorActorEvent => ({
  type: `xstate.error.actor.${id}`,
  error: storeApiFailure({ status, reason }),
  actorId: id,
})

function merge(server: readonly string[], local: readonly string[], known: (id: string) => boolean) {
  const merged = [...server]
  for (const id of local) if (known(id) && !merged.includes(id)) merged.push(id)
  return merged
}

/** The model logic: the machine's transition, and what each outcome does to the world. */
export function wishlistWorld(samples: WishlistSamples) {
  const known = (id: string) => id === samples.a.id || id === samples.b.id
  return fromTransition<World, ModelEvent, never, void>(
    (world, event) => {
      const before = world.machine
      const machine = getNextSnapshot(wishlistMachine, before, event as WishlistEvent)
      const next = { ...world, machine }
      const head = before.context.queue[0]
      switch (event.type) {
        case 'xstate.done.actor.mergeLocal':
          return { ...next, server: merge(world.server, world.local, known), local: [] }
        case 'xstate.done.actor.syncChange':
          if (!head) return next
          return before.context.storage === 'server'
            ? { ...next, server: applyChange(world.server, head) }
            : { ...next, local: applyChange(world.local, head) }
        default:
          return next
      }
    },
    // As the root spawns it in the model test: without a session yet (it loads as the system starts).
    () => ({ machine: getInitialSnapshot(wishlistMachine, {}), server: [], local: [] }),
  )
}

type ModelSnapshot = { context: World }

/** The session's news as the root forwards it: `customerId` logged in, or nobody (null). */
function owner(customerId: string | null): ModelEvent {
  const session = customerId ? sessionContext({ customer: customer({ id: customerId }) }) : sessionContext()
  return { type: 'session.changed', session }
}

/** Events offered in a state. */
export function buildWishlistModelEvents(snapshot: ModelSnapshot, samples: WishlistSamples): ModelEvent[] {
  const { machine, server, local } = snapshot.context
  const { storage, productIds, queue } = machine.context
  if (machine.matches('dormant')) return [{ type: 'wishlist.load' }]
  if (machine.matches({ active: 'waiting' })) return [owner(null)]
  if (machine.matches({ active: 'merging' })) return [done('mergeLocal')]
  if (machine.matches({ active: 'loading' })) return [done('loadList', storage === 'server' ? server : local)]
  if (machine.matches({ active: 'sending' })) {
    const head = queue[0]
    if (!head) return []
    if (
      storage === 'server' &&
      head.kind === 'add' &&
      !(head.productId === samples.a.id || head.productId === samples.b.id)
    ) {
      return [failed('syncChange', 404, 'notFound')]
    }
    // The heart tapped again while the customer's list is being written: the opposite change
    // queues behind it (the sending state's own handlers). Only once, and only on the server list
    // (a write to this browser's storage is over before a second tap).
    const sample = [samples.a, samples.b].find((product) => product.id === head.productId)
    if (storage !== 'server' || queue.length > 1 || !sample) return [done('syncChange')]
    const again = head.kind === 'add' ? 'wishlist.remove' : 'wishlist.add'
    return [done('syncChange'), { type: again, productId: sample.id, productName: sample.name }]
  }
  if (!machine.matches({ active: 'idle' })) return []
  const events: ModelEvent[] = []
  for (const product of [samples.a, samples.b]) {
    const kind = productIds.includes(product.id) ? 'wishlist.remove' : 'wishlist.add'
    events.push({ type: kind, productId: product.id, productName: product.name })
  }
  if (storage === 'server') {
    events.push(
      { type: 'wishlist.add', productId: samples.unknown.id, productName: samples.unknown.name },
      owner(null),
    )
  } else {
    events.push(owner(samples.customerId))
  }
  return events
}

/** A short, stable name of an event for vertex keys and test titles. */
export function eventKey(event: AnyEventObject | undefined, samples: WishlistSamples): string {
  if (!event || event.type === 'xstate.init') return 'start'
  const name = (id: unknown) =>
    id === samples.a.id ? 'a' : id === samples.b.id ? 'b' : id === samples.unknown.id ? 'unknown' : '?'
  switch (event.type) {
    case 'wishlist.add':
    case 'wishlist.remove':
      return `${event.type}(${name(event.productId)})`
    case 'session.changed':
      return listOwner(event.session) ? 'login' : 'anonymous'
    default:
      return event.type
  }
}

/** What must agree between the model and the real wishlist after every step. */
export function observable(machine: MachineSnapshot) {
  const { status, storage, customerId, productIds, queue, failure } = machine.context
  return {
    value: machine.value,
    status,
    storage,
    owner: customerId !== null,
    // The server answers in its own order; a list read from local storage keeps the order of addition.
    productIds: storage === 'local' && status === 'ready' ? productIds : [...productIds].sort(),
    queue: queue.map((change) => `${change.kind} ${change.productId}`),
    failure: failure && {
      operation: failure.operation,
      status: failure.status,
      productId: failure.productId,
    },
  }
}

/** One vertex per (state, world): shortest paths reach every combination once. */
export function serializeWorld(snapshot: ModelSnapshot): string {
  const { machine, server, local } = snapshot.context
  return JSON.stringify([observable(machine), [...server].sort(), local])
}

/**
 * The generated paths: every shortest path through (machine, world) with the events above. The
 * model test (wishlist.model.test.ts) and the UI replay (tests/paths-ui/wishlist.paths.ts) both
 * take their paths from here; only the samples' ids differ (the UI finds its products on the pages).
 */
export function wishlistPaths(samples: WishlistSamples) {
  const model = new TestModel(wishlistWorld(samples), {
    events: (snapshot) => buildWishlistModelEvents(snapshot, samples),
    serializeState: (snapshot) => serializeWorld(snapshot),
  })
  return model.getShortestPaths()
}
