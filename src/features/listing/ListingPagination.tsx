import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { changeListing } from '../../domain/listing.ts'
import type { ListingView } from './ListingContext.tsx'
import { ListingLink } from './ListingLink.tsx'

/** Pages shown as numbers: the first, the last and two either side of the current one; null = gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

/** What a page link of <Pagination> carries; the caller turns it into its kind of link. */
export interface PageLinkProps {
  rel?: 'prev' | 'next'
  'aria-current'?: 'page'
  'aria-label'?: string
  className: string
  /** Underlined like text links (a link without the attribute is a plain one: src/styles/ui.css). */
  'data-variant': 'inline'
  children: ReactNode
}

export interface PaginationProps {
  page: number
  pageCount: number
  /** The link to page `target` with these props (a listing link, a route link …). */
  link: (target: number, props: PageLinkProps) => ReactNode
}

/**
 * Previous, numbered (first, last and two either side of the current one) and next page links; the
 * current page is marked aria-current. Real links, so paging works without JavaScript.
 */
export function Pagination({ page, pageCount, link }: PaginationProps) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  return (
    <nav className="listing-pagination" aria-label={t`Pagination`}>
      <ul className="listing-pagination__list">
        {page > 1 ? (
          <li>
            {link(page - 1, {
              rel: 'prev',
              className: 'ui-link',
              'data-variant': 'inline',
              children: t`Previous page`,
            })}
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
              {link(n, {
                'aria-current': n === page ? 'page' : undefined,
                'aria-label': t`Page ${n}`,
                className: 'ui-link',
                'data-variant': 'inline',
                children: n,
              })}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            {link(page + 1, {
              rel: 'next',
              className: 'ui-link',
              'data-variant': 'inline',
              children: t`Next page`,
            })}
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

export interface ListingPaginationProps {
  view: ListingView
  page: number
  pageCount: number
}

/** The listing's pages: links that change only `p` in the listing's URL state and scroll to the top. */
export function ListingPagination({ view, page, pageCount }: ListingPaginationProps) {
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      link={(target, props) => (
        <ListingLink
          view={view}
          change={(latest) => changeListing(latest, { p: target })}
          scrollToTop
          {...props}
        />
      )}
    />
  )
}
