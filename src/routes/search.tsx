import { createFileRoute } from '@tanstack/react-router'
import { IslandData } from '../components/island-data.ts'
import { searchDocumentTitle } from '../features/search/messages.ts'
import { validateSearchParams } from '../features/search/search-params.ts'
import { loadSearch } from './-loaders/search.ts'
import { SearchContent } from './-lib/search-island.tsx'
import { searchSchema } from './-lib/search-schema.ts'

/**
 * Search results (/search), server-rendered from POST /search in the page's language.
 * The query string is validated with defaults (a broken link shows page 1 in relevance order, never
 * an error); a term under three characters shows a hint without asking the Store API. Store API
 * failures propagate to the error page with their status, as on every other page. Result pages
 * are `noindex`: endless term combinations are thin content for search engines. The results are an
 * island (./-lib/search-island.tsx): the server serves the page as a document page.
 */
export const Route = createFileRoute('/search')({
  validateSearch: searchSchema(validateSearchParams),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { api }, deps }) => {
    const data = await loadSearch(api, deps)
    return { term: data.term, alternates: data.alternates, content: IslandData.of(data) }
  },
  head: ({ loaderData, match }) => ({
    meta: [
      { title: searchDocumentTitle(match.context.i18n, loaderData?.term ?? '') },
      { name: 'robots', content: 'noindex, follow' },
    ],
  }),
  component: SearchRoute,
})

function SearchRoute() {
  return <SearchContent content={Route.useLoaderData().content} params={Route.useSearch()} />
}
