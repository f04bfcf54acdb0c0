import { useLingui } from '@lingui/react/macro'
import { changeListing } from '../../domain/listing'
import type { ListingView } from './ListingContext'
import { ListingLink } from './ListingLink'

/** Pages shown as numbers: the first, the last and two either side of the current one; null = gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

export interface ListingPaginationProps {
  view: ListingView
  page: number
  pageCount: number
}

/** Real links (work without JavaScript); the current page is marked aria-current. */
export function ListingPagination({ view, page, pageCount }: ListingPaginationProps) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  const to = (target: number) => changeListing(view.search, { p: target })
  return (
    <nav className="listing-pagination" aria-label={t`Pagination`}>
      <ul className="listing-pagination__list">
        {page > 1 ? (
          <li>
            <ListingLink view={view} to={to(page - 1)} rel="prev" className="ui-link" scrollToTop>
              {t`Previous page`}
            </ListingLink>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <ListingLink
                view={view}
                to={to(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t`Page ${n}`}
                className="ui-link"
                scrollToTop
              >
                {n}
              </ListingLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <ListingLink view={view} to={to(page + 1)} rel="next" className="ui-link" scrollToTop>
              {t`Next page`}
            </ListingLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
