import type { Context, Hono } from 'hono'
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
import type { AppEnv, AppServices, RequestContext } from '../core/context.ts'
import { type ApiErrorEntry, ApiProblem } from '../http/errors.ts'
import { ensureAcceptedPerClient, limitersOf } from '../core/limiters.ts'
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

type Body = Record<string, unknown>

/**
 * Validates a subscription form and answers the storefront URL its mails link to. The URL must be
 * a domain of the sales channel, unless core.newsletter.doubleOptInDomain fixes it. Throws a 400
 * with every violation.
 */
function subscriptionStorefrontUrl(services: AppServices, ctx: RequestContext, body: Body): string {
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
  return storefrontUrl
}

/**
 * The status a subscription gets: optOut for the option "unsubscribe", notSet while a double
 * opt-in mail waits to be confirmed, otherwise optIn (option "confirmSubscribe") or direct.
 */
function subscriptionStatus(option: string, doubleOptIn: boolean): NewsletterStatus {
  return option === 'unsubscribe'
    ? 'optOut'
    : doubleOptIn
      ? 'notSet'
      : option === 'confirmSubscribe'
        ? 'optIn'
        : 'direct'
}

/** What a subscription writes into its newsletter_recipient row. */
interface Subscription {
  id: string
  email: string
  status: NewsletterStatus
  hash: string
  storefrontUrl: string
  at: string
  confirmedAt: string | null
  customerId: string | null
}

/**
 * Inserts the recipient, or updates the row with its id: salutation and names only when the form
 * has them, while the first confirmation and the first customer stay.
 */
function saveRecipient(services: AppServices, ctx: RequestContext, body: Body, s: Subscription): void {
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
      s.id,
      ctx.salesChannel.id,
      ctx.languageId,
      s.email,
      formText(body, 'salutationId') || null,
      formText(body, 'firstName') || null,
      formText(body, 'lastName') || null,
      s.status,
      s.hash,
      s.storefrontUrl,
      s.at,
      s.at,
      s.confirmedAt,
      s.customerId,
    )
}

/**
 * POST /newsletter/subscribe: subscribes (directly or by double opt-in) or unsubscribes the address,
 * then mails the confirmation link or the welcome code.
 */
async function subscribe(c: Context<AppEnv>) {
  const body = await readPayload(c)
  const services = c.get('services')
  const ctx = c.get('ctx')
  const storefrontUrl = subscriptionStorefrontUrl(services, ctx, body)
  ensureAcceptedPerClient(c, limitersOf(services).newsletter)
  const email = formText(body, 'email').toLowerCase()
  const option = formText(body, 'option')
  const existing = recipientByEmail(services, ctx.salesChannel.id, email)
  // A confirmed subscription that was not cancelled stays as it is (Shopware answers its status).
  if (existing && existing.status !== 'optOut' && existing.confirmed_at && option !== 'unsubscribe')
    return c.json({ success: true, status: existing.status })
  const customer = currentCustomer(c)
  const doi = needsDoubleOptIn(services, customer && customer.guest !== 1 ? customer.email : null, email)
  const status = subscriptionStatus(option, doi)
  const at = services.now().toISOString()
  const hash = newId()
  const id = existing?.id ?? newId()
  const confirmedAt = status === 'direct' || status === 'optIn' ? at : null
  saveRecipient(services, ctx, body, {
    id,
    email,
    status,
    hash,
    storefrontUrl,
    at,
    confirmedAt,
    // whoever is logged in: the addresses one customer subscribes share one welcome code
    customerId: customer?.id ?? null,
  })
  const recipient = recipientByEmail(services, ctx.salesChannel.id, email) as RecipientRow
  if (status === 'notSet') sendDoubleOptInMail(services, ctx, recipient, storefrontUrl)
  else if (status !== 'optOut') sendWelcomeMail(services, ctx, recipient)
  return c.json({ success: true, status })
}

/** POST /newsletter/confirm: confirms a double opt-in by its hash and the address's sha1 (em). */
async function confirmSubscription(c: Context<AppEnv>) {
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
}

/** POST /newsletter/unsubscribe: opts the address out. */
async function unsubscribe(c: Context<AppEnv>) {
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
}

/**
 * Shopware's AccountNewsletterRecipientRoute: the status of the customer's own address, or
 * "undefined" when it never subscribed. Registered customers only (guests get 403).
 */
function accountRecipient(c: Context<AppEnv>) {
  const customer = requireCustomer(c, { allowGuest: false })
  const row = recipientByEmail(c.get('services'), c.get('ctx').salesChannel.id, customer.email)
  return c.json({ status: row?.status ?? 'undefined', apiAlias: 'account_newsletter_recipient' })
}

export function registerNewsletterRoutes(app: Hono<AppEnv>): void {
  app.post('/newsletter/subscribe', subscribe)
  app.post('/newsletter/confirm', confirmSubscription)
  app.post('/newsletter/unsubscribe', unsubscribe)
  app.post('/account/newsletter-recipient', accountRecipient)
}
