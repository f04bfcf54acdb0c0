// The storefront's pages: every GET and HEAD no earlier route answered is rendered by the SSR entry
// within one deadline for the whole page (render-deadline.ts). A catalogue page for a visitor with
// the default prices is rendered for nobody, so caches in front (and, when configured, this process)
// may keep it; every other page is the visitor's own, rendered with their token and never kept.

import { gzipSync } from 'node:zlib'
import type { Hono } from 'hono'
import { NAVIGATION_TAG, RenderTags, XKEY_HEADER } from './cache-tags.ts'
import { CONTEXT_TOKEN_COOKIE, LOCALE_COOKIE } from '../src/domain/constants.ts'
import { type Locale, resolveLocale } from '../src/domain/locale.ts'
import type { NativeFormResult } from '../src/domain/native-form.ts'
import type { RenderOptions, RenderResult } from '../src/entry-server.tsx'
import type { ClientAssets } from './assets.ts'
import { CACHE_HASH_COOKIE } from './cache-hash.ts'
import { acceptsGzip } from './compression.ts'
import type { ServerConfig } from './config.ts'
import { longLivedCookie, readCookie } from './cookies.ts'
import { firstVisitRedirect, localeOrigins, siteHost } from './locale-redirect.ts'
import { readNativeFormResult, resultCookie } from './native-forms.ts'
import type { PageObservers } from './observability/metrics.ts'
import { noteCacheOutcome } from './observability/request-context.ts'
import type { PageCacheConfig } from './page-cache-config.ts'
import {
  type CachedPage,
  createPageCache,
  isCataloguePath,
  type PageCache,
  PRIVATE_CACHE_CONTROL,
  publicCacheControl,
} from './page-cache.ts'
import { isValidContextToken } from './proxy.ts'
import { type RenderDeadline, renderDeadline } from './render-deadline.ts'
import type { NonceEnv } from './security.ts'
import { createStoreApiCache, type StoreApiCache } from './store-api-cache.ts'
import { errorResponse, type Upstream, UPSTREAM_TIMEOUT_CODE } from './upstream.ts'

/** The SSR entry's render function (src/entry-server.tsx). */
export type Render = (options: RenderOptions) => Promise<RenderResult>

export interface PagesOptions {
  config: Pick<ServerConfig, 'domains' | 'origins'> &
    Partial<Pick<ServerConfig, 'mapsApiKey' | 'captchaSiteKey' | 'renderTimeoutMs'>>
  upstream: Upstream
  /** Loads the SSR entry's render function (dev: through Vite on every request; prod: once). */
  render: () => Promise<Render>
  assets: () => Promise<ClientAssets>
  isHttps: (request: Request) => boolean
  languageId: (locale: Locale) => Promise<string | undefined>
  /** Public caching of catalogue pages for visitors without a token; absent: every page private. */
  pageCache?: PageCacheConfig
  /** Cache events and render times for the metrics (observability/metrics.ts); absent: not reported. */
  observe?: PageObservers
}

/**
 * Answers kept for shoppers' price contexts: a product page's reads are about 100 KB, so this bounds
 * the cache near 50 MB even when every entry is a large one.
 */
const PRICE_CONTEXT_ENTRIES = 500

/** One and a half of the default Store API timeout (config.ts sets it from the configured one). */
const DEFAULT_RENDER_TIMEOUT_MS = 15_000

/** What every page render of the app shares, set up once when the pages are mounted. */
interface PageSetup extends PagesOptions {
  renderTimeoutMs: number
  /** The page cache settings when shared pages are on (s-maxage above 0). */
  publicPages: PageCacheConfig | undefined
  /** The in-process cache of shared pages (PAGE_CACHE on). */
  sharedPages: PageCache | undefined
  /** The Store API reads of pages rendered for nobody. */
  storeApiCache: StoreApiCache | undefined
  /** The Store API reads a shopper's page shares with every other (menus, languages). */
  contextFreeReads: StoreApiCache | undefined
  /** The catalogue reads a shopper's page shares with shoppers of the same price context. */
  priceContextReads: StoreApiCache | undefined
}

