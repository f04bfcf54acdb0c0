// The server's Prometheus metrics (prom-client), in one registry per app so that tests can build
// several apps side by side. Served on their own port, bound to loopback by default (METRICS_PORT,
// METRICS_HOST), never on the shop's port: request counts per route, cache rates and heap size are
// for the operator, not for visitors. docs/operations.md lists every metric and the alerts to set.
//
// Labels stay few and bounded: route templates (never raw paths), Store API operations with ids
// replaced (and capped, see storeApiOperation), status codes, cache names and event kinds.

import { createServer, type Server } from 'node:http'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { noteCacheOutcome } from './request-context.ts'

/** Seconds; from a cached page (a few ms) to the render deadline (15 s). */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20]

/** Where cache events come from: the page cache and the two Store API read caches (store-api-cache.ts). */
export type CacheName = 'page' | 'store_api_reads' | 'store_api_context_free' | 'store_api_price_context'
export type CacheEvent = 'hit' | 'stale' | 'miss' | 'coalesced' | 'eviction'

export interface Metrics {
  readonly registry: Registry
  readonly requestSeconds: Histogram<'route' | 'status'>
  readonly inFlight: Gauge
  readonly storeApiSeconds: Histogram<'operation' | 'status'>
  readonly storeApiErrors: Counter<'operation' | 'reason'>
  readonly cacheEvents: Counter<'cache' | 'event'>
  readonly renderSeconds: Histogram<'page' | 'outcome'>
  readonly orderPlacementSeconds: Histogram<'outcome'>
  readonly sqliteBusy: Counter
}

export interface MetricsSettings {
  /**
   * prom-client's process metrics (event-loop lag, heap, GC, CPU, file descriptors). On in the
   * server; off in tests, where they would run a timer and an observer per app.
   */
  processMetrics?: boolean
}

export function createMetrics(settings: MetricsSettings = {}): Metrics {
  const registry = new Registry()
  if (settings.processMetrics) collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time from the request to the last byte of the response, by route template and status',
      labelNames: ['route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    inFlight: new Gauge({
      name: 'storefront_http_requests_in_flight',
      help: 'Requests being answered now',
      registers,
    }),
    storeApiSeconds: new Histogram({
      name: 'storefront_store_api_request_duration_seconds',
      help: "Time until the Store API's response headers, by operation (method and path template) and status",
      labelNames: ['operation', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    storeApiErrors: new Counter({
      name: 'storefront_store_api_errors_total',
      help: 'Store API calls that failed: timeout (408), unreachable (502/504), server_error (other 5xx), aborted',
      labelNames: ['operation', 'reason'],
      registers,
    }),
    cacheEvents: new Counter({
      name: 'storefront_cache_events_total',
      help: 'Page cache and Store API read cache lookups (hit, stale, miss, coalesced) and evictions',
      labelNames: ['cache', 'event'],
      registers,
    }),
    renderSeconds: new Histogram({
      name: 'storefront_ssr_render_duration_seconds',
      help: 'SSR until the response head is ready (a shared page: its whole body), by page kind and outcome',
      labelNames: ['page', 'outcome'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    orderPlacementSeconds: new Histogram({
      name: 'storefront_backend_order_placement_duration_seconds',
      help: 'Embedded back end: POST /checkout/order, by outcome (placed, refused, failed)',
      labelNames: ['outcome'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    sqliteBusy: new Counter({
      name: 'storefront_backend_sqlite_busy_total',
      help: 'Embedded back end: requests that failed with SQLITE_BUSY after the 5 s busy timeout',
      registers,
    }),
  }
}

/** What the embedded back end reports (backend/metrics.ts), recorded in the server's registry. */
export function backendMetricsOf(metrics: Metrics) {
  return {
    orderPlacement(seconds: number, outcome: 'placed' | 'refused' | 'failed'): void {
      metrics.orderPlacementSeconds.observe({ outcome }, seconds)
    },
    sqliteBusy(): void {
      metrics.sqliteBusy.inc()
    },
  }
}

/** Counts one cache's events (page-cache.ts and store-api-cache.ts call it). */
export function cacheCounter(metrics: Metrics, cache: CacheName): (event: CacheEvent) => void {
  // One labelled child per event, made once: `inc` on it costs no label lookup.
  const children = new Map<CacheEvent, { inc(): void }>()
  return (event) => {
    let child = children.get(event)
    if (!child) {
      child = metrics.cacheEvents.labels({ cache, event })
      children.set(event, child)
    }
    child.inc()
  }
}

export interface MetricsListen {
  port: number
  host: string
}

/**
 * The metrics endpoint: `GET /metrics` in Prometheus text format, everything else 404. Does not keep
 * the process alive (the shop's server does).
 */
export function serveMetrics(
  metrics: Metrics,
  listen: MetricsListen,
  onListening?: (address: string) => void,
): Server {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n')
      return
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    )
  })
  server.listen(listen.port, listen.host, () => {
    const address = server.address()
    if (onListening && address && typeof address === 'object') {
      onListening(`http://${listen.host}:${address.port}/metrics`)
    }
  })
  server.unref()
  return server
}

/** What the pages report (pages.ts): cache events of their caches and how long each render took. */
export interface PageObservers {
  cacheEvents(cache: CacheName): (event: CacheEvent) => void
  rendered(page: 'shared' | 'own', outcome: 'ok' | 'timeout', seconds: number): void
}

/**
 * The pages' observers on `metrics`. The page cache's lookups are also noted on the current request
 * (its log line's `cache`): a request that waited for another's render of the page is a miss.
 */
export function pageObserversOf(metrics: Metrics): PageObservers {
  return {
    cacheEvents(cache) {
      const count = cacheCounter(metrics, cache)
      if (cache !== 'page') return count
      return (event) => {
        count(event)
        if (event !== 'eviction') noteCacheOutcome(event === 'coalesced' ? 'miss' : event)
      }
    },
    rendered(page, outcome, seconds) {
      metrics.renderSeconds.observe({ page, outcome }, seconds)
    },
  }
}
