// The wishlist: product ids in the order they were added. A guest's or
// anonymous shopper's list lives in the browser's local storage; a logged-in customer's on the server.
// Pure rules only: parsing what was stored, optimistic display, queued changes, failures, paging.

import { asFailure, type FailureView, failureView } from './failure.ts'

// What the page's boot reads before any other wishlist code: a module of its own, so the shared
// chunk both entries load does not carry the rules below (see wishlist-storage.ts).
export { isProductId, parseStoredIds, WISHLIST_STORAGE_KEY } from './wishlist-storage.ts'

/** Products per page of the wishlist page. */
export const WISHLIST_PAGE_SIZE = 15

/** Where the list lives: the browser (guests, anonymous) or the Store API (logged-in customers). */
export type WishlistStorage = 'local' | 'server'

/** unknown: not read yet; loading: being read; ready: `productIds` is the list. */
export type WishlistStatus = 'unknown' | 'loading' | 'ready'

export interface WishlistChange {
  kind: 'add' | 'remove'
  productId: string
  /** For the toasts (the machine never translates). */
  productName: string
}

export type WishlistOperation = WishlistChange['kind']

/** A change the list (local storage or the Store API) refused; already rolled back. */
export interface WishlistFailure extends FailureView {
  operation: WishlistOperation
  productId: string
  productName: string
}

/** The list after one change (adding keeps the order of addition; no duplicates). */
export function applyChange(ids: readonly string[], change: WishlistChange): string[] {
  if (change.kind === 'add') return ids.includes(change.productId) ? [...ids] : [...ids, change.productId]
  return ids.filter((id) => id !== change.productId)
}

/** What the UI shows: the confirmed list plus every change still on its way (optimistic). */
export function displayIds(confirmed: readonly string[], queue: readonly WishlistChange[]): string[] {
  return queue.reduce<string[]>((ids, change) => applyChange(ids, change), [...confirmed])
}

/** A change that would not change `ids` (adding a listed product, removing an unlisted one). */
export function isNoop(ids: readonly string[], change: WishlistChange): boolean {
  return change.kind === 'add' ? ids.includes(change.productId) : !ids.includes(change.productId)
}

/**
 * Queues a change. A waiting change of the other kind for the same product cancels out with it (a
 * double click on the heart sends nothing); the head is never touched while it is in flight.
 */
export function enqueueChange(
  queue: readonly WishlistChange[],
  change: WishlistChange,
  inFlight: boolean,
): WishlistChange[] {
  const fixed = inFlight ? queue.slice(0, 1) : []
  const waiting = inFlight ? queue.slice(1) : [...queue]
  const opposite = waiting.findIndex(
    (queued) => queued.productId === change.productId && queued.kind !== change.kind,
  )
  if (opposite >= 0) return [...fixed, ...waiting.slice(0, opposite), ...waiting.slice(opposite + 1)]
  return [...fixed, ...waiting, change]
}

/** The failure of `change` from whatever its actor threw (see `asFailure`). */
export function describeWishlistFailure(change: WishlistChange, error: unknown): WishlistFailure {
  return {
    operation: change.kind,
    productId: change.productId,
    productName: change.productName,
    ...failureView(asFailure(error)),
  }
}

/** Pages of a list of `total` entries (at least 1, so an empty list still has its page). */
export function pageCount(total: number, size: number = WISHLIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size))
}

/** The ids shown on `page` (1-based; clamped to the pages there are). */
export function pageOfIds(
  ids: readonly string[],
  page: number,
  size: number = WISHLIST_PAGE_SIZE,
): { ids: string[]; page: number; pages: number } {
  const pages = pageCount(ids.length, size)
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages)
  return { ids: ids.slice((current - 1) * size, current * size), page: current, pages }
}

/** Orders products as `ids` lists them (the Store API answers in its own order). */
export function inIdOrder<T extends { id: string }>(ids: readonly string[], items: readonly T[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  return ids.flatMap((id) => {
    const item = byId.get(id)
    return item ? [item] : []
  })
}
