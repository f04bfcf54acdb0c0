import { CartSummary } from '../cart/CartSummary.tsx'
import { cartBusy, displayCart } from '../cart/selectors.ts'
import { useActor } from '../../system/hooks.ts'

/** The cart's totals beside the steps (the cart actor's, which the checkout keeps up to date). */
export function CheckoutSummaryColumn() {
  const cart = useActor('cart', displayCart)
  const busy = useActor('cart', cartBusy)
  return cart ? <CartSummary cart={cart} busy={busy} /> : null
}
