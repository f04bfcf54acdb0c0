// Router history state of catalogue links: the Store API route name and id of the page a link
// leads to (see src/domain/page-link.ts). The catch-all route's loader reads it from the location.
import type { PageHint } from '../../domain/page-link.ts'

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by catalogue links; absent on first loads (SSR) and links from elsewhere. */
    page?: PageHint
  }
}

/** The `state` a router link or navigation passes so that the target page needs no `/seo-url` lookup. */
export function pageState(hint: PageHint): { page: PageHint } {
  return { page: hint }
}
