// @vitest-environment node
// Model-based path tests of the wishlist against the REAL embedded back end.
//
// The model is the wishlist machine plus the world it talks to (wishlist.model.support.ts). Every
// shortest path is replayed on a fresh back end in a real root system (session, cart, wishlist) with
// the real Store API client, the real actors and an in-memory local storage: the wishlist learns who
// the shopper is from the session (the root forwards its `session.changed`), so a login or logout step
// is a real `session.login` / `session.logout` of the demo customer. After every step the real wishlist must
// show what the model predicted (list, storage, queue, failure) and local storage must hold what the
// model says; for the customer's list, the back end itself is asked as well.

import { afterEach, describe, expect, it } from 'vitest'
import type { AnyActorRef, SnapshotFrom } from 'xstate'
import { createTestBackend, type TestBackend } from '../../backend/test-support/backend.ts'
import type { wishlistMachine } from '../../machines/wishlist/wishlist.machine.ts'
import type { WishlistEvent } from '../../machines/wishlist/wishlist.types.ts'
import { createStoreApiClient, type StoreApi } from '../../src/api/index.ts'
import { parseStoredIds, WISHLIST_STORAGE_KEY } from '../../src/domain/wishlist.ts'
import type { WishlistLocalStorage } from '../../src/system/actors/wishlist.ts'
import { createRootSystem } from '../../src/system/runtime.ts'
import {
  eventKey,
  type ModelEvent,
  observable,
  type WishlistSamples,
  type World,
  wishlistPaths,
} from './wishlist.model.support.ts'
import { listGraphPaths, recordPaths } from './path-listing.ts'

type Snapshot = SnapshotFrom<typeof wishlistMachine>

const DEMO = { username: 'demo@gartenwerk.example', password: 'gartenwerk-demo' }

const open: TestBackend[] = []
afterEach(() => {
  for (const test of open.splice(0)) test.backend.close()
})

function connect(test: TestBackend): StoreApi {
  return createStoreApiClient({
    baseURL: 'http://storefront.test/store-api',
    headers: { 'sw-access-key': test.backend.accessKey },
    fetch: async (input, init) => test.backend.fetch(new Request(input, init)),
  })
}

function memoryStorage(): WishlistLocalStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

// Sample products and the demo customer come from the back end itself, never hard-coded ids.
const samples: WishlistSamples = await (async () => {
  const test = await createTestBackend()
  try {
    const api = connect(test)
    const [covers, guide] = await Promise.all([
      api.product.search('GW-COVER-CHAIRS'),
      api.product.search('GW-CARE-GUIDE'),
    ])
    const a = covers.elements.find((product) => product.productNumber === 'GW-COVER-CHAIRS')
    const b = guide.elements.find((product) => product.productNumber === 'GW-CARE-GUIDE')
    if (!a || !b) throw new Error('The seed lacks the sample products of the wishlist model')
    await api.account.login(DEMO)
    const session = await api.context.get()
    const customerId = session.customer?.id
    if (!customerId) throw new Error('The demo customer cannot log in')
    return {
      a: { id: a.id, name: a.name },
      b: { id: b.id, name: b.name },
      unknown: { id: 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0', name: 'Unknown' },
      customerId,
    }
  } finally {
    test.backend.close()
  }
})()

const paths = wishlistPaths(samples)
recordPaths(
  'wishlist',
  listGraphPaths(paths, (event) => eventKey(event, samples)),
)

/** The shopper's own events (the others are outcomes of the real actors, or the session's news). */
function isShopperEvent(event: ModelEvent): event is Extract<WishlistEvent, { type: `wishlist.${string}` }> {
  return event.type.startsWith('wishlist.')
}

/** Every snapshot the real wishlist emitted, so that no intermediate state is missed. */
function recorder(actor: AnyActorRef) {
  const log: Snapshot[] = [actor.getSnapshot() as Snapshot]
  const subscription = actor.subscribe((snapshot: Snapshot) => log.push(snapshot))
  let cursor = 0
  return {
    /** Waits until the wishlist passes through `expected` (after the last matched snapshot). */
    async reach(expected: ReturnType<typeof observable>, label: string): Promise<Snapshot> {
      const deadline = Date.now() + 10_000
      for (;;) {
        for (let index = cursor; index < log.length; index++) {
          const snapshot = log[index]!
          if (JSON.stringify(observable(snapshot)) === JSON.stringify(expected)) {
            cursor = index
            return snapshot
          }
        }
        if (Date.now() > deadline) {
          const seen = log.slice(cursor).map((snapshot) => observable(snapshot))
          expect(seen, `never reached the model's state after ${label}`).toContainEqual(expected)
        }
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    },
    stop: () => subscription.unsubscribe(),
  }
}

describe('wishlist model (embedded back end)', () => {
  it('generates paths for every reachable transition', () => {
    expect(paths.length).toBeGreaterThan(10)
    expect(paths.every((path) => path.steps[0]?.event.type === 'xstate.init')).toBe(true)
    const taken = new Set(paths.flatMap((path) => path.steps.map((step) => eventKey(step.event, samples))))
    expect([...taken].sort()).toEqual([
      'anonymous',
      'login',
      'start',
      'wishlist.add(a)',
      'wishlist.add(b)',
      'wishlist.add(unknown)',
      'wishlist.load',
      'wishlist.remove(a)',
      'wishlist.remove(b)',
      'xstate.done.actor.loadList',
      'xstate.done.actor.mergeLocal',
      'xstate.done.actor.syncChange',
      'xstate.error.actor.syncChange',
    ])
  })

  for (const path of paths) {
    it(path.steps.map((step) => eventKey(step.event, samples)).join(' → '), async () => {
      const test = await createTestBackend()
      open.push(test)
      const api = connect(test)
      const storage = memoryStorage()
      const root = createRootSystem({ api, localStorage: () => storage })
      const { wishlist, session } = root.getSnapshot().context
      const record = recorder(wishlist)
      const [init, ...steps] = path.steps
      const initial = init!.state.context as World
      expect(observable(wishlist.getSnapshot() as Snapshot)).toEqual(observable(initial.machine))
      let previous = initial
      for (const step of steps) {
        const event = step.event as ModelEvent
        const label = eventKey(event, samples)
        const world = step.state.context as World
        if (event.type === 'session.changed') {
          // Who the shopper is comes from the session: the first report follows the session's own
          // first load; logging in or out is a real request of the session actor.
          if (label === 'login') session.send({ type: 'session.login', ...DEMO })
          else if (!previous.machine.matches({ active: 'waiting' })) session.send({ type: 'session.logout' })
        } else if (isShopperEvent(event)) {
          wishlist.send(event)
        }
        const real = await record.reach(observable(world.machine), label)
        expect(observable(real), `after ${label}`).toEqual(observable(world.machine))
        // A local write happens as the write starts: storage is compared once the list is settled.
        if (world.machine.matches({ active: 'idle' })) {
          const stored = parseStoredIds(storage.data.get(WISHLIST_STORAGE_KEY))
          expect(stored, `local storage after ${label}`).toEqual(world.local)
        }
        previous = world
      }
      // The customer's list on the back end is what the model says it is.
      const last = steps.at(-1)?.state.context as World | undefined
      if (last && last.machine.context.storage === 'server' && last.machine.matches({ active: 'idle' })) {
        expect((await api.wishlist.productIds()).sort()).toEqual([...last.server].sort())
      }
      record.stop()
      root.stop()
    })
  }
})
