import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SHOP_INFO } from '../features/layout/shop-info.ts'
import { SEARCH_PAGE_TITLE } from '../features/search/messages.ts'
import { isSearchableTerm, validateSearchParams } from '../features/search/search-params.ts'
import { SearchPage } from '../features/search/SearchPage.tsx'
import { loadSearch } from './-loaders/search.ts'
import { searchSchema } from './-lib/search-schema.ts'

/**
 * Search results (/search), server-rendered from POST /search in the page's language.
 * The query string is validated with defaults (a broken link shows page 1 in relevance order, never
 * an error); a term under three characters shows a hint without asking the Store API. Store API
 * failures propagate to the error page with their status, as on every other page. Result pages
 * are `noindex`: endless term combinations are thin content for search engines.
 */
export const Route = createFileRoute('/search')({
  validateSearch: searchSchema(validateSearchParams),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { api }, deps }) => loadSearch(api, deps),
  head: ({ loaderData, match }) => {
    const { i18n } = match.context
    const term = loaderData?.term ?? ''
    const title = isSearchableTerm(term)
      ? i18n._(msg`Search results for “${term}”`)
      : i18n._(SEARCH_PAGE_TITLE)
    return {
      meta: [{ title: `${title} | ${SHOP_INFO.name}` }, { name: 'robots', content: 'noindex, follow' }],
    }
  },
  component: SearchRoute,
})

function SearchRoute() {
  return <SearchPage data={Route.useLoaderData()} params={Route.useSearch()} />
}
