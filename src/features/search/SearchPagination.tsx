import { useLingui } from '@lingui/react/macro'
import { RouterLink } from '../../components/ui/Link'
import { type SearchParams, searchLinkParams } from './search-params'

export interface SearchPaginationProps {
  params: SearchParams
  page: number
  pageCount: number
}

/** Pages shown as numbers: the first, the last and two either side of the current one; null = gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

// Touch targets of at least 24 px (WCAG 2.2 target size), also for one-digit page links.
const TARGET_STYLE = {
  display: 'inline-flex',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  alignItems: 'center',
  justifyContent: 'center',
} as const
const LIST_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--space-2)',
  listStyle: 'none',
  padding: 0,
} as const

/** Real links (work without JavaScript, preload on intent); the current page is marked aria-current. */
export function SearchPagination({ params, page, pageCount }: SearchPaginationProps) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  const link = (target: number) => searchLinkParams(params, { p: target })
  return (
    <nav className="search-pagination" aria-label={t`Pagination`}>
      <ul className="search-pagination__list" style={LIST_STYLE}>
        {page > 1 ? (
          <li>
            <RouterLink
              to="/search"
              search={link(page - 1)}
              rel="prev"
              className="ui-link"
              style={TARGET_STYLE}
              preload="intent"
            >
              {t`Previous page`}
            </RouterLink>
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
              <RouterLink
                to="/search"
                search={link(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t`Page ${n}`}
                className="ui-link"
                style={TARGET_STYLE}
                preload="intent"
              >
                {n}
              </RouterLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <RouterLink
              to="/search"
              search={link(page + 1)}
              rel="next"
              className="ui-link"
              style={TARGET_STYLE}
              preload="intent"
            >
              {t`Next page`}
            </RouterLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
