import { createHash, randomBytes, randomUUID } from 'node:crypto'

/**
 * Deterministic Shopware-style ids (32 lower-case hex characters). Seed, tests and fixtures compute
 * the same id for the same (kind, key), so nobody has to look ids up in the database.
 */
export function idFor(kind: string, key: string): string {
  return createHash('sha1').update(`${kind}:${key}`).digest('hex').slice(0, 32)
}

const ID_PATTERN = /^[0-9a-f]{32}$/

/** A new random id in Shopware's format (Uuid::randomHex()), for rows the running shop writes. */
export const randomId = (): string => randomUUID().replaceAll('-', '')

/** Shopware's deep link code: Random::getBase64UrlString(32). */
export const deepLinkCode = (): string => randomBytes(24).toString('base64url')

/** True when `value` has Shopware's id format (32 lower-case hex characters). */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value)
}

/** Well-known ids. Shopware's defaults where Shopware has them, otherwise `idFor` of a stable key. */
export const IDS = {
  languageDe: '2fbb5fe2e29a4d70aa5854ce7ce3e20b',
  languageEn: idFor('language', 'en-GB'),
  languageFr: idFor('language', 'fr-FR'),
  localeDe: idFor('locale', 'de-DE'),
  localeEn: idFor('locale', 'en-GB'),
  localeFr: idFor('locale', 'fr-FR'),
  currencyEur: 'b7d2554b0ce847cd82f3ac9bd1c0dfca',
  currencyChf: idFor('currency', 'CHF'),
  salesChannel: idFor('sales_channel', 'storefront'),
  salesChannelTypeStorefront: '8a243080f92e4c719546314b577cf82b',
  customerGroupDefault: 'cfbd5018d38d41d8adca10d94fc8bdd6',
  customerGroupBusiness: idFor('customer_group', 'business'),
  taxStandard: idFor('tax', 'standard-19'),
  taxReduced: idFor('tax', 'reduced-7'),
  countryDe: idFor('country', 'DE'),
  countryCh: idFor('country', 'CH'),
  categoryMainRoot: idFor('category', 'root-main'),
  categoryFooterRoot: idFor('category', 'root-footer'),
  categoryServiceRoot: idFor('category', 'root-service'),
  paymentCard: idFor('payment_method', 'card'),
  paymentPaypal: idFor('payment_method', 'paypal'),
  paymentApplePay: idFor('payment_method', 'apple-pay'),
  paymentPrepayment: idFor('payment_method', 'prepayment'),
  paymentInvoice: idFor('payment_method', 'invoice'),
  shippingStandard: idFor('shipping_method', 'standard'),
  shippingFreight: idFor('shipping_method', 'freight'),
  shippingExpress: idFor('shipping_method', 'express'),
  cmsHomePage: idFor('cms_page', 'home'),
  cmsDefaultListingPage: idFor('cms_page', 'default-listing'),
  cmsDefaultProductDetailPage: idFor('cms_page', 'default-product-detail'),
  landingPageSale: idFor('landing_page', 'sale'),
  careGuideProduct: idFor('product', 'GW-CARE-GUIDE'),
} as const

/** The three shop languages in the order of the language chain fallback (system default first). */
export const LANGUAGE_IDS = [IDS.languageDe, IDS.languageEn, IDS.languageFr] as const
