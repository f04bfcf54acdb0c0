import type { Context } from 'hono'
import { ftsQuery } from '../criteria/fts.ts'
import { type ListingRequest, parseListingRequest } from '../criteria/listing.ts'
import type { ProductSource } from '../criteria/product-columns.ts'
import { runProductQuery } from '../criteria/product-query.ts'
import { availableSortings } from '../criteria/sortings.ts'
import type { AppEnv } from '../http/context.ts'
import { loadProducts, optionsFor } from '../serialize/products.ts'

type Json = Record<string, unknown>

/** Shopware's `core.listing.productsPerPage` default. */
export const LISTING_LIMIT = 24

/** Builds a ProductListingResult (listing, search, CMS listing slot) for a parsed request. */
export function listingResult(
  c: Context<AppEnv>,
  req: ListingRequest,
  source: ProductSource,
  navigationId: string,
): Json {
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  const search = source.kind === 'search'
  const result = runProductQuery({
    shop,
    ctx,
    criteria: req.criteria,
    listing: req.listing,
    source,
    defaultLimit: shop.configNumber('core.listing.productsPerPage') ?? LISTING_LIMIT,
    defaultSorting: search ? 'score' : (shop.configString('core.listing.defaultSorting') ?? 'name-asc'),
  })
  const l = req.listing
  return {
    elements: loadProducts(shop, ctx, result.ids, optionsFor(req.criteria.associations)),
    total: result.total,
    page: result.page,
    limit: result.limit,
    aggregations: Object.keys(result.aggregations).length > 0 ? result.aggregations : [],
    sorting: result.sorting ?? undefined,
    availableSortings: availableSortings(ctx.languageId, search),
    currentFilters: {
      navigationId,
      manufacturer: l.manufacturerIds,
      price: { min: l.minPrice ?? 0, max: l.maxPrice ?? 0 },
      rating: null,
      'shipping-free': false,
      properties: l.propertyIds,
      ...(search && req.criteria.term ? { search: req.criteria.term } : {}),
    },
    entity: 'product',
    apiAlias: 'product_listing',
  }
}

export function searchSource(term: string): ProductSource {
  return { kind: 'search', fts: ftsQuery(term) }
}

export { parseListingRequest }
