import type { I18n } from '@lingui/core'
import type { InspectionEvent, Observer } from 'xstate'
import type { StoreApi } from '../api/index.ts'
import { createLazyStoreApi } from '../api/lazy.ts'
import { afterNextPaint } from '../components/after-paint.ts'
import type { PageHydration } from '../components/page-hydration.ts'
import {
  COOKIE_MAX_AGE_SECONDS,
  LOCALE_COOKIE,
  SHARED_CONTEXT_HEADER,
  SHARED_CONTEXT_HEADER_VALUE,
  STORE_API_PATH,
} from '../domain/constants.ts'
import { type Locale, localePrefix } from '../domain/locale.ts'
import { sessionIdentity } from '../domain/session.ts'
import { parseStoredIds, WISHLIST_STORAGE_KEY } from '../domain/wishlist-storage.ts'
import { ensurePageMessages } from '../i18n/i18n.ts'
import type { DehydratedAppState } from '../router-context.ts'
import { type PlainViews, SystemHost } from '../system/host.ts'
import { viewsFromPage } from '../system/page-views.ts'
import type { DehydratedViews } from '../system/registry.ts'
import { takeNextPageNotice } from './next-page-notice.ts'
import { readShopper, shopperViews, showsNobody, showsSomeone } from '../system/shopper.ts'

/**
 * What both browser entries do the same way (the router's, src/entry-client.tsx, and the document
 * page's, src/entry-document.tsx): the Store API client, the actor system started when needed, the
 * shopper read after load, the remembered locale.
 */

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

function reportStartFailure(error: unknown): void {
  console.error('The actor system failed to start', error)
}

/**
 * Whether this browser keeps a guest's wishlist: its hearts and count come from the actor system
 * (it merges them with the shop's), which should not wait for the first action that needs it.
 */
function hasStoredWishlist(storage: () => Storage): boolean {
  try {
    return parseStoredIds(storage().getItem(WISHLIST_STORAGE_KEY)).length > 0
  } catch {
    // Storage blocked (privacy settings): nothing kept here.
    return false
  }
}

/**
 * Whether the page needs the shopper read after load: one rendered for nobody (whose it is), or one
 * rendered for a logged-in customer, whose wishlist the server does not render (the read brings its
 * ids, so hearts and count need neither the actor system nor the Store API client).
 */
function needsShopperRead(views: DehydratedViews): boolean {
  return showsNobody(views) || sessionIdentity(views.session?.context.session) === 'loggedIn'
}

/** Runs `task` when the browser is idle (after hydration and first paint work), at the latest in 3 s. */
function whenIdle(target: Window, task: () => void): void {
  if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(task, { timeout: 3_000 })
  else target.setTimeout(task, 200)
}

/** Runs `task` once the page has loaded (its images too), at once when it already has. */
function afterLoad(target: Window, task: () => void): void {
  if (target.document.readyState === 'complete') task()
  else target.addEventListener('load', task, { once: true })
}

/**
 * Catalogue pages kept by shared caches set no cookie, so the locale the visitor reads in is
 * remembered here: the start page's first-visit redirect then leaves them in it. Blocked cookies
 * only mean that redirect may happen again.
 */
