import { createFileRoute, notFound, redirect, type SearchSchemaInput } from '@tanstack/react-router'
import { useMemo } from 'react'
import { type ListingSearch, validateListingSearch } from '../domain/listing.ts'
import { pageHintOf, parseTechnicalPath } from '../domain/page-link.ts'
import { island } from '../components/island.tsx'
import { sessionLoaded, whenSettled } from '../system/settled.ts'
import { pageState } from '../features/listing/history-state.ts'
import { knownPages, menusOf } from './-lib/known-pages.ts'
import { handOver, redirectTarget, resolvePage } from './-lib/resolve-page.ts'

// The menus' path index, built once per root loader result (the menus are cached for minutes).
const knownByMenus = new WeakMap<object, ReturnType<typeof knownPages>>()
function knownIn(rootData: unknown): ReturnType<typeof knownPages> {
  if (typeof rootData !== 'object' || rootData === null) return new Map()
  let known = knownByMenus.get(rootData)
  if (!known) {
    known = knownPages(menusOf(rootData))
    knownByMenus.set(rootData, known)
  }
  return known
}

/**
 * Catch-all: the category, landing page or product behind a path. The entity comes from a technical
 * `/navigation|landingPage|detail/{id}` path, the page hint an in-app link carries in its history
 * state, the menus (browser), or else the Store API's SEO URLs in the page's language (first load).
 * A technical URL with an SEO URL answers 301 there (server) or replaces itself (browser).
 * The query holds the category listing's state (validated, defaults left out).
 * Nothing there → notFound() (404 page, 'Page not found: {path}'); Store API failures → error page.
 */
export const Route = createFileRoute('/$')({
  validateSearch: (raw: Record<string, unknown> & SearchSchemaInput): ListingSearch =>
    validateListingSearch(raw),
  // Validated again: the route's search also holds the raw query keys of the root (which has no
  // validator), so an invalid `manufacturer=x` would otherwise survive next to the validated keys.
  loaderDeps: ({ search }) => ({ search: validateListingSearch(search) }),
  loader: async ({ context, params, deps, location, parentMatchPromise }) => {
    const { api, system, i18n, locale, origins } = context
    const path = `/${params._splat ?? ''}`
    const browser = typeof document !== 'undefined'
    const hint = pageHintOf(location.state)
    let known: ((path: string) => ReturnType<typeof pageHintOf>) | undefined
    if (browser && !hint && !parseTechnicalPath(path)) {
      const index = knownIn((await parentMatchPromise).loaderData)
      known = (candidate) => index.get(candidate) ?? null
    }
    const page = await resolvePage(api, path, {
      search: deps.search,
      hint,
      known,
      alternates: browser ? 'technical' : 'seo',
    })
    if (!page) throw notFound()
    const target = redirectTarget(path, page)
    if (target) {
      if (browser) handOver(api, page, deps.search)
      throw redirect({
        to: '/$',
        params: { _splat: target },
        search: deps.search,
        state: pageState(page.hint),
        statusCode: 301,
        replace: true,
      })
    }
    const [{ catchAllHead }, session] = await Promise.all([
      import('./-lib/catch-all-head.ts'),
      whenSettled(system, 'session', sessionLoaded),
    ])
    const head = catchAllHead(
      { i18n, locale, origins, currency: session.context.session?.currency.isoCode ?? 'EUR' },
      page,
    )
    return { ...page, head }
  },
  // Title, description, canonical, Open Graph and JSON-LD per page kind, built by the loader
  // (./-lib/catch-all-head.ts); the root adds the hreflang alternates from `alternates`.
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CatchAllPage,
})

// The page content hydrates on first interaction (src/components/island.tsx): its code is not
// needed to show the server-rendered page or to follow its links.
const CatchAllContent = island(
  'page',
  () => import('./-lib/catch-all-content.tsx').then((module) => module.CatchAllContent),
  { live: true },
)

function CatchAllPage() {
  const page = Route.useLoaderData()
  const raw = Route.useSearch()
  const search = useMemo(() => validateListingSearch(raw), [raw])
  const { _splat: splat = '' } = Route.useParams()
  return <CatchAllContent page={page} search={search} splat={splat} />
}
