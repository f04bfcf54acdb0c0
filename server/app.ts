import { readdirSync } from 'node:fs'
import { sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { RenderOptions, RenderResult } from '../src/entry-server.tsx'
import { CONTEXT_TOKEN_COOKIE, LOCALE_COOKIE, STORE_API_PATH } from '../src/domain/constants.ts'
import { resolveLocale } from '../src/domain/locale.ts'
import type { ClientAssets } from './assets.ts'
import type { ServerConfig } from './config.ts'
import { longLivedCookie, readCookie } from './cookies.ts'
import { createLanguageResolver } from './languages.ts'
import { firstVisitRedirect, localeOrigins, siteHost } from './locale-redirect.ts'
import { NO_TRUSTED_PROXIES } from './client-address.ts'
import { acceptsGzip, compressResponses } from './compression.ts'
import { mountDevMailbox } from './dev-mailbox.ts'
import { mountNativeForms, readNativeFormResult, resultCookie } from './native-forms.ts'
import { mountSeoRoutes } from './seo-routes.ts'
import { createStoreApiProxy, isValidContextToken } from './proxy.ts'
import { rejectAmbiguousStoreApiPaths } from './store-api-path.ts'
import { createNonce, isHttpsRequest, mediaImageOrigin, securityHeaders } from './security.ts'
import { renderDeadline } from './render-deadline.ts'
import type { PageCacheConfig } from './page-cache-config.ts'
import {
  type CachedPage,
  createPageCache,
  isCataloguePath,
  PRIVATE_CACHE_CONTROL,
  publicCacheControl,
} from './page-cache.ts'
import { createStoreApiCache, type StoreApiCache } from './store-api-cache.ts'
import { CACHE_HASH_COOKIE, createCacheHash } from './cache-hash.ts'
import { mountShopperRoute } from './shopper.ts'
import { errorResponse, type Upstream, UPSTREAM_TIMEOUT_CODE } from './upstream.ts'

export type Render = (options: RenderOptions) => Promise<RenderResult>

export interface AppOptions {
  config: Pick<ServerConfig, 'domains' | 'publicUrl' | 'origins'> &
    Partial<Pick<ServerConfig, 'mapsApiKey' | 'captchaSiteKey' | 'trustedProxies' | 'renderTimeoutMs'>>
  upstream: Upstream
  /** Loads the SSR entry's render function (dev: through Vite on every request; prod: once). */
  render: () => Promise<Render>
  assets: () => Promise<ClientAssets>
  /** Directory with the client build (`dist/client`); absent in development (Vite serves files). */
  clientDir?: string
  development?: boolean
  /** Mounts the development mailbox (embedded back end only); main.ts and dev.ts decide. */
  devMailbox?: boolean
  /** Public caching of catalogue pages for visitors without a token; absent: every page private. */
  pageCache?: PageCacheConfig
}

type Variables = { nonce: string }

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** One and a half of the default Store API timeout (config.ts sets it from the configured one). */
const DEFAULT_RENDER_TIMEOUT_MS = 15_000

/** What every Store API call answers when the page's deadline passed: the 408 page, at once. */
function storeApiTimeout(ms: number): Response {
  return errorResponse(408, UPSTREAM_TIMEOUT_CODE, 'Request Timeout', `Page not rendered within ${ms} ms`)
}

/** URL paths of the client build's files outside the hashed assets (`/favicon.svg`, `/build-info.json`). */
function listPublicFiles(clientDir: string): ReadonlySet<string> {
  let names: string[]
  try {
    names = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
  } catch {
    // No build there (yet): nothing to serve, every request goes on to the pages.
    return new Set()
  }
  return new Set(
    names
      .map((name) => `/${name.split(sep).join('/')}`)
      .filter((path) => !path.startsWith('/assets/') && !path.startsWith('/.')),
  )
}

/** The storefront's HTTP surface; used by server/main.ts, server/dev.ts and the tests. */
export function createApp(options: AppOptions): Hono<{ Variables: Variables }> {
  const { config, upstream } = options
  const app = new Hono<{ Variables: Variables }>()
  const isHttps = (request: Request) => isHttpsRequest(request, config.publicUrl)
  const languageId = createLanguageResolver(upstream)
  const renderTimeoutMs = config.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS
  const pageCache = options.pageCache && options.pageCache.sMaxAge > 0 ? options.pageCache : undefined
  const sharedPages =
    pageCache?.inProcess === true
      ? createPageCache(
          pageCache,
          (page) => page.status === 200 && !page.headers.some(([name]) => name === 'set-cookie'),
        )
      : undefined
  // The catalogue reads of pages rendered for nobody: kept for a few seconds whether or not the
  // rendered pages are kept too (PAGE_CACHE=0 still renders every page, from these reads).
  const storeApiCache =
    pageCache && pageCache.storeApiTtlMs > 0
      ? createStoreApiCache({ baseURL: upstream.baseURL, ttlMs: pageCache.storeApiTtlMs })
      : undefined
  // A shopper's page is rendered every time, but its menus and language list are the same for every
  // context: one Store API call per language within the TTL serves them all (the menus were a third
  // of the JSON a product page read). Off with STORE_API_CACHE_TTL_MS=0, and in tests that pass no
  // page cache settings.
  const contextFreeReads =
    options.pageCache && options.pageCache.storeApiTtlMs > 0
      ? createStoreApiCache({
          baseURL: upstream.baseURL,
          ttlMs: options.pageCache.storeApiTtlMs,
          acrossContexts: true,
        })
      : undefined

  // Who sees other prices than a visitor without a token carries sw-cache-hash (cache-hash.ts).
  const cacheHash = createCacheHash(upstream)

  const mediaOrigin = upstream.mode === 'external' ? mediaImageOrigin(upstream.baseURL) : undefined

  app.use('*', async (c, next) => {
    c.set('nonce', createNonce())
    await next()
    const headers = securityHeaders({
      // Read after the handler: a page from the cache brings the nonce its scripts were given.
      nonce: c.get('nonce'),
      https: isHttps(c.req.raw),
      development: options.development,
      connectSrc: options.development ? ['ws:', 'wss:'] : [],
      maps: Boolean(config.mapsApiKey),
      imgSrc: mediaOrigin ? [mediaOrigin] : [],
      captcha: Boolean(config.captchaSiteKey),
    })
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  })

  // HTML and Store API JSON are gzipped on the fly (the home page is ~5x smaller on the wire), chunk
  // by chunk so streaming SSR still streams; hashed assets come precompressed from the build.
  app.use('*', compressResponses())

  // Store API paths that read differently depending on who decodes them never reach the proxy.
  app.use('*', rejectAmbiguousStoreApiPaths())

  // The embedded back end's outbox as a page, so a demo visitor can confirm an account. Only when
  // the start asked for it, and only for requests from this machine (see dev-mailbox.ts).
  if (options.devMailbox && upstream.listOutbox) {
    mountDevMailbox(app, { listOutbox: upstream.listOutbox, domains: config.domains })
  }

  app.all(
    `${STORE_API_PATH}/*`,
    createStoreApiProxy({
      upstream,
      isHttps,
      trustedProxies: config.trustedProxies ?? NO_TRUSTED_PROXIES,
      publicOrigins: Object.values(config.origins.byHost),
      cacheHash,
    }),
  )
  // What a shared catalogue page leaves out (basket, name, wishlist), read once after it loaded.
  mountShopperRoute(app, { upstream, isHttps, cacheHash })
  const gateway = upstream.paymentGateway
  if (gateway) for (const path of gateway.paths) app.all(path, (c) => gateway.fetch(c.req.raw))
  // /robots.txt and the per-host, per-locale /sitemap.xml from the Store API's sitemap.
  mountSeoRoutes(app, { upstream, domains: config.domains, origins: config.origins })

  const media = upstream.media
  if (media) {
    app.get('/media/*', async (c) => {
      const response = await media(c.req.raw)
      const headers = new Headers(response.headers)
      if (response.ok) headers.set('cache-control', 'public, max-age=2592000')
      return new Response(response.body, { status: response.status, headers })
    })
  }

  const clientDir = options.clientDir
  if (clientDir) {
    // Set on the finished response: serveStatic's `onFound` runs after the body was created, and a
    // header set there did not always reach the response (seen missing on precompressed files).
    const assets = serveStatic({ root: clientDir, precompressed: true })
    app.use('/assets/*', async (c, next) => {
      const served = await assets(c, next)
      if (served?.ok) served.headers.set('Cache-Control', IMMUTABLE)
      return served
    })
    // A missing hashed asset is a 404, never an SSR page (the browser expects JS/CSS).
    app.get('/assets/*', (c) =>
      errorResponse(404, 'STOREFRONT__NOT_FOUND', 'Not Found', `No asset at ${c.req.path}`),
    )
    // Public files (favicon, robots.txt, build-info.json) have an extension. So do some page paths
    // (a product number like GW-RUE-102.2), and a file-system check per page view showed in the
    // CPU profile: the build's files are listed once, and only a path among them (or one with
    // percent-escapes, which the file server decodes) reaches the file system. A directory is
    // never served.
    const publicFiles = serveStatic({ root: clientDir })
    const publicPaths = listPublicFiles(clientDir)
    app.use('*', async (c, next) => {
      const path = c.req.path
      if (!/\/[^/]+\.[A-Za-z0-9]+$/.test(path)) return next()
      if (!publicPaths.has(path) && !path.includes('%')) return next()
      const served = await publicFiles(c, next)
      // The build marker must be fresh; other public files may be cached for a while. A miss fell
      // through to the page handler, whose response keeps its own Cache-Control.
      const response = served ?? c.res
      if (response.ok && !response.headers.has('Cache-Control')) {
        const fresh = c.req.path.endsWith('/build-info.json')
        response.headers.set('Cache-Control', fresh ? 'no-cache' : 'public, max-age=3600')
      }
      return served
    })
  }

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const https = isHttps(c.req.raw)
    const url = new URL(c.req.url)
    // The configured domain this request is for; an unknown Host is treated as the default domain.
    const site = siteHost(config.origins, c.req.header('host') ?? url.host)
    const origins = localeOrigins(config.origins, config.domains, site)
    const locale = resolveLocale(site, url.pathname, config.domains)
    // The router builds its own URLs from the request's: give it the configured origin, not the Host.
    const request = new Request(`${config.origins.byHost[site]}${url.pathname}${url.search}`, {
      method: c.req.method,
      headers: c.req.raw.headers,
      signal: c.req.raw.signal,
    })

    const redirect = firstVisitRedirect(request, config.domains, site, origins)
    if (redirect) {
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

    const cookieToken = readCookie(request.headers.get('cookie'), CONTEXT_TOKEN_COOKIE)
    // The outcome of a form posted without JavaScript, for this page to show once (native-forms.ts).
    const formResult = readNativeFormResult(request.headers.get('cookie'))
    let contextToken = isValidContextToken(cookieToken) ? cookieToken : undefined
    let tokenChanged = false
    const render = await options.render()
    const renderPage = async (page: {
      request: Request
      nonce: string
      signal: AbortSignal
      shared: boolean
      /** The Store API cache of this kind of render: wraps its fetch and answers its reads directly. */
      reads?: StoreApiCache
    }) => {
      const deadline = renderDeadline(renderTimeoutMs, page.signal)
      const renderWith = async (fetch: typeof globalThis.fetch, answer?: StoreApiCache['answer']) =>
        render({
          request: page.request,
          nonce: page.nonce,
          locale,
          origins,
          assets: await options.assets(),
          storeApiMode: upstream.mode,
          mapsApiKey: config.mapsApiKey ?? null,
          captchaSiteKey: config.captchaSiteKey ?? null,
          formResult: page.shared ? null : (formResult ?? null),
          storeApi: {
            baseURL: upstream.baseURL,
            fetch,
            ...(answer ? { answer } : {}),
            accessKey: upstream.accessKey,
            contextToken: page.shared ? undefined : contextToken,
            languageId: await deadline
              .race(languageId(locale))
              .then((id) => (id === 'timeout' ? undefined : id)),
            onContextToken: (token) => {
              // A page for every visitor never hands out a token: the first call of the visitor's
              // own (adding to the basket, logging in) gets one through the proxy.
              if (page.shared || !isValidContextToken(token) || token === contextToken) return
              contextToken = token
              tokenChanged = true
            },
          },
        })
      const bound = deadline.bind(upstream.fetch)
      const rendering = renderWith(page.reads ? page.reads.wrap(bound) : bound, page.reads?.answer)
      const result = await deadline.race(rendering)
      if (result !== 'timeout') return { result, deadline }
      if (page.signal.aborted) return undefined
      // The page as the Store API timeout (408 page): rendered without a single upstream call.
      rendering.then((late) => late.response.body?.cancel()).catch(() => {})
      return { result: await renderWith(async () => storeApiTimeout(renderTimeoutMs)), deadline }
    }

    // A catalogue page is the same for every visitor whose prices are the default ones: without a
    // token, or with one but no sw-cache-hash (cache-hash.ts). It is rendered without the token,
    // shared caches (and the in-process one) may keep it, and it sets no cookie at all; the basket,
    // name and wishlist come after load (shopper.ts).
    const defaultPrices = readCookie(request.headers.get('cookie'), CACHE_HASH_COOKIE) === undefined
    if (pageCache && (!contextToken || defaultPrices) && !formResult && isCataloguePath(url.pathname)) {
      const renderShared = async (): Promise<CachedPage> => {
        const nonce = c.get('nonce')
        const headers = new Headers(request.headers)
        headers.delete('cookie')
        // Not cut off when this visitor goes away: others may be waiting for the same page.
        const rendered = await renderPage({
          request: new Request(request.url, { headers }),
          nonce,
          signal: new AbortController().signal,
          shared: true,
          reads: storeApiCache,
        })
        if (!rendered) throw new Error('Shared page render aborted')
        const { response } = rendered.result
        const body = new Uint8Array(await new Response(rendered.deadline.guard(response.body)).arrayBuffer())
        // Gzipped once here only for the in-process cache, which serves it on every hit; a page
        // nobody keeps is compressed per response like any other, and only for a client that
        // accepts gzip (compressResponses). Compressing every render showed as 4 % of its CPU.
        const gzip = sharedPages && response.status === 200 ? new Uint8Array(gzipSync(body)) : undefined
        return { status: response.status, headers: [...response.headers], body, gzip, nonce }
      }
      const page = sharedPages
        ? await sharedPages.get(`${site}\n${url.pathname}${url.search}`, renderShared)
        : await renderShared()
      // The scripts of a kept page carry the nonce of the render that made it; the CSP must name it.
      c.set('nonce', page.nonce)
      const headers = new Headers(page.headers)
      headers.set(
        'cache-control',
        page.status === 200 ? publicCacheControl(pageCache) : PRIVATE_CACHE_CONTROL,
      )
      headers.append('vary', 'Cookie')
      if (url.pathname === '/') headers.append('vary', 'Accept-Language')
      headers.append('vary', 'Accept-Encoding')
      const gzipped = page.gzip && acceptsGzip(c.req.header('accept-encoding')) ? page.gzip : undefined
      if (gzipped) headers.set('content-encoding', 'gzip')
      const body = request.method === 'HEAD' ? null : (gzipped ?? page.body).slice()
      return new Response(body, { status: page.status, headers })
    }

    const rendered = await renderPage({
      request,
      nonce: c.get('nonce'),
      signal: c.req.raw.signal,
      shared: false,
      reads: contextFreeReads,
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
    if (tokenChanged && contextToken) {
      headers.append(
        'set-cookie',
        longLivedCookie(CONTEXT_TOKEN_COOKIE, contextToken, { https, httpOnly: true }),
      )
    }
    if (formResult) headers.append('set-cookie', resultCookie(undefined, https))
    if (readCookie(request.headers.get('cookie'), LOCALE_COOKIE) !== locale) {
      headers.append('set-cookie', longLivedCookie(LOCALE_COOKIE, locale, { https, httpOnly: false }))
    }
    if (request.method === 'HEAD') {
      deadline.clear()
      await response.body?.cancel()
      return new Response(null, { status: response.status, headers })
    }
    return new Response(deadline.guard(response.body), { status: response.status, headers })
  })

  // Forms posted without JavaScript: carried out where possible, then a redirect back (native-forms.ts).
  mountNativeForms(app, {
    config,
    upstream,
    languageId,
    isHttps,
    trustedProxies: config.trustedProxies ?? NO_TRUSTED_PROXIES,
  })

  // Every other method is refused (the page's code posts to the Store API through the proxy).
  app.all('*', (c) => {
    const response = errorResponse(
      405,
      'STOREFRONT__METHOD_NOT_ALLOWED',
      'Method Not Allowed',
      `${c.req.method} is not allowed on ${c.req.path}`,
    )
    response.headers.set('allow', 'GET, HEAD, POST')
    return response
  })
  app.notFound((c) => errorResponse(404, 'STOREFRONT__NOT_FOUND', 'Not Found', `Nothing at ${c.req.path}`))

  // Last resort when rendering itself failed (the router's error pages handle everything else):
  // a static page, no script, so it cannot fail again.
  app.onError((error, c) => {
    if (c.req.raw.signal.aborted) return new Response(null, { status: 499 })
    console.error('Request failed:', c.req.method, c.req.path, error)
    return c.html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>500 Internal Server Error</title></head>' +
        '<body><main><h1>500 Internal Server Error</h1><p><a href="/">Home</a></p></main></body></html>',
      500,
    )
  })

  return app
}
