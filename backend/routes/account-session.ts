import type { Context, Hono } from 'hono'
import { badCredentials, optInNotCompleted } from '../customer/account-errors.ts'
import { requireCustomer } from '../customer/current.ts'
import { cartOnLogin } from '../cart/transfer.ts'
import { logIn } from '../customer/login.ts'
import {
  authThrottled,
  loggedOutPayload,
  rateLimitKey,
  rotateContext,
  verifyPassword,
} from '../customer/session.ts'
import { customerByEmail } from '../core/customers.ts'
import { text } from '../customer/validate.ts'
import type { AppEnv } from '../core/context.ts'
import { limitersOf } from '../core/limiters.ts'
import { readPayload } from '../http/payload.ts'

async function login(c: Context<AppEnv>) {
  const services = c.get('services')
  const body = await readPayload(c)
  const username = text(body, 'username') ?? text(body, 'email')
  const password = typeof body.password === 'string' ? body.password : ''
  if (!username || password === '') throw badCredentials()
  const key = rateLimitKey(c, username)
  const { login: limiter } = limitersOf(services)
  const decision = limiter.consume(key)
  if (!decision.allowed) throw authThrottled(decision.waitSeconds)
  const customer = customerByEmail(services.shop.db, c.get('ctx').salesChannel.id, username)
  const ok = await verifyPassword(password, customer?.password ?? null, services.passwordHashCost)
  if (!customer || !ok) throw badCredentials()
  if (customer.active !== 1) throw optInNotCompleted(customer.id)
  limiter.reset(key)
  return c.json({ contextToken: logIn(c, customer, cartOnLogin(services.shop.db, customer.id)) })
}

function logout(c: Context<AppEnv>) {
  requireCustomer(c)
  const token = rotateContext(c, loggedOutPayload(c.get('ctx').payload))
  return c.json({ contextToken: token })
}

/** Login and logout: each answers with a new context token. */
export function registerAccountSessionRoutes(app: Hono<AppEnv>): void {
  app.post('/account/login', login)
  app.post('/account/logout', logout)
}
