import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toMinor } from '../pricing/money.ts'
import { proportionalTaxes, sumTaxes } from './money.ts'
import { limitsFor } from './rules.ts'

describe('proportionalTaxes', () => {
  it('splits an amount over the tax rates by share; the parts add up to the amount exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, at19, at7) => {
          const parts = proportionalTaxes(
            amount,
            new Map([
              [19, at19],
              [7, at7],
            ]),
            'gross',
            2,
          )
          const sum = parts.reduce((s, p) => s + toMinor(p.price, 2), 0)
          expect(sum).toBe(amount)
        },
      ),
    )
  })

  it('gross takes the tax out of the amount, net adds it on top, tax-free has none', () => {
    const buckets = new Map([[19, 1000]])
    expect(proportionalTaxes(1190, buckets, 'gross', 2)).toEqual([
      { tax: 1.9, taxRate: 19, price: 11.9, apiAlias: 'cart_tax_calculated' },
    ])
    expect(proportionalTaxes(1000, buckets, 'net', 2)[0]?.tax).toBe(1.9)
    expect(proportionalTaxes(1000, buckets, 'tax-free', 2)).toEqual([])
  })

  it('sumTaxes adds per rate in minor units (no float drift)', () => {
    const t = (tax: number, price: number) => ({
      tax,
      taxRate: 19,
      price,
      apiAlias: 'cart_tax_calculated' as const,
    })
    expect(sumTaxes([t(0.1, 0.7), t(0.2, 1.4)], 2)).toEqual([t(0.3, 2.1)])
  })
})

describe('limitsFor', () => {
  const row = {
    id: 'p',
    parent_id: null,
    active: 1,
    available_stock: 7,
    is_closeout: 0,
    min_purchase: 2,
    max_purchase: null,
    purchase_steps: 3,
    child_count: 0,
  }
  it('uses the shop maximum, lowered to the last valid purchase step', () => {
    expect(limitsFor(row, 100)).toEqual({ min: 2, max: 98, steps: 3 })
  })
  it('caps closeout products at the available stock', () => {
    expect(limitsFor({ ...row, is_closeout: 1 }, 100)).toEqual({ min: 2, max: 5, steps: 3 })
    expect(limitsFor({ ...row, is_closeout: 1, available_stock: 1 }, 100).max).toBe(1)
  })
  it('a product maximum wins over the shop maximum', () => {
    expect(limitsFor({ ...row, max_purchase: 10, purchase_steps: 1 }, 100).max).toBe(10)
  })
})
