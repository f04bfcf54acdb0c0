import type { Context, Hono } from 'hono'
import { notEqual, notFoundByHash, recoveryHashExpired } from '../customer/account-errors.ts'
import { mailBaseUrl, requireStorefrontUrl } from '../customer/links.ts'
import { greetingOf, mailCustomer, shopName } from '../customer/mail.ts'
import {
  findRecovery,
  RECOVERY_HASH_TTL_MS,
  recoveryExpired,
  redeemRecovery,
  startRecovery,
} from '../customer/recovery.ts'
import { newId } from '../customer/registration.ts'
import { cartFollowsToken } from '../cart/transfer.ts'
import { hashPassword, randomHash, rateLimitKey, renewSessionsAfterNewPassword } from '../customer/session.ts'
import { passwordMinLength } from '../customer/settings.ts'
import { customerByEmail, customerById } from '../core/customers.ts'
import { requireEmail, requirePassword, text, Violations } from '../customer/validate.ts'
import { transaction } from '../db/database.ts'
import type { AppEnv } from '../core/context.ts'
import { ensureAcceptedPerClient, limitersOf } from '../core/limiters.ts'
import { readPayload } from '../http/payload.ts'
import { rateLimitExceeded } from '../http/rate-limit.ts'

async function sendRecoveryMail(c: Context<AppEnv>) {
  const services = c.get('services')
  const { shop, now } = services
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const v = new Violations()
  const email = requireEmail(v, body, 'email')
  const storefrontUrl = requireStorefrontUrl(services, ctx, v, body)
  v.throwIfAny()
  if (!email || !storefrontUrl) throw new Error('validated recovery request lost a field')
  // Per client first (the docs' "3, then 30/60/90 s per client IP"): one client mailing many
  // addresses; then Shopware's reset_password limiter per address and client.
  ensureAcceptedPerClient(c, limitersOf(services).recoveryByClient)
  const decision = limitersOf(services).recovery.consume(rateLimitKey(c, email))
  if (!decision.allowed) throw rateLimitExceeded(decision.waitSeconds)
  // Unknown addresses get the same answer: the response never tells whether an account exists.
  const customer = customerByEmail(shop.db, ctx.salesChannel.id, email)
  if (customer) {
    const hash = randomHash()
    startRecovery(shop.db, newId(), customer.id, hash, now().toISOString())
    mailCustomer(shop, ctx, now(), customer.email, 'customer.recovery.request', {
      ...greetingOf(shop, ctx, customer),
      shopName: shopName(shop),
      resetUrl: `${mailBaseUrl(services, ctx, storefrontUrl)}/account/recover/password?hash=${hash}`,
      validHours: RECOVERY_HASH_TTL_MS / 3_600_000,
    })
  }
  return c.json({ success: true })
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
  const recovery = findRecovery(shop.db, hash, ctx.salesChannel.id)
  // a redeemed hash is gone for good, exactly like an unknown one
  if (!recovery || recovery.used_at) throw notFoundByHash(hash)
  if (recoveryExpired(recovery, now())) throw recoveryHashExpired(hash)
  const customer = customerById(shop.db, recovery.customer_id)
  if (!customer) throw notFoundByHash(hash)
  const passwordHash = await hashPassword(next, services.passwordHashCost)
  transaction(shop.db, () => {
    redeemRecovery(shop.db, recovery, passwordHash, now().toISOString())
    renewSessionsAfterNewPassword(c, customer.id, cartFollowsToken(shop.db))
  })
  limitersOf(services).login.reset(rateLimitKey(c, customer.email))
  return c.json({ success: true })
}

async function recoveryIsExpired(c: Context<AppEnv>) {
  const { shop, now } = c.get('services')
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
  const recovery = findRecovery(shop.db, hash, c.get('ctx').salesChannel.id)
  if (!recovery || recovery.used_at) throw notFoundByHash(hash)
  return c.json({ isExpired: recoveryExpired(recovery, now()), apiAlias: 'array_struct' })
}

/** Password recovery: the mailed link, its expiry check and the new password. */
export function registerAccountRecoveryRoutes(app: Hono<AppEnv>): void {
  app.post('/account/recovery-password', sendRecoveryMail)
  app.post('/account/recovery-password-confirm', recoveryConfirm)
  app.post('/account/customer-recovery-is-expired', recoveryIsExpired)
}
