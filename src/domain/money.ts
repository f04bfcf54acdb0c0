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

function supportedLocale(locale: string | null | undefined): string {
  if (!locale) return FALLBACK_PRICE_LOCALE
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : FALLBACK_PRICE_LOCALE
  } catch {
    // A malformed tag ("de_DE!") makes supportedLocalesOf throw a RangeError.
    return FALLBACK_PRICE_LOCALE
  }
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
  try {
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    }).format(amount)
  } catch {
    const number = new Intl.NumberFormat(tag, {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(amount)
    return currency ? `${number} ${currency}` : number
  }
}
