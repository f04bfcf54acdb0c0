import type { Context, Hono } from 'hono'
import { applyIncludes } from '../criteria/includes.ts'
import { parseCriteria } from '../criteria/parse.ts'
import { cartFollowsToken } from '../cart/transfer.ts'
import {
  checkAccountType,
  emailNotUnique,
  notEqual,
  passwordNotCorrect,
  unknownPaymentMethod,
} from '../customer/account-errors.ts'
import {
  deleteAccount,
  updateDefaultPaymentMethod,
  updateEmail,
  updatePassword,
  updateProfile,
} from '../customer/accounts.ts'
import { businessFields } from '../customer/business.ts'
import { requireCustomer } from '../customer/current.ts'
import { mailBaseUrl } from '../customer/links.ts'
import { greetingOf, mailCustomer, shopName } from '../customer/mail.ts'
import { customerJson } from '../serialize/customers.ts'
import {
  hashPassword,
  loggedOutPayload,
  renewSessionsAfterNewPassword,
  verifyPassword,
} from '../customer/session.ts'
import { passwordMinLength } from '../customer/settings.ts'
import { addressById, customerByEmail } from '../core/customers.ts'
import {
  birthday,
  optionalText,
  requireEmail,
  requireName,
  requirePassword,
  salutationId,
  text,
  Violations,
} from '../customer/validate.ts'
import { transaction } from '../db/database.ts'
import { type AppEnv, saveContext } from '../core/context.ts'
import { problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { isId } from '../lib/ids.ts'

async function readCustomer(c: Context<AppEnv>) {
  const customer = requireCustomer(c)
  const criteria = parseCriteria(await readPayload(c))
  const { shop } = c.get('services')
  const json = customerJson(shop, c.get('ctx'), customer)
  return c.json(applyIncludes(json, criteria.includes) as Record<string, unknown>)
}

function deleteCustomer(c: Context<AppEnv>) {
  const customer = requireCustomer(c, { allowGuest: false })
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  deleteAccount(shop.db, customer.id, ctx.token, loggedOutPayload(ctx.payload), now().toISOString())
  return c.body(null, 204)
}

async function changeProfile(c: Context<AppEnv>) {
  const customer = requireCustomer(c, { allowGuest: false })
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const v = new Violations()
  checkAccountType(v, body.accountType)
  const raw = body.accountType
  const accountType = raw === 'business' || raw === 'private' ? raw : customer.account_type
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
  if (firstName === null || lastName === null) throw new Error('validated profile lost a name')
  updateProfile(
    shop.db,
    customer.id,
    { accountType, salutationId: salutation, title, firstName, lastName, birthday: born, ...business },
    now().toISOString(),
  )
  return c.json({ success: true })
}

async function changeEmail(c: Context<AppEnv>) {
  const customer = requireCustomer(c, { allowGuest: false })
  const { shop, now, passwordHashCost } = c.get('services')
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const v = new Violations()
  const email = requireEmail(v, body, 'email')
  const confirmation = text(body, 'emailConfirmation')
  if (!confirmation) v.blank('/emailConfirmation')
  else if (email && email !== confirmation) notEqual(v, '/email', confirmation)
  const password = typeof body.password === 'string' ? body.password : ''
  if (password === '') v.blank('/password')
  else if (!(await verifyPassword(password, customer.password, passwordHashCost))) passwordNotCorrect(v)
  if (email) {
    const other = customerByEmail(shop.db, ctx.salesChannel.id, email)
    if (other && other.id !== customer.id) emailNotUnique(v, email)
  }
  v.throwIfAny()
  if (!email) throw new Error('validated e-mail lost')
  updateEmail(shop.db, customer.id, email, now().toISOString())
  mailCustomer(shop, ctx, now(), email, 'customer.email.changed', {
    ...greetingOf(shop, ctx, customer),
    shopName: shopName(shop),
    email,
  })
  return c.json({ success: true })
}

async function changePassword(c: Context<AppEnv>) {
  const customer = requireCustomer(c, { allowGuest: false })
  const { shop, now, passwordHashCost } = c.get('services')
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const v = new Violations()
  const current = typeof body.password === 'string' ? body.password : ''
  if (current === '') v.blank('/password')
  else if (!(await verifyPassword(current, customer.password, passwordHashCost))) passwordNotCorrect(v)
  const next = requirePassword(v, body, 'newPassword', passwordMinLength(shop, ctx.salesChannel.id))
  const confirm = typeof body.newPasswordConfirm === 'string' ? body.newPasswordConfirm : ''
  if (next !== null && confirm !== next) notEqual(v, '/newPassword', confirm === '' ? '' : '***')
  v.throwIfAny()
  if (next === null) throw new Error('validated password lost')
  const passwordHash = await hashPassword(next, passwordHashCost)
  transaction(shop.db, () => {
    updatePassword(shop.db, customer.id, passwordHash, now().toISOString())
    renewSessionsAfterNewPassword(c, customer.id, cartFollowsToken(shop.db))
  })
  mailCustomer(shop, ctx, now(), customer.email, 'customer.password.changed', {
    ...greetingOf(shop, ctx, customer),
    shopName: shopName(shop),
    recoverUrl: `${mailBaseUrl(c.get('services'), c.get('ctx'))}/account/recover`,
  })
  return c.json({ success: true })
}

function changePaymentMethod(c: Context<AppEnv>) {
  const customer = requireCustomer(c)
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const id = c.req.param('paymentMethodId') ?? ''
  if (!isId(id)) throw problems.invalidUuid(id, '/paymentMethodId')
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  if (!cache.paymentMethods.some((m) => m.id === id)) throw unknownPaymentMethod(id)
  const at = now()
  updateDefaultPaymentMethod(shop.db, customer.id, id, at.toISOString())
  saveContext(shop, ctx, { ...ctx.payload, paymentMethodId: id }, at)
  return c.json({ success: true })
}

/** The logged-in customer's account: profile, e-mail, password, payment method, deletion. */
export function registerAccountRoutes(app: Hono<AppEnv>): void {
  app.get('/account/customer', readCustomer)
  app.post('/account/customer', readCustomer)
  app.delete('/account/customer', deleteCustomer)
  app.post('/account/change-profile', changeProfile)
  app.post('/account/change-email', changeEmail)
  app.post('/account/change-password', changePassword)
  app.post('/account/change-payment-method/:paymentMethodId', changePaymentMethod)
}
