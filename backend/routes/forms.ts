import { createHash, randomBytes } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { violationAt } from '../customer/validate.ts'
import type { AppEnv } from '../http/context.ts'
import { type ApiErrorEntry, ApiProblem } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { clientIpOf } from '../http/client-ip.ts'
import { limitersOf } from '../http/limiters.ts'
import { rateLimitExceeded, type RateLimiter } from '../http/rate-limit.ts'

/**
 * CMS form routes: POST /contact-form (sendContactMail) and POST /newsletter/subscribe,
 * /newsletter/confirm, /newsletter/unsubscribe. Validation follows Shopware's constraints and
 * answers its violation shape (400, `VIOLATION::…` per field with a source pointer); contact and
 * subscribe are rate-limited per client IP like Shopware's `contact_form`/`newsletter_form` limiters.
 */

const UUID = /^[0-9a-f]{32}$/
// Symfony's "html5" e-mail mode, which Shopware uses.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+\\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

export const FORM_LIMITS = {
  name: 255,
  email: 254,
  phone: 64,
  subject: 255,
  comment: 5000,
  commentMin: 10,
} as const

type Body = Record<string, unknown>

function text(body: Body, field: string): string {
  const value = body[field]
  return typeof value === 'string' ? value.trim() : ''
}

function blank(field: string, value: unknown): ApiErrorEntry {
  return violationAt(field, 'VIOLATION::IS_BLANK_ERROR', 'This value should not be blank.', {
    '{{ value }}': JSON.stringify(typeof value === 'string' ? value : null),
  })
}

function required(errors: ApiErrorEntry[], body: Body, field: string, max: number, min = 0): void {
  const value = text(body, field)
  if (value === '') errors.push(blank(field, body[field]))
  else optional(errors, body, field, max, min)
}

function optional(errors: ApiErrorEntry[], body: Body, field: string, max: number, min = 0): void {
  const raw = body[field]
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    errors.push(
      violationAt(field, 'VIOLATION::INVALID_TYPE_ERROR', 'This value should be of type string.', {
        '{{ value }}': JSON.stringify(raw),
        '{{ type }}': 'string',
      }),
    )
    return
  }
  const value = text(body, field)
  if (value.length > max)
    errors.push(
      violationAt(
        field,
        'VIOLATION::TOO_LONG_ERROR',
        `This value is too long. It should have ${max} characters or less.`,
        { '{{ value }}': JSON.stringify(value.slice(0, 50)), '{{ limit }}': max },
      ),
    )
  else if (value !== '' && value.length < min)
    errors.push(
      violationAt(
        field,
        'VIOLATION::TOO_SHORT_ERROR',
        `This value is too short. It should have ${min} characters or more.`,
        { '{{ value }}': JSON.stringify(value), '{{ limit }}': min },
      ),
    )
}

function email(errors: ApiErrorEntry[], body: Body): void {
  const value = text(body, 'email')
  if (value === '') errors.push(blank('email', body.email))
  else if (value.length > FORM_LIMITS.email || !EMAIL.test(value))
    errors.push(
      violationAt(
        'email',
        'VIOLATION::INVALID_EMAIL_FORMAT_ERROR',
        'This value is not a valid email address.',
        { '{{ value }}': JSON.stringify(value.slice(0, 100)) },
      ),
    )
}

function uuid(errors: ApiErrorEntry[], body: Body, field: string): void {
  const value = body[field]
  if (value === undefined || value === null || value === '') return
  if (typeof value !== 'string' || !UUID.test(value))
    errors.push(
      violationAt(field, 'VIOLATION::INVALID_UUID_ERROR', 'This is not a valid UUID.', {
        '{{ value }}': JSON.stringify(value),
      }),
    )
}

/** Shopware's contact form constraints (firstName/lastName/phone optional in the default config). */
export function contactViolations(body: Body): ApiErrorEntry[] {
  const errors: ApiErrorEntry[] = []
  uuid(errors, body, 'salutationId')
  optional(errors, body, 'firstName', FORM_LIMITS.name)
  optional(errors, body, 'lastName', FORM_LIMITS.name)
  email(errors, body)
  optional(errors, body, 'phone', FORM_LIMITS.phone)
  required(errors, body, 'subject', FORM_LIMITS.subject)
  required(errors, body, 'comment', FORM_LIMITS.comment, FORM_LIMITS.commentMin)
  uuid(errors, body, 'slotId')
  uuid(errors, body, 'navigationId')
  return errors
}

