import { createHash, randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { transferCartOnLogin } from '../cart/transfer.ts'
import { isRecord } from '../criteria/filters.ts'
import { applyIncludes } from '../criteria/includes.ts'
import { parseCriteria } from '../criteria/parse.ts'
import { transaction } from '../db/database.ts'
import type { AppEnv, RequestContext } from '../http/context.ts'
import { ApiProblem, problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import type { Shop } from '../http/shop.ts'
import { isId } from '../lib/ids.ts'
import { requireCustomer } from '../customer/current.ts'
import { greetingOf, mailCustomer, shopName } from '../customer/mail.ts'
import { customerJson } from '../customer/serialize.ts'
import {
  authThrottled,
  hashPassword,
  loggedInPayload,
  loggedOutPayload,
  randomHash,
  rateLimitExceeded,
  rateLimitKey,
  rateLimiters,
  rotateContext,
  verifyPassword,
} from '../customer/session.ts'
import {
  addressById,
  type AddressFields,
  type CustomerRow,
  customerByEmail,
  customerById,
  insertAddress,
  nextNumber,
} from '../customer/store.ts'
import {
  birthday,
  businessFields,
  optionalText,
  requireEmail,
  requireName,
  requirePassword,
  requireStorefrontUrl,
  salutationId,
  text,
  validateAddress,
  Violations,
} from '../customer/validate.ts'

type Json = Record<string, unknown>

/** Shopware keeps a password recovery hash for 2 hours. */
export const RECOVERY_HASH_TTL_MS = 2 * 3_600_000
export const DEFAULT_PASSWORD_MIN_LENGTH = 8

const sha1 = (value: string) => createHash('sha1').update(value).digest('hex')
export const newId = (): string => randomUUID().replaceAll('-', '')

/** A system_config value of the sales channel (falling back to the global one), parsed JSON. */
function configValue(shop: Shop, salesChannelId: string, key: string): unknown {
  const row = shop.db
    .prepare<[string, string], { value: string }>(
      `SELECT value FROM system_config WHERE config_key = ? AND sales_channel_id IN ('', ?)
       ORDER BY sales_channel_id DESC LIMIT 1`,
    )
    .get(key, salesChannelId)
  if (!row) return undefined
  try {
    return JSON.parse(row.value)
  } catch {
    return undefined
  }
}

/** core.loginRegistration.doubleOptInRegistration; on unless configured off. */
export function doubleOptInEnabled(shop: Shop, salesChannelId: string): boolean {
  return configValue(shop, salesChannelId, 'core.loginRegistration.doubleOptInRegistration') !== false
}

export function passwordMinLength(shop: Shop, salesChannelId: string): number {
  const v = configValue(shop, salesChannelId, 'core.loginRegistration.passwordMinLength')
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : DEFAULT_PASSWORD_MIN_LENGTH
}

/** The storefront domain of the request language (for links in mails not triggered by a form). */
export function storefrontDomain(shop: Shop, ctx: RequestContext): string {
  const rows = shop.db
    .prepare<[string], { url: string; language_id: string }>(
      'SELECT url, language_id FROM sales_channel_domain WHERE sales_channel_id = ? ORDER BY url',
    )
    .all(ctx.salesChannel.id)
  const row = rows.find((r) => r.language_id === ctx.languageId) ?? rows[0]
  return (row?.url ?? '').replace(/\/+$/, '')
}

const badCredentials = () =>
  new ApiProblem(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.')

const notFoundByHash = (hash: string) =>
  new ApiProblem(
    404,
    'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH',
    `No matching customer for the hash "${hash}" was found.`,
    {
      parameters: { hash },
    },
  )

function passwordNotCorrect(v: Violations): void {
  v.add('CUSTOMER_PASSWORD_NOT_CORRECT', '/password', 'Password does not match.')
}

function notEqual(v: Violations, pointer: string, compared: string): void {
  v.add('NOT_EQUAL_ERROR', pointer, `This value should be equal to ${JSON.stringify(compared)}.`, {
    '{{ compared_value }}': JSON.stringify(compared),
  })
}

function emailNotUnique(v: Violations, email: string): void {
  v.add('CUSTOMER_EMAIL_NOT_UNIQUE', '/email', `The email address ${email} is already in use.`, {
    '{{ email }}': email,
  })
}

/** Logs `customer` in: a new context token replaces the request's, and the guest cart moves over. */
function logIn(c: Context<AppEnv>, customer: CustomerRow): string {
  const { shop, now } = c.get('services')
  const shipping = addressById(shop.db, customer.default_shipping_address_id)
  const at = now().toISOString()
  shop.db
    .prepare('UPDATE customer SET last_login = ?, first_login = COALESCE(first_login, ?) WHERE id = ?')
    .run(at, at, customer.id)
  return rotateContext(
    c,
    loggedInPayload(c.get('ctx').payload, customer, shipping?.country_id ?? null),
    (from, to) => transferCartOnLogin(shop.db, { fromToken: from, toToken: to, customerId: customer.id }),
  )
}

/** Address input of the registration with the customer's names and salutation as defaults. */
function withCustomerDefaults(input: unknown, body: Json): unknown {
  if (!isRecord(input)) return input
  const a = input as Json
  return {
    ...a,
    firstName: text(a, 'firstName') ?? body.firstName,
    lastName: text(a, 'lastName') ?? body.lastName,
    salutationId: text(a, 'salutationId') ?? body.salutationId,
    title: text(a, 'title') ?? body.title,
  }
}

/**
 * Names an address inherits from the customer are reported once, at the customer's field: a blank
 * top-level firstName must not also appear as /billingAddress/firstName.
 */
function dropInheritedNameErrors(v: Violations, body: Json): void {
  for (const prefix of ['billingAddress', 'shippingAddress']) {
    const address = body[prefix]
    if (!isRecord(address)) continue
    for (const key of ['firstName', 'lastName']) {
      if (text(address as Json, key) !== null) continue
      const pointer = `/${prefix}/${key}`
      for (let i = v.list.length - 1; i >= 0; i--)
        if (v.list[i]?.source?.pointer === pointer) v.list.splice(i, 1)
    }
  }
}

async function register(c: Context<AppEnv>) {
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const db = shop.db
  const body = await readPayload(c)
  const v = new Violations()
  const guest = body.guest === true
  const rawType = body.accountType
  if (rawType !== undefined && rawType !== null && rawType !== 'private' && rawType !== 'business') {
    v.add('NO_SUCH_CHOICE_ERROR', '/accountType', 'The value you selected is not a valid choice.', {
      '{{ value }}': JSON.stringify(String(rawType).slice(0, 50)),
    })
  }
  const accountType = rawType === 'business' ? 'business' : 'private'
  const email = requireEmail(v, body, 'email')
  const password = guest
    ? null
    : requirePassword(v, body, 'password', passwordMinLength(shop, ctx.salesChannel.id))
  const firstName = requireName(v, body, 'firstName', '/firstName')
  const lastName = requireName(v, body, 'lastName', '/lastName')
  const salutation = salutationId(shop, ctx, v, body, '/salutationId')
  const title = optionalText(v, body, 'title', '/title')
  const accepted = body.acceptedDataProtection
  if (!guest && accepted !== true && accepted !== 1 && accepted !== '1' && accepted !== 'true') {
    v.blank('/acceptedDataProtection')
  }
  const storefrontUrl = requireStorefrontUrl(shop, ctx, v, body)
  const born = birthday(v, body)
  const billing = validateAddress(
    shop,
    ctx,
    v,
    withCustomerDefaults(body.billingAddress, body),
    '/billingAddress',
  )
  const shippingInput = body.shippingAddress
  const shipping =
    isRecord(shippingInput) && Object.keys(shippingInput).length > 0
      ? validateAddress(shop, ctx, v, withCustomerDefaults(shippingInput, body), '/shippingAddress')
      : null
  const billingCountry = isRecord(body.billingAddress) ? text(body.billingAddress as Json, 'countryId') : null
  const business =
    accountType === 'business'
      ? businessFields(
          shop,
          v,
          {
            ...body,
            company:
              text(body, 'company') ??
              (isRecord(body.billingAddress) ? text(body.billingAddress as Json, 'company') : null),
          },
          billingCountry,
        )
      : { company: null, vatIds: [] }
  if (email && !guest && customerByEmail(db, ctx.salesChannel.id, email)) emailNotUnique(v, email)
  dropInheritedNameErrors(v, body)
  const affiliateCode = optionalText(v, body, 'affiliateCode', '/affiliateCode')
  const campaignCode = optionalText(v, body, 'campaignCode', '/campaignCode')
  v.throwIfAny()
  if (!email || !firstName || !lastName || !billing || !storefrontUrl)
    throw new Error('validated registration lost a field')

  const doubleOptIn = !guest && doubleOptInEnabled(shop, ctx.salesChannel.id)
  const passwordHash = password ? await hashPassword(password) : null
  const at = now().toISOString()
  const id = newId()
  const billingId = newId()
  const shippingId = shipping ? newId() : billingId
  const hash = doubleOptIn ? randomHash() : null
  const billingFields: AddressFields = {
    ...billing,
    company: billing.company ?? business.company,
  }
  transaction(db, () => {
    db.prepare(
      `INSERT INTO customer (id, sales_channel_id, customer_group_id, requested_group_id, language_id, customer_number,
         account_type, salutation_id, title, first_name, last_name, company, vat_ids, email, password, active, guest,
         double_opt_in_registration, double_opt_in_email_sent_date, hash, default_billing_address_id,
         default_shipping_address_id, default_payment_method_id, birthday, affiliate_code, campaign_code, created_at)
       VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      ctx.salesChannel.id,
      ctx.salesChannel.customer_group_id,
      ctx.languageId,
      nextNumber(db, 'customer'),
      accountType,
      salutation,
      title,
      firstName,
      lastName,
      business.company,
      JSON.stringify(business.vatIds),
      email,
      passwordHash,
      doubleOptIn ? 0 : 1,
      guest ? 1 : 0,
      doubleOptIn ? 1 : 0,
      doubleOptIn ? at : null,
      hash,
      billingId,
      shippingId,
      ctx.salesChannel.payment_method_id,
      born,
      affiliateCode,
      campaignCode,
      at,
    )
    insertAddress(db, billingId, id, billingFields, at)
    if (shipping) insertAddress(db, shippingId, id, shipping, at)
  })
  const customer = customerById(db, id)
  if (!customer) throw new Error('registered customer vanished')
  const greeting = greetingOf(shop, ctx, customer)
  if (doubleOptIn && hash) {
    const confirmUrl = `${storefrontUrl}/account/register/confirm?em=${sha1(email)}&hash=${hash}`
    mailCustomer(shop, ctx, now(), email, 'customer.register.double_opt_in', {
      ...greeting,
      shopName: shopName(shop),
      confirmUrl,
    })
    return c.json(customerJson(shop, ctx, customer))
  }
  logIn(c, customer)
  if (!guest) {
    mailCustomer(shop, ctx, now(), email, 'customer.register.welcome', {
      ...greeting,
      shopName: shopName(shop),
      accountUrl: `${storefrontUrl}/account`,
      email,
    })
  }
  const fresh = customerById(db, id) ?? customer
  return c.json(customerJson(shop, c.get('ctx'), fresh))
}

async function registerConfirm(c: Context<AppEnv>) {
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const hash = text(body, 'hash')
  const em = text(body, 'em')
  if (!hash) throw new ApiProblem(404, 'CHECKOUT__NO_HASH_PROVIDED', 'The given hash is empty.')
  const customer = shop.db
    .prepare<[string, string], CustomerRow>(
      'SELECT * FROM customer WHERE hash = ? AND sales_channel_id = ? AND guest = 0',
    )
    .get(hash, ctx.salesChannel.id)
  if (!customer || !em || sha1(customer.email) !== em) throw notFoundByHash(hash)
  if (customer.active === 1 || customer.double_opt_in_confirm_date) {
    throw new ApiProblem(
      412,
      'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED',
      `The customer with the id "${customer.id}" is already confirmed.`,
      { parameters: { customerId: customer.id } },
    )
  }
  const at = now().toISOString()
  shop.db
    .prepare('UPDATE customer SET active = 1, double_opt_in_confirm_date = ?, updated_at = ? WHERE id = ?')
    .run(at, at, customer.id)
  const confirmed = customerById(shop.db, customer.id) ?? customer
  logIn(c, confirmed)
  mailCustomer(shop, ctx, now(), confirmed.email, 'customer.register.welcome', {
    ...greetingOf(shop, ctx, confirmed),
    shopName: shopName(shop),
    accountUrl: `${storefrontDomain(shop, ctx)}/account`,
    email: confirmed.email,
  })
  // The contract documents no body for this 200: the new sw-context-token header is the answer
  // (the client reads the customer with /account/customer).
  return c.body(null, 200)
}

async function login(c: Context<AppEnv>) {
  const services = c.get('services')
  const { shop } = services
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const username = text(body, 'username') ?? text(body, 'email')
  const password = typeof body.password === 'string' ? body.password : ''
  if (!username || password === '') throw badCredentials()
  const key = rateLimitKey(c, username)
  const { login: limiter } = rateLimiters(services)
  const decision = limiter.consume(key)
  if (!decision.allowed) throw authThrottled(decision.waitSeconds)
  const customer = customerByEmail(shop.db, ctx.salesChannel.id, username)
  const ok = await verifyPassword(password, customer?.password ?? null)
  if (!customer || !ok) throw badCredentials()
  if (customer.active !== 1) {
    throw new ApiProblem(
      401,
      'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED',
      `The customer with the id "${customer.id}" has not completed the opt-in.`,
      { parameters: { customerId: customer.id } },
    )
  }
  limiter.reset(key)
  const token = logIn(c, customer)
  return c.json({ contextToken: token })
}

function logout(c: Context<AppEnv>) {
  requireCustomer(c)
  const token = rotateContext(c, loggedOutPayload(c.get('ctx').payload))
  return c.json({ contextToken: token })
}

async function readCustomer(c: Context<AppEnv>) {
  const customer = requireCustomer(c)
  const criteria = parseCriteria(await readPayload(c))
  const { shop } = c.get('services')
  return c.json(applyIncludes(customerJson(shop, c.get('ctx'), customer), criteria.includes) as Json)
}

function deleteCustomer(c: Context<AppEnv>) {
  const customer = requireCustomer(c, { allowGuest: false })
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const db = shop.db
  transaction(db, () => {
    db.prepare('UPDATE product_review SET customer_id = NULL WHERE customer_id = ?').run(customer.id)
    db.prepare('DELETE FROM sales_channel_context WHERE customer_id = ? AND token <> ?').run(
      customer.id,
      ctx.token,
    )
    db.prepare('DELETE FROM customer WHERE id = ?').run(customer.id)
  })
  const payload = loggedOutPayload(ctx.payload)
  db.prepare(
    'UPDATE sales_channel_context SET payload = ?, customer_id = NULL, updated_at = ? WHERE token = ?',
  ).run(JSON.stringify(payload), now().toISOString(), ctx.token)
  return c.body(null, 204)
}

async function changeProfile(c: Context<AppEnv>) {
  const customer = requireCustomer(c, { allowGuest: false })
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const v = new Violations()
  const rawType = body.accountType
  if (rawType !== undefined && rawType !== null && rawType !== 'private' && rawType !== 'business') {
    v.add('NO_SUCH_CHOICE_ERROR', '/accountType', 'The value you selected is not a valid choice.', {
      '{{ value }}': JSON.stringify(String(rawType).slice(0, 50)),
    })
  }
  const accountType = rawType === 'business' || rawType === 'private' ? rawType : customer.account_type
  const firstName = requireName(v, body, 'firstName', '/firstName')
  const lastName = requireName(v, body, 'lastName', '/lastName')
  const salutation =
    'salutationId' in body ? salutationId(shop, ctx, v, body, '/salutationId') : customer.salutation_id
  const title = 'title' in body ? optionalText(v, body, 'title', '/title') : customer.title
  const born = ['birthdayDay', 'birthdayMonth', 'birthdayYear'].some((k) => k in body)
    ? birthday(v, body)
    : customer.birthday
  const billing = addressById(shop.db, customer.default_billing_address_id)
  const business =
    accountType === 'business'
      ? businessFields(shop, v, body, billing?.country_id ?? null)
      : { company: null, vatIds: [] }
  v.throwIfAny()
  shop.db
    .prepare(
      `UPDATE customer SET account_type = ?, salutation_id = ?, title = ?, first_name = ?, last_name = ?,
         company = ?, vat_ids = ?, birthday = ?, updated_at = ? WHERE id = ?`,
    )
    .run(
      accountType,
      salutation,
      title,
      firstName,
      lastName,
      business.company,
      JSON.stringify(business.vatIds),
      born,
      now().toISOString(),
      customer.id,
    )
  return c.json({ success: true })
}

async function changeEmail(c: Context<AppEnv>) {
  const customer = requireCustomer(c, { allowGuest: false })
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const v = new Violations()
  const email = requireEmail(v, body, 'email')
  const confirmation = text(body, 'emailConfirmation')
  if (!confirmation) v.blank('/emailConfirmation')
  else if (email && email !== confirmation) notEqual(v, '/email', confirmation)
  const password = typeof body.password === 'string' ? body.password : ''
  if (password === '') v.blank('/password')
  else if (!(await verifyPassword(password, customer.password))) passwordNotCorrect(v)
  if (email) {
    const other = customerByEmail(shop.db, ctx.salesChannel.id, email)
    if (other && other.id !== customer.id) emailNotUnique(v, email)
  }
  v.throwIfAny()
  if (!email) throw new Error('validated e-mail lost')
  shop.db
    .prepare('UPDATE customer SET email = ?, updated_at = ? WHERE id = ?')
    .run(email, now().toISOString(), customer.id)
  mailCustomer(shop, ctx, now(), email, 'customer.email.changed', {
    ...greetingOf(shop, ctx, customer),
    shopName: shopName(shop),
    email,
  })
  return c.json({ success: true })
}

async function changePassword(c: Context<AppEnv>) {
  const customer = requireCustomer(c, { allowGuest: false })
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const v = new Violations()
  const current = typeof body.password === 'string' ? body.password : ''
  if (current === '') v.blank('/password')
  else if (!(await verifyPassword(current, customer.password))) passwordNotCorrect(v)
  const next = requirePassword(v, body, 'newPassword', passwordMinLength(shop, ctx.salesChannel.id))
  const confirm = typeof body.newPasswordConfirm === 'string' ? body.newPasswordConfirm : ''
  if (next !== null && confirm !== next) notEqual(v, '/newPassword', confirm === '' ? '' : '***')
  v.throwIfAny()
  if (next === null) throw new Error('validated password lost')
  shop.db
    .prepare('UPDATE customer SET password = ?, updated_at = ? WHERE id = ?')
    .run(await hashPassword(next), now().toISOString(), customer.id)
  mailCustomer(shop, ctx, now(), customer.email, 'customer.password.changed', {
    ...greetingOf(shop, ctx, customer),
    shopName: shopName(shop),
    recoverUrl: `${storefrontDomain(shop, ctx)}/account/recover`,
  })
  return c.json({ success: true })
}

async function sendRecoveryMail(c: Context<AppEnv>) {
  const services = c.get('services')
  const { shop, now } = services
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const v = new Violations()
  const email = requireEmail(v, body, 'email')
  const storefrontUrl = requireStorefrontUrl(shop, ctx, v, body)
  v.throwIfAny()
  if (!email || !storefrontUrl) throw new Error('validated recovery request lost a field')
  const decision = rateLimiters(services).recovery.consume(rateLimitKey(c, email))
  if (!decision.allowed) throw rateLimitExceeded(decision.waitSeconds)
  // Unknown addresses get the same answer: the response never tells whether an account exists.
  const customer = customerByEmail(shop.db, ctx.salesChannel.id, email)
  if (customer) {
    const hash = randomHash()
    const at = now().toISOString()
    transaction(shop.db, () => {
      shop.db.prepare('DELETE FROM customer_recovery WHERE customer_id = ?').run(customer.id)
      shop.db
        .prepare('INSERT INTO customer_recovery (id, customer_id, hash, created_at) VALUES (?, ?, ?, ?)')
        .run(newId(), customer.id, hash, at)
    })
    mailCustomer(shop, ctx, now(), customer.email, 'customer.recovery.request', {
      ...greetingOf(shop, ctx, customer),
      shopName: shopName(shop),
      resetUrl: `${storefrontUrl}/account/recover/password?hash=${hash}`,
      validHours: RECOVERY_HASH_TTL_MS / 3_600_000,
    })
  }
  return c.json({ success: true })
}

interface RecoveryRow {
  id: string
  customer_id: string
  hash: string
  created_at: string
  used_at: string | null
}

function findRecovery(c: Context<AppEnv>, hash: string): RecoveryRow | undefined {
  const { shop } = c.get('services')
  return shop.db
    .prepare<[string, string], RecoveryRow>(
      `SELECT r.* FROM customer_recovery r JOIN customer c ON c.id = r.customer_id
       WHERE r.hash = ? AND c.sales_channel_id = ?`,
    )
    .get(hash, c.get('ctx').salesChannel.id)
}

function recoveryExpired(c: Context<AppEnv>, row: RecoveryRow): boolean {
  return c.get('services').now().getTime() - Date.parse(row.created_at) > RECOVERY_HASH_TTL_MS
}

async function recoveryConfirm(c: Context<AppEnv>) {
  const services = c.get('services')
  const { shop, now } = services
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const v = new Violations()
  const hash = text(body, 'hash')
  if (!hash) v.blank('/hash')
  const next = requirePassword(v, body, 'newPassword', passwordMinLength(shop, ctx.salesChannel.id))
  const confirm = typeof body.newPasswordConfirm === 'string' ? body.newPasswordConfirm : ''
  if (next !== null && confirm !== next) notEqual(v, '/newPassword', confirm === '' ? '' : '***')
  v.throwIfAny()
  if (!hash || next === null) throw new Error('validated recovery lost a field')
  const recovery = findRecovery(c, hash)
  // a redeemed hash is gone for good, exactly like an unknown one
  if (!recovery || recovery.used_at) throw notFoundByHash(hash)
  if (recoveryExpired(c, recovery)) {
    throw new ApiProblem(410, 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', `The hash "${hash}" is expired.`, {
      parameters: { hash },
    })
  }
  const customer = customerById(shop.db, recovery.customer_id)
  if (!customer) throw notFoundByHash(hash)
  const passwordHash = await hashPassword(next)
  const at = now().toISOString()
  transaction(shop.db, () => {
    shop.db
      .prepare('UPDATE customer SET password = ?, updated_at = ? WHERE id = ?')
      .run(passwordHash, at, customer.id)
    shop.db.prepare('UPDATE customer_recovery SET used_at = ? WHERE id = ?').run(at, recovery.id)
  })
  rateLimiters(services).login.reset(rateLimitKey(c, customer.email))
  return c.json({ success: true })
}

async function recoveryIsExpired(c: Context<AppEnv>) {
  const body = await readPayload(c)
  const hash = text(body, 'hash') ?? ''
  if (hash.length !== 32) {
    const v = new Violations()
    if (hash === '') v.blank('/hash')
    else {
      v.add('EXACT_ERROR', '/hash', 'This value should have exactly 32 characters.', { '{{ limit }}': 32 })
    }
    v.throwIfAny()
  }
  const recovery = findRecovery(c, hash)
  if (!recovery || recovery.used_at) throw notFoundByHash(hash)
  return c.json({ isExpired: recoveryExpired(c, recovery), apiAlias: 'array_struct' })
}

async function changePaymentMethod(c: Context<AppEnv>) {
  const customer = requireCustomer(c)
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const id = c.req.param('paymentMethodId') ?? ''
  if (!isId(id)) throw problems.invalidUuid(id, '/paymentMethodId')
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  if (!cache.paymentMethods.some((m) => m.id === id)) {
    throw new ApiProblem(
      400,
      'CHECKOUT__UNKNOWN_PAYMENT_METHOD',
      `The payment method ${id} could not be found.`,
      {
        parameters: { paymentMethodId: id },
      },
    )
  }
  const at = now().toISOString()
  shop.db
    .prepare('UPDATE customer SET default_payment_method_id = ?, updated_at = ? WHERE id = ?')
    .run(id, at, customer.id)
  const payload = { ...ctx.payload, paymentMethodId: id }
  shop.db
    .prepare('UPDATE sales_channel_context SET payload = ?, updated_at = ? WHERE token = ?')
    .run(JSON.stringify(payload), at, ctx.token)
  return c.json({ success: true })
}

/** Customer account routes of the Store API (registration, login, profile, password recovery). */
export function registerAccountRoutes(app: Hono<AppEnv>): void {
  app.post('/account/register', register)
  app.post('/account/register-confirm', registerConfirm)
  app.post('/account/login', login)
  app.post('/account/logout', logout)
  app.get('/account/customer', readCustomer)
  app.post('/account/customer', readCustomer)
  app.delete('/account/customer', deleteCustomer)
  app.post('/account/change-profile', changeProfile)
  app.post('/account/change-email', changeEmail)
  app.post('/account/change-password', changePassword)
  app.post('/account/recovery-password', sendRecoveryMail)
  app.post('/account/recovery-password-confirm', recoveryConfirm)
  app.post('/account/customer-recovery-is-expired', recoveryIsExpired)
  app.post('/account/change-payment-method/:paymentMethodId', changePaymentMethod)
}
