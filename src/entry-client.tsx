import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createLazyStoreApi } from './api/lazy.ts'
import {
  holdEarlyInput,
  setIslandPrerequisite,
  setLiveIslandPress,
  startAllIslands,
  startLiveIslands,
} from './components/island.tsx'
import {
  BUILD_CHECK_INTERVAL_MS,
  COOKIE_MAX_AGE_SECONDS,
  LOCALE_COOKIE,
  STORE_API_PATH,
} from './domain/constants.ts'
import { DEFAULT_LOCALE, isLocale, type Locale, localePrefix } from './domain/locale.ts'
import { sessionIdentity } from './domain/session.ts'
import { parseStoredIds, WISHLIST_STORAGE_KEY } from './domain/wishlist.ts'
import { installChunkReload } from './features/errors/chunk-reload.ts'
import { preloadStrategy } from './features/errors/prefetch.ts'
import { createChromeI18n, ensureCatalogs, ensurePageMessages } from './i18n/i18n.ts'
import { createAppRouter } from './router.tsx'
import type { DehydratedAppState, RouterContext } from './router-context.ts'
import type { InspectionEvent, Observer } from 'xstate'
import { type PlainViews, SystemHost } from './system/host.ts'
import type { DehydratedViews } from './system/registry.ts'
import { readShopper, shopperViews, showsNobody, showsSomeone } from './system/shopper.ts'

/**
 * Development only: `?inspect` in the URL or VITE_XSTATE_INSPECT=1 attaches the Stately inspector
 * (opens a window) to the root actor system. Production builds drop the import entirely.
 */
async function inspectorFor(search: string): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV) return undefined
  const wanted = new URLSearchParams(search).has('inspect') || import.meta.env.VITE_XSTATE_INSPECT === '1'
  if (!wanted) return undefined
  const { createBrowserInspector } = await import('@statelyai/inspect')
  return createBrowserInspector().inspect
}

/**
 * Pages whose content below the chrome is an island (src/components/island.tsx): they hydrate with
 * the chrome's texts only. Every other page renders its own texts while hydrating.
 */
const CHROME_ONLY_ROUTES: ReadonlySet<string> = new Set(['/', '/$'])

function reportStartFailure(error: unknown): void {
  console.error('The actor system failed to start', error)
}

/**
 * Whether the page shows a wishlist the server could not render: one kept in this browser (a guest's)
 * or a logged-in customer's. Its hearts and count then come from the actor system, which should not
 * wait for the first action that needs it.
 */
function hasWishlistToShow(views: DehydratedViews, storage: () => Storage): boolean {
  try {
    if (parseStoredIds(storage().getItem(WISHLIST_STORAGE_KEY)).length > 0) return true
  } catch {
    // Storage blocked (privacy settings): nothing kept here.
  }
  return sessionIdentity(views.session?.context.session) === 'loggedIn'
}

/** Runs `task` when the browser is idle (after hydration and first paint work), at the latest in 3 s. */
function whenIdle(target: Window, task: () => void): void {
  if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(task, { timeout: 3_000 })
  else target.setTimeout(task, 200)
}

/**
 * Catalogue pages kept by shared caches set no cookie, so the locale the visitor reads in is
 * remembered here: the start page's first-visit redirect then leaves them in it. Blocked cookies
 * only mean that redirect may happen again.
 */
