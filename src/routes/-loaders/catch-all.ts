// The catch-all route's loader: path → category, landing page or product, with its head.
import { notFound, redirect } from '@tanstack/react-router'
import { IslandData } from '../../components/island-data.ts'
import type { ListingSearch } from '../../domain/listing.ts'
import { type PageHint, pageHintOf, parseTechnicalPath } from '../../domain/page-link.ts'
import { pageState } from '../../features/listing/history-state.ts'
import { carriedByDocument } from '../../features/seo/head-serialization.ts'
import type { SiteNavigation } from '../../features/layout/menus.ts'
import type { RouterContext } from '../../router-context.ts'
import { sessionLoaded, whenSettled } from '../../system/settled.ts'
import { type KnownPages, knownPages } from './known-pages.ts'
import { handOver, redirectTarget, resolvePage } from './resolve-page.ts'
import type { RootData } from './root.ts'

// The menus' path index, built once per root loader result (the menus are cached for minutes).
// The menus are island data: in the browser they are there once an island that shows them (main
// navigation, footer) has loaded them; until then pages are found through the Store API's SEO URLs.
const knownByMenus = new WeakMap<SiteNavigation, KnownPages>()
function knownIn(rootData: RootData | undefined): KnownPages {
  const menus = rootData?.navigation.peek()
  if (!menus) return new Map()
  let known = knownByMenus.get(menus)
  if (!known) {
    known = knownPages(Object.values(menus))
    knownByMenus.set(menus, known)
  }
  return known
}

export interface CatchAllInput {
  context: RouterContext
  /** The path behind the locale prefix, with a leading slash. */
  path: string
  search: ListingSearch
  /** The history state of the navigation (a catalogue link's page hint). */
  state: unknown
  /** The root route's data, once its loader has finished (browser only: the menus). */
  rootData: () => Promise<RootData | undefined>
}

/**
 * The entity comes from a technical `/navigation|landingPage|detail/{id}` path, the page hint an
 * in-app link carries in its history state, the menus (browser), or else the Store API's SEO URLs in
 * the page's language (first load). A technical URL with an SEO URL answers 301 there (server) or
 * replaces itself (browser). Nothing there → notFound() (404 page, 'Page not found: {path}'); Store
 * API failures → error page with their status.
 */
export async function loadCatchAll({ context, path, search, state, rootData }: CatchAllInput) {
  const { api, system, i18n, locale, origins } = context
  const browser = typeof document !== 'undefined'
  const hint = pageHintOf(state)
  let known: ((path: string) => PageHint | null) | undefined
  if (browser && !hint && !parseTechnicalPath(path)) {
    const index = knownIn(await rootData())
    known = (candidate) => index.get(candidate) ?? null
  }
  const page = await resolvePage(api, path, {
    search,
    hint,
    known,
    alternates: browser ? 'technical' : 'seo',
  })
  if (!page) throw notFound()
  const target = redirectTarget(path, page)
  if (target) {
    if (browser) handOver(api, page, search)
    throw redirect({
      to: '/$',
      params: { _splat: target },
      search,
      state: pageState(page.hint),
      statusCode: 301,
      replace: true,
    })
  }
  const [{ catchAllHead }, session] = await Promise.all([
    import('../-lib/catch-all-head.ts'),
    whenSettled(system, 'session', sessionLoaded),
  ])
  const head = catchAllHead(
    { i18n, locale, origins, currency: session.context.session?.currency.isoCode ?? 'EUR' },
    page,
  )
  // The page content is an island: the page carries only what hydrating the rest needs (the
  // alternates for the language menu, the hint the island reloads its data by); the head is read
  // back from the document's <head> (src/features/seo/head-serialization.ts).
  return {
    alternates: page.alternates,
    hint: page.hint,
    head: carriedByDocument(head),
    content: IslandData.of(page),
  }
}
