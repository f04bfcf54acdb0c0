import { describe, expect, it } from 'vitest'
import { formatPrice } from './money.ts'

// Intl uses narrow no-break spaces in some locales; normalise them so expectations stay readable.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatPrice', () => {
  it('drops trailing zeros for whole amounts', () => {
    expect(plain(formatPrice(10, { currency: 'EUR', locale: 'de-DE' }))).toBe('10 €')
    expect(plain(formatPrice(1299, { currency: 'EUR', locale: 'en-GB' }))).toBe('€1,299')
  })

  it('keeps two decimals for fractional amounts', () => {
    expect(plain(formatPrice(10.5, { currency: 'EUR', locale: 'de-DE' }))).toBe('10,50 €')
    expect(plain(formatPrice(1299.99, { currency: 'EUR', locale: 'fr-FR' }))).toBe('1 299,99 €')
  })

  it('uses the context currency', () => {
    expect(plain(formatPrice(12.4, { currency: 'CHF', locale: 'de-DE' }))).toBe('12,40 CHF')
  })

  it('falls back to de-DE without a locale or with a malformed one', () => {
    expect(plain(formatPrice(1234.5, { currency: 'EUR' }))).toBe('1.234,50 €')
    expect(plain(formatPrice(1234.5, { currency: 'EUR', locale: 'not a locale!' }))).toBe('1.234,50 €')
  })

  it('does not throw for an unknown currency code', () => {
    expect(plain(formatPrice(3.5, { currency: 'EURO', locale: 'de-DE' }))).toBe('3,50 EURO')
  })
})