function rememberLocale(doc: Document, locale: Locale): void {
  if (doc.cookie.split('; ').includes(`${LOCALE_COOKIE}=${locale}`)) return
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  doc.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`
}

/** Runs `task` once the page has loaded (its images too), at once when it already has. */
function afterLoad(target: Window, task: () => void): void {
  if (target.document.readyState === 'complete') task()
  else target.addEventListener('load', task, { once: true })
}

/** Without a site key nothing is loaded; with one, the reCAPTCHA module (tiny) loads on a protected call. */
async function captchaTokenFor(
  siteKey: string | null,
  locale: Locale,
  path: string,
): Promise<string | undefined> {
  if (!siteKey) return undefined
  const { recaptchaToken } = await import('./features/captcha/recaptcha.ts')
  return recaptchaToken(siteKey, locale, path)
}

async function boot(): Promise<void> {
  installChunkReload(window)
  // From now until their part of the page has hydrated, what the visitor does in forms is held and
  // replayed (a native submit now would reload the page while the code is arriving, and lose it).
  holdEarlyInput()
  // The server wrote the page's locale into <html lang>; the basepath follows from it.
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  rememberLocale(document, locale)
  // Only the chrome's texts before hydration; islands, other pages and the actor system load the
  // rest of the catalog first (a page whose content is no island, below, before hydrating).
  const i18n = await createChromeI18n(locale)
  setIslandPrerequisite(() => ensurePageMessages(i18n))

  let languageId: string | undefined
  let captchaSiteKey: string | null = null
  // The browser never sees the access key or the context token: the same-origin proxy adds them.
  // The real client (axios) loads on the first Store API call, after hydration.
  const api = createLazyStoreApi({
    baseURL: STORE_API_PATH,
    languageId: () => languageId,
    captchaToken: (path) => captchaTokenFor(captchaSiteKey, locale, path),
  })

  // `system` and `origins` come from the dehydrated state: `hydrate` runs before any route is
  // matched or rendered, so no route ever sees the context without them.
  const context = { api, locale, i18n }
  const router = createAppRouter({
    context: context as RouterContext,
    preload: preloadStrategy(navigator),
    hydrate: async (state: DehydratedAppState) => {
      languageId = state.languageId
      captchaSiteKey = state.captchaSiteKey
      // The feature catalogs the server rendered with (account, cart pages): same text on hydration.
      await Promise.all([
        ensureCatalogs(i18n, state.catalogs),
        CHROME_ONLY_ROUTES.has(router.matchRoutes(router.latestLocation).at(-1)?.routeId ?? '')
          ? null
          : ensurePageMessages(i18n),
      ])
      // A page rendered for nobody (kept by shared caches) learns whose it is after load, in one
      // read; the system, when it starts, starts from what that read brought (see system/shopper.ts).
      let shopper: Promise<{ views: PlainViews; wishlist: string[] | null } | null> | undefined
      const readOnce = () => {
        shopper ??= showsNobody(state.views)
          ? readShopper(state.languageId).then((read) =>
              read ? { views: shopperViews(state.views, read), wishlist: read.wishlist } : null,
            )
          : Promise.resolve(null)
        return shopper
      }
      // XState and the machines load when first needed, not before hydration (see system/host.ts).
      const system = SystemHost.deferred(state.views, async () => {
        // The system's notices (cart feedback, errors) use texts beyond the chrome's.
        const [{ createRootSystem, restoredFromViews }, inspect, read] = await Promise.all([
          import('./system/runtime.ts'),
          inspectorFor(window.location.search),
          readOnce(),
          ensurePageMessages(i18n),
        ])
        const root = createRootSystem({
          api,
          basePath: localePrefix(locale),
          ...restoredFromViews({ ...state.views, ...read?.views }),
          wishlist: read?.wishlist ?? null,
          ...(inspect ? { inspect } : {}),
        })
        // Islands that show actor state hydrate now, to follow it (src/components/island.tsx).
        startLiveIslands()
        return root
      })
      // The system starts with the first event sent to an actor, a Store API call or a route that
      // needs it, not with the first interaction: a click into the search, a scroll or a link
      // needs none of XState, the machines and the Store API client. A press inside a live island
      // (add to basket, a heart) only loads its code early, so the replayed press finds it there.
      setLiveIslandPress(() => void import('./system/runtime.ts').catch(() => {}))
      afterLoad(window, () => {
        void readOnce().then((read) => {
          if (!read) return
          system.adopt(read.views)
          // The account menu and the page's hearts are islands that follow actor state: they hydrate
          // now to show it (their code would load with the system anyway for such a shopper).
          if (showsSomeone(read.views)) startLiveIslands()
        })
      })
      if (hasWishlistToShow(state.views, () => window.localStorage)) {
        whenIdle(window, () => void system.system().catch(reportStartFailure))
      }
      router.update({
        ...router.options,
        context: {
          ...context,
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
    void import('./features/errors/build-check.ts').then(({ createBuildCheck, fetchBuildId }) => {
      const build = createBuildCheck({
        currentBuildId: new URL(import.meta.url).pathname.replace(/^\//, ''),
        fetchBuildId: () => fetchBuildId(),
        setInterval: (callback, ms) => window.setInterval(callback, ms),
      })
      buildIsStale = () => build.isStale()
      void build.check()
    })
  }, BUILD_CHECK_INTERVAL_MS)
  router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
    if (pathChanged && buildIsStale()) window.location.assign(toLocation.publicHref)
    else startAllIslands()
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
  )
}

void boot()
