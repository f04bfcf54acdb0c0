import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useId } from 'react'
import {
  changeListing,
  hasActiveFilters,
  limitOf,
  pageCount,
  pageOf,
  withoutFilters,
} from '../../domain/listing.ts'
import type { CmsSlotOf } from '../../domain/cms.ts'
import type { ProductSummary } from '../../domain/types.ts'
import { ProductCard } from '../product/ProductCard.tsx'
import { type ListingView, useListingBusy, useListingView } from './ListingContext.tsx'
import { ListingLink } from './ListingLink.tsx'
import { ListingPagination } from './ListingPagination.tsx'
import { ListingToolbar } from './ListingToolbar.tsx'

const CARD_SIZES = '(min-width: 78rem) 18rem, (min-width: 48rem) 30vw, (min-width: 30rem) 45vw, 90vw'

export interface ProductListingProps {
  /** The CMS `product-listing` slot (its config may hide the sorting); optional elsewhere. */
  slot?: CmsSlotOf<'product-listing'>
  /** Ignored: the grid sets its own `sizes` per card. Accepted so CMS elements can pass theirs. */
  sizes?: string
  /** Heading level of the product names (3 under a CMS page's headings, 2 on /search). */
  headingLevel?: 2 | 3
}

function showSorting(slot: CmsSlotOf<'product-listing'> | undefined): boolean {
  return slot?.config.showSorting?.value !== false
}

/**
 * The listing of the current page (category or search): result count, sorting, page size, the
 * product grid, pagination and the empty state. Renders the listing its route provides through
 * `ListingProvider`; outside a listing page it renders nothing. While the next listing loads the
 * current one stays in place (dimmed, `aria-busy`), so nothing shifts.
 */
export function ProductListing({ slot, headingLevel = 3 }: ProductListingProps) {
  const view = useListingView()
  const busy = useListingBusy()
  const { t } = useLingui()
  const headingId = useId()
  if (!view) return null
  const sorting = showSorting(slot)
  // The press that marks the listing busy re-renders this frame only: the results are memoised and
  // change with the next listing.
  return (
    <section className="listing" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className="visually-hidden">
        {t`Products`}
      </h2>
      <ListingResults view={view} showSorting={sorting} headingLevel={headingLevel} />
    </section>
  )
}

/** The status line for screen readers: it says the next listing is loading. */
function ListingStatus() {
  const { t } = useLingui()
  const busy = useListingBusy()
  return (
    <p className="listing__status visually-hidden" role="status">
      {busy ? t`Loading products …` : ''}
    </p>
  )
}

/** The toolbar, the status line, the grid or the empty state, and the pagination. */
const ListingResults = memo(function ListingResults({
  view,
  showSorting,
  headingLevel,
}: {
  view: ListingView
  showSorting: boolean
  headingLevel: 2 | 3
}) {
  const { listing, search } = view
  const total = listing.total
  const pages = pageCount(total, listing.limit || limitOf(search))
  const page = listing.page || pageOf(search)
  return (
    <>
      <ListingToolbar view={view} showSorting={showSorting} />
      <ListingStatus />
      {total === 0 ? (
        <div className="listing__empty">
          <p>
            <strong>
              <Trans>No products match your selection.</Trans>
            </strong>
          </p>
          {hasActiveFilters(search) ? (
            <p>
              <Trans>Remove some filters to see more products.</Trans>{' '}
              <ListingLink view={view} change={withoutFilters} className="ui-link" data-variant="inline">
                <Trans>Reset all filters</Trans>
              </ListingLink>
            </p>
          ) : null}
        </div>
      ) : listing.elements.length === 0 ? (
        <p className="listing__beyond">
          <Trans>There are no products on this page.</Trans>{' '}
          <ListingLink
            view={view}
            change={(latest) => changeListing(latest, { p: 1 })}
            className="ui-link"
            data-variant="inline"
          >
            <Trans>Go to the first page</Trans>
          </ListingLink>
        </p>
      ) : (
        <ul className="listing__grid">
          <ProductCards products={listing.elements} headingLevel={headingLevel} />
        </ul>
      )}
      <ListingPagination view={view} page={page} pageCount={pages} />
    </>
  )
})

/**
 * The cards of a listing page. Memoised: a filter, sorting or page change marks the listing busy
 * at once, in the same task as the shopper's click, and re-rendering every card for that would
 * delay the click's next paint; the cards change only with the next listing.
 */
const ProductCards = memo(function ProductCards({
  products,
  headingLevel,
}: {
  products: ProductSummary[]
  headingLevel: 2 | 3
}) {
  // Only the first card is the likely LCP image (one preload, high priority): a second one would
  // share the bandwidth with it, and on a phone the cards start below the fold anyway.
  return products.map((product, index) => (
    <li key={product.id}>
      <ProductCard product={product} sizes={CARD_SIZES} headingLevel={headingLevel} priority={index === 0} />
    </li>
  ))
})
