import { describe, expect, it } from 'vitest'
import { brandOf, checkCard, digitsOf, luhnValid, outcomeOf, parseExpiry, TEST_CARDS } from './card.ts'

const NOW = new Date('2026-11-20T10:00:00Z')
const valid = { name: 'Anna Lindner', number: '4242 4242 4242 4242', expiry: '12/27', cvc: '123' }

describe('card checks', () => {
  it('tells the brand by number', () => {
    expect(brandOf('4242424242424242')).toBe('visa')
    expect(brandOf('4222222222222')).toBe('visa')
    expect(brandOf('5555555555554444')).toBe('mastercard')
    expect(brandOf('2223003122003222')).toBe('mastercard')
    expect(brandOf('378282246310005')).toBe('amex')
    expect(brandOf('6011111111111117')).toBeNull()
    expect(brandOf('3530111333300000')).toBeNull()
  })

  it('checks the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('')).toBe(false)
  })

  it('every documented test card is valid and has the documented outcome', () => {
    for (const card of TEST_CARDS) {
      const check = checkCard(
        { ...valid, number: card.number, cvc: card.brand === 'amex' ? '1234' : '123' },
        NOW,
      )
      expect(check.problems).toEqual({})
      expect(check.brand).toBe(card.brand)
      expect(outcomeOf(digitsOf(card.number))).toBe(card.outcome)
    }
    expect(outcomeOf('4111111111111111')).toBe('approved')
  })

  it('reads MM/YY and accepts the current month, not the one before', () => {
    expect(parseExpiry('04/28')).toEqual({ month: 4, year: 2028 })
    expect(parseExpiry('04 / 28')).toEqual({ month: 4, year: 2028 })
    expect(parseExpiry('0428')).toEqual({ month: 4, year: 2028 })
    expect(parseExpiry('13/28')).toBeNull()
    expect(parseExpiry('4/28')).toBeNull()
    expect(checkCard({ ...valid, expiry: '11/26' }, NOW).problems).toEqual({})
    expect(checkCard({ ...valid, expiry: '10/26' }, NOW).problems).toEqual({ expiry: 'expiry-past' })
  })

  it('names each problem of each field', () => {
    expect(checkCard({ name: ' ', number: '', expiry: '', cvc: '' }, NOW).problems).toEqual({
      name: 'required',
      number: 'required',
      expiry: 'required',
      cvc: 'required',
    })
    expect(checkCard({ ...valid, number: '4242 4242 4242 4241' }, NOW).problems).toEqual({
      number: 'number-checksum',
    })
    expect(checkCard({ ...valid, number: '4242-abcd' }, NOW).problems).toEqual({ number: 'number-format' })
    expect(checkCard({ ...valid, number: '6011 1111 1111 1117' }, NOW).problems).toEqual({
      number: 'brand-unsupported',
    })
    expect(checkCard({ ...valid, expiry: 'soon' }, NOW).problems).toEqual({ expiry: 'expiry-format' })
    expect(checkCard({ ...valid, cvc: '12' }, NOW).problems).toEqual({ cvc: 'cvc-format' })
    expect(checkCard({ ...valid, number: '3782 822463 10005', cvc: '123' }, NOW).problems).toEqual({
      cvc: 'cvc-format',
    })
    expect(checkCard({ ...valid, number: '3782 822463 10005', cvc: '1234' }, NOW).problems).toEqual({})
    expect(checkCard({ ...valid, name: 'x'.repeat(101) }, NOW).problems).toEqual({ name: 'name-too-long' })
  })
})
