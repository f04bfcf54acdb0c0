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
  /** True while the next listing (after a filter, sorting or page change) is loading. */
  busy: boolean
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

export interface ListingProviderProps extends Omit<ListingView, 'facets'> {
  children: ReactNode
}

export function ListingProvider({ children, ...view }: ListingProviderProps) {
  const { listing, search, busy, hrefFor, go, formAction, formFields } = view
  const facets = useMemo(() => listingFacets(listing.aggregations), [listing.aggregations])
  const value = useMemo(
    () => ({ listing, search, facets, busy, hrefFor, go, formAction, formFields }),
    [listing, search, facets, busy, hrefFor, go, formAction, formFields],
  )
  return <ListingContext.Provider value={value}>{children}</ListingContext.Provider>
}

/** The listing of the current page, or null outside a listing page. */
export function useListingView(): ListingView | null {
  return useContext(ListingContext)
}
