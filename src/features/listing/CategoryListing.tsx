// A category page's listing: the URL state (filters, sorting, page) and its changes, for the
// listing elements of the category's CMS layout.
import { type ReactNode, useCallback, useMemo } from 'react'
import { useApp } from '../../app/app-context.ts'
import { type ListingSearch, validateListingSearch } from '../../domain/listing.ts'
import type { PageHint } from '../../domain/page-link.ts'
import type { CmsPage, ProductListing as ProductListingData } from '../../domain/types.ts'
import { pageState } from './history-state.ts'
import { ListingProvider, type ListingUpdate } from './ListingContext.tsx'
import { ProductListing } from './ProductListing.tsx'

export interface CategoryListingProps {
  listing: ProductListingData
  search: ListingSearch
  /** The catch-all route's path parameter of this category (its SEO path). */
  splat: string
  hint: PageHint
  /** The category's CMS layout: when it has no `product-listing` element, the listing follows it. */
  cmsPage: CmsPage | null
  children: ReactNode
}

function hasSlot(page: CmsPage | null, type: string): boolean {
  return (page?.sections ?? []).some((section) =>
    section.blocks.some((block) => block.slots.some((slot) => slot.type === type)),
  )
}

/**
 * Provides a category's listing to its CMS layout (the `product-listing` and `sidebar-filter`
 * elements render it). Filter, sorting and page changes are client-side navigations to the same
 * path with the new query; they carry the category's id, so the next load is one Store API request.
 */
export function CategoryListing({ listing, search, splat, hint, cmsPage, children }: CategoryListingProps) {
  const { navigation } = useApp()
  const busy = navigation.usePending()
  const path = `/${splat}`
  const hrefFor = useCallback((next: ListingSearch) => navigation.href(path, next), [navigation, path])
  const go = useCallback(
    (change: ListingUpdate, options?: { scrollToTop?: boolean }) => {
      void navigation.navigate({
        path,
        // The latest search (a navigation still loading included), not the rendered page's: see
        // ListingView.go.
        search: (latest) => change(validateListingSearch(latest)),
        state: pageState(hint),
        resetScroll: options?.scrollToTop === true,
      })
    },
    [navigation, path, hint],
  )
  const formAction = useMemo(() => hrefFor({}), [hrefFor])
  const formFields = useMemo(() => ({}), [])
  return (
    <ListingProvider
      listing={listing}
      search={search}
      busy={busy}
      hrefFor={hrefFor}
      go={go}
      formAction={formAction}
      formFields={formFields}
    >
      {children}
      {hasSlot(cmsPage, 'product-listing') ? null : (
        <div className="page">
          <ProductListing />
        </div>
      )}
    </ListingProvider>
  )
}
