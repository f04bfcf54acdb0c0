import type { Context, Hono } from 'hono'
import { requireCustomer } from '../customer/current.ts'
import { clientIpOf } from '../http/client-ip.ts'
import type { AppEnv, AppServices } from '../core/context.ts'
import { problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import {
  CONTACT_FORM_LIMITS,
  createRateLimiter,
  type RateLimiter,
  rateLimitExceeded,
} from '../http/rate-limit.ts'
import { isId } from '../lib/ids.ts'
import { cancelOrder } from '../order-state/cancel.ts'
import { declareWithdrawal, readWithdrawal } from '../order-state/withdrawal.ts'
import { stateJson } from '../serialize/orders.ts'

/** POST /order/state/cancel {orderId} → the order's new state (Shopware's CancelOrderRoute). */
async function cancel(c: Context<AppEnv>) {
  const customer = requireCustomer(c)
  const body = await readPayload(c)
  const orderId = body.orderId
  if (orderId === undefined || orderId === null || orderId === '') throw problems.invalidParameter('orderId')
  if (!isId(orderId)) throw problems.invalidUuid(String(orderId).slice(0, 64), '/orderId')
  const { shop, now, placementProbe } = c.get('services')
  const ctx = c.get('ctx')
  const state = cancelOrder(shop, customer.id, orderId, ctx.salesChannel.id, now(), placementProbe)
  return c.json(stateJson('order.state', state, ctx.languageId))
}

/** A withdrawal limiter per back end, with the contact form's policy (its own bucket). */
const withdrawalLimiters = new WeakMap<AppServices, RateLimiter>()

function ensureAccepted(c: Context<AppEnv>): void {
  const services = c.get('services')
  let limiter = withdrawalLimiters.get(services)
  if (!limiter) {
    limiter = createRateLimiter(CONTACT_FORM_LIMITS, () => services.now().getTime())
    withdrawalLimiters.set(services, limiter)
  }
  const ip = clientIpOf(c)
  if (ip === null) return
  const decision = limiter.consume(`${c.get('ctx').salesChannel.id}:${ip}`)
  if (!decision.allowed) throw rateLimitExceeded(decision.waitSeconds)
}

/**
 * POST /gartenwerk/order/withdrawal {orderNumber, email, lineItemIds?, comment?}: the electronic
 * withdrawal function, without login. A shop extension (Shopware has no core route), named under
 * the shop's prefix as a plugin's Store API route would be; errors in Shopware's shape.
 */
async function withdraw(c: Context<AppEnv>) {
  const body = await readPayload(c)
  const input = readWithdrawal(body)
  ensureAccepted(c)
  const { shop, now } = c.get('services')
  return c.json(declareWithdrawal(shop, c.get('ctx'), input, now()))
}

export function registerOrderStateRoutes(app: Hono<AppEnv>): void {
  app.post('/order/state/cancel', cancel)
  app.post('/gartenwerk/order/withdrawal', withdraw)
}
