/**
 * The shop's fixed facts: demo access key, languages, catalogue date, limits and tax constants.
 * Every layer reads them (the seed writes the database from them), so they sit in core/; only
 * lib/ is below.
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
