import { use, useMemo, useRef } from 'react'
import { DocumentQueryContext } from '../../app/document-navigation.tsx'
import { parseSearchString } from '../../app/search-string.ts'
import { island } from '../../components/island.tsx'
import { IslandData } from '../../components/island-data.ts'
import type { InPagePaths } from '../../app/document-query.tsx'
import { type ListingSearch, validateListingSearch } from '../../domain/listing.ts'
import { LOCALES } from '../../domain/locale.ts'
import { type PageHint, pageHintOf, technicalPath } from '../../domain/page-link.ts'
import type { ResolvedPage } from '../-loaders/resolve-page.ts'

/**
 * The catch-all route's page content (a category, landing page or product): an island
 * (src/components/island.tsx) that hydrates on first interaction or when the actor system starts;
 * its code is not needed to show the server-rendered page or to follow its links. One declaration
 * for both page shapes (the router's route, ../$.tsx, and the document page, src/app/document-page.tsx).
 */
export const CatchAllContent = island(
  'page',
  () => import('./catch-all-content.tsx').then((module) => module.CatchAllContent),
  { live: true },
)

/**
 * A product's variant is shown in place on a document page: the navigation to it carries the
 * variant's page hint, so the island loads it by id (no SEO URL lookup); its language links are
 * the technical paths, which the server answers with a 301 to each locale's SEO URL.
 */
export const CATCH_ALL_PATHS: InPagePaths = {
  takes: (_path, state) => pageHintOf(state) !== null,
  alternates: (place) => {
    const hint = pageHintOf(place.state)
    return hint ? Object.fromEntries(LOCALES.map((locale) => [locale, technicalPath(hint)])) : null
  },
}

export interface DocumentCatchAllProps {
  /** The loader's page for the place the page was rendered at. */
  content: IslandData<ResolvedPage>
  hint: PageHint
  /** The route's search and path parameter as the server's router matched them. */
  search: ListingSearch
  splat: string
}

interface Shown {
  content: IslandData<ResolvedPage>
  hint: PageHint
  search: ListingSearch
  splat: string
}

function decodedSplat(path: string): string {
  const splat = path.replace(/^\/+/, '')
  try {
    return decodeURI(splat)
  } catch {
    return splat
  }
}

/**
 * The catch-all content on a document page: a listing's filter, sorting and page and a product's
 * variant change it in place (src/app/document-query.tsx); each place's data is loaded by the
 * island, once, and kept for back and forward. The place the page was rendered at keeps the
 * server's objects, so the island hydrates with the props it was rendered from.
 */
export function DocumentCatchAll({ content, hint, search, splat }: DocumentCatchAllProps) {
  const place = use(DocumentQueryContext)
  const initial = useRef(place)
  const places = useRef(new Map<string, Shown>())
  const path = place?.path
  const query = place?.search
  const state = place?.state
  const shown = useMemo<Shown>(() => {
    const first = initial.current
    if (!first || path === undefined || query === undefined) return { content, hint, search, splat }
    if (path === first.path && query === first.search) return { content, hint, search, splat }
    const key = `${path}${query}`
    let known = places.current.get(key)
    if (!known) {
      known = {
        content: IslandData.missing(),
        hint: pageHintOf(state) ?? hint,
        search: validateListingSearch(parseSearchString(query)),
        splat: path === first.path ? splat : decodedSplat(path),
      }
      places.current.set(key, known)
    }
    return known
  }, [path, query, state, content, hint, search, splat])
  // Once the page has shown another place, its content owns the head (back to the first included).
  const moved = useRef(false)
  if (shown.content !== content) moved.current = true
  return (
    <CatchAllContent
      content={shown.content}
      hint={shown.hint}
      search={shown.search}
      splat={shown.splat}
      ownHead={moved.current}
    />
  )
}
