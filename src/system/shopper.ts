// The shopper's own parts of a page rendered for nobody in particular. Catalogue pages that shared
// caches keep (server/pages.ts) are rendered without the visitor's token: the header shows no basket,
// no name, no hearts. Once the page is interactive the browser asks GET /_storefront/shopper once
// (server/shopper.ts: context, basket and a customer's wishlist ids in one answer) and the system
// host shows them (host.ts `adopt`) without starting the actor system; when it starts later, it
// starts from them. Plain data and one fetch: nothing here loads XState or the Store API client.

import type { Cart } from '../domain/cart.ts'
import { sessionIdentity } from '../domain/session.ts'
import { SHOPPER_PATH, type ShopperState } from '../domain/shopper.ts'
import type { PlainViews } from './host.ts'
import type { DehydratedViews } from './registry.ts'

/**
 * Whether the page shows nobody's state: nobody logged in and an empty basket. A shared page always
 * does; a page rendered with the token only when the shopper has nothing yet (the read then
 * changes nothing). A page that shows someone was rendered for them and needs no read.
 */
export function showsNobody(views: DehydratedViews): boolean {
  const loggedIn = sessionIdentity(views.session?.context.session) === 'loggedIn'
  const items = views.cart?.context.display?.lineItems.length ?? 0
  return !loggedIn && items === 0
}

/** Whether views from the read show a logged-in customer or wishlist hearts (live islands follow them). */
export function showsSomeone(views: PlainViews): boolean {
  const loggedIn = sessionIdentity(views.session?.context.session) === 'loggedIn'
  return loggedIn || (views.wishlist?.context.productIds.length ?? 0) > 0
}

function isShopperState(value: unknown): value is ShopperState {
  if (typeof value !== 'object' || value === null) return false
  const state = value as Record<string, unknown>
  return 'session' in state && 'cart' in state && (state.wishlist === null || Array.isArray(state.wishlist))
}

/** The one read; null when there is nothing to show or it failed (the page then stays as rendered). */
export async function readShopper(languageId: string | undefined): Promise<ShopperState | null> {
  try {
    const response = await fetch(SHOPPER_PATH, {
      credentials: 'same-origin',
      headers: languageId ? { 'sw-language-id': languageId } : {},
    })
    if (!response.ok) return null
    const state: unknown = await response.json()
    return isShopperState(state) && state.session ? state : null
  } catch {
    return null
  }
}

/** The server's views with the shopper's session, basket and (a customer's) wishlist put in. */
export function shopperViews(server: DehydratedViews, state: ShopperState): PlainViews {
  const views: PlainViews = {}
  const session = server.session
  if (session && state.session) {
    const identity = sessionIdentity(state.session)
    // The session machine's identity region follows the context (see session.machine.ts).
    const value =
      typeof session.value === 'object' && 'identity' in session.value
        ? { ...session.value, identity }
        : session.value
    views.session = { value, context: { ...session.context, session: state.session } }
  }
  const cart = server.cart
  if (cart && state.cart) {
    const shown: Cart = state.cart
    views.cart = { value: cart.value, context: { ...cart.context, cart: shown, display: shown } }
  }
  if (state.wishlist) {
    // Not dormant: a dormant wishlist would start the actor system to read what is already here.
    views.wishlist = {
      value: { active: 'idle' },
      context: {
        owner: { customerId: state.session?.customer?.id ?? null },
        status: 'ready',
        storage: 'server',
        customerId: state.session?.customer?.id ?? null,
        confirmed: state.wishlist,
        productIds: state.wishlist,
        queue: [],
        failure: null,
      },
    }
  }
  return views
}
