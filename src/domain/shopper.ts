// What a catalogue page kept for every visitor leaves out, as the browser reads it after load
// (server/shopper.ts answers it, src/system/shopper.ts shows it). No token in it, ever.

import type { Cart } from './cart.ts'
import type { SessionContext } from './types.ts'

/** Same origin, outside /store-api: the storefront server answers it itself. */
export const SHOPPER_PATH = '/_storefront/shopper'

export interface ShopperState {
  /** The visitor's context (token left out); null for a visitor without a token. */
  session: SessionContext | null
  /** The visitor's basket (token left out); null for a visitor without a token. */
  cart: Cart | null
  /** A logged-in customer's wishlist ids; null when the list lives in the browser (guests). */
  wishlist: string[] | null
}
