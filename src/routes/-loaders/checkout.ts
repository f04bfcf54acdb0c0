// Loaders of the checkout and its success pages. What changes while the pages are open (the
// context, the cart, the order's payment) lives in the checkout actor; these are reference lists.
import type { StoreApi } from '../../api/index.ts'
import { loadAddressForms } from './account.ts'

/**
 * Countries (with states) and salutations for the who and address steps, and whether guests may
 * order: the server renders a guest's who step with it before the checkout machine runs
 * (src/features/checkout/CheckoutPage.tsx). Null when the setting could not be read: the page then
 * waits for the machine, which reads it again.
 */
export async function loadCheckoutPage(api: StoreApi) {
  const [forms, guestCheckout] = await Promise.all([
    loadAddressForms(api),
    api.checkout
      .config()
      .then((config) => config.guestCheckout)
      .catch(() => null),
  ])
  return { ...forms, guestCheckout }
}

/**
 * The payment methods a retry may use and the shop's bank details, for the success pages: a page
 * opened fresh (back from the provider, a reload) has no checkout that read them. A failing list
 * shows the page without them (the retry then offers the order's own method).
 */
export async function loadSuccessPage(api: StoreApi) {
  const [paymentMethods, config] = await Promise.all([
    api.paymentMethod.list({ onlyAvailable: true }).catch(() => []),
    api.checkout.config().catch(() => null),
  ])
  return { paymentMethods, config }
}
