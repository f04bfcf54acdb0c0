import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { alreadyConfirmed, noHashProvided, notFoundByHash } from '../customer/account-errors.ts'
import { confirmOptIn, customerByOptInHash } from '../customer/accounts.ts'
import { mailBaseUrl } from '../customer/links.ts'
import { cartOnLogin } from '../cart/transfer.ts'
import { logIn } from '../customer/login.ts'
import { greetingOf, mailCustomer, shopName } from '../customer/mail.ts'
import { createCustomer, parseRegistration } from '../customer/registration.ts'
import { customerJson } from '../serialize/customers.ts'
import { hashPassword, randomHash } from '../customer/session.ts'
import { doubleOptInEnabled } from '../customer/settings.ts'
import { customerById } from '../core/customers.ts'
import { text } from '../customer/validate.ts'
import type { AppEnv } from '../core/context.ts'
import { readPayload } from '../http/payload.ts'

const sha1 = (value: string) => createHash('sha1').update(value).digest('hex')

async function register(c: Context<AppEnv>) {
  const services = c.get('services')
  const { shop, now } = services
  const ctx = c.get('ctx')
  const input = parseRegistration(services, ctx, await readPayload(c))
  const base = mailBaseUrl(services, ctx, input.storefrontUrl)
  const doubleOptIn = !input.guest && doubleOptInEnabled(shop, ctx.salesChannel.id)
  const optInHash = doubleOptIn ? randomHash() : null
  const customer = createCustomer(shop, ctx, input, {
    passwordHash: input.password ? await hashPassword(input.password, services.passwordHashCost) : null,
    optInHash,
    at: now().toISOString(),
  })
  const greeting = greetingOf(shop, ctx, customer)
  if (optInHash) {
    mailCustomer(shop, ctx, now(), input.email, 'customer.register.double_opt_in', {
      ...greeting,
      shopName: shopName(shop),
      confirmUrl: `${base}/account/register/confirm?em=${sha1(input.email)}&hash=${optInHash}`,
    })
    return c.json(customerJson(shop, ctx, customer))
  }
  logIn(c, customer, cartOnLogin(shop.db, customer.id))
  if (!input.guest) {
    mailCustomer(shop, ctx, now(), input.email, 'customer.register.welcome', {
      ...greeting,
      shopName: shopName(shop),
      accountUrl: `${base}/account`,
      email: input.email,
    })
  }
  const fresh = customerById(shop.db, customer.id) ?? customer
  return c.json(customerJson(shop, c.get('ctx'), fresh))
}

async function registerConfirm(c: Context<AppEnv>) {
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const hash = text(body, 'hash')
  const em = text(body, 'em')
  if (!hash) throw noHashProvided()
  const customer = customerByOptInHash(shop.db, hash, ctx.salesChannel.id)
  if (!customer || !em || sha1(customer.email) !== em) throw notFoundByHash(hash)
  if (customer.active === 1 || customer.double_opt_in_confirm_date) throw alreadyConfirmed(customer.id)
  confirmOptIn(shop.db, customer.id, now().toISOString())
  const confirmed = customerById(shop.db, customer.id) ?? customer
  logIn(c, confirmed, cartOnLogin(shop.db, confirmed.id))
  mailCustomer(shop, ctx, now(), confirmed.email, 'customer.register.welcome', {
    ...greetingOf(shop, ctx, confirmed),
    shopName: shopName(shop),
    accountUrl: `${mailBaseUrl(c.get('services'), ctx)}/account`,
    email: confirmed.email,
  })
  // The contract documents no body for this 200: the new sw-context-token header is the answer
  // (the client reads the customer with /account/customer).
  return c.body(null, 200)
}

/** Registration and its double opt-in confirmation. */
export function registerAccountRegisterRoutes(app: Hono<AppEnv>): void {
  app.post('/account/register', register)
  app.post('/account/register-confirm', registerConfirm)
}
