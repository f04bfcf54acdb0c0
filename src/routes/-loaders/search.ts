// Data for the /search page. Takes the Store API from the router context (routes never import
// services). Transport and server errors propagate to the platform's error page with their status.
import type { StoreApi } from '../../api/index.ts'
import { listingCriteria } from '../../domain/listing.ts'
import { LOCALES } from '../../domain/locale.ts'
import { withSortingFallback } from '../../features/listing/sort-fallback.ts'
import type { SearchPageData } from '../../features/search/SearchPage.tsx'
import {
  DEFAULT_SEARCH_ORDER,
  isSearchableTerm,
  listingPart,
  orderOf,
  type SearchParams,
  searchQuery,
  termOf,
} from '../../features/search/search-params.ts'
import type { Alternates } from '../../i18n/alternates.ts'

/** Same path and query in every locale: the search runs in the page's language there. */
function alternatesOf(params: SearchParams): Alternates {
  const path = params.search ? `/search?${searchQuery(params)}` : '/search'
  return Object.fromEntries(LOCALES.map((locale) => [locale, path]))
}

/**
 * Too-short terms never reach the Store API (no request, a hint instead). A sorting key the shop
 * does not know (an old bookmark, a typo) is a 400 there; the page then shows the default sorting
 * rather than an error. Filters, page and page size work as on category listings.
 */
export async function loadSearch(api: StoreApi, params: SearchParams): Promise<SearchPageData> {
  const alternates = alternatesOf(params)
  const term = termOf(params)
  if (!isSearchableTerm(term)) return { kind: 'too-short', term, alternates }
  const criteria = listingCriteria(listingPart(params))
  const listing = await withSortingFallback(orderOf(params), DEFAULT_SEARCH_ORDER, (order) =>
    api.product.search(term, { ...criteria, order }),
  )
  return { kind: 'results', term, listing, alternates }
}
