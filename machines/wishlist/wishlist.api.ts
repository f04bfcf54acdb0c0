// The wishlist machine wired to the Store API and the browser's local storage. Typed structurally
// (domain types only) so the machine layer never imports src/api or the DOM; `createStoreApiClient`
// satisfies `WishlistApi` as it is, `window.localStorage` satisfies `WishlistLocalStorage`.

import { fromPromise } from 'xstate'
import { asFailure } from '../../src/domain/failure.ts'
import { parseStoredIds, WISHLIST_STORAGE_KEY } from '../../src/domain/wishlist.ts'
import { wishlistMachine } from './wishlist.machine.ts'
import type { WishlistStorage, WishlistSyncInput } from './wishlist.types.ts'

export interface WishlistApi {
  wishlist: {
    productIds(): Promise<string[]>
    add(productId: string): Promise<void>
    remove(productId: string): Promise<void>
    merge(productIds: readonly string[]): Promise<void>
  }
}

/** The part of the Web Storage API the wishlist uses. */
export interface WishlistLocalStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Where the local list is kept; undefined where there is none (the server, a browser that blocks
 * storage). Called inside the actors only, never while rendering.
 */
export type LocalStorageProvider = () => WishlistLocalStorage | undefined

function readLocal(storage: LocalStorageProvider): string[] {
  return parseStoredIds(storage()?.getItem(WISHLIST_STORAGE_KEY))
}

function requireStorage(storage: LocalStorageProvider): WishlistLocalStorage {
  const local = storage()
  if (!local) throw new Error('Local storage is not available')
  return local
}

export function loadListWith(
  api: WishlistApi,
  storage: LocalStorageProvider,
  where: WishlistStorage,
): Promise<string[]> {
  return where === 'server' ? api.wishlist.productIds() : Promise.resolve(readLocal(storage))
}

/** Merges the local ids into the customer's list, then clears local storage (only after success). */
export async function mergeLocalWith(api: WishlistApi, storage: LocalStorageProvider): Promise<void> {
  const ids = readLocal(storage)
  if (ids.length > 0) await api.wishlist.merge(ids)
  storage()?.removeItem(WISHLIST_STORAGE_KEY)
}

/**
 * Writes one change. A server that already is in the wanted state (adding a listed product: 400
 * duplicate; removing one that is not listed: 404) counts as success: another tab or device got there
 * first, and rolling back would show something the server does not hold.
 */
export async function syncChangeWith(
  api: WishlistApi,
  storage: LocalStorageProvider,
  { storage: where, change, ids }: WishlistSyncInput,
): Promise<void> {
  if (where === 'local') {
    requireStorage(storage).setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids))
    return
  }
  try {
    if (change.kind === 'add') await api.wishlist.add(change.productId)
    else await api.wishlist.remove(change.productId)
  } catch (error) {
    const failure = asFailure(error)
    if (change.kind === 'add' && failure.reason === 'duplicate') return
    if (change.kind === 'remove' && failure.status === 404) return
    throw error
  }
}

export function wishlistWithApi(api: WishlistApi, storage: LocalStorageProvider) {
  return wishlistMachine.provide({
    actors: {
      loadList: fromPromise<string[], { storage: WishlistStorage }>(({ input }) =>
        loadListWith(api, storage, input.storage),
      ),
      mergeLocal: fromPromise<void, void>(() => mergeLocalWith(api, storage)),
      syncChange: fromPromise<void, WishlistSyncInput>(({ input }) => syncChangeWith(api, storage, input)),
    },
  })
}

/** The browser's local storage, or undefined (server, storage blocked by the browser's settings). */
export const browserLocalStorage: LocalStorageProvider = () => {
  try {
    const storage = (globalThis as { localStorage?: WishlistLocalStorage }).localStorage
    return storage ?? undefined
  } catch {
    // Reading `localStorage` itself throws a SecurityError when the browser blocks site data.
    return undefined
  }
}
