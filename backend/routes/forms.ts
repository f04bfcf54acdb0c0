import { randomBytes } from 'node:crypto'
import type { Context, Hono } from 'hono'
import {
  blankViolation,
  contactViolations,
  emailHash,
  emailViolations,
  formText,
  newsletterViolations,
} from '../customer/form-validation.ts'
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

const newId = (): string => randomBytes(16).toString('hex')
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
    const address = formText(body, 'email').toLowerCase()
    ensureAccepted(c, limitersOf(c.get('services')).contact)
    const { shop, now } = c.get('services')
    const nullable = (field: string) => formText(body, field) || null
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
        formText(body, 'subject'),
        formText(body, 'comment'),
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
    const storefrontUrl = formText(body, 'storefrontUrl')
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
    const address = formText(body, 'email').toLowerCase()
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
          formText(body, 'salutationId') || null,
          formText(body, 'firstName') || null,
          formText(body, 'lastName') || null,
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
    if (formText(body, 'hash') === '') errors.push(blankViolation('hash', body.hash))
    if (formText(body, 'em') === '') errors.push(blankViolation('em', body.em))
    if (errors.length > 0) throw ApiProblem.many(400, errors)
    const { shop, now } = c.get('services')
    const row = shop.db
      .prepare<[string, string], { id: string; email: string }>(
        "SELECT id, email FROM newsletter_recipient WHERE sales_channel_id = ? AND hash = ? AND status IN ('notSet', 'optIn')",
      )
      .get(c.get('ctx').salesChannel.id, formText(body, 'hash'))
    if (!row || emailHash(row.email) !== formText(body, 'em'))
      throw new ApiProblem(
        400,
        'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND',
        'The newsletter recipient could not be found.',
        { parameters: { hash: formText(body, 'hash').slice(0, 64) } },
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
    emailViolations(errors, body)
    if (errors.length > 0) throw ApiProblem.many(400, errors)
    const { shop, now } = c.get('services')
    shop.db
      .prepare(
        "UPDATE newsletter_recipient SET status = 'optOut', updated_at = ? WHERE sales_channel_id = ? AND email = ?",
      )
      .run(now().toISOString(), c.get('ctx').salesChannel.id, formText(body, 'email').toLowerCase())
    return c.body(null, 200)
  })
}
