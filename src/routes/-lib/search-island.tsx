import { use, useMemo, useRef } from 'react'
import { DocumentQueryContext } from '../../app/document-navigation.tsx'
import { parseSearchString } from '../../app/search-string.ts'
import { island } from '../../components/island.tsx'
import { IslandData } from '../../components/island-data.ts'
import type { SearchPageData } from '../../features/search/SearchPage.tsx'
import { type SearchParams, validateSearchParams } from '../../features/search/search-params.ts'

/**
 * The /search page's results: an island (src/components/island.tsx) that hydrates on first
 * interaction or when the actor system starts. One declaration for both page shapes (the router's
 * route, ../search.tsx, and the document page, src/app/document-page.tsx).
 */
export const SearchContent = island(
  'page',
  () => import('./search-content.tsx').then((module) => module.SearchContent),
  { live: true },
)

export interface DocumentSearchProps {
  /** The loader's results for the query the page was rendered with. */
  content: IslandData<SearchPageData>
  /** The route's search as the server's router validated it. */
  params: SearchParams
}

/**
 * The results on a document page: another term (the header's search), filter, sorting or page
 * changes the query in place (src/app/document-query.tsx); each query's results are loaded by the
 * island, once, and kept for back and forward.
 */
export function DocumentSearch({ content, params }: DocumentSearchProps) {
  const query = use(DocumentQueryContext)?.search
  const initial = useRef(query)
  const queries = useRef(new Map<string, { content: IslandData<SearchPageData>; params: SearchParams }>())
  const shown = useMemo(() => {
    if (query === undefined || query === initial.current) return { content, params }
    let known = queries.current.get(query)
    if (!known) {
      known = { content: IslandData.missing(), params: validateSearchParams(parseSearchString(query)) }
      queries.current.set(query, known)
    }
    return known
  }, [query, content, params])
  // Once the page has shown another place, its content owns the head (back to the first included).
  const moved = useRef(false)
  if (shown.content !== content) moved.current = true
  return <SearchContent content={shown.content} params={shown.params} ownHead={moved.current} />
}
