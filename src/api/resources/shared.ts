// What every resource module receives from the client.

import type { Invoke } from '../invoke.ts'
import type { Criteria } from '../wire.ts'

export interface ResourceContext {
  /**
   * Store API calls by operation key. Resources get no raw HTTP client: every call names its
   * operation, so its path, body and answer are the schema's (src/api/resources/no-raw-paths.test.ts).
   */
  invoke: Invoke
  /** The language the client currently asks for (sw-language-id), used to pick SEO paths. */
  languageId: () => string | undefined
}

/** Ask Shopware to resolve SEO URLs of the returned entities (navigation, listing, product). */
export const SEO_URLS_HEADER = { 'sw-include-seo-urls': 'true' } as const

/**
 * Fields of `product` entities that product teasers (ProductSummary) need. Sent as `includes` with
 * CMS pages (category, landing page, CMS): their slots resolve whole product graphs (manufacturer,
 * tax, properties, media folders …), ~300 KB of JSON for the home page, most of which no teaser shows.
 * Shopware applies `includes` per apiAlias to the whole response; other entities stay complete.
 * A caller that needs more (e.g. a listing with variant options) passes its own `includes`.
 */
export const PRODUCT_SUMMARY_INCLUDES: Record<string, string[]> = {
  product: [
    'id',
    'parentId',
    'name',
    'translated',
    'productNumber',
    'seoUrls',
    'cover',
    'media',
    'calculatedPrice',
    'calculatedPrices',
    'calculatedCheapestPrice',
    'markAsTopseller',
    'isNew',
    'available',
    'stock',
    'ratingAverage',
    'deliveryTime',
    // is-download: a download's card says it is delivered at once, not its delivery time.
    'states',
  ],
}

/** The criteria with the teaser includes unless the caller chose its own. */
export function withSummaryIncludes<C extends { includes?: Record<string, string[]> }>(criteria: C): C {
  return criteria.includes ? criteria : { ...criteria, includes: PRODUCT_SUMMARY_INCLUDES }
}

/** A resource that lists entities of the sales channel, optionally narrowed by criteria. */
export interface ListResource<T, C = Criteria> {
  list(criteria?: C): Promise<T[]>
}

export interface MethodListCriteria extends Criteria {
  /** Only methods available for the current context (cart, country, customer). */
  onlyAvailable?: boolean
}

/**
 * Domain values mapped from kept answers: on the server, the Store API caches hand every render
 * within their TTL the same deep-frozen answer (server/store-api-cache.ts), so what a mapper makes
 * of it is the same too. Mapped once per answer, mapper and language, frozen likewise, and shared
 * by those renders (mapping a CMS page or a listing of cards is a measurable part of a render); a
 * change by any loader or component then throws instead of reaching another render. Answers from
 * the network (not frozen: the browser's, a cache miss) are mapped per call, as before.
 */
const mappedAnswers = new WeakMap<object, Map<unknown, Map<string, unknown>>>()

function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const field of Object.values(value)) deepFrozen(field)
  }
  return value
}

export function mappedOnce<W extends object, T>(
  wire: W,
  languageId: string | undefined,
  map: (wire: W, languageId: string | undefined) => T,
): T {
  if (!Object.isFrozen(wire)) return map(wire, languageId)
  let byMapper = mappedAnswers.get(wire)
  if (!byMapper) {
    byMapper = new Map()
    mappedAnswers.set(wire, byMapper)
  }
  let byLanguage = byMapper.get(map)
  if (!byLanguage) {
    byLanguage = new Map()
    byMapper.set(map, byLanguage)
  }
  const language = languageId ?? ''
  if (byLanguage.has(language)) return byLanguage.get(language) as T
  const mapped = deepFrozen(map(wire, languageId))
  byLanguage.set(language, mapped)
  return mapped
}
