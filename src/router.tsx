import { createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { serializationAdapters } from './app/router-serialization.ts'
import { localePrefix } from './domain/locale.ts'
import type { PageHint } from './domain/page-link.ts'
import type { LayoutKind } from './features/layout/layout-kind.ts'
import type { DehydratedAppState, RouterContext } from './router-context.ts'
import { routeTree } from './routeTree.gen.ts'
import { parseSearchFor, searchSchemasOf } from './routes/-lib/search-schema.ts'

// The query is cleaned once, here, for every route (see parseSearchFor); the schemas never change.
const parseSearch = parseSearchFor(searchSchemasOf(routeTree))

export interface AppRouterOptions {
  context: RouterContext
  /** Server: the response's CSP nonce (SSR data scripts carry it). */
  nonce?: string
  /** Browser: 'intent' unless the connection is slow or data-saver is on (see src/app/prefetch.ts). */
  preload: 'intent' | false
  dehydrate?: () => DehydratedAppState
  hydrate?: (state: DehydratedAppState) => void | Promise<void>
}

/**
 * One router per request on the server, one per page in the browser. The locale's prefix is the
 * basepath, so route files never mention a locale; switching locale is a full page load.
 */
export function createAppRouter(options: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    context: options.context,
    basepath: localePrefix(options.context.locale) || '/',
    parseSearch,
    defaultPreload: options.preload,
    // Loader data from SSR/preload is fresh for a while; avoids a second fetch right after hover.
    defaultPreloadStaleTime: 30_000,
    // Error pages load on demand: other pages never need them to hydrate; on an error page React
    // keeps the server HTML until the chunk is in. Only pays off once __root.tsx loads its own lazily.
    defaultErrorComponent: lazyRouteComponent(() => import('./features/errors/RouteError.tsx'), 'RouteError'),
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('./features/errors/RouteError.tsx'),
      'RouteNotFound',
    ),
    notFoundMode: 'root',
    scrollRestoration: true,
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
    ...(options.dehydrate ? { dehydrate: options.dehydrate } : {}),
    ...(options.hydrate ? { hydrate: options.hydrate } : {}),
  })
  // Only TanStack Start registers adapters through its config; the router core reads them from
  // `options` on both sides (dehydrate on the server, hydrate in the browser).
  router.options.serializationAdapters = serializationAdapters
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** Set on a route (`staticData: { layout: 'checkout' }`) to switch the site chrome for it and its children. */
    layout?: LayoutKind
  }
}

// Router history state of catalogue links (src/features/listing/history-state.ts, `pageState`).
declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by catalogue links; absent on first loads (SSR) and links from elsewhere. */
    page?: PageHint
  }
}
