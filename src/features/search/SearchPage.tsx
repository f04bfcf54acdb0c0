import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { RouterLink } from '../../components/ui/Link'
import { ProductCard } from '../product/ProductCard'
import type { SearchPageData } from './load-search'
import { SEARCH_PAGE_TITLE } from './messages'
import { MIN_TERM_LENGTH, orderOf, type SearchParams, searchLinkParams } from './search-params'
import { SearchPagination } from './SearchPagination'
import { SearchSorting } from './SearchSorting'

const CARD_SIZES = '(min-width: 64rem) 20rem, (min-width: 40rem) 45vw, 90vw'
const GRID_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: 'var(--space-5)',
  listStyle: 'none',
  padding: 0,
} as const

export interface SearchPageProps {
  data: SearchPageData
  params: SearchParams
}

/** The /search page: a hint for short terms, otherwise heading, count, sorting, results, pages. */
export function SearchPage({ data, params }: SearchPageProps) {
  if (data.kind === 'too-short') return <SearchHint term={data.term} />
  const { listing, term } = data
  const total = listing.total
  const limit = listing.limit > 0 ? listing.limit : Math.max(listing.elements.length, 1)
  const pageCount = Math.ceil(total / limit)
  return (
    <article className="page search-page">
      <header className="search-page__header">
        <h1>
          <Trans>Search results for “{term}”</Trans>
        </h1>
        <p className="search-page__count" role="status">
          <Plural value={total} one="# result" other="# results" />
        </p>
      </header>
      {total === 0 ? (
        <div className="search-page__empty">
          <p>
            <strong>
              <Trans>No products found for “{term}”.</Trans>
            </strong>
          </p>
          <p>
            <Trans>
              Check the spelling, or try a more general term such as “table”, “chair” or “lounge”.
            </Trans>
          </p>
        </div>
      ) : (
        <>
          <SearchSorting
            params={params}
            current={listing.sorting ?? orderOf(params)}
            options={listing.availableSortings}
          />
          {listing.elements.length === 0 ? (
            <p className="search-page__beyond">
              <Trans>There are no results on this page.</Trans>{' '}
              <RouterLink to="/search" search={searchLinkParams(params, { p: 1 })} className="ui-link">
                <Trans>Go to the first page</Trans>
              </RouterLink>
            </p>
          ) : (
            <ul className="search-page__grid" style={GRID_STYLE}>
              {listing.elements.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} sizes={CARD_SIZES} headingLevel={2} priority={index < 2} />
                </li>
              ))}
            </ul>
          )}
          <SearchPagination params={params} page={listing.page} pageCount={pageCount} />
        </>
      )}
    </article>
  )
}

function SearchHint({ term }: { term: string }) {
  const { t } = useLingui()
  const min = MIN_TERM_LENGTH
  return (
    <article className="page search-page">
      <h1>{t(SEARCH_PAGE_TITLE)}</h1>
      <p className="search-page__hint">
        {term ? (
          <Trans>
            “{term}” is too short to search for. Please enter at least {min} characters, for example “sofa” or
            “teak”.
          </Trans>
        ) : (
          <Trans>
            What are you looking for? Enter at least {min} characters in the search field, for example “sofa”
            or “teak”.
          </Trans>
        )}
      </p>
    </article>
  )
}
