import type { Context } from 'hono'
import { ftsQuery, searchTokens } from '../criteria/fts.ts'
import { type ListingRequest, parseListingRequest } from '../criteria/listing.ts'
import type { ProductSource } from '../criteria/product-columns.ts'
import { runProductQuery } from '../criteria/product-query.ts'
import { availableSortings } from '../criteria/sortings.ts'
import type { AppEnv } from '../core/context.ts'
import { productJson } from '../serialize/product-cache.ts'
import { loadProducts, optionsFor } from '../serialize/products.ts'
import { send } from './respond.ts'

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
  const { ids, rest } = listingParts(c, req, source, navigationId)
  const { shop } = c.get('services')
  const elements = loadProducts(shop, c.get('ctx'), ids, optionsFor(req.criteria.associations))
  return { elements, ...rest }
}

/**
 * The listing or search answer. Without `includes` the body is put together from the cached JSON
 * JSON of its products (serialize/product-cache.ts) around the stringified rest, byte for byte
 * what `send(c, listingResult(…))` answers; with `includes` the products are loaded and filtered.
 */
export function listingResponse(
  c: Context<AppEnv>,
  req: ListingRequest,
  source: ProductSource,
  navigationId: string,
): Response {
  const includes = req.criteria.includes
  if (includes && Object.keys(includes).length > 0)
    return send(c, listingResult(c, req, source, navigationId), req.criteria)
  const { ids, rest } = listingParts(c, req, source, navigationId)
  const { shop } = c.get('services')
  const products = productJson(shop, c.get('ctx'), ids, optionsFor(req.criteria.associations))
  // The aggregations come as a marker and are put in as text: a category's facets are the same
  // cached objects on every request, stringified once. `aggregations` precedes `currentFilters`
  // (where a search term could hold the same characters), so the first match is the marker.
  const aggregations = aggregationsText(rest.aggregations)
  const head = JSON.stringify({ ...rest, aggregations: AGGREGATIONS_MARKER })
  // `elements` comes first, as in listingResult; `rest` always has keys, so its "{" opens more.
  const parts: Buffer[] = [ELEMENTS_OPEN]
  for (const [i, product] of products.entries()) {
    if (i > 0) parts.push(COMMA)
    parts.push(product)
  }
  parts.push(Buffer.from(`],${head.slice(1).replace(MARKER_TEXT, () => aggregations)}`))
  return c.body(Buffer.concat(parts), 200, { 'content-type': 'application/json' })
}

const ELEMENTS_OPEN = Buffer.from('{"elements":[')
const COMMA = Buffer.from(',')
const AGGREGATIONS_MARKER = '\u0000aggregations'
const MARKER_TEXT = JSON.stringify(AGGREGATIONS_MARKER)
const aggregationTexts = new WeakMap<object, string>()

/** JSON of the aggregations object; each aggregation's text is kept while its object lives. */
function aggregationsText(value: unknown): string {
  if (Array.isArray(value) || value === null || typeof value !== 'object') return JSON.stringify(value)
  const parts: string[] = []
  for (const [name, aggregation] of Object.entries(value)) {
    if (aggregation === undefined) continue
    let text =
      typeof aggregation === 'object' && aggregation !== null ? aggregationTexts.get(aggregation) : undefined
    if (text === undefined) {
      text = JSON.stringify(aggregation)
      if (typeof aggregation === 'object' && aggregation !== null) aggregationTexts.set(aggregation, text)
    }
    parts.push(`${JSON.stringify(name)}:${text}`)
  }
  return `{${parts.join(',')}}`
}

/** Everything of a ProductListingResult but its elements, and the ids of the page's products. */
function listingParts(
  c: Context<AppEnv>,
  req: ListingRequest,
  source: ProductSource,
  navigationId: string,
): { ids: string[]; rest: Json } {
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
  const rest: Json = {
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
  return { ids: result.ids, rest }
}

export function searchSource(term: string): ProductSource {
  return { kind: 'search', fts: ftsQuery(term), tokens: searchTokens(term) }
}

export { parseListingRequest }
