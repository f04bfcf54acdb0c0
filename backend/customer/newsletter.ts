import { randomBytes, randomInt } from 'node:crypto'
import { SHOP_LANGUAGES } from '../core/config.ts'
import type { AppServices, RequestContext } from '../core/context.ts'
import { mailBaseUrl } from './links.ts'
import { mailCustomer, shopName } from './mail.ts'
import { emailHash } from './form-validation.ts'

/**
 * Newsletter recipients as Shopware keeps them: double opt-in mail, confirmation, and (our shop's
 * addition) a single-use 10 % first-order code mailed once a subscription is confirmed.
 */

export type NewsletterStatus = 'notSet' | 'optIn' | 'optOut' | 'direct'

export interface RecipientRow {
  id: string
  sales_channel_id: string
  email: string
  status: NewsletterStatus
  hash: string
  first_name: string | null
  last_name: string | null
  confirmed_at: string | null
  promotion_id: string | null
  /** the customer logged in when the address was subscribed (or its code's owner, once minted) */
  customer_id: string | null
  language_id: string
}

export const newId = (): string => randomBytes(16).toString('hex')

/** The percentage of the welcome code. */
export const WELCOME_DISCOUNT_PERCENT = 10

const WELCOME_NAMES: Record<string, string> = {
  'de-DE': `Newsletter-Willkommensrabatt ${WELCOME_DISCOUNT_PERCENT} %`,
  'en-GB': `Newsletter welcome discount ${WELCOME_DISCOUNT_PERCENT}%`,
  'fr-FR': `Remise de bienvenue newsletter ${WELCOME_DISCOUNT_PERCENT}\u00a0%`,
}

/** Letters and digits that cannot be mistaken for one another when typed from a mail. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function welcomeCode(): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return `GW-${code}`
}

export function recipientByEmail(services: AppServices, salesChannelId: string, email: string) {
  return services.shop.db
    .prepare<[string, string], RecipientRow>(
      'SELECT * FROM newsletter_recipient WHERE sales_channel_id = ? AND email = ?',
    )
    .get(salesChannelId, email.toLowerCase())
}

/**
 * Shopware's isNewsletterDoi: guests follow core.newsletter.doubleOptIn (on by default); a logged-in
 * customer needs the confirmation only when core.newsletter.doubleOptInRegistered is on, or when
 * double opt-in is on and the address is not the customer's own.
 */
export function needsDoubleOptIn(
  services: AppServices,
  customerEmail: string | null,
  email: string,
): boolean {
  const flag = (key: string, fallback: boolean) => {
    const value = services.shop.configValue(key)
    return typeof value === 'boolean' ? value : fallback
  }
  const doi = flag('core.newsletter.doubleOptIn', true)
  if (customerEmail === null) return doi
  if (flag('core.newsletter.doubleOptInRegistered', false)) return true
  if (!doi) return false
  return customerEmail.toLowerCase() !== email.toLowerCase()
}

const greeting = (r: Pick<RecipientRow, 'first_name' | 'last_name'>) => ({
  letterName: null,
  firstName: r.first_name ?? '',
  lastName: r.last_name ?? '',
})

/** The confirmation link: the storefront's /newsletter-subscribe page with Shopware's em and hash. */
export function sendDoubleOptInMail(
  services: AppServices,
  ctx: RequestContext,
  recipient: RecipientRow,
  storefrontUrl: string,
): void {
  const base = mailBaseUrl(services, ctx, storefrontUrl)
  const query = new URLSearchParams({ em: emailHash(recipient.email), hash: recipient.hash })
  mailCustomer(services.shop, ctx, services.now(), recipient.email, 'newsletter.double_opt_in', {
    ...greeting(recipient),
    shopName: shopName(services.shop),
    confirmUrl: `${base}/newsletter-subscribe?${query}`,
  })
}

/**
 * Whose welcome code a recipient's is: the registered customer with the address (an address belongs
 * to its account more than to whoever typed it), else the customer logged in when it was subscribed.
 */
function ownerOf(services: AppServices, recipient: RecipientRow): string | null {
  const registered = services.shop.db
    .prepare<[string, string], string>(
      'SELECT id FROM customer WHERE guest = 0 AND sales_channel_id = ? AND lower(email) = ?',
    )
    .pluck()
    .get(recipient.sales_channel_id, recipient.email.toLowerCase())
  return registered ?? recipient.customer_id
}

/**
 * The recipient's welcome code, minted at most once per address and per customer: the recipient's
 * own, else the one of another recipient with the same address (another sales channel) or the same
 * owner (a second address, or the own one after an e-mail change), else a new one. So neither
 * subscribing again nor subscribing more addresses is a way to collect codes. The code is its own
 * promotion: single-use (max_redemptions_global 1) and first-order only (see mayRedeemFirstOrderCode).
 */
function welcomeCodeOf(services: AppServices, recipient: RecipientRow): string {
  const db = services.shop.db
  const at = services.now().toISOString()
  const owner = ownerOf(services, recipient)
  const known = db
    .prepare<[string, string, string | null, string], { id: string; code: string }>(
      `SELECT p.id, p.code FROM newsletter_recipient r JOIN promotion p ON p.id = r.promotion_id
       WHERE r.id = ? OR r.email = ? OR r.customer_id = ?
       ORDER BY r.id = ? DESC, r.created_at, r.id LIMIT 1`,
    )
    .get(recipient.id, recipient.email.toLowerCase(), owner, recipient.id)
  const claim = db.prepare(
    'UPDATE newsletter_recipient SET promotion_id = ?, customer_id = COALESCE(?, customer_id) WHERE id = ?',
  )
  if (known) {
    claim.run(known.id, owner, recipient.id)
    return known.code
  }
  const promotionId = newId()
  const mint = db.transaction((value: string) => {
    db.prepare(
      `INSERT INTO promotion (id, code, active, priority, min_order_value, discount_type, discount_value, exclusive, created_at, max_redemptions_global, first_order_only)
       VALUES (?, ?, 1, 1, NULL, 'percentage', ?, 0, ?, 1, 1)`,
    ).run(promotionId, value, WELCOME_DISCOUNT_PERCENT, at)
    const name = db.prepare(
      'INSERT INTO promotion_translation (promotion_id, language_id, name) VALUES (?, ?, ?)',
    )
    for (const language of SHOP_LANGUAGES)
      name.run(promotionId, language.id, WELCOME_NAMES[language.code] ?? value)
    claim.run(promotionId, owner, recipient.id)
  })
  // a clash with an existing code (1 in 32^8 per code) fails the insert: draw again
  for (let attempt = 0; ; attempt++) {
    const code = welcomeCode()
    try {
      mint(code)
      return code
    } catch (error) {
      if (attempt >= 3) throw error
    }
  }
}

/** Mails the recipient's welcome code (see welcomeCodeOf) with the unsubscribe link. */
export function sendWelcomeMail(
  services: AppServices,
  request: RequestContext,
  recipient: RecipientRow,
): string {
  // in the subscriber's language, whichever language the confirming request came in
  const ctx = { ...request, languageId: recipient.language_id }
  const code = welcomeCodeOf(services, recipient)
  const base = mailBaseUrl(services, ctx, null)
  mailCustomer(services.shop, ctx, services.now(), recipient.email, 'newsletter.confirmed', {
    ...greeting(recipient),
    shopName: shopName(services.shop),
    promotionCode: code,
    discountPercent: WELCOME_DISCOUNT_PERCENT,
    unsubscribeUrl: `${base}/newsletter-unsubscribe?${new URLSearchParams({ email: recipient.email })}`,
  })
  return code
}
