/**
 * What a product search is asked for and the column expressions it filters, sorts and aggregates
 * on: shared by the query and its aggregations, so neither has to import the other.
 */
import type { RequestContext } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import type { ListingParams } from './listing.ts'
import type { Criteria } from './types.ts'

export type ProductSource =
  | { kind: 'category'; categoryId: string }
  | {
      kind: 'search'
      fts: string | null
      /** The term's tokens: a product whose number or name holds every one ranks first. */
      tokens: readonly string[]
    }
  | { kind: 'all' }

export interface ProductQuery {
  shop: Shop
  ctx: RequestContext
  criteria: Criteria
  listing: ListingParams | null
  source: ProductSource
  defaultLimit: number
  defaultSorting: string | null
}

/** Column expressions the listing filters, sorting and aggregations use. */
export interface Columns {
  id: string
  manufacturer: string
  price: string
  sales: string
}

export const PRODUCT_COLUMNS: Columns = {
  id: 'p.id',
  manufacturer: 'p.manufacturer_id',
  price: 'p.listing_price',
  sales: 'p.sales',
}
export const TREE_COLUMNS: Columns = {
  id: 't.product_id',
  manufacturer: 't.manufacturer_id',
  price: 't.listing_price',
  sales: 't.sales',
}

/** Net comparisons use the gross listing price without its tax (the schema stores EUR gross). */
export function priceExpr(ctx: RequestContext, cols: Columns = PRODUCT_COLUMNS): string {
  return ctx.taxState === 'gross'
    ? cols.price
    : 'p.listing_price * 100.0 / (100 + (SELECT tax_rate FROM tax WHERE tax.id = p.tax_id))'
}
