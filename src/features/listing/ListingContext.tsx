import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { ListingSearch } from '../../domain/listing.ts'
import { type ListingFacets, listingFacets } from '../../domain/listing-facets.ts'
import type { ProductListing } from '../../domain/types.ts'

/**
 * What the listing components (`ProductListing`, `ListingFilters`) render: provided by the route that
 * loaded the listing (the category route around its CMS layout, /search around its page), so the
 * CMS elements `product-listing` and `sidebar-filter` need no props from the slot.
 */
export interface ListingView {
  listing: ProductListing
  /** The validated URL state the listing was loaded with. */
  search: ListingSearch
  facets: ListingFacets
  /** URL of the listing with other parameters (a real link: works without JavaScript). */
  hrefFor: (search: ListingSearch) => string
  /**
   * Client-side navigation to the listing with other parameters (no full page load). The change is
   * applied to the URL state the shopper asked for last, not to `search`: while one navigation is
   * still loading (a sorting chosen a moment ago), `search` is the page's old state, and a filter
   * or page built from it would drop the sorting the shopper just chose.
   */
  go: (change: ListingUpdate, options?: { scrollToTop?: boolean }) => void
  /** Where a plain HTML form (no JavaScript) submits its GET request. */
  formAction: string
  /** Hidden fields a plain form must keep (the search term on /search). */
  formFields: Record<string, string>
}

/** A change of the listing's URL state, applied to the latest one (see `ListingView.go`). */
export type ListingUpdate = (latest: ListingSearch) => ListingSearch

const ListingContext = createContext<ListingView | null>(null)

/**
 * True while the next listing (after a filter, sorting or page change) is loading. Its own context:
 * it turns true in the shopper's press, and only the listing's frame shows it (`aria-busy`); in the
 * view's context it re-rendered the filters, the toolbar and the pagination in that press too.
 */
const ListingBusyContext = createContext(false)

export interface ListingProviderProps extends Omit<ListingView, 'facets'> {
  busy: boolean
  children: ReactNode
}

export function ListingProvider({ children, busy, ...view }: ListingProviderProps) {
  const { listing, search, hrefFor, go, formAction, formFields } = view
  const facets = useMemo(() => listingFacets(listing.aggregations), [listing.aggregations])
  const value = useMemo(
    () => ({ listing, search, facets, hrefFor, go, formAction, formFields }),
    [listing, search, facets, hrefFor, go, formAction, formFields],
  )
  return (
    <ListingContext.Provider value={value}>
      <ListingBusyContext.Provider value={busy}>{children}</ListingBusyContext.Provider>
    </ListingContext.Provider>
  )
}

/** Whether the next listing is loading (see ListingBusyContext). */
export function useListingBusy(): boolean {
  return useContext(ListingBusyContext)
}

/** The listing of the current page, or null outside a listing page. */
export function useListingView(): ListingView | null {
  return useContext(ListingContext)
}
