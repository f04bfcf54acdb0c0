import { describe, expect, it } from 'vitest'
import { calculateCheapest, calculatePrice, calculateTiers, type PriceContext, tierFor } from './calculate.ts'
import { cashRoundMinor, toMinor } from './money.ts'

const EUR = 'eur'
const CHF = 'chf'
const tax = { rate: 19, name: '19%' }
const cent = { decimals: 2, interval: 0.01, roundForNet: true }
const rappen = { decimals: 2, interval: 0.05, roundForNet: true }
const gross: PriceContext = { taxState: 'gross', currencyId: EUR, currencyFactor: 1, itemRounding: cent }
const price = {
  currencyId: EUR,
  gross: 119,
  net: 100,
  listGross: 149,
  listNet: 125.21,
  regulationGross: 109,
  regulationNet: 91.6,
}

describe('money', () => {
  it('converts without float drift', () => {
    expect(toMinor(1.005, 2)).toBe(101)
    expect(toMinor(19.99 * 3, 2)).toBe(5997)
  })
  it('cash-rounds to 5 Rappen', () => {
    expect(cashRoundMinor(10_02, rappen)).toBe(10_00)
    expect(cashRoundMinor(10_03, rappen)).toBe(10_05)
    expect(cashRoundMinor(10_08, rappen)).toBe(10_10)
  })
})

describe('calculatePrice', () => {
  it('gross: unit, total and included tax', () => {
    const p = calculatePrice(price, tax, 3, gross)
    expect(p.unitPrice).toBe(119)
    expect(p.totalPrice).toBe(357)
    expect(p.calculatedTaxes).toEqual([{ tax: 57, taxRate: 19, price: 357, apiAlias: 'cart_tax_calculated' }])
    expect(p.listPrice).toEqual({ price: 149, discount: -30, percentage: 20.13, apiAlias: 'cart_list_price' })
    expect(p.regulationPrice).toEqual({ price: 109, apiAlias: 'cart_regulation_price' })
  })
  it('net (business): net unit price and tax on top', () => {
    const p = calculatePrice(price, tax, 2, { ...gross, taxState: 'net' })
    expect(p.unitPrice).toBe(100)
    expect(p.calculatedTaxes[0]?.tax).toBe(38)
    expect(p.listPrice?.price).toBe(125.21)
  })
  it('tax-free (Switzerland): the net price without taxes', () => {
    const p = calculatePrice(price, tax, 1, { ...gross, taxState: 'tax-free' })
    expect(p.unitPrice).toBe(100)
    expect(p.calculatedTaxes).toEqual([])
    expect(p.taxRules).toEqual([])
  })
  it('CHF: factor and 0.05 cash rounding when no CHF price row exists', () => {
    const chf: PriceContext = {
      taxState: 'gross',
      currencyId: CHF,
      currencyFactor: 0.93,
      itemRounding: rappen,
    }
    // 119 × 0.93 = 110.67 → 110.65
    expect(calculatePrice(price, tax, 1, chf).unitPrice).toBe(110.65)
    // a stored CHF row is taken as is
    expect(calculatePrice({ ...price, currencyId: CHF, gross: 99.9 }, tax, 1, chf).unitPrice).toBe(99.9)
  })
  it('no list price when it is not above the price', () => {
    expect(calculatePrice({ ...price, listGross: 119 }, tax, 1, gross).listPrice).toBeNull()
  })
})

describe('graduated prices', () => {
  const tiers = [
    { currencyId: EUR, gross: 90, net: 75.63, quantityStart: 5, quantityEnd: null },
    { currencyId: EUR, gross: 100, net: 84.03, quantityStart: 1, quantityEnd: 4 },
  ]
  it('one price per tier, sorted, quantity = tier end', () => {
    const list = calculateTiers(tiers, tax, gross)
    expect(list.map((t) => [t.quantity, t.unitPrice, t.totalPrice])).toEqual([
      [4, 100, 400],
      [5, 90, 450],
    ])
  })
  it('finds the tier for a quantity', () => {
    expect(tierFor(tiers, 3)?.gross).toBe(100)
    expect(tierFor(tiers, 12)?.gross).toBe(90)
  })
  it('cheapest price carries range and variant', () => {
    const c = calculateCheapest(price, tax, gross, true, 'v1')
    expect(c).toMatchObject({
      unitPrice: 119,
      hasRange: true,
      variantId: 'v1',
      apiAlias: 'calculated_cheapest_price',
    })
  })
})
