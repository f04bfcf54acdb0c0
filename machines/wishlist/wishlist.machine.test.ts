import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { type FailureReason, storeApiFailure } from '../../src/domain/failure.ts'
import { customer, deferred, sessionContext } from '../session/session.test-support.ts'
import { listOwner } from './wishlist.setup.ts'
import { wishlistMachine } from './wishlist.machine.ts'
import type {
  WishlistEmitted,
  WishlistEvent,
  WishlistInput,
  WishlistStorage,
  WishlistSyncInput,
} from './wishlist.types.ts'

const CHAIR = 'a0000000000000000000000000000001'
const TABLE = 'a0000000000000000000000000000002'
const SOFA = 'a0000000000000000000000000000003'
const CUSTOMER = 'c0000000000000000000000000000001'

/** A Store API refusal as the client raises it. */
function refusal(status: number, reason: FailureReason = 'other') {
  return storeApiFailure({ status, reason })
}

/** What the root forwards from the session: who is logged in now. */
function sessionOf(customerId: string | null): WishlistEvent {
  const session = customerId ? sessionContext({ customer: customer({ id: customerId }) }) : sessionContext()
  return { type: 'session.changed', session }
}

/** A machine with hand-driven actors; the session's news is sent by the test (as the root does). */
function harness(input: WishlistInput = {}) {
  const loads: { storage: WishlistStorage; settle: ReturnType<typeof deferred<string[]>> }[] = []
  const merges: ReturnType<typeof deferred<void>>[] = []
  const writes: { input: WishlistSyncInput; settle: ReturnType<typeof deferred<void>> }[] = []
  const machine = wishlistMachine.provide({
    actors: {
      loadList: fromPromise<string[], { storage: WishlistStorage }>(({ input }) => {
        const settle = deferred<string[]>()
        loads.push({ storage: input.storage, settle })
        return settle.promise
      }),
      mergeLocal: fromPromise<void, void>(() => {
        const settle = deferred<void>()
        merges.push(settle)
        return settle.promise
      }),
      syncChange: fromPromise<void, WishlistSyncInput>(({ input }) => {
        const settle = deferred<void>()
        writes.push({ input, settle })
        return settle.promise
      }),
    },
  })
  const actor = createActor(machine, { input })
  const emitted: WishlistEmitted[] = []
  for (const type of ['wishlist.added', 'wishlist.removed', 'wishlist.failed'] as const) {
    actor.on(type, (event) => emitted.push(event))
  }
  actor.start()
  const idle = () => waitFor(actor, (s) => s.matches({ active: 'idle' }))
  const send = (event: WishlistEvent) => actor.send(event)
  const add = (productId: string) => send({ type: 'wishlist.add', productId, productName: `P ${productId}` })
  const remove = (productId: string) =>
    send({ type: 'wishlist.remove', productId, productName: `P ${productId}` })
  const ids = () => actor.getSnapshot().context.productIds
  const own = (customerId: string | null) => send(sessionOf(customerId))
  return { actor, loads, merges, writes, emitted, idle, send, own, add, remove, ids }
}

afterEach(() => vi.restoreAllMocks())

