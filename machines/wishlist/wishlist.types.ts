// Events, context and emitted events of the wishlist machine. Imports only the domain.

import type {
  WishlistChange,
  WishlistFailure,
  WishlistStatus,
  WishlistStorage,
} from '../../src/domain/wishlist.ts'

export type WishlistEvent =
  /** Starts the wishlist (it stays dormant until something needs it, e.g. on the server). */
  | { type: 'wishlist.load' }
  | { type: 'wishlist.add'; productId: string; productName: string }
  | { type: 'wishlist.remove'; productId: string; productName: string }
  | { type: 'wishlist.dismissFailure' }
  /**
   * Who owns the list now, from the session (`watchSession`): the id of a logged-in, non-guest
   * customer (server list), or null (local list).
   */
  | { type: 'wishlist.owner'; customerId: string | null }

/** Emitted to subscribers (`actor.on`): the UI shows toasts. */
export type WishlistEmitted =
  | { type: 'wishlist.added'; productId: string; productName: string }
  | { type: 'wishlist.removed'; productId: string; productName: string }
  | { type: 'wishlist.failed'; failure: WishlistFailure }

export interface WishlistMachineContext {
  /** unknown until the first read, then loading / ready (the UI shows a loading state before ready). */
  status: WishlistStatus
  /** Where the list lives; null until the session said who the shopper is. */
  storage: WishlistStorage | null
  /** The logged-in customer owning the server list (null: local list or not known yet). */
  customerId: string | null
  /** The list as last read or confirmed, in the order of addition. */
  confirmed: string[]
  /** What the UI shows: `confirmed` plus every queued change (optimistic), ordered. */
  productIds: string[]
  /** Changes waiting for the storage; while one is being written it is the head. */
  queue: WishlistChange[]
  /** The last refused change (already rolled back), until dismissed or the next change. */
  failure: WishlistFailure | null
}

/** What `syncChange` writes: the change, and the whole list after it (local storage keeps all). */
export interface WishlistSyncInput {
  storage: WishlistStorage
  change: WishlistChange
  ids: string[]
}

export type { WishlistChange, WishlistFailure, WishlistStatus, WishlistStorage }
