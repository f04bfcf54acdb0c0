// The /search page: the results of a term with the listing's filters, sorting and pages, or a hint.
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import { useApp } from '../../app/app-context.ts'
import { hasActiveFilters, type ListingSearch } from '../../domain/listing.ts'
import type { ProductListing as ProductListingData } from '../../domain/types.ts'
import { isLocale, localePrefix } from '../../domain/locale.ts'
import { ListingFilters } from '../listing/ListingFilters.tsx'
import { ListingProvider, type ListingUpdate } from '../listing/ListingContext.tsx'
import { ProductListing } from '../listing/ProductListing.tsx'
import { SEARCH_PAGE_TITLE } from './messages.ts'
import type { Alternates } from '../../i18n/alternates.ts'
import { listingPart, MIN_TERM_LENGTH, type SearchParams, validateSearchParams } from './search-params.ts'

/** What the /search route's loader gives the page (src/routes/-loaders/search.ts). */
export type SearchPageData =
  | { kind: 'too-short'; term: string; alternates: Alternates }
  | { kind: 'results'; term: string; listing: ProductListingData; alternates: Alternates }

export interface SearchPageProps {
  data: SearchPageData
  params: SearchParams
}

/**
 * The /search page: a hint for short terms; otherwise heading, then the same filters, sorting,
 * page size and pagination as category listings, or an empty state with suggestions.
 */
export function SearchPage({ data, params }: SearchPageProps) {
  if (data.kind === 'too-short') return <SearchHint term={data.term} />
  return <SearchResults term={data.term} listing={data.listing} params={params} />
}

function SearchResults({
  term,
  listing,
  params,
}: {
  term: string
  listing: ProductListingData
  params: SearchParams
}) {
  const { i18n } = useLingui()
  const { navigation } = useApp()
  const busy = navigation.usePending()
  const search = useMemo(() => listingPart(params), [params])
  const withTerm = useCallback(
    (next: ListingSearch) => validateSearchParams({ ...next, search: term }),
    [term],
  )
  const hrefFor = useCallback(
    (next: ListingSearch) => navigation.href('/search', withTerm(next)),
    [navigation, withTerm],
  )
  const go = useCallback(
    (change: ListingUpdate, options?: { scrollToTop?: boolean }) =>
      void navigation.navigate({
        path: '/search',
        // The latest search (see ListingView.go); the term stays the page's.
        search: (latest) => withTerm(change(listingPart(validateSearchParams(latest)))),
        resetScroll: options?.scrollToTop === true,
      }),
    [navigation, withTerm],
  )
  const formAction = `${isLocale(i18n.locale) ? localePrefix(i18n.locale) : ''}/search`
  const formFields = useMemo(() => ({ search: term }), [term])
  const nothingFound = listing.total === 0 && !hasActiveFilters(search)
  return (
    <article className="page search-page">
      <header className="search-page__header">
        <h1>
          <Trans>Search results for “{term}”</Trans>
        </h1>
      </header>
      {nothingFound ? (
        <div className="search-page__empty" role="status">
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
        <ListingProvider
          listing={listing}
          search={search}
          busy={busy}
          hrefFor={hrefFor}
          go={go}
          formAction={formAction}
          formFields={formFields}
        >
          <div className="listing-layout">
            <aside className="listing-layout__filters">
              <ListingFilters />
            </aside>
            <div className="listing-layout__main">
              <ProductListing headingLevel={3} />
            </div>
          </div>
        </ListingProvider>
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
