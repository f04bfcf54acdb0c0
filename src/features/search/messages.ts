import { msg } from '@lingui/core/macro'

/** The page's name (heading and document title), not the verb on the header's search button. */
export const SEARCH_PAGE_TITLE = msg({ message: 'Search', context: 'page title' })
