// Events, context and emitted events of the wishlist machine. Imports only the domain.

import type {
  WishlistChange,
  WishlistFailure,
  WishlistStatus,
  WishlistStorage,
} from '../../src/domain/wishlist.ts'
import type { SessionBroadcast } from '../../src/domain/session.ts'
import type { SessionContext } from '../../src/domain/types.ts'

export type WishlistEvent =
  /** Starts the wishlist (it stays dormant until something needs it, e.g. on the server). */
  | { type: 'wishlist.load' }
  | { type: 'wishlist.add'; productId: string; productName: string }
  | { type: 'wishlist.remove'; productId: string; productName: string }
  /** From the session, forwarded by the root: who the shopper is now, or a first load without a context. */
  | SessionBroadcast

/** Emitted to subscribers (`actor.on`): the UI shows toasts. */
export type WishlistEmitted =
  | { type: 'wishlist.added'; productId: string; productName: string }
  | { type: 'wishlist.removed'; productId: string; productName: string }
  | { type: 'wishlist.failed'; failure: WishlistFailure }

/** Who the session says the shopper is: the logged-in customer owning a server list, or null (local list). */
export interface WishlistOwner {
  customerId: string | null
}

export interface WishlistInput {
  /**
   * The session the system starts with (dehydrated by the server); without one the wishlist waits
   * for the session's first load.
   */
  session?: SessionContext | null
  /**
   * The ids read after load (a customer's list, see src/system/shopper.ts): shown from the start,
   * so the hearts do not blink off while the actor reads the list itself.
   */
  productIds?: string[] | null
}

export interface WishlistMachineContext {
  /** Who the session last said the shopper is; null until it said (kept while dormant). */
  owner: WishlistOwner | null
  /** unknown until the first read, then loading / ready (the UI shows a loading state before ready). */
  status: WishlistStatus
  /** Where the list shown lives; null until it was read for an owner. */
  storage: WishlistStorage | null
  /** The logged-in customer owning the server list shown (null: local list or not known yet). */
  customerId: string | null
  /** The list as last read or confirmed, in the order of addition. */
  confirmed: string[]
  /** What the UI shows: `confirmed` plus every queued change (optimistic), ordered. */
  productIds: string[]
  /** Changes waiting for the storage; while one is being written it is the head. */
  queue: WishlistChange[]
  /** The last refused change (already rolled back, told as `wishlist.failed`), until the next change. */
  failure: WishlistFailure | null
}

/** What `syncChange` writes: the change, and the whole list after it (local storage keeps all). */
export interface WishlistSyncInput {
  storage: WishlistStorage
  change: WishlistChange
  ids: string[]
}

export type { WishlistChange, WishlistFailure, WishlistStatus, WishlistStorage }
