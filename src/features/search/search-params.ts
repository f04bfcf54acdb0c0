// The /search page's URL state. Anything a shopper (or a bot) puts in the query string is
// normalised here: an invalid value falls back to its default instead of failing the page.

/** Suggestions and the results page start at three characters (issue 4 §5). */
export const MIN_TERM_LENGTH = 3
/** Shopware's default sorting for search results (relevance). */
export const DEFAULT_SEARCH_ORDER = 'score'
/** The Store API's MAX_LIMIT: a larger limit is a 400 there. */
export const MAX_SEARCH_LIMIT = 100

export interface SearchParams {
  /** The trimmed term; '' when missing. */
  search: string
  /** 1-based page; left out for page 1 (the router writes validated params back to the URL). */
  p?: number
  /** A sorting key (the back end's availableSortings decide which exist); left out for 'score'. */
  order?: string
  /** Page size; undefined lets the back end apply its configured default (productsPerPage). */
  limit?: number
}

/** What links may pass: everything optional, defaults are left out of the URL. */
export type SearchParamsInput = Partial<SearchParams>

/** The page with its default applied. */
export function pageOf(params: SearchParams): number {
  return params.p ?? 1
}

/** The sorting with its default applied. */
export function orderOf(params: SearchParams): string {
  return params.order ?? DEFAULT_SEARCH_ORDER
}

// Sorting keys are slugs (`price-asc`, `score`); anything else would only earn a 400.
const SORTING_KEY = /^[a-z0-9][a-z0-9_.-]{0,99}$/i

function positiveInteger(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined
}

/**
 * validateSearch for /search. The router's parser turns `?search=123` into a number and `?p=2` into
 * 2, so numbers and strings are both accepted; arrays/objects are ignored. Accepts `page` as an
 * alias of `p` (Shopware accepts both).
 */
export function validateSearchParams(raw: Record<string, unknown>): SearchParams {
  const term = typeof raw.search === 'string' || typeof raw.search === 'number' ? String(raw.search) : ''
  const order =
    typeof raw.order === 'string' && SORTING_KEY.test(raw.order) ? raw.order : DEFAULT_SEARCH_ORDER
  const limit = positiveInteger(raw.limit, MAX_SEARCH_LIMIT)
  const page = positiveInteger(raw.p) ?? positiveInteger(raw.page) ?? 1
  return {
    search: term.trim().slice(0, 500),
    ...(page > 1 ? { p: page } : {}),
    ...(order === DEFAULT_SEARCH_ORDER ? {} : { order }),
    ...(limit === undefined ? {} : { limit }),
  }
}

/** True when the term is long enough to ask the back end. */
export function isSearchableTerm(term: string): boolean {
  return [...term.trim()].length >= MIN_TERM_LENGTH
}

/** The query of a /search URL without the defaults (stable, shareable URLs; also the alternates). */
export function searchQuery(params: SearchParams): string {
  const query = new URLSearchParams({ search: params.search })
  if (pageOf(params) > 1) query.set('p', String(pageOf(params)))
  if (orderOf(params) !== DEFAULT_SEARCH_ORDER) query.set('order', orderOf(params))
  if (params.limit !== undefined) query.set('limit', String(params.limit))
  return query.toString()
}

/** Link search params for another page or sorting of the same search, defaults left out. */
export function searchLinkParams(
  params: SearchParams,
  change: { p?: number; order?: string },
): SearchParamsInput {
  return validateSearchParams({ ...params, ...change })
}
