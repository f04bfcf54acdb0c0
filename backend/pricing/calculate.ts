import { convertToMinor, percentOf, type Rounding, toMajor } from './money.ts'

/** Shopware's CartPrice tax states. */
export type TaxState = 'gross' | 'net' | 'tax-free'

/** What the price calculation needs from the sales-channel context. */
export interface PriceContext {
  taxState: TaxState
  currencyId: string
  /** factor relative to the default currency (EUR = 1) */
  currencyFactor: number
  itemRounding: Rounding
}

export interface TaxInfo {
  rate: number
  name: string
}

/** A stored price (major units) and the currency it is stored in. */
export interface StoredPrice {
  currencyId: string
  gross: number
  net: number
  listGross?: number | null
  listNet?: number | null
  regulationGross?: number | null
  regulationNet?: number | null
}

export interface StoredTier extends StoredPrice {
  quantityStart: number
  quantityEnd: number | null
}

export interface CalculatedTax {
  tax: number
  taxRate: number
  price: number
  apiAlias: 'cart_tax_calculated'
}

export interface CalculatedPrice {
  unitPrice: number
  quantity: number
  totalPrice: number
  calculatedTaxes: CalculatedTax[]
  taxRules: { taxRate: number; name: string }[]
  referencePrice: null
  listPrice: { price: number; discount: number; percentage: number; apiAlias: 'cart_list_price' } | null
  regulationPrice: { price: number; apiAlias: 'cart_regulation_price' } | null
  apiAlias: 'calculated_price'
}

export interface CalculatedCheapestPrice extends Omit<CalculatedPrice, 'apiAlias'> {
  hasRange: boolean
  variantId: string | null
  apiAlias: 'calculated_cheapest_price'
}

/** Picks the stored amount for the context's tax state; tax-free shows the net price. */
function pick(p: StoredPrice, state: TaxState, kind: 'base' | 'list' | 'regulation'): number | null {
  const net = state !== 'gross'
  if (kind === 'base') return net ? p.net : p.gross
  if (kind === 'list') return (net ? p.listNet : p.listGross) ?? null
  return (net ? p.regulationNet : p.regulationGross) ?? null
}

function toContextMinor(amount: number, p: StoredPrice, ctx: PriceContext): number {
  // a price row in the context currency is used as is; otherwise the default price × factor
  const factor = p.currencyId === ctx.currencyId ? 1 : ctx.currencyFactor
  return convertToMinor(amount, factor, ctx.itemRounding, ctx.taxState !== 'gross')
}

/**
 * Shopware's QuantityPriceCalculator for one line: unit price in the context's currency and tax
 * state, total = unit × quantity, taxes from the total (gross: rate/(100+rate), net: rate/100).
 * A tax-free context (e.g. delivery to Switzerland) shows the net price and calculates no taxes.
 */
export function calculatePrice(
  p: StoredPrice,
  tax: TaxInfo,
  quantity: number,
  ctx: PriceContext,
): CalculatedPrice {
  const d = ctx.itemRounding.decimals
  const unit = toContextMinor(pick(p, ctx.taxState, 'base') ?? 0, p, ctx)
  const total = unit * quantity
  let calculatedTaxes: CalculatedTax[] = []
  if (ctx.taxState === 'gross') {
    calculatedTaxes = [taxEntry(percentOf(total, tax.rate, 100 + tax.rate), tax.rate, total, d)]
  } else if (ctx.taxState === 'net') {
    calculatedTaxes = [taxEntry(percentOf(total, tax.rate, 100), tax.rate, total, d)]
  }
  const listAmount = pick(p, ctx.taxState, 'list')
  const list = listAmount === null ? null : toContextMinor(listAmount, p, ctx)
  const regulationAmount = pick(p, ctx.taxState, 'regulation')
  return {
    unitPrice: toMajor(unit, d),
    quantity,
    totalPrice: toMajor(total, d),
    calculatedTaxes,
    taxRules: ctx.taxState === 'tax-free' ? [] : [{ taxRate: tax.rate, name: tax.name }],
    referencePrice: null,
    listPrice:
      list !== null && list > unit
        ? {
            price: toMajor(list, d),
            discount: toMajor(unit - list, d),
            percentage: Math.round((1 - unit / list) * 10000) / 100,
            apiAlias: 'cart_list_price',
          }
        : null,
    regulationPrice:
      regulationAmount === null
        ? null
        : { price: toMajor(toContextMinor(regulationAmount, p, ctx), d), apiAlias: 'cart_regulation_price' },
    apiAlias: 'calculated_price',
  }
}

function taxEntry(taxMinor: number, rate: number, priceMinor: number, d: number): CalculatedTax {
  return {
    tax: toMajor(taxMinor, d),
    taxRate: rate,
    price: toMajor(priceMinor, d),
    apiAlias: 'cart_tax_calculated',
  }
}

/**
 * Graduated prices: one calculated price per tier, quantity = the tier's last quantity (or its
 * first for the open tier), as Shopware's ProductPriceCalculator does. Empty without tiers.
 */
export function calculateTiers(tiers: StoredTier[], tax: TaxInfo, ctx: PriceContext): CalculatedPrice[] {
  return [...tiers]
    .sort((a, b) => a.quantityStart - b.quantityStart)
    .map((t) => calculatePrice(t, tax, t.quantityEnd ?? t.quantityStart, ctx))
}

/** The tier that applies to a quantity (cart lines); null when the product has no tiers. */
export function tierFor<T extends StoredTier>(tiers: T[], quantity: number): T | null {
  const sorted = [...tiers].sort((a, b) => a.quantityStart - b.quantityStart)
  let found: T | null = null
  for (const t of sorted) if (quantity >= t.quantityStart) found = t
  return found
}

/** The "from" price of a parent: its cheapest variant, flagged hasRange when prices differ. */
export function calculateCheapest(
  cheapest: StoredPrice,
  tax: TaxInfo,
  ctx: PriceContext,
  hasRange: boolean,
  variantId: string | null,
): CalculatedCheapestPrice {
  const price = calculatePrice(cheapest, tax, 1, ctx)
  return { ...price, hasRange, variantId, apiAlias: 'calculated_cheapest_price' }
}
