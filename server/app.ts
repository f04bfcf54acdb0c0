// The storefront's HTTP surface, composed from its mounts in the order requests must meet them:
// the probes and the request log and metrics first (observability/), headers and compression, then
// the Store API proxy and the fixed routes, the build's files, the pages, the forms posted without
// JavaScript, and last the refusals and error pages.

import { Hono } from 'hono'
import { STORE_API_PATH } from '../src/domain/constants.ts'
import type { ClientAssets } from './assets.ts'
import { type CacheHash, createCacheHash } from './cache-hash.ts'
import { NO_TRUSTED_PROXIES, type TrustedProxies } from './client-address.ts'
import { compressResponses } from './compression.ts'
import type { ServerConfig } from './config.ts'
import { mountDevMailbox } from './dev-mailbox.ts'
import { createLanguageResolver } from './languages.ts'
import { mountNativeForms } from './native-forms.ts'
import { type Logger, silentLogger } from './observability/logger.ts'
import { createMetrics, type Metrics, pageObserversOf } from './observability/metrics.ts'
import { mountProbes } from './observability/probes.ts'
import { noteRoute } from './observability/request-context.ts'
import { observeRequests } from './observability/requests.ts'
import { observeUpstream } from './observability/upstream-calls.ts'
import type { PageCacheConfig } from './page-cache-config.ts'
import { mountPages, type Render } from './pages.ts'
import { createStoreApiProxy } from './proxy.ts'
import {
  createNonce,
  createSecurityHeaders,
  isHttpsRequest,
  mediaImageOrigin,
  type NonceEnv,
} from './security.ts'
import { mountSeoRoutes } from './seo-routes.ts'
import { mountShopperRoute } from './shopper.ts'
import { mountStaticFiles } from './static-files.ts'
import { mountWebhooks } from './webhooks.ts'
import { rejectAmbiguousStoreApiPaths } from './store-api-path.ts'
import { errorResponse, type Upstream } from './upstream.ts'

export type { Render }

export interface AppOptions {
  config: Pick<ServerConfig, 'domains' | 'publicUrl' | 'origins'> &
    Partial<
      Pick<
        ServerConfig,
        | 'mapsApiKey'
        | 'captchaSiteKey'
        | 'trustedProxies'
        | 'renderTimeoutMs'
        | 'webhookSecret'
        | 'varnishPurgeUrls'
      >
    >
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
  /** Logs, metrics and probes (server/observability/); absent parts: a silent log, a fresh registry. */
  observability?: ObservabilityOptions
}

export interface ObservabilityOptions {
  logger?: Logger
  metrics?: Metrics
  /** PROBE_ALLOW: who may ask /healthz and /readyz (undefined: everyone). */
  probeAllow?: TrustedProxies
  /** READY_TIMEOUT_MS: how long /readyz waits for the Store API (default 1 s). */
  readyTimeoutMs?: number
  /** True once SIGTERM started the drain (node-server.ts): /readyz answers 503. */
  draining?: () => boolean
}

/** The storefront's HTTP surface; used by server/main.ts, server/dev.ts and the tests. */
export function createApp(options: AppOptions): Hono<NonceEnv> {
  const { config } = options
  const app = new Hono<NonceEnv>()
  const isHttps = (request: Request) => isHttpsRequest(request, config.publicUrl)
  const trustedProxies = config.trustedProxies ?? NO_TRUSTED_PROXIES
  const metrics = mountObservability(app, options, trustedProxies)
  // Every Store API call below is timed, counted on its request and tagged with its id.
  const upstream = observeUpstream(options.upstream, metrics)
  const languageId = createLanguageResolver(upstream)
  // Who sees other prices than a visitor without a token carries sw-cache-hash (cache-hash.ts).
  const cacheHash = createCacheHash(upstream)

  mountSecurityHeaders(app, options, isHttps)
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
  mountUpstreamRoutes(app, { config, upstream, isHttps, trustedProxies, cacheHash })
  if (options.clientDir) mountStaticFiles(app, options.clientDir)
  const purgePages = mountPages(app, {
    config,
    upstream,
    render: options.render,
    assets: options.assets,
    isHttps,
    languageId,
    pageCache: options.pageCache,
    observe: pageObserversOf(metrics),
  })
  // Changes a Shopware (or the embedded back end) announces purge the pages showing them (webhooks.ts).
  if (config.webhookSecret) {
    const logger = options.observability?.logger
    mountWebhooks(app, {
      secret: config.webhookSecret,
      purgePages,
      varnish: config.varnishPurgeUrls ?? [],
      warn: (message) => logger?.warn(message),
    })
  }
  // Forms posted without JavaScript: carried out where possible, then a redirect back (native-forms.ts).
  mountNativeForms(app, { config, upstream, languageId, isHttps, trustedProxies })
  mountFallbacks(app, options.observability?.logger !== undefined)
  return app
}

