// The wishlist machine wired to the Store API (a logged-in customer's list) and to the browser's
// local storage (everyone else's). The machine gets storage only through these actors.

import type { WishlistStorage, WishlistSyncInput } from '../../../machines/wishlist/wishlist.types.ts'
import { wishlistMachine } from '../../../machines/wishlist/wishlist.machine.ts'
import type { StoreApi } from '../../api/index.ts'
import { asFailure } from '../../domain/failure.ts'
import { parseStoredIds, WISHLIST_STORAGE_KEY } from '../../domain/wishlist.ts'
import { actorsOn, type PortsOf } from './api-actor.ts'

/** What the wishlist needs of the Store API client. */
export interface WishlistApi {
  wishlist: Pick<StoreApi['wishlist'], 'productIds' | 'add' | 'remove' | 'merge'>
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
 * Writes one change. A server that already is in the wanted state (adding a listed product: a
 * duplicate; removing one that is not listed: 404) counts as success: another tab or device got
 * there first, and rolling back would show something the server does not hold.
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
    throw failure
  }
}

/** What the wishlist's actors use: the Store API client and where the local list is kept. */
export interface WishlistPorts {
  api: WishlistApi
  storage: LocalStorageProvider
}

export function wishlistWith(portsOf: PortsOf<WishlistPorts>) {
  const on = actorsOn(portsOf)
  return wishlistMachine.provide({
    actors: {
      loadList: on<string[], { storage: WishlistStorage }>(({ api, storage }, input) =>
        loadListWith(api, storage, input.storage),
      ),
      mergeLocal: on<void>(({ api, storage }) => mergeLocalWith(api, storage)),
      syncChange: on<void, WishlistSyncInput>(({ api, storage }, input) =>
        syncChangeWith(api, storage, input),
      ),
    },
  })
}

export function wishlistWithApi(api: WishlistApi, storage: LocalStorageProvider = browserLocalStorage) {
  return wishlistWith(() => ({ api, storage }))
}