/**
 * The storefront URL must be on a host of the sales channel's domains or of the configured public
 * storefront URLs (any port: the same host may serve on another port in development), or the
 * confirmation link could point anywhere.
 */
function storefrontUrlAllowed(c: Context<AppEnv>, raw: string): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  const services = c.get('services')
  const domains = services.shop.db
    .prepare<[string], string>('SELECT url FROM sales_channel_domain WHERE sales_channel_id = ?')
    .pluck()
    .all(c.get('ctx').salesChannel.id)
  const hosts = [...domains, ...(services.storefrontUrls?.values() ?? [])].map((candidate) => {
    try {
      return new URL(candidate).hostname
    } catch {
      return ''
    }
  })
  return hosts.includes(url.hostname)
}

export function newsletterViolations(body: Body): ApiErrorEntry[] {
  const errors: ApiErrorEntry[] = []
  email(errors, body)
  const option = text(body, 'option')
  if (option === '') errors.push(blank('option', body.option))
  else if (option !== 'subscribe')
    errors.push(
      violationAt(
        'option',
        'VIOLATION::NO_SUCH_CHOICE_ERROR',
        'The value you selected is not a valid choice.',
        { '{{ value }}': JSON.stringify(option), '{{ choices }}': '"subscribe"' },
      ),
    )
  if (text(body, 'storefrontUrl') === '') errors.push(blank('storefrontUrl', body.storefrontUrl))
  uuid(errors, body, 'salutationId')
  uuid(errors, body, 'languageId')
  optional(errors, body, 'firstName', FORM_LIMITS.name)
  optional(errors, body, 'lastName', FORM_LIMITS.name)
  return errors
}

const newId = (): string => randomBytes(16).toString('hex')
/** The `em` parameter of the confirmation link: sha1 of the address, as Shopware builds it. */
export const emailHash = (address: string): string => createHash('sha1').update(address).digest('hex')

/**
 * Shopware's contact_form/newsletter_form limiters key on the client IP only, so a new address per
 * message does not get around them. Without a client IP (an in-process caller that passed none) there
 * is nothing to key on and Shopware skips the limiter too.
 */
function ensureAccepted(c: Context<AppEnv>, limiter: RateLimiter): void {
  const ip = clientIpOf(c)
  if (ip === null) return
  const decision = limiter.consume(`${c.get('ctx').salesChannel.id}:${ip}`)
  if (!decision.allowed) throw rateLimitExceeded(decision.waitSeconds)
}

