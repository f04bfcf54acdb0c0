/**
 * Card checks of the demo provider's hosted page: brand by number (Visa, Mastercard, American
 * Express), Luhn checksum, expiry MM/YY not in the past, CVC of 3 digits (4 for Amex), a name. The
 * documented test numbers decide the outcome; any other valid card is approved, as in a sandbox.
 * Nothing here keeps the number: callers store the brand and the last four digits only.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex'
export type CardField = 'name' | 'number' | 'expiry' | 'cvc'
export type CardProblem =
  | 'required'
  | 'number-format'
  | 'number-checksum'
  | 'brand-unsupported'
  | 'expiry-format'
  | 'expiry-past'
  | 'cvc-format'
  | 'name-too-long'

export interface CardInput {
  name: string
  number: string
  expiry: string
  cvc: string
}

export type DeclineCode = 'card_declined' | 'insufficient_funds'

export interface TestCard {
  number: string
  brand: CardBrand
  outcome: 'approved' | DeclineCode
}

/** The documented test numbers (also shown on the payment page and in the README). */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', brand: 'visa', outcome: 'approved' },
  { number: '5555 5555 5555 4444', brand: 'mastercard', outcome: 'approved' },
  { number: '3782 822463 10005', brand: 'amex', outcome: 'approved' },
  { number: '4000 0000 0000 0002', brand: 'visa', outcome: 'card_declined' },
  { number: '4000 0000 0000 9995', brand: 'visa', outcome: 'insufficient_funds' },
]

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
}

export const digitsOf = (number: string): string => number.replace(/[\s-]/g, '')

export function brandOf(digits: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa'
  if (/^3[47]\d{13}$/.test(digits)) return 'amex'
  if (/^\d{16}$/.test(digits)) {
    const two = Number(digits.slice(0, 2))
    const four = Number(digits.slice(0, 4))
    if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard'
  }
  return null
}

export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

/** MM/YY (also "MM / YY", "MMYY"); valid through the last day of that month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(value.trim())
  if (!m) return null
  const month = Number(m[1])
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(m[2]) }
}

export interface CardCheck {
  problems: Partial<Record<CardField, CardProblem>>
  brand: CardBrand | null
  last4: string
}

export function checkCard(input: CardInput, now: Date): CardCheck {
  const problems: Partial<Record<CardField, CardProblem>> = {}
  const name = input.name.trim()
  if (name === '') problems.name = 'required'
  else if (name.length > 100) problems.name = 'name-too-long'
  const digits = digitsOf(input.number)
  let brand: CardBrand | null = null
  if (digits === '') problems.number = 'required'
  else if (!/^\d{12,19}$/.test(digits)) problems.number = 'number-format'
  else if (!luhnValid(digits)) problems.number = 'number-checksum'
  else {
    brand = brandOf(digits)
    if (brand === null) problems.number = 'brand-unsupported'
  }
  if (input.expiry.trim() === '') problems.expiry = 'required'
  else {
    const expiry = parseExpiry(input.expiry)
    if (!expiry) problems.expiry = 'expiry-format'
    else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
      problems.expiry = 'expiry-past'
  }
  const cvc = input.cvc.trim()
  if (cvc === '') problems.cvc = 'required'
  else if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) problems.cvc = 'cvc-format'
  return { problems, brand, last4: digits.slice(-4) }
}

/** The provider's decision for a valid card: the test numbers' outcome, else approved. */
export function outcomeOf(digits: string): 'approved' | DeclineCode {
  return TEST_CARDS.find((c) => digitsOf(c.number) === digits)?.outcome ?? 'approved'
}