/** Where a page request is for: the configured site and locale, and the request the router sees. */
interface PageTarget {
  url: URL
  site: string
  origins: Record<Locale, string>
  locale: Locale
  request: Request
}

/** One request's renders: its locale, the form outcome to show, and the visitor's token. */
interface PageView {
  setup: PageSetup
  render: Render
  locale: Locale
  origins: Record<Locale, string>
  formResult: NativeFormResult | undefined
  /** The visitor's token; a loader that receives a new one replaces it, and the cookie then follows. */
  token: { value: string | undefined; changed: boolean }
}

/** One render of a page: for the visitor, or for nobody (`shared`). */
interface PageRender {
  request: Request
  nonce: string
  signal: AbortSignal
  shared: boolean
  /** The Store API cache of this kind of render: wraps its fetch and answers its reads directly. */
  reads?: RenderReads
  /** A page kept for everyone: what it shows, as cache tags (./cache-tags.ts). */
  tags?: RenderTags
}

interface Rendered {
  result: RenderResult
  deadline: RenderDeadline
  /** Reports the render time (a shared page's once its body is read). */
  rendered?: (outcome: 'ok' | 'timeout') => void
}

/** What a render's Store API client asks before and around its calls (StoreApiCache's). */
type RenderReads = Pick<StoreApiCache, 'wrap' | 'answer'>

/** Asks `first`, then `second`: `first` sees each call before `second` does. */
function chained(first: RenderReads | undefined, second: RenderReads | undefined): RenderReads | undefined {
  if (!first || !second) return first ?? second
  return {
    wrap: (fetch) => first.wrap(second.wrap(fetch)),
    answer: (call) => first.answer(call) ?? second.answer(call),
  }
}

/** Drops what this process keeps of pages showing one of `tags`; answers how many pages it dropped. */
export type PurgePages = (tags: readonly string[]) => number

/**
 * Mounts `GET *` and `HEAD *` (every more specific route is mounted before it). Answers the purge of
 * what the mount keeps: the shared pages carrying a tag, and the Store API reads they were made from.
 */
export function mountPages(app: Hono<NonceEnv>, options: PagesOptions): PurgePages {
  const setup = pageSetup(options)
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const https = options.isHttps(c.req.raw)
    const target = pageTarget(options.config, c.req.raw, c.req.header('host'))
    const redirect = firstVisitRedirect(target.request, options.config.domains, target.site, target.origins)
    if (redirect) return redirectResponse(redirect, https)

    const cookies = target.request.headers.get('cookie')
    const cookieToken = readCookie(cookies, CONTEXT_TOKEN_COOKIE)
    const view: PageView = {
      setup,
      locale: target.locale,
      origins: target.origins,
      // The outcome of a form posted without JavaScript, for this page to show once (native-forms.ts).
      formResult: readNativeFormResult(cookies),
      token: { value: isValidContextToken(cookieToken) ? cookieToken : undefined, changed: false },
      render: await options.render(),
    }

    // A catalogue page is the same for every visitor whose prices are the default ones: without a
    // token, or with one but no sw-cache-hash (cache-hash.ts). It is rendered without the token,
    // shared caches (and the in-process one) may keep it, and it sets no cookie at all; the basket,
    // name and wishlist come after load (shopper.ts).
    const defaultPrices = readCookie(cookies, CACHE_HASH_COOKIE) === undefined
    const { publicPages } = setup
    if (
      publicPages &&
      (!view.token.value || defaultPrices) &&
      !view.formResult &&
      isCataloguePath(target.url.pathname)
    ) {
      const page = await sharedPage(view, target, c.get('nonce'))
      // The scripts of a kept page carry the nonce of the render that made it; the CSP must name it.
      c.set('nonce', page.nonce)
      return sharedPageResponse(page, target, publicPages, c.req.header('accept-encoding'))
    }
    noteCacheOutcome('bypass')
    return ownPageResponse(view, target, { https, nonce: c.get('nonce'), signal: c.req.raw.signal })
  })
  return (tags) => {
    // The reads first: a page rendered after the purge must not be made from an answer before it.
    setup.storeApiCache?.clear()
    setup.priceContextReads?.clear()
    if (tags.includes(NAVIGATION_TAG)) setup.contextFreeReads?.clear()
    return setup.sharedPages?.purge(tags) ?? 0
  }
}

