import { type ReactNode, Suspense, useLayoutEffect, useMemo } from 'react'
import { HydrationContext } from '../components/island.tsx'
import type { IslandData } from '../components/island-data.ts'
import type { AccountOverviewData } from '../features/account/AccountOverviewPage.tsx'
import type { ListingSearch } from '../domain/listing.ts'
import type { PageHint } from '../domain/page-link.ts'
import type { LegalLinks } from '../domain/legal.ts'
import type { Category, Country } from '../domain/types.ts'
import { MapsConfigContext } from '../features/content/maps-config.ts'
import { DefaultLayout } from '../features/layout/DefaultLayout.tsx'
import type { LayoutKind } from '../features/layout/layout-kind.ts'
import { LegalLinksContext } from '../features/legal/legal-links-context.ts'
import type { Menus } from '../features/layout/menus.ts'
import { FooterNewsletter, NativeFormNotice } from '../features/layout/page-parts.tsx'
import { I18nProvider } from '../i18n/I18nProvider.tsx'
import type { ResolvedPage } from '../routes/-loaders/resolve-page.ts'
import { CATCH_ALL_PATHS, DocumentCatchAll } from '../routes/-lib/catch-all-island.tsx'
import { HomeContent } from '../routes/-lib/home-island.ts'
import { DocumentSearch } from '../routes/-lib/search-island.tsx'
import type { SearchPageData } from '../features/search/SearchPage.tsx'
import type { SearchParams } from '../features/search/search-params.ts'
import { SystemProvider } from '../system/SystemProvider.tsx'
import { AppContext, type AppContextValue } from './app-context.ts'
import type { DocumentNavigation } from './document-navigation.tsx'
import { DocumentQuery, type InPagePaths } from './document-query.tsx'

/**
 * Document pages: catalogue pages whose whole content below the chrome is islands (and the basket and
 * the account overview, whose content loads before the page hydrates), rendered on the
 * server through this component instead of the router's tree, and hydrated in the browser by the
 * same component without the router (src/entry-document.tsx). The router's client is about 27 KB
 * gzip, more than a quarter of what the page would need to hydrate; here every navigation is a page
 * load, which the shared page cache answers in milliseconds (docs/performance.md, "Document pages").
 *
 * The server still loads the page with the router (loaders, head, status, redirects): only the
 * rendering differs. What the browser needs to hydrate the page writes as data of its own
 * (./document-data.ts), not as the router's dehydrated stream.
 */

/** The routes served as document pages, with the loader data their content is rendered from. */
export interface DocumentRoutes {
  '/': { content: IslandData<Category>; categoryId: string }
  /** Categories, landing pages and products (src/routes/$.tsx). */
  '/$': { content: IslandData<ResolvedPage>; hint: PageHint }
  '/search': { content: IslandData<SearchPageData> }
  /** The basket (src/routes/checkout/cart.tsx): the cart comes from the cart actor. */
  '/checkout/cart': { countries: Country[] }
  /** The account overview (src/routes/account/index.tsx): the customer comes from the session actor. */
  '/account/': AccountOverviewData
}

export type DocumentRouteId = keyof DocumentRoutes

export function isDocumentRoute(routeId: string): routeId is DocumentRouteId {
  return (
    routeId === '/' ||
    routeId === '/$' ||
    routeId === '/search' ||
    routeId === '/checkout/cart' ||
    routeId === '/account/'
  )
}

/** The page's route match as the server's router made it: the content is rendered from it too. */
export interface DocumentMatch {
  params: Record<string, string>
  search: Record<string, unknown>
}

/**
 * The document route of a loaded page (its matches, root first), or undefined: the page's last
 * match is a document route and every match loaded (an error or not-found page is the router's).
 */
export function documentRouteOf(
  matches: ReadonlyArray<{ routeId: string; status: string }>,
): DocumentRouteId | undefined {
  const leaf = matches[matches.length - 1]
  if (!leaf || !isDocumentRoute(leaf.routeId)) return undefined
  return matches.every((match) => match.status === 'success') ? leaf.routeId : undefined
}

/** Whether the route's content is an island: the page hydrates with the chrome's texts only. */
export function hasIslandContent(routeId: DocumentRouteId): boolean {
  return routeId !== '/checkout/cart' && routeId !== '/account/'
}

/** The chrome a document route asks for (its route's `staticData.layout`). */
export function documentLayout(routeId: DocumentRouteId): LayoutKind {
  if (routeId === '/checkout/cart') return 'checkout'
  return routeId === '/account/' ? 'account' : 'default'
}

/**
 * The modules `documentContent` imports before hydrating, by route (source paths, as Vite's manifest
 * names them). The server preloads their chunks with the entry (server/assets.ts), so they arrive
 * with it and Vite's preload helper adds no `<link>` inside the entry's task. Kept beside the
 * imports below: a route that imports another module lists it here.
 */
