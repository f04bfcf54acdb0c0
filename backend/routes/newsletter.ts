import type { Hono } from 'hono'
import { requireCustomer } from '../customer/current.ts'
import {
  blankViolation,
  emailHash,
  emailViolations,
  formText,
  newsletterViolations,
} from '../customer/form-validation.ts'
import { storefrontUrlAllowed } from '../customer/links.ts'
import {
  needsDoubleOptIn,
  newId,
  type NewsletterStatus,
  type RecipientRow,
  recipientByEmail,
  sendDoubleOptInMail,
  sendWelcomeMail,
} from '../customer/newsletter.ts'
import { currentCustomer } from '../customer/current.ts'
import { violationAt } from '../customer/validate.ts'
import type { AppEnv } from '../http/context.ts'
import { type ApiErrorEntry, ApiProblem } from '../http/errors.ts'
import { ensureAcceptedPerClient, limitersOf } from '../http/limiters.ts'
import { readPayload } from '../http/payload.ts'

/**
 * Shopware's newsletter routes: POST /newsletter/subscribe (options direct, subscribe,
 * confirmSubscribe, unsubscribe; double opt-in by configuration), /newsletter/confirm (hash and em =
 * sha1 of the address), /newsletter/unsubscribe, and POST /account/newsletter-recipient (the logged-in
 * customer's own status, AccountNewsletterRecipientRoute). Confirmation mails the welcome code.
 */

const notFound = (hash: string) =>
  new ApiProblem(
    400,
    'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND',
    'The newsletter recipient could not be found.',
    {
      parameters: { hash: hash.slice(0, 64) },
    },
  )

