import type { CalculatedPrice, CalculatedTax, TaxState } from '../pricing/calculate.ts'
import { percentOf, toMajor, toMinor } from '../pricing/money.ts'

/** Amount per tax rate in minor units (the goods of a cart, split by rate). */
export type TaxBuckets = Map<number, number>

export function addBucket(buckets: TaxBuckets, rate: number, minor: number): void {
  buckets.set(rate, (buckets.get(rate) ?? 0) + minor)
}

/**
 * Splits `amountMinor` over the goods' tax rates in proportion to their share (Shopware's
 * PercentageTaxRuleBuilder, used for discounts and "auto" shipping costs); the last rate takes the
 * rounding rest so the parts add up exactly. Taxes per part as in pricing/calculate.ts.
 */
export function proportionalTaxes(
  amountMinor: number,
  buckets: TaxBuckets,
  state: TaxState,
  decimals: number,
): CalculatedTax[] {
  if (state === 'tax-free') return []
  const entries = [...buckets.entries()].filter(([, v]) => v !== 0).sort((a, b) => a[0] - b[0])
  const base = entries.reduce((sum, [, v]) => sum + v, 0)
  if (entries.length === 0 || base === 0) return []
  const out: CalculatedTax[] = []
  let rest = amountMinor
  entries.forEach(([rate, value], i) => {
    const part = i === entries.length - 1 ? rest : percentOf(amountMinor, value, base)
    rest -= part
    const tax = state === 'gross' ? percentOf(part, rate, 100 + rate) : percentOf(part, rate, 100)
    out.push({
      tax: toMajor(tax, decimals),
      taxRate: rate,
      price: toMajor(part, decimals),
      apiAlias: 'cart_tax_calculated',
    })
  })
  return out
}

/** A CalculatedPrice for a computed amount (discounts, shipping, transactions). */
export function priceOf(
  amountMinor: number,
  quantity: number,
  taxes: CalculatedTax[],
  state: TaxState,
  decimals: number,
): CalculatedPrice {
  return {
    unitPrice: toMajor(quantity > 0 ? Math.round(amountMinor / quantity) : amountMinor, decimals),
    quantity,
    totalPrice: toMajor(amountMinor, decimals),
    calculatedTaxes: taxes,
    taxRules: state === 'tax-free' ? [] : taxes.map((t) => ({ taxRate: t.taxRate, name: `${t.taxRate}%` })),
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  }
}

/** Sums calculated taxes by rate (cart price, transactions). */
export function sumTaxes(all: readonly CalculatedTax[], decimals: number): CalculatedTax[] {
  const byRate = new Map<number, { tax: number; price: number }>()
  for (const t of all) {
    const e = byRate.get(t.taxRate) ?? { tax: 0, price: 0 }
    e.tax += toMinor(t.tax, decimals)
    e.price += toMinor(t.price, decimals)
    byRate.set(t.taxRate, e)
  }
  return [...byRate.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([rate, e]) => ({
      tax: toMajor(e.tax, decimals),
      taxRate: rate,
      price: toMajor(e.price, decimals),
      apiAlias: 'cart_tax_calculated' as const,
    }))
}
