import { ApiProblem } from '../http/errors.ts'
import { isRecord } from '../lib/plain-data.ts'
import { Violations } from './filters.ts'
import { isUuid, parseCriteria, parsePage } from './parse.ts'
import type { Criteria } from './types.ts'

/** The listing request parameters Shopware's ProductListingFeaturesSubscriber reads. */
export interface ListingParams {
  order: string | null
  manufacturerIds: string[]
  propertyIds: string[]
  minPrice: number | null
  maxPrice: number | null
  manufacturerFilter: boolean
  priceFilter: boolean
  propertyFilter: boolean
  propertyWhitelist: string[] | null
  noAggregations: boolean
  onlyAggregations: boolean
  reduceAggregations: boolean
}

export interface ListingRequest {
  criteria: Criteria
  listing: ListingParams
}

function idList(raw: unknown, name: string, v: Violations): string[] {
  if (raw === undefined || raw === null || raw === '') return []
  const list = typeof raw === 'string' ? raw.split('|').filter(Boolean) : raw
  if (!Array.isArray(list)) {
    v.add(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `${name} has to be a list of ids separated by "|".`,
      `/${name}`,
    )
    return []
  }
  const ids: string[] = []
  list.forEach((id, i) => {
    if (isUuid(id)) ids.push(id)
    else
      v.add(
        'FRAMEWORK__INVALID_UUID',
        `Value is not a valid UUID: ${String(id).slice(0, 64)}`,
        `/${name}/${i}`,
      )
  })
  return [...new Set(ids)]
}

function price(raw: unknown, name: string, v: Violations): number | null {
  if (raw === undefined || raw === null || raw === '') return null
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN
  if (!Number.isFinite(n) || n < 0 || n > 1e12) {
    v.add(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `${name} has to be a number greater or equal 0.`,
      `/${name}`,
    )
    return null
  }
  // Shopware treats 0 as "not set"
  return n === 0 ? null : n
}

/** Flags like `no-aggregations` count when present at all; booleans honour "0"/"false". */
function flag(payload: Record<string, unknown>, key: string): boolean {
  return key in payload
}

function toggle(payload: Record<string, unknown>, key: string): boolean {
  const raw = payload[key]
  if (raw === undefined) return true
  return !(raw === false || raw === 'false' || raw === '0' || raw === 0)
}

/**
 * Splits a listing/search payload into DAL criteria and the listing parameters. `p` is the page
 * parameter of listings; `page` is accepted too. Invalid ids or prices are a 400.
 */
export function parseListingRequest(payload: unknown): ListingRequest {
  if (payload !== undefined && payload !== null && !isRecord(payload)) {
    throw new ApiProblem(
      400,
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'The request body has to be a JSON object.',
    )
  }
  const body = payload ?? {}
  const v = new Violations()
  let criteria: Criteria | null = null
  try {
    criteria = parseCriteria(body)
  } catch (e) {
    if (!(e instanceof ApiProblem)) throw e
    v.list.push(...e.errors)
  }
  if (body.p !== undefined && body.page === undefined && criteria) criteria.page = parsePage(body.p, v, '/p')
  let order: string | null = null
  if (body.order !== undefined && body.order !== null && body.order !== '') {
    if (typeof body.order === 'string' && body.order.length <= 100) order = body.order
    else v.add('FRAMEWORK__INVALID_REQUEST_PARAMETER', 'order has to be a sorting key.', '/order')
  }
  const listing: ListingParams = {
    order,
    manufacturerIds: idList(body.manufacturer, 'manufacturer', v),
    propertyIds: idList(body.properties, 'properties', v),
    minPrice: price(body['min-price'], 'min-price', v),
    maxPrice: price(body['max-price'], 'max-price', v),
    manufacturerFilter: toggle(body, 'manufacturer-filter'),
    priceFilter: toggle(body, 'price-filter'),
    propertyFilter: toggle(body, 'property-filter'),
    propertyWhitelist:
      body['property-whitelist'] === undefined
        ? null
        : idList(body['property-whitelist'], 'property-whitelist', v),
    noAggregations: flag(body, 'no-aggregations'),
    onlyAggregations: flag(body, 'only-aggregations'),
    reduceAggregations: flag(body, 'reduce-aggregations'),
  }
  if (listing.minPrice !== null && listing.maxPrice !== null && listing.minPrice > listing.maxPrice) {
    v.add('FRAMEWORK__INVALID_REQUEST_PARAMETER', 'min-price has to be lower than max-price.', '/min-price')
  }
  if (v.list.length > 0 || !criteria) throw ApiProblem.many(400, v.list)
  return { criteria, listing }
}