export function rememberLocale(doc: Document, locale: Locale): void {
  if (doc.cookie.split('; ').includes(`${LOCALE_COOKIE}=${locale}`)) return
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  doc.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`
}

/** Without a site key nothing is loaded; with one, the reCAPTCHA module (tiny) loads on a protected call. */
async function captchaTokenFor(
  siteKey: string | null,
  locale: Locale,
  path: string,
): Promise<string | undefined> {
  if (!siteKey) return undefined
  const { recaptchaToken } = await import('../features/captcha/recaptcha.ts')
  return recaptchaToken(siteKey, locale, path)
}

/** The browser's Store API client and the setter of what it learns from the dehydrated state. */
export interface BrowserApi {
  api: StoreApi
  /**
   * The client the page's islands load their data with (`AppServices.pageApi`): for a page rendered
   * for nobody, one whose reads go without the visitor's context, as the server rendered it.
   */
  pageApi: (state: Pick<DehydratedAppState, 'renderedForNobody'>) => StoreApi
  /** The page's dehydrated state has arrived: its language and reCAPTCHA key apply from now on. */
  configure: (state: Pick<DehydratedAppState, 'languageId' | 'captchaSiteKey'>) => void
}

/**
 * The browser never sees the access key or the context token: the same-origin proxy adds them.
 * The real client (axios) loads on the first Store API call, after hydration.
 */
export function browserApi(locale: Locale): BrowserApi {
  let languageId: string | undefined
  let captchaSiteKey: string | null = null
  const api = createLazyStoreApi({
    baseURL: STORE_API_PATH,
    languageId: () => languageId,
    captchaToken: (path) => captchaTokenFor(captchaSiteKey, locale, path),
  })
  let sharedApi: StoreApi | undefined
  return {
    api,
    pageApi: (state) => {
      if (!state.renderedForNobody) return api
      sharedApi ??= createLazyStoreApi({
        baseURL: STORE_API_PATH,
        languageId: () => languageId,
        headers: { [SHARED_CONTEXT_HEADER]: SHARED_CONTEXT_HEADER_VALUE },
      })
      return sharedApi
    },
    configure: (state) => {
      languageId = state.languageId
      captchaSiteKey = state.captchaSiteKey
    },
  }
}

/**
 * The page's actor system, deferred: XState and the machines load when first needed, not before
 * hydration (see system/host.ts). A page rendered for nobody (kept by shared caches) learns whose
 * it is after load, in one read; the system, when it starts, starts from what that read brought
 * (see system/shopper.ts).
 */
export function browserSystem(options: {
  state: DehydratedAppState
  api: StoreApi
  locale: Locale
  i18n: I18n
  /** The page's hydration: islands that show actor state load when the system starts. */
  hydration: PageHydration
}): SystemHost {
  const { state, api, locale, i18n, hydration } = options
  const views = viewsFromPage(state.views)
  let shopper: Promise<{ views: PlainViews; wishlist: string[] | null } | null> | undefined
  const readOnce = () => {
    shopper ??= needsShopperRead(views)
      ? readShopper(state.languageId).then((read) =>
          read ? { views: shopperViews(views, read), wishlist: read.wishlist } : null,
        )
      : Promise.resolve(null)
    return shopper
  }
  const system = SystemHost.deferred(views, async () => {
    // The system's notices (cart feedback, errors) use texts beyond the chrome's.
    const [{ createRootSystem, restoredFromViews }, inspect, read] = await Promise.all([
      import('../system/runtime.ts'),
      inspectorFor(window.location.search),
      readOnce(),
      ensurePageMessages(i18n),
    ])
    const root = createRootSystem({
      api,
      basePath: localePrefix(locale),
      ...restoredFromViews({ ...views, ...read?.views }),
      wishlist: read?.wishlist ?? null,
      ...(inspect ? { inspect } : {}),
    })
    // Islands that show actor state hydrate now, to follow it (src/components/page-hydration.ts).
    hydration.startLive()
    return root
  })
  // The system starts with the first event sent to an actor, a Store API call or a route that
  // needs it, not with the first interaction: a click into the search, a scroll or a link
  // needs none of XState, the machines and the Store API client. A press inside a live island
  // (add to basket, a heart) only loads its code early, so the replayed press finds it there;
  // once the press's frame has painted: the import's module preloads (a link for each of the
  // system's chunks) ran in the press's own task before.
  hydration.setLivePress(() =>
    afterNextPaint(window, () => void import('../system/runtime.ts').catch(() => {})),
  )
  afterLoad(window, () => {
    void readOnce().then((read) => {
      if (!read) return
      system.adopt(read.views)
      // The account menu and the page's hearts are islands that follow actor state: they hydrate
      // now to show it (their code would load with the system anyway for such a shopper).
      if (showsSomeone(read.views)) hydration.startLive()
    })
  })
  // A toast the last page kept for this one (a logout from a document page, ./next-page-notice.ts):
  // shown after load, which starts the actor system (the toasts are the notifications actor's).
  afterLoad(window, () => {
    const notice = takeNextPageNotice(() => window.sessionStorage)
    if (!notice) return
    system.send('notifications', {
      type: 'notifications.push',
      notification: { id: 'next-page-notice', ...notice, persistent: false },
    })
  })
  if (hasStoredWishlist(() => window.localStorage)) {
    whenIdle(window, () => void system.system().catch(reportStartFailure))
  }
  return system
}
