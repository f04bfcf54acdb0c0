import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { browserApi, browserSystem, rememberLocale } from './app/client-boot.ts'
import { PageHydration } from './components/page-hydration.ts'
import { BUILD_CHECK_INTERVAL_MS } from './domain/constants.ts'
import { DEFAULT_LOCALE, isLocale } from './domain/locale.ts'
import { installChunkReload } from './app/chunk-reload.ts'
import { reportRecoverableError } from './app/recoverable-error.ts'
import { preloadStrategy } from './app/prefetch.ts'
import { createChromeI18n, ensureCatalogs, ensurePageMessages } from './i18n/i18n.ts'
import { createAppRouter } from './router.tsx'
import type { DehydratedAppState, RouterContext } from './router-context.ts'

/**
 * Pages whose content below the chrome is an island (src/components/island.tsx): they hydrate with
 * the chrome's texts only. Every other page renders its own texts while hydrating.
 */
const CHROME_ONLY_ROUTES: ReadonlySet<string> = new Set(['/', '/$', '/search'])

async function boot(): Promise<void> {
  // A document page (src/app/document-page.tsx) is hydrated by its own entry without the router;
  // only the development server sends both entries to it.
  if (document.documentElement.dataset.page === 'document') return
  installChunkReload(window)
  // From now until their part of the page has hydrated, what the visitor does in forms is held and
  // replayed (a native submit now would reload the page while the code is arriving, and lose it).
  const hydration = new PageHydration(window)
  hydration.holdEarlyInput()
  // The server wrote the page's locale into <html lang>; the basepath follows from it.
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  rememberLocale(document, locale)
  // Only the chrome's texts before hydration; islands, other pages and the actor system load the
  // rest of the catalog first (a page whose content is no island, below, before hydrating).
  const i18n = await createChromeI18n(locale)
  hydration.setPrerequisite(() => ensurePageMessages(i18n))
  const { api, pageApi, configure } = browserApi(locale)

  // `system` and `origins` come from the dehydrated state: `hydrate` runs before any route is
  // matched or rendered, so no route ever sees the context without them.
  const context = { api, locale, i18n, hydration }
  const router = createAppRouter({
    context: context as RouterContext,
    preload: preloadStrategy(navigator),
    hydrate: async (state: DehydratedAppState) => {
      configure(state)
      // The feature catalogs the server rendered with (account, cart pages): same text on hydration.
      await Promise.all([
        ensureCatalogs(i18n, state.catalogs),
        CHROME_ONLY_ROUTES.has(router.matchRoutes(router.latestLocation).at(-1)?.routeId ?? '')
          ? null
          : ensurePageMessages(i18n),
      ])
      const system = browserSystem({ state, api, locale, i18n, hydration })
      router.update({
        ...router.options,
        context: {
          ...context,
          pageApi: pageApi(state),
          system,
          origins: state.origins,
          storeApiMode: state.storeApiMode,
          mapsApiKey: state.mapsApiKey,
          captchaSiteKey: state.captchaSiteKey,
          formResult: state.formResult,
        },
      })
    },
  })

  // A new build is out: the next navigation becomes a full page load (fresh HTML and chunks). The
  // check's code loads with its first run, an hour in; it then checks every hour. This build's id is
  // its entry module's file name, content-hashed (scripts/lib/build-id.ts writes the same into
  // /build-info.json); in development there is no build-info.json and the check never fires.
  let buildIsStale = () => false
  window.setTimeout(() => {
    void import('./app/build-check.ts').then(({ createBuildCheck, fetchBuildId }) => {
      const build = createBuildCheck({
        currentBuildId: new URL(import.meta.url).pathname.replace(/^\//, ''),
        fetchBuildId: () => fetchBuildId(),
        setInterval: (callback, ms) => window.setInterval(callback, ms),
      })
      buildIsStale = () => build.isStale()
      void build.check()
    })
  }, BUILD_CHECK_INTERVAL_MS)
  // A navigation started from the chrome (the header's search) while the page's content still waits
  // to hydrate would hand that content the next page's state: React would hydrate it against HTML it
  // no longer matches and throw it away. Such a navigation waits until the content has hydrated.
  const unblock = router.history.block({
    blockerFn: () => hydration.contentHydrated().then(() => false),
    enableBeforeUnload: false,
  })
  void hydration.contentHydrated().then(unblock)
  router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
    if (pathChanged && buildIsStale()) window.location.assign(toLocation.publicHref)
    else hydration.startAll()
    // The outcome of a form sent without JavaScript belongs to the page it led to, not the next.
    if (router.options.context.formResult) {
      router.update({ ...router.options, context: { ...router.options.context, formResult: null } })
    }
  })

  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
    { onRecoverableError: reportRecoverableError },
  )
}

void boot()
