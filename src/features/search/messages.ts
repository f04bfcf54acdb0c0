import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SHOP_INFO } from '../layout/shop-info.ts'
import { isSearchableTerm } from './search-params.ts'

/** The page's name (heading and document title), not the verb on the header's search button. */
export const SEARCH_PAGE_TITLE = msg({ message: 'Search', context: 'page title' })

/** The document title of /search for `term`: its results, or the page's name for a short term. */
export function searchDocumentTitle(i18n: I18n, term: string): string {
  const title = isSearchableTerm(term) ? i18n._(msg`Search results for “${term}”`) : i18n._(SEARCH_PAGE_TITLE)
  return `${title} | ${SHOP_INFO.name}`
}
