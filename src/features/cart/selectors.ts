// Narrow selectors over the cart actor's view, for `useActor('cart', selector)`. The view is the
// server-rendered one until the browser starts the system, then the live one.

import type { Cart } from '../../domain/cart.ts'
import { cartStateKind, type CartStateKind, goodItemCount } from '../../domain/cart-state.ts'
import type { ViewOf } from '../../system/index.ts'

type CartView = ViewOf<'cart'>

/** The cart the UI shows (the server's cart plus pending changes); null before the first load. */
export function displayCart(view: CartView): Cart | null {
  return view.context.display
}

/** Header count: quantities of good items. */
export function cartCount(view: CartView): number {
  return goodItemCount(view.context.display)
}

export function cartKind(view: CartView): CartStateKind {
  return cartStateKind(view.context.display)
}

/** True while changes are waiting for the server (amounts shown are the last confirmed ones). */
export function cartBusy(view: CartView): boolean {
  return (
    view.context.queue.length > 0 ||
    view.matches({ sync: 'waitingForSession' }) ||
    view.matches({ sync: 'loading' })
  )
}
