// The /search page's URL state: the term plus the same listing parameters as category listings
// (page, page size, sorting, filters; see src/domain/listing.ts). Anything a shopper (or a bot)
// puts in the query string is normalised: an invalid value falls back to its default.
import { type ListingSearch, listingQuery, validateListingSearch } from '../../domain/listing.ts'

/** Suggestions and the results page start at three characters (shorter terms match too much). */
export const MIN_TERM_LENGTH = 3
/** Shopware's default sorting for search results (relevance). */
export const DEFAULT_SEARCH_ORDER = 'score'

/** Validated /search params; defaults are left out (the router compares them with the URL). */
export type SearchParams = ListingSearch & {
  /** The trimmed term; left out when empty (see termOf). */
  search?: string
}

/** What links may pass: everything optional. */
export type SearchParamsInput = Partial<SearchParams>

/** The term; '' when there is none. */
export function termOf(params: SearchParams): string {
  return params.search ?? ''
}

/** The page with its default applied. */
export function pageOf(params: SearchParams): number {
  return params.p ?? 1
}

/** The sorting with its default applied. */
export function orderOf(params: SearchParams): string {
  return params.order ?? DEFAULT_SEARCH_ORDER
}

/**
 * The /search route's search contract. The router's parser turns `?search=123` into a number, so
 * numbers and strings are both accepted; arrays/objects are ignored. Relevance ('score') is the
 * default order. Defaults (an empty term too) are left out.
 */
export function validateSearchParams(raw: Record<string, unknown>): SearchParams {
  const given = typeof raw.search === 'string' || typeof raw.search === 'number' ? String(raw.search) : ''
  const term = given.trim().slice(0, 500)
  const listing = validateListingSearch(raw)
  if (listing.order === DEFAULT_SEARCH_ORDER) delete listing.order
  return term ? { search: term, ...listing } : listing
}

/** True when the term is long enough to ask the back end. */
export function isSearchableTerm(term: string): boolean {
  return [...term.trim()].length >= MIN_TERM_LENGTH
}

/** The listing part of the params (everything but the term). */
export function listingPart(params: SearchParams): ListingSearch {
  const { search: _term, ...listing } = params
  return listing
}

/** The query of a /search URL without the defaults (stable, shareable URLs; also the alternates). */
export function searchQuery(params: SearchParams): string {
  const valid = validateSearchParams({ ...params })
  return listingQuery(listingPart(valid), { search: termOf(valid) })
}

/** Link search params for another page or sorting of the same search, defaults left out. */
export function searchLinkParams(
  params: SearchParams,
  change: { p?: number; order?: string },
): SearchParamsInput {
  return validateSearchParams({ ...params, ...change })
}
