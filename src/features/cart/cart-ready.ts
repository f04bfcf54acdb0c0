// Waiting for the cart's first load through the SystemHost, so the server renders (and dehydrates)
// the cart: the header count and the cart page are then in the HTML. In the browser a dehydrated
// cart answers at once without starting the actor system.

import type { CartMachineContext } from '../../../machines/cart/cart.types.ts'
import type { Cart } from '../../domain/cart.ts'
import type { DehydratedViews, SystemHost } from '../../system/host.ts'

function settled(host: SystemHost): boolean {
  const view = host.view<CartMachineContext>('cart')
  // No cart actor at all (older system): nothing to wait for.
  return !view?.matches({ sync: 'loading' })
}

/** Resolves once the cart's first GET /checkout/cart has finished; never rejects (failures are logged). */
export function whenCartReady(host: SystemHost): Promise<void> {
  if (settled(host)) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = host.subscribe('cart', () => {
      if (!settled(host)) return
      unsubscribe()
      resolve()
    })
    if (!host.started) {
      host.system().then(
        () => {
          if (settled(host)) {
            unsubscribe()
            resolve()
          }
        },
        () => {
          unsubscribe()
          resolve()
        },
      )
    }
  })
}

/** The cart the server rendered with, from its dehydrated views (input of the browser's cart actor). */
export function cartFromViews(views: DehydratedViews): Cart | null {
  const context = views.cart?.context as unknown as Partial<CartMachineContext> | undefined
  return context?.cart ?? null
}
