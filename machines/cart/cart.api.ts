// The cart machine wired to the Store API. Typed structurally (domain types only) so the machine
// layer never imports src/api; `createStoreApiClient(...)` satisfies `CartApi` as it is.

import { fromPromise } from 'xstate'
import type { Cart, CartChange } from '../../src/domain/cart.ts'
import { cartMachine } from './cart.machine.ts'

export interface CartApi {
  cart: {
    get(): Promise<Cart>
    addProducts(items: readonly { productId: string; quantity: number }[]): Promise<Cart>
    addPromotion(code: string): Promise<Cart>
    updateQuantities(items: readonly { lineItemId: string; quantity: number }[]): Promise<Cart>
    removeItems(lineItemIds: readonly string[]): Promise<Cart>
  }
}

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

export function cartWithApi(api: CartApi) {
  return cartMachine.provide({
    actors: {
      loadCart: fromPromise<Cart, void>(() => api.cart.get()),
      syncChange: fromPromise<Cart, CartChange>(({ input }) => syncChangeWith(api, input)),
    },
  })
}
