// The actor views as the page carries them. The cart's `display` is what the shopper sees: the
// cart plus changes not yet confirmed. The server renders with nothing pending, so `display` is the
// cart itself and the page writes it once (a basket of a few items is some 6 KB of JSON in every
// page of a shopper's). Plain data: the browser reads it before XState or a machine loads.

import type { ContextOf, DehydratedViews } from './registry.ts'

type CartView = NonNullable<DehydratedViews['cart']>

/** A cart view without `display` shows the cart itself. */
export interface PageCartView {
  value: CartView['value']
  context: Omit<ContextOf<'cart'>, 'display'> & { display?: ContextOf<'cart'>['display'] }
}

/** `{ value, context }` of the dehydrated actors as written into the page. */
export type PageViews = Omit<DehydratedViews, 'cart'> & { cart?: PageCartView }

/** Server: the views for the page; `display` is left out when it is the cart (the same object). */
export function pageViews(views: DehydratedViews): PageViews {
  const cart = views.cart
  if (!cart || cart.context.display !== cart.context.cart) return views
  const { display: _sameAsCart, ...context } = cart.context
  return { ...views, cart: { value: cart.value, context } }
}

/** Browser: the views the page was rendered with, `display` restored where the page left it out. */
export function viewsFromPage(views: PageViews): DehydratedViews {
  const cart = views.cart
  if (!cart || cart.context.display !== undefined) return views as DehydratedViews
  return { ...views, cart: { value: cart.value, context: { ...cart.context, display: cart.context.cart } } }
}
