// Listing URL state (category listings and /search): validation of the query string, the Store API
// criteria it stands for, the filter options read from a listing's aggregations and the active
// filters. Pure functions, imports nothing. Anything a shopper (or a bot) puts in the query string is
// normalised here: an invalid value is dropped (its default applies) instead of failing the page.

/** Spec §9: listing default limit 10, page 1. */
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

// ---------------------------------------------------------------------------------------------
// Filter options from a listing's aggregations. Shopware answers an object keyed by aggregation
// name (`manufacturer`, `price`, `properties`); shapes are checked here, so a back end sending
// something else shows fewer filters instead of breaking the page.

export interface FacetOption {
  id: string
  name: string
  /** Colour swatch for `color` groups. */
  colorHexCode: string | null
}

export interface PropertyFacet {
  id: string
  name: string
  displayType: string
  options: FacetOption[]
}

export interface ListingFacets {
  manufacturers: FacetOption[]
  properties: PropertyFacet[]
  /** Price range of the unfiltered result; null when the back end sent none (or min = max = 0). */
  price: { min: number; max: number } | null
}

type Rec = Record<string, unknown>

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function translatedName(entity: Rec): string | null {
  const translated = isRecord(entity.translated) ? entity.translated : {}
  const name = typeof translated.name === 'string' && translated.name ? translated.name : entity.name
  return typeof name === 'string' && name.trim() ? name : null
}

function entitiesOf(aggregation: unknown): Rec[] {
  if (!isRecord(aggregation)) return []
  const list = Array.isArray(aggregation.entities)
    ? aggregation.entities
    : isRecord(aggregation.entities) && Array.isArray(aggregation.entities.elements)
      ? aggregation.entities.elements
      : []
  return list.filter(isRecord)
}

function optionOf(entity: Rec): FacetOption | null {
  const name = translatedName(entity)
  if (typeof entity.id !== 'string' || !ID.test(entity.id) || !name) return null
  const hex = typeof entity.colorHexCode === 'string' && /^#[0-9a-f]{3,8}$/i.test(entity.colorHexCode)
  return { id: entity.id, name, colorHexCode: hex ? (entity.colorHexCode as string) : null }
}

function byPosition(a: Rec, b: Rec): number {
  const pa = typeof a.position === 'number' ? a.position : 0
  const pb = typeof b.position === 'number' ? b.position : 0
  return pa - pb
}

export function listingFacets(aggregations: Record<string, unknown>): ListingFacets {
  const manufacturers = entitiesOf(aggregations.manufacturer)
    .map(optionOf)
    .filter((option): option is FacetOption => option !== null)
  const properties = entitiesOf(aggregations.properties)
    .sort(byPosition)
    .map((group): PropertyFacet | null => {
      const base = optionOf(group)
      if (!base) return null
      const options = (Array.isArray(group.options) ? group.options : [])
        .filter(isRecord)
        .sort(byPosition)
        .map(optionOf)
        .filter((option): option is FacetOption => option !== null)
      const displayType = typeof group.displayType === 'string' ? group.displayType : 'text'
      return options.length > 0 ? { id: base.id, name: base.name, displayType, options } : null
    })
    .filter((group): group is PropertyFacet => group !== null)
  const price = isRecord(aggregations.price) ? aggregations.price : null
  const min = price && typeof price.min === 'number' && Number.isFinite(price.min) ? price.min : null
  const max = price && typeof price.max === 'number' && Number.isFinite(price.max) ? price.max : null
  return {
    manufacturers,
    properties,
    price: min !== null && max !== null && max > 0 ? { min, max } : null,
  }
}

export type ActiveFilter =
  | { kind: 'manufacturer'; id: string; label: string; without: ListingSearch }
  | { kind: 'property'; id: string; label: string; group: string; without: ListingSearch }
  | { kind: 'min-price'; value: number; without: ListingSearch }
  | { kind: 'max-price'; value: number; without: ListingSearch }

/**
 * One entry per active filter with the search that removes it (the chips). Ids the facets do not
 * name (an option no product in this listing has) are still listed, labelled by nothing better
 * than "unknown", so that a shopper can remove them.
 */
export function activeFilters(search: ListingSearch, facets: ListingFacets): ActiveFilter[] {
  const manufacturers = idsOf(search.manufacturer)
  const properties = idsOf(search.properties)
  const manufacturerName = new Map(facets.manufacturers.map((option) => [option.id, option.name]))
  const optionName = new Map<string, { name: string; group: string }>()
  for (const group of facets.properties)
    for (const option of group.options) optionName.set(option.id, { name: option.name, group: group.name })
  const chips: ActiveFilter[] = []
  for (const id of manufacturers) {
    chips.push({
      kind: 'manufacturer',
      id,
      label: manufacturerName.get(id) ?? '',
      without: changeListing(search, { manufacturer: manufacturers.filter((other) => other !== id) }),
    })
  }
  for (const id of properties) {
    const known = optionName.get(id)
    chips.push({
      kind: 'property',
      id,
      label: known?.name ?? '',
      group: known?.group ?? '',
      without: changeListing(search, { properties: properties.filter((other) => other !== id) }),
    })
  }
  const min = search['min-price']
  const max = search['max-price']
  if (min !== undefined)
    chips.push({ kind: 'min-price', value: min, without: changeListing(search, { minPrice: null }) })
  if (max !== undefined)
    chips.push({ kind: 'max-price', value: max, without: changeListing(search, { maxPrice: null }) })
  return chips
}
