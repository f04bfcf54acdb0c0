// Loaders of the account area and of the registration page. The data that changes while a page is
// open (the customer, the addresses) lives in the session actor; these are the reference lists and
// the read-only order history. Failures reach the error page with their status.
import { notFound } from '@tanstack/react-router'
import type { StoreApi } from '../../api/index.ts'

/** Orders per page of the order history. */
const ORDERS_PER_PAGE = 10

/**
 * The address book for the overview's first render, on the server only: without the page's code
 * (or before it ran) the default addresses are there at once. In the browser the session actor
 * reads and keeps them (they change while the page is open); null when not read here or when the
 * read failed (the actor's read says what went wrong).
 */
export async function loadOverviewAddresses(api: StoreApi) {
  if (typeof document !== 'undefined') return null
  try {
    return await api.address.list()
  } catch {
    return null
  }
}

/** Countries (with their states) and salutations for address and registration forms. */
export async function loadAddressForms(api: StoreApi) {
  const [countries, salutations] = await Promise.all([api.address.countries(), api.salutation.list()])
  return { countries, salutations }
}

export function loadSalutations(api: StoreApi) {
  return api.salutation.list()
}

/** The payment methods a customer may choose now. */
export function loadPaymentMethods(api: StoreApi) {
  return api.paymentMethod.list({ onlyAvailable: true })
}

export function loadOrders(api: StoreApi, page: number) {
  return api.order.list({ page, limit: ORDERS_PER_PAGE })
}

/** Order ids are Shopware UUIDs; the Store API answers anything else with a 400 of its own. */
const ORDER_ID = /^[0-9a-f]{32}$/

/**
 * One order of the customer; another customer's order, an unknown id or one that cannot be an id
 * at all (a mistyped or hostile address) is the same 404 (reveals nothing).
 */
export async function loadOrder(api: StoreApi, orderId: string) {
  if (!ORDER_ID.test(orderId)) throw notFound()
  const order = await api.order.detail(orderId)
  if (!order) throw notFound()
  return order
}