export const DOCUMENT_CONTENT_MODULES: Partial<Record<DocumentRouteId, string>> = {
  '/checkout/cart': 'src/features/cart/CartPage.tsx',
  '/account/': 'src/features/account/AccountOverviewPage.tsx',
}

/**
 * The page content of a document route, from its loader data and match. Awaited before the page
 * renders (server) and hydrates (browser): content that is no island has its code loaded first, and
 * pages of other routes never load it.
 */
export async function documentContent<R extends DocumentRouteId>(
  routeId: R,
  data: DocumentRoutes[R],
  match: DocumentMatch,
): Promise<ReactNode> {
  if (routeId === '/checkout/cart') {
    const { CartPage } = await import('../features/cart/CartPage.tsx')
    return <CartPage countries={(data as DocumentRoutes['/checkout/cart']).countries} />
  }
  if (routeId === '/account/') {
    const { AccountDocumentArea, AccountOverviewPage } = await import(
      '../features/account/AccountOverviewPage.tsx'
    )
    const overview = data as DocumentRoutes['/account/']
    return (
      <AccountDocumentArea>
        <AccountOverviewPage newsletter={overview.newsletter} addresses={overview.addresses} />
      </AccountDocumentArea>
    )
  }
  if (routeId === '/') {
    const home = data as DocumentRoutes['/']
    return <HomeContent content={home.content} categoryId={home.categoryId} />
  }
  if (routeId === '/search') {
    const search = data as DocumentRoutes['/search']
    return <DocumentSearch content={search.content} params={match.search as SearchParams} />
  }
  const page = data as DocumentRoutes['/$']
  return (
    <DocumentCatchAll
      content={page.content}
      hint={page.hint}
      search={match.search as ListingSearch}
      splat={match.params._splat ?? ''}
    />
  )
}

/** The other paths a document route's content shows in place (./document-query.tsx). */
export function documentPaths(routeId: DocumentRouteId): InPagePaths | undefined {
  return routeId === '/$' ? CATCH_ALL_PATHS : undefined
}

export interface DocumentPageProps {
  app: AppContextValue & { navigation: DocumentNavigation }
  /** Where the page was rendered (path inside the locale, query): it changes in place (./document-query.tsx). */
  location: { path: string; search: string }
  route: DocumentRouteId
  /** The root loader's menus (an island data box: the navigation and footer islands read them). */
  menus: Menus
  /** The root loader's year (the render's date at the shop), for the footer's copyright. */
  year: number
  /** The root loader's legal pages, on the pages that show them (null elsewhere). */
  legal: LegalLinks | null
  /** The server renders the route's head; the browser keeps it as it is (see DocumentHead). */
  head: ReactNode
  /** The server's scripts after the content (the router's dehydrated data, the entry loader). */
  tail?: ReactNode
  children: ReactNode
}

/**
 * The whole document, as the root route renders it (src/routes/__root.tsx): the same providers,
 * chrome and content, in the same order, so both shapes produce the same HTML.
 */
export function DocumentPage({
  app,
  location,
  route,
  menus,
  year,
  legal,
  head,
  tail,
  children,
}: DocumentPageProps) {
  // Values the page showed before hydration (autofill, early typing) are read in the document's
  // layout effect, the last of the hydrating commit (src/components/page-hydration.ts).
  const { hydration } = app
  useLayoutEffect(() => hydration?.documentHasHydrated(), [hydration])
  const mapsConfig = useMemo(() => ({ apiKey: app.mapsApiKey }), [app.mapsApiKey])
  const legalSource = useMemo(() => (legal ? { links: legal } : null), [legal])
  return (
    <html lang={app.locale} data-page="document">
      {head}
      <body {...hydration?.probe}>
        <HydrationContext value={hydration ?? null}>
          <AppContext value={app}>
            <I18nProvider i18n={app.i18n}>
              <SystemProvider system={app.system}>
                <DocumentQuery navigation={app.navigation} initial={location} paths={documentPaths(route)}>
                  <MapsConfigContext value={mapsConfig}>
                    <LegalLinksContext value={legalSource}>
                      <DefaultLayout
                        navigation={menus}
                        layout={documentLayout(route)}
                        year={year}
                        newsletter={<FooterNewsletter />}
                      >
                        {app.formResult ? (
                          <Suspense fallback={null}>
                            <NativeFormNotice />
                          </Suspense>
                        ) : null}
                        {children}
                      </DefaultLayout>
                    </LegalLinksContext>
                  </MapsConfigContext>
                </DocumentQuery>
              </SystemProvider>
            </I18nProvider>
          </AppContext>
        </HydrationContext>
        {tail}
      </body>
    </html>
  )
}

/**
 * The browser's `<head>`: hydrated as it is. Its content came from the route's head on the server
 * (title, meta, links, JSON-LD) and from the entry loader since (module preloads); nothing in the
 * page changes it before the next page load, so React need not know its children.
 */
export function DocumentHead() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; React keeps the server's children
  return <head dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
}