function pageSetup(options: PagesOptions): PageSetup {
  const { upstream, observe } = options
  const publicPages = options.pageCache && options.pageCache.sMaxAge > 0 ? options.pageCache : undefined
  return {
    ...options,
    renderTimeoutMs: options.config.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS,
    publicPages,
    sharedPages:
      publicPages?.inProcess === true
        ? createPageCache(
            publicPages,
            (page) => page.status === 200 && !page.headers.some(([name]) => name === 'set-cookie'),
            undefined,
            observe?.cacheEvents('page'),
          )
        : undefined,
    // The catalogue reads of pages rendered for nobody: kept for a few seconds whether or not the
    // rendered pages are kept too (PAGE_CACHE=0 still renders every page, from these reads).
    storeApiCache:
      publicPages && publicPages.storeApiTtlMs > 0
        ? createStoreApiCache({
            baseURL: upstream.baseURL,
            ttlMs: publicPages.storeApiTtlMs,
            events: observe?.cacheEvents('store_api_reads'),
          })
        : undefined,
    // A shopper's page is rendered every time, but its menus and language list are the same for
    // every context: one Store API call per language within the TTL serves them all (the menus are
    // a large share of the JSON a product page reads). Off with STORE_API_CACHE_TTL_MS=0, and in tests that
    // pass no page cache settings.
    contextFreeReads:
      options.pageCache && options.pageCache.storeApiTtlMs > 0
        ? createStoreApiCache({
            baseURL: upstream.baseURL,
            ttlMs: options.pageCache.storeApiTtlMs,
            acrossContexts: true,
            events: observe?.cacheEvents('store_api_context_free'),
          })
        : undefined,
    // A shopper whose prices are not the default ones gets every page rendered for them, but the
    // products, listings and CMS pages in it are the same for every shopper in the same price
    // context (price-context.ts): kept for the same TTL and purged with the pages. The context and
    // the basket stay the shopper's own. Off with STORE_API_CACHE_TTL_MS=0.
    priceContextReads:
      options.pageCache && options.pageCache.storeApiTtlMs > 0
        ? createStoreApiCache({
            baseURL: upstream.baseURL,
            ttlMs: options.pageCache.storeApiTtlMs,
            perPriceContext: true,
            maxEntries: PRICE_CONTEXT_ENTRIES,
            events: observe?.cacheEvents('store_api_price_context'),
          })
        : undefined,
  }
}

function pageTarget(config: PagesOptions['config'], raw: Request, host: string | undefined): PageTarget {
  const url = new URL(raw.url)
  // The configured domain this request is for; an unknown Host is treated as the default domain.
  const site = siteHost(config.origins, host ?? url.host)
  const origins = localeOrigins(config.origins, config.domains, site)
  const locale = resolveLocale(site, url.pathname, config.domains)
  // The router builds its own URLs from the request's: give it the configured origin, not the Host.
  const request = new Request(`${config.origins.byHost[site]}${url.pathname}${url.search}`, {
    method: raw.method,
    headers: raw.headers,
    signal: raw.signal,
  })
  return { url, site, origins, locale, request }
}

function redirectResponse(redirect: { location: string; locale: Locale }, https: boolean): Response {
  return new Response(null, {
    status: 302,
    headers: {
      location: redirect.location,
      'cache-control': PRIVATE_CACHE_CONTROL,
      vary: 'Accept-Language, Cookie',
      'set-cookie': longLivedCookie(LOCALE_COOKIE, redirect.locale, { https, httpOnly: false }),
    },
  })
}