export function registerFormRoutes(app: Hono<AppEnv>): void {
  app.post('/contact-form', async (c) => {
    const body = await readPayload(c)
    const errors = contactViolations(body)
    if (errors.length > 0) throw ApiProblem.many(400, errors)
    const ctx = c.get('ctx')
    const address = text(body, 'email').toLowerCase()
    ensureAccepted(c, limitersOf(c.get('services')).contact)
    const { shop, now } = c.get('services')
    const nullable = (field: string) => text(body, field) || null
    shop.db
      .prepare(
        `INSERT INTO contact_form_submission (id, sales_channel_id, language_id, salutation_id, first_name, last_name, email, phone, subject, comment, slot_id, navigation_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        newId(),
        ctx.salesChannel.id,
        ctx.languageId,
        nullable('salutationId'),
        nullable('firstName'),
        nullable('lastName'),
        address,
        nullable('phone'),
        text(body, 'subject'),
        text(body, 'comment'),
        nullable('slotId'),
        nullable('navigationId'),
        now().toISOString(),
      )
    // Shopware answers the contact form with an empty 200 ("Message sent successful.").
    return c.body(null, 200)
  })

  app.post('/newsletter/subscribe', async (c) => {
    const body = await readPayload(c)
    const errors = newsletterViolations(body)
    const storefrontUrl = text(body, 'storefrontUrl')
    if (storefrontUrl && !storefrontUrlAllowed(c, storefrontUrl))
      errors.push(
        violationAt(
          'storefrontUrl',
          'VIOLATION::NO_SUCH_CHOICE_ERROR',
          'The value you selected is not a valid choice.',
          { '{{ value }}': JSON.stringify(storefrontUrl.slice(0, 200)) },
        ),
      )
    if (errors.length > 0) throw ApiProblem.many(400, errors)
    const ctx = c.get('ctx')
    const address = text(body, 'email').toLowerCase()
    ensureAccepted(c, limitersOf(c.get('services')).newsletter)
    const { shop, now } = c.get('services')
    const at = now().toISOString()
    const existing = shop.db
      .prepare<[string, string], { id: string; status: string }>(
        'SELECT id, status FROM newsletter_recipient WHERE sales_channel_id = ? AND email = ?',
      )
      .get(ctx.salesChannel.id, address)
    // A confirmed subscriber stays confirmed; anyone else (new, pending, unsubscribed) gets a new
    // double opt-in hash and waits for the confirmation click.
    if (existing?.status === 'optIn' || existing?.status === 'direct')
      return c.json({ success: true, status: existing.status })
    const hash = randomBytes(16).toString('hex')
    if (existing) {
      shop.db
        .prepare(
          "UPDATE newsletter_recipient SET status = 'notSet', hash = ?, storefront_url = ?, language_id = ?, updated_at = ? WHERE id = ?",
        )
        .run(hash, storefrontUrl, ctx.languageId, at, existing.id)
    } else {
      shop.db
        .prepare(
          `INSERT INTO newsletter_recipient (id, sales_channel_id, language_id, email, salutation_id, first_name, last_name, status, hash, storefront_url, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'notSet', ?, ?, ?, ?)`,
        )
        .run(
          newId(),
          ctx.salesChannel.id,
          ctx.languageId,
          address,
          text(body, 'salutationId') || null,
          text(body, 'firstName') || null,
          text(body, 'lastName') || null,
          hash,
          storefrontUrl,
          at,
          at,
        )
    }
    return c.json({ success: true, status: 'notSet' })
  })

  app.post('/newsletter/confirm', async (c) => {
    const body = await readPayload(c)
    const errors: ApiErrorEntry[] = []
    if (text(body, 'hash') === '') errors.push(blank('hash', body.hash))
    if (text(body, 'em') === '') errors.push(blank('em', body.em))
    if (errors.length > 0) throw ApiProblem.many(400, errors)
    const { shop, now } = c.get('services')
    const row = shop.db
      .prepare<[string, string], { id: string; email: string }>(
        "SELECT id, email FROM newsletter_recipient WHERE sales_channel_id = ? AND hash = ? AND status IN ('notSet', 'optIn')",
      )
      .get(c.get('ctx').salesChannel.id, text(body, 'hash'))
    if (!row || emailHash(row.email) !== text(body, 'em'))
      throw new ApiProblem(
        400,
        'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND',
        'The newsletter recipient could not be found.',
        { parameters: { hash: text(body, 'hash').slice(0, 64) } },
      )
    const at = now().toISOString()
    shop.db
      .prepare(
        "UPDATE newsletter_recipient SET status = 'optIn', confirmed_at = COALESCE(confirmed_at, ?), updated_at = ? WHERE id = ?",
      )
      .run(at, at, row.id)
    return c.json({ success: true })
  })

  app.post('/newsletter/unsubscribe', async (c) => {
    const body = await readPayload(c)
    const errors: ApiErrorEntry[] = []
    email(errors, body)
    if (errors.length > 0) throw ApiProblem.many(400, errors)
    const { shop, now } = c.get('services')
    shop.db
      .prepare(
        "UPDATE newsletter_recipient SET status = 'optOut', updated_at = ? WHERE sales_channel_id = ? AND email = ?",
      )
      .run(now().toISOString(), c.get('ctx').salesChannel.id, text(body, 'email').toLowerCase())
    return c.body(null, 200)
  })
}
