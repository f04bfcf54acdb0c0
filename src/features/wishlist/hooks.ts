// Selector hooks of the wishlist feature over the system's `wishlist` actor. Components never hold
// actor refs and never touch local storage: they read narrow views and send events (queued until the
// actor system runs). The server never knows a guest's list, so every view the server renders (and
// the browser hydrates) is "not in the wishlist", count 0; the live list follows once the system runs.

import { useCallback, useEffect } from 'react'
import type {
  WishlistEmitted,
  WishlistEvent,
  WishlistMachineContext,
} from '../../../machines/wishlist/wishlist.types.ts'
import type { WishlistStatus, WishlistStorage } from '../../domain/wishlist.ts'
import type { ActorView } from '../../system/host.ts'
import { useSystemEvent, useSystemSelector, useSystemSend } from '../../system/hooks.ts'

export const WISHLIST_SYSTEM_ID = 'wishlist'

export type WishlistView = ActorView<WishlistMachineContext>

const EMPTY: readonly string[] = []

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index])
}

/** A narrow selection of the wishlist actor (undefined view: not started, treated as empty). */
export function useWishlist<T>(
  selector: (view: WishlistView | undefined) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSystemSelector<WishlistMachineContext, T>(WISHLIST_SYSTEM_ID, selector, compare)
}

export function useWishlistSend(): (event: WishlistEvent) => void {
  return useSystemSend<WishlistEvent>(WISHLIST_SYSTEM_ID)
}

export function useWishlistEvent<K extends WishlistEmitted['type']>(
  type: K,
  handler: (event: Extract<WishlistEmitted, { type: K }>) => void,
): void {
  useSystemEvent<WishlistEmitted>(WISHLIST_SYSTEM_ID, type, (event) => {
    if (event.type === type) handler(event as Extract<WishlistEmitted, { type: K }>)
  })
}

/** The product ids shown (optimistic), in the order they were added. */
export function useWishlistIds(): readonly string[] {
  return useWishlist((view) => view?.context.productIds ?? EMPTY, sameIds)
}

export function useInWishlist(productId: string): boolean {
  return useWishlist((view) => view?.context.productIds.includes(productId) ?? false)
}

export function useWishlistCount(): number {
  return useWishlist((view) => view?.context.productIds.length ?? 0)
}

/** unknown (not read yet, always so on the server) / loading / ready. */
export function useWishlistStatus(): WishlistStatus {
  return useWishlist((view) => view?.context.status ?? 'unknown')
}

export function useWishlistStorage(): WishlistStorage | null {
  return useWishlist((view) => view?.context.storage ?? null)
}

/**
 * Reads the list as soon as the actor system runs (without starting it: before the start there is
 * no live wishlist view, so nothing is sent). The server's system stays dormant, since effects do
 * not run there.
 */
export function useWishlistAutoLoad(): void {
  const dormant = useWishlist((view) => view?.matches('dormant') ?? false)
  const send = useWishlistSend()
  useEffect(() => {
    if (dormant) send({ type: 'wishlist.load' })
  }, [dormant, send])
}

/** Whether the product is listed, and the toggle (add or remove, optimistic, toasts from the header). */
export function useWishlistToggle(
  productId: string,
  productName: string,
): { inWishlist: boolean; toggle: () => void } {
  const inWishlist = useInWishlist(productId)
  const send = useWishlistSend()
  const toggle = useCallback(
    () => send({ type: inWishlist ? 'wishlist.remove' : 'wishlist.add', productId, productName }),
    [send, inWishlist, productId, productName],
  )
  return { inWishlist, toggle }
}
