// Selector hooks of the cart feature over the system's `cart` actor. Components never hold actor
// refs: they read narrow views (server-rendered snapshot first, live actor after the start) and send
// events, which are queued until the actor system runs.

import { useCallback } from 'react'
import type { CartEmitted, CartEvent, CartMachineContext } from '../../../machines/cart/cart.types.ts'
import type { Cart } from '../../domain/cart.ts'
import { cartStateKind, type CartStateKind, goodItemCount } from '../../domain/cart-state.ts'
import type { ActorView } from '../../system/host.ts'
import { useSystemEvent, useSystemSelector, useSystemSend } from '../../system/hooks.ts'

export const CART_SYSTEM_ID = 'cart'

export type CartView = ActorView<CartMachineContext>

export interface AddToCartItem {
  productId: string
  productName: string
  quantity: number
}

/** A narrow selection of the cart actor (undefined view: no cart actor, treated as no cart). */
export function useCart<T>(
  selector: (view: CartView | undefined) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSystemSelector<CartMachineContext, T>(CART_SYSTEM_ID, selector, compare)
}

export function useCartSend(): (event: CartEvent) => void {
  return useSystemSend<CartEvent>(CART_SYSTEM_ID)
}

export function useCartEvent<K extends CartEmitted['type']>(
  type: K,
  handler: (event: Extract<CartEmitted, { type: K }>) => void,
): void {
  useSystemEvent<CartEmitted>(CART_SYSTEM_ID, type, (event) => {
    if (event.type === type) handler(event as Extract<CartEmitted, { type: K }>)
  })
}

/**
 * Puts a product into the cart. The cart machine shows it at once (optimistic), opens the mini cart
 * (`cart.adding`), toasts '{name} has been added to cart' when the server confirmed it, and rolls
 * back with a message when the server refuses.
 */
export function useAddToCart(): (item: AddToCartItem) => void {
  const send = useCartSend()
  return useCallback(
    ({ productId, productName, quantity }: AddToCartItem) =>
      send({ type: 'cart.add', productId, productName, quantity }),
    [send],
  )
}

/** The cart the UI shows (server's cart plus pending changes); null before the first load. */
export function useDisplayCart(): Cart | null {
  return useCart((view) => view?.context.display ?? null)
}

/** Header count: quantities of good items. */
export function useCartCount(): number {
  return useCart((view) => goodItemCount(view?.context.display ?? null))
}

export function useCartKind(): CartStateKind {
  return useCart((view) => cartStateKind(view?.context.display ?? null))
}

/** True while changes are waiting for the server (amounts shown are the last confirmed ones). */
export function useCartBusy(): boolean {
  return useCart((view) =>
    view ? view.context.queue.length > 0 || view.matches({ sync: 'loading' }) : false,
  )
}
