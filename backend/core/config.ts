/**
 * The shop's fixed facts: demo access key, languages, catalogue date, limits and tax constants.
 * Every layer reads them (the seed writes the database from them), so they sit in core/; only
 * lib/ is below. Also the operator's settings of the app-system webhooks and the Admin API
 * (WEBHOOK_URLS, WEBHOOK_SECRET, SHOP_ID, APP_URL, ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET), parsed
 * here so that a wrong value stops the back end at start with a message naming the variable.
 */
import { IDS } from '../lib/ids.ts'

/** sw-access-key of the seeded sales channel. */
export const DEMO_ACCESS_KEY = 'SWSCGWDEMOSTOREFRONTKEY001'

/** Shopware forgets a sales channel context after 120 days without use. */
export const CONTEXT_TTL_DAYS = 120

/**
 * The catalogue's "today". Release dates, review dates and price history are laid out relative to
 * it, so the seed stays byte-identical whatever day it runs. The "new" badge compares a release date
 * with this date (not the wall clock), otherwise the badge would disappear a month after seeding.
 */
export const CATALOGUE_DATE = '2026-11-01T00:00:00.000Z'

/** Shopware's default `core.listing.markAsNew`: a product is new for 30 days after release. */
export const NEW_BADGE_DAYS = 30

/** EU Omnibus: the regulation price is the lowest price of this many days before a reduction. */
export const REGULATION_PRICE_DAYS = 30

/** Languages with their locale codes; the first is the system default and the chain's fallback. */
export const SHOP_LANGUAGES = [
  { id: IDS.languageDe, code: 'de-DE', name: 'Deutsch', domain: 'http://localhost:3000' },
  { id: IDS.languageEn, code: 'en-GB', name: 'English', domain: 'http://en.localhost:3000' },
  { id: IDS.languageFr, code: 'fr-FR', name: 'Français', domain: 'http://localhost:3000/fr-FR' },
] as const

export type ShopLanguageCode = (typeof SHOP_LANGUAGES)[number]['code']

/** Thumbnail widths generated for every image (Shopware's default sizes are 400/800/1920). */
export const THUMBNAIL_WIDTHS = [400, 800, 1200, 1920] as const

/** Brand facts used by seed texts (about us claims "over 25 years"). */
export const BRAND = { name: 'Gartenwerk', foundedYear: 1998 } as const

/** Shopware's core.cart.maxQuantity: the most of one product in a cart unless the product says otherwise. */
export const CART_MAX_QUANTITY = 100

/**
 * Shopware's `cart_add_line_item` limiter: policy system_config, limit core.cart.lineItemAddLimit per
 * 60 seconds for one product and client, counters reset after an hour of quiet.
 */
export const CART_ADD_LINE_ITEM_LIMIT = 1000
export const CART_ADD_LINE_ITEM_INTERVAL_SECONDS = 60
export const CART_ADD_LINE_ITEM_RESET_SECONDS = 3600

/** Swiss import VAT the shopper pays on delivery (the shop sells tax-free to Switzerland). */
export const SWISS_IMPORT_VAT_RATE = 8.1
/** Cart notice (level 0) in every tax-free Swiss cart; the UI translates it by this messageKey. */
export const IMPORT_VAT_NOTICE_KEY = 'import-vat-due'

/** Shopware's version the webhooks name in `sw-version` (the Store API contract this back end speaks). */
export const SHOPWARE_VERSION = '6.7.0.0'

/** The version of the "app" whose webhooks this back end sends (`source.appVersion`). */
export const WEBHOOK_APP_VERSION = '1.0.0'

/** Where app-system webhooks go and how they are signed (null: none configured). */
export interface WebhookConfig {
  /** absolute http(s) URLs; every webhook goes to each */
  urls: string[]
  /** the app's shop secret: `shopware-shop-signature` is the hex HMAC-SHA256 of the body with it */
  secret: string
  /** `source.shopId`; null: the id stored in the database on first start (system_config core.app.shopId) */
  shopId: string | null
  /** `source.url` (Shopware's APP_URL); null: the back end's public URL */
  appUrl: string | null
}

/** Client credentials of the Admin API's integration (null: no /api at all). */
export interface AdminCredentials {
  clientId: string
  clientSecret: string
}

type Env = Readonly<Record<string, string | undefined>>

const present = (value: string | undefined): string | null => {
  const v = value?.trim() ?? ''
  return v === '' ? null : v
}

function httpUrl(name: string, value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must hold absolute http(s) URLs, got '${value}'`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must hold absolute http(s) URLs, got '${value}'`)
  return url.href
}

/**
 * WEBHOOK_URLS (comma-separated; empty: no webhooks), WEBHOOK_SECRET (required with URLs), SHOP_ID,
 * APP_URL. Throws with a message naming the variable when the combination cannot work: webhooks
 * nobody can verify would be purges anyone could forge.
 */
export function webhookConfigFromEnv(env: Env = process.env): WebhookConfig | null {
  const urls = (env.WEBHOOK_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '')
    .map((u) => httpUrl('WEBHOOK_URLS', u))
  if (urls.length === 0) return null
  const secret = present(env.WEBHOOK_SECRET)
  if (secret === null)
    throw new Error('WEBHOOK_URLS is set but WEBHOOK_SECRET is not: webhooks are signed with the shop secret')
  const appUrl = present(env.APP_URL)
  return {
    urls,
    secret,
    shopId: present(env.SHOP_ID),
    appUrl: appUrl === null ? null : httpUrl('APP_URL', appUrl).replace(/\/$/, ''),
  }
}

/** ADMIN_CLIENT_ID and ADMIN_CLIENT_SECRET: both or neither (then the Admin API does not exist). */
export function adminCredentialsFromEnv(env: Env = process.env): AdminCredentials | null {
  const clientId = present(env.ADMIN_CLIENT_ID)
  const clientSecret = present(env.ADMIN_CLIENT_SECRET)
  if (clientId === null && clientSecret === null) return null
  if (clientId === null || clientSecret === null)
    throw new Error('ADMIN_CLIENT_ID and ADMIN_CLIENT_SECRET must be set together (or neither: no Admin API)')
  return { clientId, clientSecret }
}
