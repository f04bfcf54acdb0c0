// Data for the /search page. Takes the Store API from the router context (features never import
// services). Transport and server errors propagate to the platform's error page with their status.
import type { StoreApi } from '../../api/index.ts'
import { asFailure } from '../../domain/failure.ts'
import { listingCriteria } from '../../domain/listing.ts'
import { LOCALES } from '../../domain/locale.ts'
import type { ProductListing } from '../../domain/types.ts'
import type { Alternates } from '../../i18n/alternates.ts'
import {
  DEFAULT_SEARCH_ORDER,
  isSearchableTerm,
  listingPart,
  orderOf,
  type SearchParams,
  searchQuery,
} from './search-params.ts'

export type SearchPageData =
  | { kind: 'too-short'; term: string; alternates: Alternates }
  | { kind: 'results'; term: string; listing: ProductListing; alternates: Alternates }

/** Same path and query in every locale: the search runs in the page's language there. */
function alternatesOf(params: SearchParams): Alternates {
  const path = params.search ? `/search?${searchQuery(params)}` : '/search'
  return Object.fromEntries(LOCALES.map((locale) => [locale, path]))
}

function isUnknownSorting(error: unknown): boolean {
  return asFailure(error).reason === 'sortingNotFound'
}

/**
 * Too-short terms never reach the Store API (no request, a hint instead). A sorting key the shop
 * does not know (an old bookmark, a typo) is a 400 there; the page then shows the default sorting
 * rather than an error. Filters, page and page size work as on category listings.
 */
export async function loadSearch(api: StoreApi, params: SearchParams): Promise<SearchPageData> {
  const alternates = alternatesOf(params)
  if (!isSearchableTerm(params.search)) return { kind: 'too-short', term: params.search, alternates }
  const criteria = { ...listingCriteria(listingPart(params)), order: orderOf(params) }
  let listing: ProductListing
  try {
    listing = await api.product.search(params.search, criteria)
  } catch (error) {
    if (orderOf(params) === DEFAULT_SEARCH_ORDER || !isUnknownSorting(error)) throw error
    listing = await api.product.search(params.search, { ...criteria, order: DEFAULT_SEARCH_ORDER })
  }
  return { kind: 'results', term: params.search, listing, alternates }
}
