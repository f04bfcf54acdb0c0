import type { RequestContext } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import {
  type CalculatedCheapestPrice,
  type CalculatedPrice,
  calculateCheapest,
  calculatePrice,
  calculateTiers,
  type StoredPrice,
  type StoredTier,
  type TaxInfo,
} from '../pricing/calculate.ts'
import type { Row } from '../db/rows.ts'
import { num, str } from './translate.ts'

function stored(r: Row): StoredPrice {
  return {
    currencyId: String(r.currency_id),
    gross: Number(r.gross),
    net: Number(r.net),
    listGross: num(r.list_gross),
    listNet: num(r.list_net),
    regulationGross: num(r.regulation_gross),
    regulationNet: num(r.regulation_net),
  }
}

/** The context currency's row when there is one, else the default currency's (converted by factor). */
function choose<T extends { currency_id?: unknown }>(rows: T[], ctx: RequestContext): T[] {
  const own = rows.filter((r) => r.currency_id === ctx.currencyId)
  return own.length > 0 ? own : rows.filter((r) => r.currency_id !== ctx.currencyId)
}

export interface ProductPrices {
  calculatedPrice: CalculatedPrice
  calculatedPrices: CalculatedPrice[]
  calculatedCheapestPrice: CalculatedCheapestPrice | null
}

/**
 * A product's prices in the request context: its own price row (context currency, else the
 * default currency × factor), graduated tiers, and the "from" price of its cheapest variant.
 */
export function productPrices(
  shop: Shop,
  ctx: RequestContext,
  r: Row,
  priceRows: Row[],
  tierRows: Row[],
  tax: TaxInfo,
): ProductPrices {
  const base = choose(priceRows, ctx)[0]
  const cheapestStored: StoredPrice | null =
    r.cheapest_price_gross !== null && r.cheapest_price_gross !== undefined
      ? {
          currencyId: String([...shop.currencyRows.values()].find((c) => c.is_system_default === 1)?.id),
          gross: Number(r.cheapest_price_gross),
          net: Number(r.cheapest_price_net),
          listGross: num(r.cheapest_list_price_gross),
          listNet: num(r.cheapest_list_price_net),
        }
      : null
  const price = base ? stored(base) : cheapestStored
  const calculatedPrice = price ? calculatePrice(price, tax, 1, ctx.price) : null
  const tierList: StoredTier[] = choose(tierRows, ctx).map((x) => ({
    ...stored(x),
    quantityStart: Number(x.quantity_start),
    quantityEnd: num(x.quantity_end),
  }))
  const calculatedPrices = calculateTiers(tierList, tax, ctx.price)
  const hasRange =
    tierList.length > 1 ||
    (r.max_price_gross !== null &&
      r.cheapest_price_gross !== null &&
      r.max_price_gross !== r.cheapest_price_gross)
  return {
    calculatedPrice:
      calculatedPrice ?? calculatePrice({ currencyId: ctx.currencyId, gross: 0, net: 0 }, tax, 1, ctx.price),
    calculatedPrices,
    calculatedCheapestPrice: cheapestStored
      ? calculateCheapest(cheapestStored, tax, ctx.price, hasRange, str(r.cheapest_variant_id))
      : calculatedPrice
        ? { ...calculatedPrice, hasRange, variantId: null, apiAlias: 'calculated_cheapest_price' }
        : null,
  }
}
