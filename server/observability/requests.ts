// The first middleware of the app: gives each request its id (the trusted proxy's `x-request-id`, or
// a new UUID), returns it as a response header, collects what the request did (request-context.ts)
// and, once the response is over, writes the one log line and the duration metric. Over means the
// last byte was written when the app runs under @hono/node-server (a streamed page is timed to its
// end); in tests without a Node response, when the handler returned.
//
// The line names the route template, never the raw path or query (a search query, a mail link's
// e-mail), and nothing from headers, cookies or bodies.

import { randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { localePrefix, PREFIXED_LOCALES } from '../../src/domain/locale.ts'
import { SHOPPER_PATH } from '../../src/domain/shopper.ts'
import { WEBHOOK_PATH } from '../webhooks.ts'
import { socketAddressOf, type TrustedProxies } from '../client-address.ts'
import { type Logger, requestLoggerOf } from './logger.ts'
import type { Metrics } from './metrics.ts'
import { newRequestRecord, type RequestRecord, withRequestRecord } from './request-context.ts'
import { REQUEST_ID_HEADER } from './upstream-calls.ts'

/** What a proxy's request id may look like: no spaces, quotes or control characters in a log line. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/

/** The id of a request: the one a trusted proxy sent (so its log and ours join), else a new one. */
export function requestIdOf(c: Context, trustedProxies: TrustedProxies): string {
  const sent = c.req.header(REQUEST_ID_HEADER)
  if (sent && REQUEST_ID.test(sent)) {
    const socket = socketAddressOf(c)
    if (socket && trustedProxies.includes(socket)) return sent
  }
  return randomUUID()
}

/**
 * First path segments of the router's own pages (src/routes); any other path is the catch-all
 * route `$`, whose page (product, category, landing or CMS page) is known only once the Store API
 * resolved its SEO URL.
 */
const ROUTER_SEGMENTS = new Set([
  'account',
  'checkout',
  'login',
  'register',
  'search',
  'wishlist',
  'withdrawal',
  'order',
  'newsletter-subscribe',
  'newsletter-unsubscribe',
  'reset-password',
  'shopware',
  '_dev',
  'dev-mailbox',
])

const SITEMAP = /\/sitemap(?:-\d+)?\.xml$/

/** The page route of a GET path: `/`, `/account/*`, `/search`, or `/:seoPath` for the catch-all. */
export function pageRoute(pathname: string): string {
  let path = pathname
  for (const locale of PREFIXED_LOCALES) {
    const prefix = localePrefix(locale)
    if (path === prefix || path.startsWith(`${prefix}/`)) path = path.slice(prefix.length) || '/'
  }
  if (path === '/') return '/'
  const [first = '', ...rest] = path.slice(1).split('/')
  if (!ROUTER_SEGMENTS.has(first)) return '/:seoPath'
  return rest.some(Boolean) ? `/${first}/*` : `/${first}`
}

/** The route template of a request a mount did not name itself (noteRoute). */
export function routeTemplate(method: string, pathname: string): string {
  if (pathname.startsWith('/store-api/')) return '/store-api/:operation'
  if (pathname.startsWith('/assets/')) return 'static'
  if (pathname.startsWith('/media/')) return '/media/*'
  if (pathname === SHOPPER_PATH) return SHOPPER_PATH
  if (pathname === WEBHOOK_PATH) return WEBHOOK_PATH
  if (method === 'GET' || method === 'HEAD') {
    if (pathname === '/robots.txt') return '/robots.txt'
    if (SITEMAP.test(pathname)) return '/sitemap.xml'
    return pageRoute(pathname)
  }
  // Forms posted without JavaScript (native-forms.ts) and the payment pages; other methods get 405.
  return method === 'POST' ? 'form' : 'other'
}

/** The Node response under @hono/node-server (its `outgoing` binding); undefined elsewhere. */
function nodeResponseOf(c: Context): NodeResponse | undefined {
  const env = c.env as { outgoing?: Partial<NodeResponse> } | undefined
  const outgoing = env?.outgoing
  return outgoing && typeof outgoing.once === 'function' ? (outgoing as NodeResponse) : undefined
}

interface NodeResponse {
  once(event: 'close', listener: () => void): void
  readonly statusCode: number
  readonly writableFinished: boolean
}

export interface RequestObservers {
  logger: Logger
  metrics: Metrics
  trustedProxies: TrustedProxies
}

/** The middleware described at the top; mounted before every other route but the probes. */
export function observeRequests({
  logger: given,
  metrics,
  trustedProxies,
}: RequestObservers): MiddlewareHandler {
  const logger = requestLoggerOf(given)
  return async (c, next) => {
    const started = performance.now()
    const record = newRequestRecord(requestIdOf(c, trustedProxies))
    metrics.inFlight.inc()
    try {
      await withRequestRecord(record, next)
    } catch (error) {
      // Not reached while app.onError answers errors; kept so that no request leaves the gauge up.
      finish(c, record, { logger, metrics }, started, 500, error)
      throw error
    }
    c.res.headers.set(REQUEST_ID_HEADER, record.id)
    const outgoing = nodeResponseOf(c)
    if (!outgoing) {
      finish(c, record, { logger, metrics }, started, c.res.status, c.error)
      return
    }
    const error = c.error
    outgoing.once('close', () => {
      const status = outgoing.writableFinished ? outgoing.statusCode : 499
      finish(c, record, { logger, metrics }, started, status, error)
    })
  }
}

function finish(
  c: Context,
  record: RequestRecord,
  { logger, metrics }: Pick<RequestObservers, 'logger' | 'metrics'>,
  started: number,
  status: number,
  thrown: unknown,
): void {
  const ms = performance.now() - started
  metrics.inFlight.dec()
  const method = c.req.method
  const route = record.route ?? routeTemplate(method, c.req.path)
  metrics.requestSeconds.observe({ route, status: String(status) }, ms / 1000)
  const error = thrown ?? record.error
  const level = error !== undefined || status >= 500 ? 'error' : 'info'
  if (!logger.isLevelEnabled(level)) return
  logger[level](
    {
      reqId: record.id,
      method,
      route,
      status,
      ms: Math.round(ms * 10) / 10,
      ...(record.cache ? { cache: record.cache } : {}),
      storeApiCalls: record.storeApiCalls,
      storeApiMs: Math.round(record.storeApiMs * 10) / 10,
      ...(error !== undefined ? { err: error } : {}),
    },
    'request',
  )
}
