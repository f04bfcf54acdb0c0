import { msg } from '@lingui/core/macro'
import {
  createRootRouteWithContext,
  HeadContent,
  lazyRouteComponent,
  Outlet,
  Scripts,
  useRouteContext,
  useMatches,
  useRouter,
} from '@tanstack/react-router'
import { type ReactNode, Suspense, useLayoutEffect, useMemo } from 'react'
import { HydrationContext } from '../components/island.tsx'
import { AppContext, type AppContextValue } from '../app/app-context.ts'
import { routerNavigation } from '../app/router-navigation.tsx'
import { DefaultLayout } from '../features/layout/DefaultLayout.tsx'
import { EntryLoader, FooterNewsletter, NativeFormNotice } from '../features/layout/page-parts.tsx'
import { layoutOf } from '../features/layout/layout-kind.ts'
import { type Menus, NO_MENUS } from '../features/layout/menus.ts'
import { shopYear } from '../features/layout/shop-info.ts'
import { ensureSession } from './-lib/session-gate.ts'
import { LegalLinksContext, type LegalLinksSource } from '../features/legal/legal-links-context.ts'
import type { LegalLinks } from '../domain/legal.ts'
import { hreflangLinks, resolveAlternates } from '../i18n/alternates.ts'
import { ensurePageMessages } from '../i18n/i18n.ts'
import { I18nProvider } from '../i18n/I18nProvider.tsx'
import type { RouterContext } from '../router-context.ts'
import { SystemProvider } from '../system/SystemProvider.tsx'
import { MapsConfigContext } from '../features/content/maps-config.ts'
// The root route is never code-split: its CSS is the entry's CSS, linked in the SSR head.
import '../styles/index.css'

const SITE_TITLE = msg`Gartenwerk – garden furniture for decades`

/**
 * The document and the data every page needs. Order as the spec says: the session context first
 * (a failing Store API shows its error page with its status from here), then the menus.
 * Failure modes: session load rejects with ApiError (503 maintenance, 502 unreachable, 408 slow,
 * 412 misconfigured) → root error page; navigation failures likewise (./-loaders/root.ts).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  // Before any loader (beforeLoad runs top-down, loaders in parallel): child loaders may rely on
  // the session context, and a Store API that is down or in maintenance fails here for every path.
  // In the browser the rest of the message catalog comes before the next page renders (a page
  // hydrated with the chrome's texts only, see src/i18n/i18n.ts); a no-op on the server.
  beforeLoad: async ({ context }) => {
    await Promise.all([ensureSession(context.system), ensurePageMessages(context.i18n)])
  },
  // Its own chunk: a server-rendered page hydrates from its data, and with the stale time below the
  // browser runs it seldom; resolving legal links and menus stays out of every page's JavaScript.
  loader: async ({ context, location }) =>
    (await import('./-loaders/root.ts')).loadRoot(context, new Date(), location.pathname),
  // The menus change rarely; do not refetch them on every client navigation.
  staleTime: 5 * 60_000,
  head: ({ match, matches }) => {
    const last = matches[matches.length - 1]
    const alternates = resolveAlternates(matches, last?.pathname ?? '/')
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { title: match.context.i18n._(SITE_TITLE) },
      ],
      // public/favicon.svg; /favicon.ico (same mark) serves pages without this link and old clients.
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...hreflangLinks(alternates, match.context.origins),
      ],
    }
  },
  shellComponent: RootDocument,
  component: RootLayout,
  // Error pages load on demand: most pages never show one, and the 1 KB counts against every
  // page's initial JS. An SSR'd error page preloads its chunk before hydration.
  errorComponent: lazyRouteComponent(() => import('../features/errors/RouteError.tsx'), 'RootError'),
  notFoundComponent: lazyRouteComponent(() => import('../features/errors/RouteError.tsx'), 'RouteNotFound'),
})

function RootDocument({ children }: { children: ReactNode }) {
  const router = useRouter()
  const context = useRouteContext({ from: '__root__' })
  const {
    api,
    locale,
    i18n,
    system,
    origins,
    storeApiMode,
    mapsApiKey,
    captchaSiteKey,
    formResult,
    hydration,
    pageApi,
  } = context
  // Stable context values: a new one would re-render every reader, and every island not yet
  // hydrated would be rendered afresh (src/components/island.tsx).
  const mapsConfig = useMemo(() => ({ apiKey: mapsApiKey }), [mapsApiKey])
  const app = useMemo<AppContextValue>(
    () => ({
      api,
      pageApi: pageApi ?? api,
      system,
      locale,
      i18n,
      origins,
      storeApiMode,
      mapsApiKey,
      captchaSiteKey,
      formResult,
      navigation: routerNavigation(router, locale),
    }),
    [
      router,
      api,
      pageApi,
      system,
      locale,
      i18n,
      origins,
      storeApiMode,
      mapsApiKey,
      captchaSiteKey,
      formResult,
    ],
  )
  // The document's layout effect runs last in the hydrating commit, before any re-render: values the
  // page showed before hydration (autofill, early typing) are read here (src/components/page-hydration.ts).
  useLayoutEffect(() => hydration?.documentHasHydrated(), [hydration])
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
      </head>
      <body {...hydration?.probe}>
        <HydrationContext value={hydration ?? null}>
          <AppContext value={app}>
            <I18nProvider i18n={i18n}>
              <SystemProvider system={system}>
                <MapsConfigContext value={mapsConfig}>{children}</MapsConfigContext>
              </SystemProvider>
            </I18nProvider>
          </AppContext>
        </HydrationContext>
        <Scripts />
        {context.entryLoader ? (
          <EntryLoader script={context.entryLoader} nonce={router.options.ssr?.nonce} />
        ) : null}
      </body>
    </html>
  )
}

function RootLayout() {
  // Undefined when a child's notFound settled the page before this loader finished: the 404 page
  // still gets its chrome, just without menus.
  const data = Route.useLoaderData() as
    | { navigation: Menus; year: number; legal: LegalLinks | null }
    | undefined
  const { formResult } = Route.useRouteContext()
  const layout = layoutOf(useMatches())
  const navigation = data?.navigation ?? NO_MENUS
  const legal = data?.legal
  const legalSource = useMemo<LegalLinksSource>(
    () => (legal ? { links: legal } : { menus: navigation }),
    [legal, navigation],
  )
  return (
    <LegalLinksContext value={legalSource}>
      <DefaultLayout
        navigation={navigation}
        layout={layout}
        year={data?.year ?? shopYear(new Date())}
        newsletter={<FooterNewsletter />}
      >
        {formResult ? (
          <Suspense fallback={null}>
            <NativeFormNotice />
          </Suspense>
        ) : null}
        <Outlet />
      </DefaultLayout>
    </LegalLinksContext>
  )
}
