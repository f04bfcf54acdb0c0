// Loaders of the order pages beyond the account's list: the account's order page with what paying
// it again needs, and the guest's order page of the confirmation mail's link.
import { isNotFound, notFound } from '@tanstack/react-router'
import type { StoreApi } from '../../api/index.ts'
import type { Order } from '../../domain/customer.ts'
import { asFailure } from '../../domain/failure.ts'
import { loadOrder } from './account.ts'
import { loadSuccessPage } from './checkout.ts'

/** The customer's order, and the payment methods and checkout settings a payment retry offers. */
export async function loadOrderPage(api: StoreApi, orderId: string) {
  const [order, payment] = await Promise.all([loadOrder(api, orderId), loadSuccessPage(api)])
  return { order, ...payment }
}

/** What the deep link page shows before anything is typed. */
export type DeepLinkView =
  | { kind: 'order'; order: Order }
  /** A guest's order: e-mail and postal code first. */
  | { kind: 'credentials' }
  /** A customer account's order: log in first. */
  | { kind: 'login' }

/** Deep link codes: Shopware's 32 URL-safe characters; anything else opens nothing. */
const DEEP_LINK_CODE = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The order of a confirmation mail's link: at once for its owner (logged in, or the guest's session
 * of the checkout), else what the shopper must do first. An unknown or expired code is a 404.
 */
export async function loadDeepLinkPage(api: StoreApi, code: string) {
  if (!DEEP_LINK_CODE.test(code)) throw notFound()
  const payment = loadSuccessPage(api)
  let view: DeepLinkView
  try {
    const order = await api.order.byDeepLink(code)
    if (!order) throw notFound()
    view = { kind: 'order', order }
  } catch (error) {
    if (isNotFound(error)) throw error
    const reason = asFailure(error).reason
    if (reason === 'guestNotAuthenticated') view = { kind: 'credentials' }
    else if (reason === 'notLoggedIn') view = { kind: 'login' }
    else throw error
  }
  return { view, ...(await payment) }
}