/** What every Store API call answers when the page's deadline passed: the 408 page, at once. */
function storeApiTimeout(ms: number): Response {
  return errorResponse(408, UPSTREAM_TIMEOUT_CODE, 'Request Timeout', `Page not rendered within ${ms} ms`)
}

/**
 * Renders the page within its deadline; past it, the page again as the Store API timeout (408).
 * Undefined when the visitor went away first.
 */
async function renderPage(view: PageView, page: PageRender): Promise<Rendered | undefined> {
  const { renderTimeoutMs, upstream } = view.setup
  const deadline = renderDeadline(renderTimeoutMs, page.signal)
  const bound = deadline.bind(upstream.renderFetch ?? upstream.fetch)
  const read = page.reads ? page.reads.wrap(bound) : bound
  const fetch = page.tags ? page.tags.watchFetch(read) : read
  const started = performance.now()
  const rendered = (outcome: 'ok' | 'timeout') =>
    view.setup.observe?.rendered(
      page.shared ? 'shared' : 'own',
      outcome,
      (performance.now() - started) / 1000,
    )
  const answer = page.reads && page.tags ? page.tags.watchAnswer(page.reads.answer) : page.reads?.answer
  const rendering = renderWith(view, page, deadline, fetch, answer)
  const result = await deadline.race(rendering)
  if (result !== 'timeout') {
    // A shared page is timed with its body (renderSharedPage reads it whole before it is kept).
    if (!page.shared) rendered('ok')
    return { result, deadline, rendered }
  }
  rendered('timeout')
  if (page.signal.aborted) return undefined
  // The page as the Store API timeout (408 page): rendered without a single upstream call.
  rendering.then((late) => late.response.body?.cancel()).catch(() => {})
  return {
    result: await renderWith(view, page, deadline, async () => storeApiTimeout(renderTimeoutMs)),
    deadline,
  }
}

async function renderWith(
  view: PageView,
  page: PageRender,
  deadline: RenderDeadline,
  fetch: typeof globalThis.fetch,
  answer?: StoreApiCache['answer'],
): Promise<RenderResult> {
  const { setup, locale, token } = view
  const { config, upstream } = setup
  return view.render({
    request: page.request,
    nonce: page.nonce,
    locale,
    origins: view.origins,
    assets: await setup.assets(),
    storeApiMode: upstream.mode,
    mapsApiKey: config.mapsApiKey ?? null,
    captchaSiteKey: config.captchaSiteKey ?? null,
    formResult: page.shared ? null : (view.formResult ?? null),
    storeApi: {
      baseURL: upstream.baseURL,
      fetch,
      ...(answer ? { answer } : {}),
      accessKey: upstream.accessKey,
      contextToken: page.shared ? undefined : token.value,
      languageId: await deadline
        .race(setup.languageId(locale))
        .then((id) => (id === 'timeout' ? undefined : id)),
      onContextToken: (received) => {
        // A page for every visitor never hands out a token: the first call of the visitor's own
        // (adding to the basket, logging in) gets one through the proxy.
        if (page.shared || !isValidContextToken(received) || received === token.value) return
        token.value = received
        token.changed = true
      },
    },
  })
}

/** The page rendered for nobody: from the in-process cache when there is one, else rendered now. */
function sharedPage(view: PageView, target: PageTarget, nonce: string): Promise<CachedPage> {
  const { sharedPages } = view.setup
  const render = () => renderSharedPage(view, target.request, nonce)
  if (!sharedPages) {
    noteCacheOutcome('bypass')
    return render()
  }
  return sharedPages.get(`${target.site}\n${target.url.pathname}${target.url.search}`, render)
}

