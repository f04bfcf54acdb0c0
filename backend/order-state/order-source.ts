import type { Context } from 'hono'
import type { Criteria } from '../criteria/types.ts'
import { currentCustomer } from '../customer/current.ts'
import { customerOrders, ordersByDeepLink } from './orders.ts'
import type { AppEnv } from '../core/context.ts'
import { problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { authenticateGuest, deepLinkCodeOf, recentOrders } from './guest-access.ts'

type Json = Record<string, unknown>

/**
 * The orders POST /order searches, as Shopware's OrderRoute decides: a logged-in customer's own
 * orders (a deep link filter then narrows them like any filter); without a customer only the order
 * of a deep link code, not older than 30 days, and only after the guest proved e-mail and postal
 * code; without either a 403.
 */
export async function ordersForRequest(c: Context<AppEnv>, criteria: Criteria): Promise<Json[]> {
  const { shop, now } = c.get('services')
  const customer = currentCustomer(c)
  const code = deepLinkCodeOf(criteria)
  if (customer) {
    const own = customerOrders(shop, c.get('ctx'), customer.id)
    return code === null ? own : recentOrders(own, now())
  }
  if (code === null) throw problems.customerNotLoggedIn()
  const orders = recentOrders(ordersByDeepLink(shop, c.get('ctx'), code), now())
  const body = await readPayload(c)
  authenticateGuest(c, orders[0], body)
  // After `login` the request's context is the guest's: read again so prices and names follow it.
  return currentCustomer(c) ? recentOrders(ordersByDeepLink(shop, c.get('ctx'), code), now()) : orders
}
