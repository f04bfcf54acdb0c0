// The header's view of the cart: the good-item count and the cart's kind. Its own
// module, re-exported by ./cart.ts: every page's header needs it, the rest of the cart rules only
// the cart's own parts.

import type { Cart } from './cart.ts'

export const LINE_ITEM_TYPE_PROMOTION = 'promotion'
export const STATE_IS_DOWNLOAD = 'is-download'

export type CartStateKind = 'empty' | 'filled' | 'virtual'

/** Sum of quantities of good (purchasable, non-promotion) line items; the header count. */
export function goodItemCount(cart: Cart | null): number {
  if (!cart) return 0
  return cart.lineItems.reduce((sum, item) => (item.good ? sum + item.quantity : sum), 0)
}

/** Empty when the good count is 0 or less; virtual when every non-promotion item is a download. */
export function cartStateKind(cart: Cart | null): CartStateKind {
  if (!cart || goodItemCount(cart) <= 0) return 'empty'
  const goods = cart.lineItems.filter((item) => item.type !== LINE_ITEM_TYPE_PROMOTION)
  if (goods.length > 0 && goods.every((item) => item.states.includes(STATE_IS_DOWNLOAD))) return 'virtual'
  return 'filled'
}