describe('wishlist machine', () => {
  it('stays dormant (no reads) until something needs the list', () => {
    const { actor, loads } = harness()
    expect(actor.getSnapshot().value).toBe('dormant')
    expect(actor.getSnapshot().context.status).toBe('unknown')
    expect(loads).toHaveLength(0)
  })

  it('waits for the owner, then reads the local list of a shopper who is not logged in', async () => {
    const { actor, loads, send, idle, ids, own } = harness()
    send({ type: 'wishlist.load' })
    expect(actor.getSnapshot().value).toEqual({ active: 'waiting' })
    own(null)
    expect(actor.getSnapshot().context.status).toBe('loading')
    expect(loads.map((load) => load.storage)).toEqual(['local'])
    loads[0]!.settle.resolve([CHAIR, TABLE])
    await idle()
    expect(ids()).toEqual([CHAIR, TABLE])
    expect(actor.getSnapshot().context.status).toBe('ready')
  })

  it('adds optimistically, confirms with a toast event, and writes the whole local list', async () => {
    const { loads, writes, send, add, idle, ids, emitted, own } = harness()
    send({ type: 'wishlist.load' })
    own(null)
    loads[0]!.settle.resolve([CHAIR])
    await idle()
    add(TABLE)
    expect(ids()).toEqual([CHAIR, TABLE])
    expect(writes[0]!.input).toEqual({
      storage: 'local',
      change: { kind: 'add', productId: TABLE, productName: `P ${TABLE}` },
      ids: [CHAIR, TABLE],
    })
    expect(emitted).toEqual([])
    writes[0]!.settle.resolve()
    await idle()
    expect(emitted).toEqual([{ type: 'wishlist.added', productId: TABLE, productName: `P ${TABLE}` }])
  })

  it('rolls back a refused change and emits the failure', async () => {
    const { actor, loads, merges, writes, send, remove, idle, ids, emitted, own } = harness()
    send({ type: 'wishlist.load' })
    own(CUSTOMER)
    expect(actor.getSnapshot().value).toEqual({ active: 'merging' })
    merges[0]!.resolve()
    await waitFor(actor, (s) => s.matches({ active: 'loading' }))
    loads[0]!.settle.resolve([CHAIR, TABLE])
    await idle()
    remove(CHAIR)
    expect(ids()).toEqual([TABLE])
    expect(writes[0]!.input.storage).toBe('server')
    writes[0]!.settle.reject(refusal(500))
    await idle()
    expect(ids()).toEqual([CHAIR, TABLE])
    expect(emitted).toEqual([
      {
        type: 'wishlist.failed',
        failure: {
          operation: 'remove',
          productId: CHAIR,
          productName: `P ${CHAIR}`,
          kind: 'http',
          status: 500,
          code: null,
          reason: 'other',
          message: 'Failed request',
          retryAfterSeconds: null,
        },
      },
    ])
    expect(actor.getSnapshot().context.failure?.operation).toBe('remove')
  })

  it('never adds a listed product twice, and a quick add + remove cancels out while busy', async () => {
    const { loads, writes, send, add, remove, idle, ids, own } = harness()
    send({ type: 'wishlist.load' })
    own(null)
    loads[0]!.settle.resolve([CHAIR])
    await idle()
    add(CHAIR)
    expect(writes).toHaveLength(0)
    add(TABLE) // in flight
    add(SOFA) // queued
    remove(SOFA) // cancels the queued add
    expect(ids()).toEqual([CHAIR, TABLE])
    writes[0]!.settle.resolve()
    await idle()
    expect(writes).toHaveLength(1)
    expect(ids()).toEqual([CHAIR, TABLE])
  })

  it('queues changes made before the list was read and drops those already true', async () => {
    const { actor, loads, writes, add, idle, ids, own } = harness()
    add(CHAIR) // wakes the dormant list
    add(TABLE)
    expect(actor.getSnapshot().value).toEqual({ active: 'waiting' })
    expect(ids()).toEqual([CHAIR, TABLE])
    own(null)
    loads[0]!.settle.resolve([CHAIR])
    await waitFor(actor, (s) => s.matches({ active: 'sending' }))
    expect(writes.map((write) => write.input.change.productId)).toEqual([TABLE])
    writes[0]!.settle.resolve()
    await idle()
    expect(ids()).toEqual([CHAIR, TABLE])
  })

  it('empties the list on read errors: 404 silently, others logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { actor, loads, merges, send, idle, ids, own } = harness()
    send({ type: 'wishlist.load' })
    own(null)
    loads[0]!.settle.reject(refusal(404, 'notFound'))
    await idle()
    expect(ids()).toEqual([])
    expect(error).not.toHaveBeenCalled()
    own(CUSTOMER)
    merges[0]!.resolve()
    await waitFor(actor, (s) => s.matches({ active: 'loading' }))
    loads[1]!.settle.reject(refusal(500))
    await idle()
    expect(ids()).toEqual([])
    expect(actor.getSnapshot().context.status).toBe('ready')
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('on login merges first, then reads the server list; on logout reads the local list again', async () => {
    const { actor, loads, merges, send, idle, ids, own } = harness()
    send({ type: 'wishlist.load' })
    own(null)
    loads[0]!.settle.resolve([CHAIR])
    await idle()
    own(CUSTOMER)
    expect(actor.getSnapshot().value).toEqual({ active: 'merging' })
    expect(merges).toHaveLength(1)
    merges[0]!.resolve()
    await waitFor(actor, (s) => s.matches({ active: 'loading' }))
    expect(loads[1]!.storage).toBe('server')
    loads[1]!.settle.resolve([CHAIR, SOFA])
    await idle()
    expect(ids()).toEqual([CHAIR, SOFA])
    // the same owner again (e.g. a currency change) reads nothing
    own(CUSTOMER)
    expect(loads).toHaveLength(2)
    own(null)
    expect(loads[2]!.storage).toBe('local')
    loads[2]!.settle.resolve([])
    await idle()
    expect(ids()).toEqual([])
  })

  it('a failed merge is logged and the server list is still read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { actor, loads, merges, send, idle, ids, own } = harness()
    send({ type: 'wishlist.load' })
    own(CUSTOMER)
    merges[0]!.reject(refusal(500))
    await waitFor(actor, (s) => s.matches({ active: 'loading' }))
    loads[0]!.settle.resolve([TABLE])
    await idle()
    expect(ids()).toEqual([TABLE])
    expect(error).toHaveBeenCalledTimes(1)
  })
})

describe('wishlist machine: who owns the list', () => {
  it('notes the session while dormant and reads the right list once needed', async () => {
    const { actor, loads, merges, own, send } = harness()
    own(CUSTOMER)
    expect(actor.getSnapshot().value).toBe('dormant')
    send({ type: 'wishlist.load' })
    expect(actor.getSnapshot().value).toEqual({ active: 'merging' })
    merges[0]!.resolve()
    await waitFor(actor, (s) => s.matches({ active: 'loading' }))
    expect(loads.map((load) => load.storage)).toEqual(['server'])
  })

  it('starts from the session the system was created with', () => {
    const { actor, loads, send } = harness({ session: sessionContext() })
    send({ type: 'wishlist.load' })
    expect(actor.getSnapshot().value).toEqual({ active: 'loading' })
    expect(loads.map((load) => load.storage)).toEqual(['local'])
  })

  it('treats a session whose first load failed as anonymous', () => {
    const { actor, loads, send } = harness()
    send({ type: 'wishlist.load' })
    expect(actor.getSnapshot().value).toEqual({ active: 'waiting' })
    send({ type: 'session.loadFailed' })
    expect(loads.map((load) => load.storage)).toEqual(['local'])
  })
})

describe('listOwner', () => {
  it('is the id of a logged-in customer only (id, active, not guest)', () => {
    expect(listOwner(sessionContext({ customer: customer({ id: CUSTOMER }) }))).toBe(CUSTOMER)
    expect(listOwner(sessionContext({ customer: customer({ guest: true }) }))).toBeNull()
    expect(listOwner(sessionContext({ customer: customer({ active: false }) }))).toBeNull()
    expect(listOwner(sessionContext())).toBeNull()
    expect(listOwner(null)).toBeNull()
  })
})
