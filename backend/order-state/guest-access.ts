// Shopware's guest access to an order by its deep link code (OrderRoute + GuestAuthenticator):
// without a logged-in customer, POST /order needs an equals filter on `deepLinkCode`; a guest
// order then also needs the `email` and `zipcode` of its billing address (compared case-
// insensitively, as Shopware does). `login: true` logs the context in as that guest, so the shopper
// can pay the order again (the payment routes need a customer, guests allowed); the new token goes
// out in the `sw-context-token` header like after any login. Deep links older than 30 days (by
// creation and last change, as Shopware's filterOldOrders) no longer open anything. "Last change" is
// a change to the order itself (the shop's processing, or the customer's own cancellation behind a
// login): the anonymous withdrawal only adds its own record and leaves updated_at alone, so it
// cannot keep the window open.

import type { Context } from 'hono'
import type { Criteria, Filter } from '../criteria/types.ts'
import { cartOnLogin } from '../cart/transfer.ts'
import { logIn } from '../customer/login.ts'
import { authThrottled, rateLimitKey } from '../customer/session.ts'
import { customerById } from '../core/customers.ts'
import type { AppEnv } from '../core/context.ts'
import { ApiProblem, problems } from '../http/errors.ts'
import { limitersOf } from '../core/limiters.ts'

type Json = Record<string, unknown>

/** How long a deep link opens its order without a login (Shopware: 30 days). */
export const DEEP_LINK_DAYS = 30

const DEEP_LINK_FIELDS = new Set(['deepLinkCode', 'order.deepLinkCode'])

/** The code of a top-level equals filter on the order's deep link code, if the criteria have one. */
export function deepLinkCodeOf(criteria: Criteria): string | null {
  const hit = criteria.filter.find(
    (f: Filter): f is Extract<Filter, { type: 'equals' }> =>
      f.type === 'equals' && DEEP_LINK_FIELDS.has(f.field) && typeof f.value === 'string',
  )
  return hit ? String(hit.value) : null
}

export const guestNotAuthenticated = () =>
  new ApiProblem(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED', 'Guest not authenticated.')

export const wrongGuestCredentials = () =>
  new ApiProblem(403, 'CHECKOUT__WRONG_GUEST_CREDENTIALS', 'Wrong credentials for guest authentication.')

/** Orders created or changed within the last DEEP_LINK_DAYS days (Shopware's filterOldOrders). */
export function recentOrders(orders: Json[], now: Date): Json[] {
  const limit = now.getTime() - DEEP_LINK_DAYS * 86_400_000
  const after = (v: unknown) => typeof v === 'string' && Date.parse(v) > limit
  return orders.filter((o) => after(o.createdAt) || after(o.updatedAt))
}

const param = (body: Json, key: string): string =>
  typeof body[key] === 'string' ? (body[key] as string) : ''

/**
 * Checks the guest's e-mail and postal code against the order (the first one found by the code);
 * throws Shopware's 403s. Attempts are rate-limited like logins (by e-mail and client IP): the
 * postal code is short, so unlimited guessing would find it. With `login` the context is logged in
 * as the guest afterwards.
 */
export function authenticateGuest(c: Context<AppEnv>, order: Json | undefined, body: Json): void {
  if (!order) return
  const services = c.get('services')
  const orderCustomer = (order.orderCustomer ?? {}) as Json
  const customerId = typeof orderCustomer.customerId === 'string' ? orderCustomer.customerId : null
  const customer = customerId ? customerById(services.shop.db, customerId) : undefined
  // A registered customer's order opens only after their login (Shopware: customerNotLoggedIn).
  if (customer?.guest !== 1) throw problems.customerNotLoggedIn()
  const email = param(body, 'email')
  const zipcode = param(body, 'zipcode')
  if (email === '' || zipcode === '') throw guestNotAuthenticated()
  const limiter = limitersOf(services).login
  const key = `guest-order:${rateLimitKey(c, email)}`
  const decision = limiter.consume(key)
  if (!decision.allowed) throw authThrottled(decision.waitSeconds)
  const billing = (order.billingAddress ?? {}) as Json
  const sameEmail = email.toLowerCase() === String(orderCustomer.email ?? '').toLowerCase()
  const sameZip =
    zipcode.trim().toUpperCase() ===
    String(billing.zipcode ?? '')
      .trim()
      .toUpperCase()
  if (!sameEmail || !sameZip || String(billing.zipcode ?? '') === '') throw wrongGuestCredentials()
  limiter.reset(key)
  if (body.login === true && customer && customer.active === 1)
    logIn(c, customer, cartOnLogin(services.shop.db, customer.id))
}
