// Router history state of catalogue links: the Store API route name and id of the page a link
// leads to (see src/domain/page-link.ts). The catch-all route's loader reads it from the location
// (the router's history state is typed in src/router.tsx).
import type { PageHint } from '../../domain/page-link.ts'

/** The `state` a router link or navigation passes so that the target page needs no `/seo-url` lookup. */
export function pageState(hint: PageHint): { page: PageHint } {
  return { page: hint }
}
