// The cart machine wired to the Store API: one call per change, and the cart read.

import { cartMachine } from '../../../machines/cart/cart.machine.ts'
import type { StoreApi } from '../../api/index.ts'
import type { Cart, CartChange } from '../../domain/cart.ts'
import { actorsOn, type PortsOf } from './api-actor.ts'

/** What the cart needs of the Store API client. */
export type CartApi = Pick<StoreApi, 'cart'>

/** The one Store API call for a change. */
export function syncChangeWith(api: CartApi, change: CartChange): Promise<Cart> {
  switch (change.kind) {
    case 'add':
      return api.cart.addProducts([{ productId: change.productId, quantity: change.quantity }])
    case 'quantity':
      return api.cart.updateQuantities([{ lineItemId: change.lineItemId, quantity: change.quantity }])
    case 'remove':
    case 'removePromotion':
      return api.cart.removeItems([change.lineItemId])
    case 'addPromotion':
      return api.cart.addPromotion(change.code)
  }
}

export function cartWith(portsOf: PortsOf<CartApi>) {
  const on = actorsOn(portsOf)
  return cartMachine.provide({
    actors: {
      loadCart: on<Cart>((api) => api.cart.get()),
      syncChange: on<Cart, CartChange>((api, change) => syncChangeWith(api, change)),
    },
  })
}

export function cartWithApi(api: CartApi) {
  return cartWith(() => api)
}
