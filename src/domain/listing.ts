// Listing URL state (category listings and /search): validation of the query string and the Store
// API criteria it stands for (the filter options and active filters: listing-facets.ts, apart,
// since every page's route validation needs this module and only listing pages need those).
// Pure functions, imports nothing. Anything a shopper (or a bot) puts in the query string is
// normalised here: an invalid value is dropped (its default applies) instead of failing the page.

/** The listing's defaults (left out of the URL): 10 products per page, page 1. */
export const DEFAULT_LISTING_LIMIT = 10
export const DEFAULT_LISTING_PAGE = 1
/** The page sizes a shopper can choose (the default first). */
export const LISTING_PAGE_SIZES = [10, 20, 40] as const
/** The Store API's max limit: a larger limit is a 400 there. */
export const MAX_LISTING_LIMIT = 100
/** Prices above this are not a filter but a typo. */
const MAX_PRICE = 1_000_000_000

/**
 * The listing's URL query with Shopware's parameter names (`?order=price-asc&p=2&manufacturer=a|b
 * &properties=c|d&min-price=10&max-price=500&limit=20`). Defaults are left out, so the router's
 * canonical URL equals the shopper's URL. Ids are sorted and joined with `|` (one stable URL per filter set).
 */
// A type alias (not an interface): route search types must be assignable to Record<string, unknown>.
export type ListingSearch = {
  p?: number
  limit?: number
  order?: string
  manufacturer?: string
  properties?: string
  'min-price'?: number
  'max-price'?: number
}

/** The Store API's ProductListingCriteria fields the listing sends (structurally the wire type). */
export interface ListingCriteria {
  p: number
  limit: number
  order?: string
  manufacturer?: string
  properties?: string
  'min-price'?: number
  'max-price'?: number
}

const ID = /^[0-9a-f]{32}$/

/** A Shopware entity id (32 lower-case hex digits), as filters and facets use them. */
export function isEntityId(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value)
}
// Sorting keys are slugs (`price-asc`, `topseller`); anything else would only earn a 400.
const SORTING_KEY = /^[a-z0-9][a-z0-9_.-]{0,99}$/i

function positiveInteger(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined
}

/** A price filter value: a finite number above 0 (Shopware treats 0 as "not set"), cents at most. */
function priceValue(value: unknown): number | undefined {
  const raw = typeof value === 'string' ? value.trim().replace(',', '.') : value
  const number =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw !== '' ? Number(raw) : Number.NaN
  if (!Number.isFinite(number) || number > MAX_PRICE) return undefined
  const cents = Math.round(number * 100) / 100
  return cents > 0 ? cents : undefined
}

/** Ids from `a|b`, an array (repeated form fields) or a single id; invalid ids are dropped. */
export function idsOf(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.flatMap((item) => (typeof item === 'string' ? item.split('|') : []))
    : typeof value === 'string'
      ? value.split('|')
      : []
  const ids = parts.map((part) => part.trim().toLowerCase()).filter((part) => ID.test(part))
  return [...new Set(ids)].sort()
}

function joinIds(ids: readonly string[]): string | undefined {
  const valid = idsOf([...ids])
  return valid.length > 0 ? valid.join('|') : undefined
}

/**
 * validateSearch of listing pages. Accepts what the router parsed (numbers for `p=2`) and what a
 * plain HTML form sends (strings, repeated fields); `page` is an alias of `p` (Shopware accepts both).
 * A min price above the max price is swapped (the Store API would answer 400).
 */
export function validateListingSearch(raw: Record<string, unknown>): ListingSearch {
  const page = positiveInteger(raw.p) ?? positiveInteger(raw.page) ?? DEFAULT_LISTING_PAGE
  const limit = positiveInteger(raw.limit, MAX_LISTING_LIMIT) ?? DEFAULT_LISTING_LIMIT
  const order = typeof raw.order === 'string' && SORTING_KEY.test(raw.order) ? raw.order : undefined
  let min = priceValue(raw['min-price'])
  let max = priceValue(raw['max-price'])
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  const manufacturer = joinIds(idsOf(raw.manufacturer))
  const properties = joinIds(idsOf(raw.properties))
  // Key order = URL order: sorting, paging, then filters.
  const search: ListingSearch = {}
  if (order !== undefined) search.order = order
  if (page !== DEFAULT_LISTING_PAGE) search.p = page
  if (limit !== DEFAULT_LISTING_LIMIT) search.limit = limit
  if (manufacturer) search.manufacturer = manufacturer
  if (properties) search.properties = properties
  if (min !== undefined) search['min-price'] = min
  if (max !== undefined) search['max-price'] = max
  return search
}

export function pageOf(search: ListingSearch): number {
  return search.p ?? DEFAULT_LISTING_PAGE
}

export function limitOf(search: ListingSearch): number {
  return search.limit ?? DEFAULT_LISTING_LIMIT
}

/** The criteria for POST /product-listing, /category/{id} (its listing slot) and /search. */
export function listingCriteria(search: ListingSearch): ListingCriteria {
  const criteria: ListingCriteria = { p: pageOf(search), limit: limitOf(search) }
  if (search.order !== undefined) criteria.order = search.order
  if (search.manufacturer) criteria.manufacturer = search.manufacturer
  if (search.properties) criteria.properties = search.properties
  if (search['min-price'] !== undefined) criteria['min-price'] = search['min-price']
  if (search['max-price'] !== undefined) criteria['max-price'] = search['max-price']
  return criteria
}

/** True when any filter (not sorting or paging) is set. */
export function hasActiveFilters(search: ListingSearch): boolean {
  return Boolean(
    search.manufacturer ||
      search.properties ||
      search['min-price'] !== undefined ||
      search['max-price'] !== undefined,
  )
}

export interface ListingChange {
  p?: number
  limit?: number
  order?: string
  manufacturer?: readonly string[]
  properties?: readonly string[]
  minPrice?: number | null
  maxPrice?: number | null
}

/**
 * The search after a change. Any change of filters, sorting or page size goes back to page 1 (the
 * old page may not exist any more); a page change keeps everything else.
 */
export function changeListing(search: ListingSearch, change: ListingChange): ListingSearch {
  const next: Record<string, unknown> = { ...search }
  if (change.manufacturer) next.manufacturer = change.manufacturer.join('|')
  if (change.properties) next.properties = change.properties.join('|')
  if (change.minPrice !== undefined) next['min-price'] = change.minPrice ?? undefined
  if (change.maxPrice !== undefined) next['max-price'] = change.maxPrice ?? undefined
  if (change.order !== undefined) next.order = change.order
  if (change.limit !== undefined) next.limit = change.limit
  next.p = change.p ?? DEFAULT_LISTING_PAGE
  return validateListingSearch(next)
}

/** Toggles one id in a list (checkbox filters). */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]
}

/** The search without any filter (sorting and page size stay). */
export function withoutFilters(search: ListingSearch): ListingSearch {
  return changeListing(search, { manufacturer: [], properties: [], minPrice: null, maxPrice: null })
}

/** The query string of a listing URL, defaults left out, in a stable order ('' without params). */
export function listingQuery(search: ListingSearch, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra)
  const valid = validateListingSearch({ ...search })
  for (const key of [
    'order',
    'p',
    'limit',
    'manufacturer',
    'properties',
    'min-price',
    'max-price',
  ] as const) {
    const value = valid[key]
    if (value !== undefined) query.set(key, String(value))
  }
  return query.toString()
}

export function pageCount(total: number, limit: number): number {
  return limit > 0 ? Math.max(0, Math.ceil(total / limit)) : 0
}
