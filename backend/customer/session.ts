import { randomBytes } from 'node:crypto'
import bcrypt from 'bcryptjs'
import type { Context } from 'hono'
import { type AppEnv, buildContext, type ContextPayload, newToken } from '../core/context.ts'
import { ApiProblem } from '../http/errors.ts'
import { clientIpOf } from '../http/client-ip.ts'
import type { Db } from '../db/database.ts'
import type { CustomerRow } from '../core/customers.ts'

/** bcrypt cost factor of stored passwords (Shopware uses PHP's PASSWORD_DEFAULT, bcrypt cost 10). */
export const BCRYPT_COST = 10

export const hashPassword = (password: string, cost: number = BCRYPT_COST): Promise<string> =>
  bcrypt.hash(password, cost)

/**
 * What an unknown customer's login is compared against, per cost: as dear as a stored hash. The one
 * of cost 10 is written out (bcrypt of 'not-a-password'), so loading this module hashes nothing.
 */
const dummyHashes = new Map<number, string>([
  [BCRYPT_COST, '$2b$10$9VKUnLpNw9/wJs.BVBtuxeXJwOjSxVap5G4Qy4TKC64Ukw6sUL6mm'],
])
function dummyHash(cost: number): string {
  let hash = dummyHashes.get(cost)
  if (hash === undefined) {
    hash = bcrypt.hashSync('not-a-password', cost)
    dummyHashes.set(cost, hash)
  }
  return hash
}

/**
 * Compares in constant time; an unknown customer is compared against a dummy hash of the cost new
 * hashes get (same timing).
 */
export function verifyPassword(
  password: string,
  hash: string | null,
  cost: number = BCRYPT_COST,
): Promise<boolean> {
  return bcrypt.compare(password, hash ?? dummyHash(cost)).then((ok) => ok && hash !== null)
}

/** Random hex hash for double opt-in and recovery links (32 characters, 128 bits). */
export function randomHash(): string {
  return randomBytes(16).toString('hex')
}

/** Shopware keys the login and recovery limits by lower-cased e-mail and client IP. */
export function rateLimitKey(c: Context<AppEnv>, email: string): string {
  return `${email.trim().toLowerCase()}-${clientIpOf(c) ?? ''}`
}

/** 429 CHECKOUT__CUSTOMER_AUTH_THROTTLED (login), as Shopware's CustomerAuthThrottledException. */
export function authThrottled(seconds: number): ApiProblem {
  return new ApiProblem(
    429,
    'CHECKOUT__CUSTOMER_AUTH_THROTTLED',
    `Customer auth throttled for ${seconds} seconds.`,
    {
      parameters: { seconds },
    },
  )
}

/** The payload of a context logged in as `customer` (its group, addresses' country and payment). */
export function loggedInPayload(
  base: ContextPayload,
  customer: CustomerRow,
  countryId: string | null,
): ContextPayload {
  const next: ContextPayload = {
    ...base,
    customerId: customer.id,
    customerGroupId: customer.customer_group_id,
    billingAddressId: null,
    shippingAddressId: null,
  }
  if (countryId) {
    next.countryId = countryId
    next.countryStateId = null
  }
  if (customer.default_payment_method_id) next.paymentMethodId = customer.default_payment_method_id
  return next
}

/** The payload after logout: the shopper's language/currency choices stay, the customer goes. */
export function loggedOutPayload(base: ContextPayload): ContextPayload {
  const { customerId: _c, customerGroupId: _g, billingAddressId: _b, shippingAddressId: _s, ...rest } = base
  return { ...rest, customerId: null, customerGroupId: null }
}

/**
 * What a context token hands over to the token replacing it, before the old one is deleted: the
 * cart (cart/transfer.ts `cartOnLogin`, `cartFollowsToken`). Passed in by the routes, as the cart
 * sits above the customer in the back end's layers.
 */
export type ContextHandover = (fromToken: string, toToken: string) => void

/**
 * Replaces the request's context by a new token carrying `payload` (Shopware's
 * SalesChannelContextPersister::replace): the old token is deleted, so it is no longer valid, and
 * the response's sw-context-token header carries the new one. Returns the new token.
 */
export function rotateContext(
  c: Context<AppEnv>,
  payload: ContextPayload,
  /** runs after the new context exists and before the old one is deleted (cart transfer) */
  handover?: ContextHandover,
): string {
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const token = newToken()
  const at = now().toISOString()
  shop.db
    .prepare(
      'INSERT INTO sales_channel_context (token, sales_channel_id, customer_id, payload, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(token, ctx.salesChannel.id, payload.customerId ?? null, JSON.stringify(payload), at, at)
  handover?.(ctx.token, token)
  shop.db.prepare('DELETE FROM sales_channel_context WHERE token = ?').run(ctx.token)
  c.set(
    'ctx',
    buildContext(
      shop,
      ctx.salesChannel,
      token,
      payload,
      c.req.header('sw-language-id'),
      c.req.header('sw-currency-id'),
      c.req.header('sw-include-seo-urls'),
    ),
  )
  return token
}

/**
 * Shopware's revokeAllCustomerTokens: deletes every context logged in as the customer except
 * `keepToken`, so those tokens answer as new anonymous visitors from now on.
 */
export function revokeCustomerContexts(db: Db, customerId: string, keepToken: string | null): void {
  db.prepare(
    `DELETE FROM sales_channel_context
     WHERE (customer_id = ? OR json_extract(payload, '$.customerId') = ?) AND token IS NOT ?`,
  ).run(customerId, customerId, keepToken)
}

/**
 * After a new password (changed or reset) no session opened with the old one survives, as Shopware's
 * CustomerTokenSubscriber does: a request logged in as the customer continues under a new token
 * (its cart moves along: `handover`) and every other context of the customer is deleted.
 */
export function renewSessionsAfterNewPassword(
  c: Context<AppEnv>,
  customerId: string,
  handover: ContextHandover,
): void {
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  const keep = ctx.payload.customerId === customerId ? rotateContext(c, ctx.payload, handover) : null
  revokeCustomerContexts(shop.db, customerId, keep)
}
