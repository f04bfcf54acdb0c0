import type { Context } from 'hono'
import { transferCartOnLogin } from '../cart/transfer.ts'
import type { AppEnv } from '../http/context.ts'
import { recordLogin } from './accounts.ts'
import { loggedInPayload, rotateContext } from './session.ts'
import { addressById, type CustomerRow } from './store.ts'

/** Logs `customer` in: a new context token replaces the request's, and the guest cart moves over. */
export function logIn(c: Context<AppEnv>, customer: CustomerRow): string {
  const { shop, now } = c.get('services')
  const shipping = addressById(shop.db, customer.default_shipping_address_id)
  recordLogin(shop.db, customer.id, now().toISOString())
  return rotateContext(
    c,
    loggedInPayload(c.get('ctx').payload, customer, shipping?.country_id ?? null),
    (from, to) => transferCartOnLogin(shop.db, { fromToken: from, toToken: to, customerId: customer.id }),
  )
}
