// Price formatting. The Store API computes every amount; the storefront only formats it.
// Imports nothing.

/** Locale used when none is given or the given one is not supported by Intl. */
export const FALLBACK_PRICE_LOCALE = 'de-DE'

export interface PriceFormatOptions {
  /** ISO 4217 code of the context currency (`EUR`, `CHF`). */
  currency: string
  /** BCP 47 locale; falls back to de-DE. */
  locale?: string | null
}

/** Answers of supportedLocalesOf per tag: a page formats dozens of prices in one or two locales. */
const supported = new Map<string, string>()

function supportedLocale(locale: string | null | undefined): string {
  if (!locale) return FALLBACK_PRICE_LOCALE
  let tag = supported.get(locale)
  if (tag) return tag
  try {
    tag = Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : FALLBACK_PRICE_LOCALE
  } catch {
    // A malformed tag ("de_DE!") makes supportedLocalesOf throw a RangeError.
    tag = FALLBACK_PRICE_LOCALE
  }
  // Bounded: tags come from the shop's locales and Store API data, but never grow without limit.
  if (supported.size < 100) supported.set(locale, tag)
  return tag
}

/**
 * Formatters by locale, currency and whether the amount is whole. Creating an Intl.NumberFormat
 * costs far more than formatting with one (it loads locale data), and a server render formats
 * every price of a page; `null` remembers a currency code Intl refused.
 */
const formatters = new Map<string, Intl.NumberFormat | null>()

function currencyFormatter(tag: string, currency: string, whole: boolean): Intl.NumberFormat | null {
  const key = `${tag}|${currency}|${whole ? 1 : 0}`
  let formatter = formatters.get(key)
  if (formatter !== undefined) return formatter
  try {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    })
  } catch {
    formatter = null
  }
  if (formatters.size < 200) formatters.set(key, formatter)
  return formatter
}

/**
 * Formats an amount in the context currency: `10` → `10 €`, `10.5` → `10,50 €` (de-DE).
 * Whole amounts drop their trailing zeros; fractional ones keep the currency's usual digits.
 * An unknown currency code falls back to a plain number followed by the code, so a misconfigured
 * currency never breaks a page.
 */
export function formatPrice(amount: number, { currency, locale }: PriceFormatOptions): string {
  const tag = supportedLocale(locale)
  const whole = Number.isInteger(amount)
  const formatter = currencyFormatter(tag, currency, whole)
  if (formatter) return formatter.format(amount)
  const number = new Intl.NumberFormat(tag, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount)
  return currency ? `${number} ${currency}` : number
}
