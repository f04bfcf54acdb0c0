import type { Context } from 'hono'
import type { AppEnv } from '../core/context.ts'
import { problems } from '../http/errors.ts'
import { type CustomerRow, customerById } from '../core/customers.ts'

/**
 * The customer logged in on this request's context (sw-context-token), or null for an anonymous
 * context. A context whose customer was deleted or deactivated counts as anonymous. Guests (after
 * a guest checkout) are returned too; check `guest === 1` where only registered customers may act.
 */
export function currentCustomer(c: Context<AppEnv>): CustomerRow | null {
  const ctx = c.get('ctx')
  const id = ctx.payload.customerId
  if (typeof id !== 'string' || id === '') return null
  const row = customerById(c.get('services').shop.db, id)
  if (row?.active !== 1 || row.sales_channel_id !== ctx.salesChannel.id) return null
  return row
}

/**
 * The logged-in customer or Shopware's 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN. `allowGuest: false`
 * refuses guest sessions too (Shopware's `#[LoginRequired(allowGuest: false)]`).
 */
export function requireCustomer(c: Context<AppEnv>, opts: { allowGuest?: boolean } = {}): CustomerRow {
  const customer = currentCustomer(c)
  if (!customer || (customer.guest === 1 && opts.allowGuest === false)) throw problems.customerNotLoggedIn()
  return customer
}
