import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { customer, sessionContext } from '../../../machines/session/session.test-support.ts'
import type { WishlistEmitted } from '../../../machines/wishlist/wishlist.types.ts'
import { storeApiFailure } from '../../domain/failure.ts'
import { WISHLIST_STORAGE_KEY } from '../../domain/wishlist.ts'
import { syncChangeWith, type WishlistApi, type WishlistLocalStorage, wishlistWithApi } from './wishlist.ts'

const CHAIR = 'a0000000000000000000000000000001'
const TABLE = 'a0000000000000000000000000000002'
const SOFA = 'a0000000000000000000000000000003'
const CUSTOMER = 'c0000000000000000000000000000001'

const refusal = (status: number, reason: 'duplicate' | 'notFound' | 'other' = 'other') =>
  storeApiFailure({ status, reason })

/** The root's news that a customer logged in. */
const loggedIn = {
  type: 'session.changed',
  session: sessionContext({ customer: customer({ id: CUSTOMER }) }),
} as const

afterEach(() => vi.restoreAllMocks())

/** An in-memory Web Storage. */
function memoryStorage(
  initial: Record<string, string> = {},
): WishlistLocalStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

function fakeApi(overrides: Partial<WishlistApi['wishlist']> = {}): WishlistApi & { calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    wishlist: {
      productIds: async () => {
        calls.push('productIds')
        return []
      },
      add: async (id) => void calls.push(`add ${id}`),
      remove: async (id) => void calls.push(`remove ${id}`),
      merge: async (ids) => void calls.push(`merge ${ids.join(',')}`),
      ...overrides,
    },
  }
}

describe('wishlist actors (local storage and Store API)', () => {
  it('reads the stored list, merges it on login and clears it only after the merge', async () => {
    const storage = memoryStorage({ [WISHLIST_STORAGE_KEY]: JSON.stringify([CHAIR, 'not-an-id', CHAIR]) })
    const api = fakeApi({ productIds: async () => [CHAIR, TABLE] })
    const actor = createActor(
      wishlistWithApi(api, () => storage),
      { input: {} },
    ).start()
    actor.send({ type: 'wishlist.load' })
    actor.send({ type: 'session.loadFailed' })
    await waitFor(actor, (s) => s.matches({ active: 'idle' }))
    expect(actor.getSnapshot().context.productIds).toEqual([CHAIR])
    actor.send(loggedIn)
    await waitFor(actor, (s) => s.matches({ active: 'idle' }) && s.context.storage === 'server')
    expect(api.calls).toEqual([`merge ${CHAIR}`])
    expect(storage.data.has(WISHLIST_STORAGE_KEY)).toBe(false)
    expect(actor.getSnapshot().context.productIds).toEqual([CHAIR, TABLE])
  })

  it('keeps the local list when the merge fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const storage = memoryStorage({ [WISHLIST_STORAGE_KEY]: JSON.stringify([SOFA]) })
    const api = fakeApi({
      merge: async () => {
        throw refusal(500)
      },
    })
    const actor = createActor(
      wishlistWithApi(api, () => storage),
      { input: {} },
    ).start()
    actor.send({ type: 'wishlist.load' })
    actor.send(loggedIn)
    await waitFor(actor, (s) => s.matches({ active: 'idle' }) && s.context.storage === 'server')
    expect(storage.data.get(WISHLIST_STORAGE_KEY)).toBe(JSON.stringify([SOFA]))
  })

  it('reports a missing local storage as a failed write (rolled back)', async () => {
    const actor = createActor(
      wishlistWithApi(fakeApi(), () => undefined),
      { input: {} },
    ).start()
    actor.send({ type: 'session.loadFailed' })
    const failures: WishlistEmitted[] = []
    actor.on('wishlist.failed', (event) => failures.push(event))
    actor.send({ type: 'wishlist.add', productId: CHAIR, productName: 'Chair' })
    await waitFor(actor, (s) => s.matches({ active: 'idle' }))
    expect(actor.getSnapshot().context.productIds).toEqual([])
    expect(failures).toHaveLength(1)
  })

  it('treats "already listed" and "not listed" answers as the wanted state', async () => {
    const api = fakeApi({
      add: async () => {
        throw refusal(400, 'duplicate')
      },
      remove: async () => {
        throw refusal(404, 'notFound')
      },
    })
    const change = { productId: CHAIR, productName: 'Chair' }
    await expect(
      syncChangeWith(api, () => undefined, {
        storage: 'server',
        change: { kind: 'add', ...change },
        ids: [],
      }),
    ).resolves.toBeUndefined()
    await expect(
      syncChangeWith(api, () => undefined, {
        storage: 'server',
        change: { kind: 'remove', ...change },
        ids: [],
      }),
    ).resolves.toBeUndefined()
    const unknown = fakeApi({
      add: async () => {
        throw refusal(404, 'notFound')
      },
    })
    await expect(
      syncChangeWith(unknown, () => undefined, {
        storage: 'server',
        change: { kind: 'add', ...change },
        ids: [],
      }),
    ).rejects.toMatchObject({ status: 404 })
  })
})