async function renderSharedPage(view: PageView, request: Request, nonce: string): Promise<CachedPage> {
  const headers = new Headers(request.headers)
  headers.delete('cookie')
  const tags = new RenderTags()
  // Not cut off when this visitor goes away: others may be waiting for the same page.
  const rendered = await renderPage(view, {
    request: new Request(request.url, { headers }),
    nonce,
    signal: new AbortController().signal,
    shared: true,
    reads: view.setup.storeApiCache,
    tags,
  })
  if (!rendered) throw new Error('Shared page render aborted')
  const { response } = rendered.result
  const body = new Uint8Array(await new Response(rendered.deadline.guard(response.body)).arrayBuffer())
  rendered.rendered?.('ok')
  // Gzipped once here only for the in-process cache, which serves it on every hit; a page nobody
  // keeps is compressed per response like any other, and only for a client that accepts gzip
  // (compressResponses), so no render pays for a compressed copy that is never served.
  const kept = view.setup.sharedPages !== undefined
  const gzip = kept && response.status === 200 ? new Uint8Array(gzipSync(body)) : undefined
  const pageTags = await tags.settled()
  const pageHeaders = [...response.headers]
  if (pageTags.length > 0) pageHeaders.push([XKEY_HEADER, pageTags.join(' ')])
  return { status: response.status, headers: pageHeaders, body, gzip, nonce, tags: pageTags }
}

function sharedPageResponse(
  page: CachedPage,
  target: PageTarget,
  publicPages: PageCacheConfig,
  acceptEncoding: string | undefined,
): Response {
  const headers = new Headers(page.headers)
  headers.set('cache-control', page.status === 200 ? publicCacheControl(publicPages) : PRIVATE_CACHE_CONTROL)
  headers.append('vary', 'Cookie')
  if (target.url.pathname === '/') headers.append('vary', 'Accept-Language')
  headers.append('vary', 'Accept-Encoding')
  const gzipped = page.gzip && acceptsGzip(acceptEncoding) ? page.gzip : undefined
  if (gzipped) headers.set('content-encoding', 'gzip')
  const body = target.request.method === 'HEAD' ? null : (gzipped ?? page.body).slice()
  return new Response(body, { status: page.status, headers })
}

/** The visitor's own page: never kept, and it stores the token, locale and form cookies. */
async function ownPageResponse(
  view: PageView,
  target: PageTarget,
  visitor: { https: boolean; nonce: string; signal: AbortSignal },
): Promise<Response> {
  const { request, url } = target
  const { https } = visitor
  const rendered = await renderPage(view, {
    request,
    nonce: visitor.nonce,
    signal: visitor.signal,
    shared: false,
    reads: chained(view.setup.contextFreeReads, view.setup.priceContextReads?.forRender()),
  })
  if (!rendered) return new Response(null, { status: 499 })
  const { result, deadline } = rendered
  const response = result.response
  const headers = new Headers(response.headers)
  headers.set('cache-control', PRIVATE_CACHE_CONTROL)
  headers.append('vary', 'Cookie')
  // The start page redirects by Accept-Language on a first visit; this answer depended on it too.
  if (url.pathname === '/') headers.append('vary', 'Accept-Language')
  // Loaders ran before the headers are sent, so a token they received can still be stored.
  const { token } = view
  if (token.changed && token.value) {
    headers.append(
      'set-cookie',
      longLivedCookie(CONTEXT_TOKEN_COOKIE, token.value, { https, httpOnly: true }),
    )
  }
  if (view.formResult) headers.append('set-cookie', resultCookie(undefined, https))
  if (readCookie(request.headers.get('cookie'), LOCALE_COOKIE) !== view.locale) {
    headers.append('set-cookie', longLivedCookie(LOCALE_COOKIE, view.locale, { https, httpOnly: false }))
  }
  if (request.method === 'HEAD') {
    deadline.clear()
    await response.body?.cancel()
    return new Response(null, { status: response.status, headers })
  }
  return new Response(deadline.guard(response.body), { status: response.status, headers })
}
