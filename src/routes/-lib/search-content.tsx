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
  const { i18n } = useLingui()
  const data = useIslandData(content, () => loadSearch(api, params))
  useEffect(() => {
    if (ownHead) document.title = searchDocumentTitle(i18n, data.term)
  }, [ownHead, i18n, data.term])
  return <SearchPage data={data} params={params} />
}
