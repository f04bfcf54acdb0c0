import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { usePageApi } from '../../app/app-context.ts'
import { type IslandData, useIslandData } from '../../components/island-data.ts'
import { searchDocumentTitle } from '../../features/search/messages.ts'
import { SearchPage, type SearchPageData } from '../../features/search/SearchPage.tsx'
import type { SearchParams } from '../../features/search/search-params.ts'
import { loadSearch } from '../-loaders/search.ts'

export interface SearchContentProps {
  /** The loader's results; empty in the browser when the server rendered them (src/components/island-data.ts). */
  content: IslandData<SearchPageData>
  params: SearchParams
  /** A document page shows another search in place of the one it was loaded with: its title follows. */
  ownHead?: boolean
}

/** The /search page's content: the results of the term, loaded with the page's Store API client. */
export function SearchContent({ content, params, ownHead }: SearchContentProps) {
  const api = usePageApi()
  // No hook after the read, which may suspend: the title's effect is a child's (see OwnTitle).
  const data = useIslandData(content, () => loadSearch(api, params))
  return (
    <>
      {ownHead ? <OwnTitle term={data.term} /> : null}
      <SearchPage data={data} params={params} />
    </>
  )
}

/**
 * The document's title for a search shown in place of the one the page was loaded with. A component
 * of its own: React replays a component that suspended in `use` while it mounted, and a hook after
 * the read in that replay failed (React's #467, reported as #422) when an in-place search arrived
 * while the content island was still hydrating.
 */
function OwnTitle({ term }: { term: string }) {
  const { i18n } = useLingui()
  useEffect(() => {
    document.title = searchDocumentTitle(i18n, term)
  }, [i18n, term])
  return null
}
