/**
 * Logging a customer in: the login is recorded and a new context token, logged in as the customer,
 * replaces the request's. What the old token owned (the cart) is handed over by the caller, since
 * the cart sits above the customer in the back end's layers: the login routes and the guest access
 * pass cart/transfer.ts's `cartOnLogin`.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../core/context.ts'
import { addressById, type CustomerRow } from '../core/customers.ts'
import { recordLogin } from './accounts.ts'
import { type ContextHandover, loggedInPayload, rotateContext } from './session.ts'

/** Logs `customer` in: a new context token replaces the request's, and `handover` moves the guest cart over. */
export function logIn(c: Context<AppEnv>, customer: CustomerRow, handover: ContextHandover): string {
  const { shop, now } = c.get('services')
  const shipping = addressById(shop.db, customer.default_shipping_address_id)
  recordLogin(shop.db, customer.id, now().toISOString())
  return rotateContext(
    c,
    loggedInPayload(c.get('ctx').payload, customer, shipping?.country_id ?? null),
    handover,
  )
}