export function registerNewsletterRoutes(app: Hono<AppEnv>): void {
  app.post('/newsletter/subscribe', async (c) => {
    const body = await readPayload(c)
    const services = c.get('services')
    const ctx = c.get('ctx')
    // Shopware's core.newsletter.doubleOptInDomain replaces the storefrontUrl and skips its check.
    const fixedDomain = services.shop.configString('core.newsletter.doubleOptInDomain')
    const storefrontUrl = fixedDomain ?? formText(body, 'storefrontUrl')
    const errors = newsletterViolations(fixedDomain ? { ...body, storefrontUrl } : body)
    if (!fixedDomain && storefrontUrl && !storefrontUrlAllowed(services, ctx.salesChannel.id, storefrontUrl))
      errors.push(
        violationAt(
          'storefrontUrl',
          'VIOLATION::NO_SUCH_CHOICE_ERROR',
          'The value you selected is not a valid choice.',
          {
            '{{ value }}': JSON.stringify(storefrontUrl.slice(0, 200)),
          },
        ),
      )
    if (errors.length > 0) throw ApiProblem.many(400, errors)
    ensureAcceptedPerClient(c, limitersOf(services).newsletter)
    const email = formText(body, 'email').toLowerCase()
    const option = formText(body, 'option')
    const existing = recipientByEmail(services, ctx.salesChannel.id, email)
    // A confirmed subscription that was not cancelled stays as it is (Shopware answers its status).
    if (existing && existing.status !== 'optOut' && existing.confirmed_at && option !== 'unsubscribe')
      return c.json({ success: true, status: existing.status })
    const customer = currentCustomer(c)
    const doi = needsDoubleOptIn(services, customer && customer.guest !== 1 ? customer.email : null, email)
    const status: NewsletterStatus =
      option === 'unsubscribe'
        ? 'optOut'
        : doi
          ? 'notSet'
          : option === 'confirmSubscribe'
            ? 'optIn'
            : 'direct'
    const at = services.now().toISOString()
    const hash = newId()
    const id = existing?.id ?? newId()
    const confirmedAt = status === 'direct' || status === 'optIn' ? at : null
    services.shop.db
      .prepare(
        `INSERT INTO newsletter_recipient (id, sales_channel_id, language_id, email, salutation_id, first_name, last_name, status, hash, storefront_url, created_at, updated_at, confirmed_at, customer_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET language_id = excluded.language_id, status = excluded.status, hash = excluded.hash,
           storefront_url = excluded.storefront_url, updated_at = excluded.updated_at,
           salutation_id = COALESCE(excluded.salutation_id, salutation_id), first_name = COALESCE(excluded.first_name, first_name),
           last_name = COALESCE(excluded.last_name, last_name), confirmed_at = COALESCE(confirmed_at, excluded.confirmed_at),
           customer_id = COALESCE(customer_id, excluded.customer_id)`,
      )
      .run(
        id,
        ctx.salesChannel.id,
        ctx.languageId,
        email,
        formText(body, 'salutationId') || null,
        formText(body, 'firstName') || null,
        formText(body, 'lastName') || null,
        status,
        hash,
        storefrontUrl,
        at,
        at,
        confirmedAt,
        // whoever is logged in: the addresses one customer subscribes share one welcome code
        customer?.id ?? null,
      )
    const recipient = recipientByEmail(services, ctx.salesChannel.id, email) as RecipientRow
    if (status === 'notSet') sendDoubleOptInMail(services, ctx, recipient, storefrontUrl)
    else if (status !== 'optOut') sendWelcomeMail(services, ctx, recipient)
    return c.json({ success: true, status })
  })

  app.post('/newsletter/confirm', async (c) => {
    const body = await readPayload(c)
    const errors: ApiErrorEntry[] = []
    if (formText(body, 'hash') === '') errors.push(blankViolation('hash', body.hash))
    if (formText(body, 'em') === '') errors.push(blankViolation('em', body.em))
    if (errors.length > 0) throw ApiProblem.many(400, errors)
    const services = c.get('services')
    const ctx = c.get('ctx')
    const row = services.shop.db
      .prepare<[string, string], RecipientRow>(
        "SELECT * FROM newsletter_recipient WHERE sales_channel_id = ? AND hash = ? AND status IN ('notSet', 'optIn')",
      )
      .get(ctx.salesChannel.id, formText(body, 'hash'))
    if (!row || emailHash(row.email) !== formText(body, 'em')) throw notFound(formText(body, 'hash'))
    // A second click on the same link confirms nothing new and mails nothing again.
    if (row.status === 'optIn') return c.json({ success: true })
    const at = services.now().toISOString()
    services.shop.db
      .prepare(
        "UPDATE newsletter_recipient SET status = 'optIn', confirmed_at = COALESCE(confirmed_at, ?), updated_at = ? WHERE id = ?",
      )
      .run(at, at, row.id)
    sendWelcomeMail(services, ctx, row)
    return c.json({ success: true })
  })

  app.post('/newsletter/unsubscribe', async (c) => {
    const body = await readPayload(c)
    const errors: ApiErrorEntry[] = []
    emailViolations(errors, body)
    if (errors.length > 0) throw ApiProblem.many(400, errors)
    const { shop, now } = c.get('services')
    // Answered alike whether or not the address was subscribed: the answer tells nobody who is.
    shop.db
      .prepare(
        "UPDATE newsletter_recipient SET status = 'optOut', updated_at = ? WHERE sales_channel_id = ? AND email = ?",
      )
      .run(now().toISOString(), c.get('ctx').salesChannel.id, formText(body, 'email').toLowerCase())
    return c.json({ success: true })
  })

  // Shopware's AccountNewsletterRecipientRoute: the status of the customer's own address, or
  // "undefined" when it never subscribed. Registered customers only (guests get 403).
  app.post('/account/newsletter-recipient', (c) => {
    const customer = requireCustomer(c, { allowGuest: false })
    const row = recipientByEmail(c.get('services'), c.get('ctx').salesChannel.id, customer.email)
    return c.json({ status: row?.status ?? 'undefined', apiAlias: 'account_newsletter_recipient' })
  })
}