/**
 * The probes first (answered before anything is logged or cached), then the request log line and
 * metrics around everything else (server/observability/). Returns the registry the rest reports to.
 */
function mountObservability(
  app: Hono<NonceEnv>,
  options: AppOptions,
  trustedProxies: TrustedProxies,
): Metrics {
  const logger = options.observability?.logger ?? silentLogger()
  const metrics = options.observability?.metrics ?? createMetrics()
  mountProbes(app, {
    upstream: options.upstream,
    build: () => Promise.all([options.render(), options.assets()]),
    draining: options.observability?.draining,
    allow: options.observability?.probeAllow,
    trustedProxies,
    timeoutMs: options.observability?.readyTimeoutMs,
    onChange: (ready, reason) =>
      ready ? logger.info({ reason }, 'readiness: ready') : logger.warn({ reason }, 'readiness: not ready'),
  })
  app.use('*', observeRequests({ logger, metrics, trustedProxies }))
  return metrics
}

/**
 * Every response's security headers (security.ts). Built once here; per response only the nonce,
 * created before the handler and read after it, and HSTS (https only) differ.
 */
function mountSecurityHeaders(
  app: Hono<NonceEnv>,
  { config, upstream, development }: AppOptions,
  isHttps: (request: Request) => boolean,
): void {
  const mediaOrigin = upstream.mode === 'external' ? mediaImageOrigin(upstream.baseURL) : undefined
  const applySecurityHeaders = createSecurityHeaders({
    development,
    connectSrc: development ? ['ws:', 'wss:'] : [],
    maps: Boolean(config.mapsApiKey),
    imgSrc: mediaOrigin ? [mediaOrigin] : [],
    captcha: Boolean(config.captchaSiteKey),
  })
  app.use('*', async (c, next) => {
    c.set('nonce', createNonce())
    await next()
    // Read after the handler: a page from the cache brings the nonce its scripts were given.
    applySecurityHeaders(c.res.headers, c.get('nonce'), isHttps(c.req.raw))
  })
}

interface UpstreamRoutesOptions {
  config: AppOptions['config']
  upstream: Upstream
  isHttps: (request: Request) => boolean
  trustedProxies: TrustedProxies
  cacheHash: CacheHash
}

/** The routes answered from the Store API or the back end: proxy, shopper, payment, SEO, media. */
function mountUpstreamRoutes(app: Hono<NonceEnv>, options: UpstreamRoutesOptions): void {
  const { config, upstream, isHttps, cacheHash } = options
  app.all(
    `${STORE_API_PATH}/*`,
    createStoreApiProxy({
      upstream,
      isHttps,
      trustedProxies: options.trustedProxies,
      publicOrigins: Object.values(config.origins.byHost),
      cacheHash,
    }),
  )
  // What a shared catalogue page leaves out (basket, name, wishlist), read once after it loaded.
  mountShopperRoute(app, { upstream, isHttps, cacheHash })
  const gateway = upstream.paymentGateway
  if (gateway) {
    for (const path of gateway.paths) {
      app.all(path, (c) => {
        noteRoute('payment')
        return gateway.fetch(c.req.raw)
      })
    }
  }
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
}

/** What no route answered: other methods refused, a 404, and the last-resort error page. */
function mountFallbacks(app: Hono<NonceEnv>, logged: boolean): void {
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
    // Logged with its cause chain in the request's line (observability/requests.ts reads c.error);
    // an app without a logger (tests) says it on stderr, so a 500 never goes unexplained.
    if (!logged) console.error('Page failed with 500:', error)
    return c.html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>500 Internal Server Error</title></head>' +
        '<body><main><h1>500 Internal Server Error</h1><p><a href="/">Home</a></p></main></body></html>',
      500,
    )
  })
}
