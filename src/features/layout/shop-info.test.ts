import { describe, expect, it } from 'vitest'
import { copyrightYears, shopYear } from './shop-info.ts'

describe('copyright years', () => {
  it('run from the founding year to the current one', () => {
    expect(copyrightYears(2026)).toBe('1998–2026')
    expect(copyrightYears(1998)).toBe('1998')
  })

  it('turn at midnight in Hamburg, not in UTC', () => {
    // 23:30 UTC on New Year's Eve is already half past midnight in Hamburg.
    expect(shopYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027)
    expect(shopYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026)
  })
})
