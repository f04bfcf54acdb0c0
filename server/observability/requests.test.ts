import { describe, expect, it } from 'vitest'
import { DEFAULT_DOMAINS } from '../../src/domain/locale.ts'
import { createApp, type Render } from '../app.ts'
import { parseTrustedProxies } from '../client-address.ts'
import { DEFAULT_PAGE_CACHE } from '../page-cache-config.ts'
import { createRecordingUpstream, createTestApp, LOCAL_ORIGINS } from '../test-support.ts'
import { createMetrics } from './metrics.ts'
import { pageRoute, routeTemplate } from './requests.ts'
import { captureLog } from './test-support.ts'
import { createOperationNamer } from './upstream-calls.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const peer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

/** The app with the page cache on and a render that reads the context through the Store API. */
function cachedPagesApp(render?: Render) {
  const log = captureLog()
  const metrics = createMetrics()
  const { upstream, received } = createRecordingUpstream()
  const app = createApp({
    config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
    upstream,
    assets: async () => ({ scripts: [], css: [], preloads: [] }),
    render: async () =>
      render ??
      (async (options) => {
        await options.storeApi.fetch(`${options.storeApi.baseURL}/context`)
        return {
          response: new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } }),
        }
      }),
    pageCache: DEFAULT_PAGE_CACHE,
    observability: { logger: log.logger, metrics },
  })
  return { app, log, metrics, received }
}

describe('request log line', () => {
  it('is one JSON line per request: id, method, route template, status, time, cache, Store API calls', async () => {
    const { app, log, received } = cachedPagesApp()
    const first = await app.request('http://localhost:3000/gartenmoebel/stuehle/?q=someone@example.org')
    const second = await app.request('http://localhost:3000/gartenmoebel/stuehle/?q=someone@example.org')
    const [miss, hit] = log.entries()
    expect(log.entries()).toHaveLength(2)
    expect(miss).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/:seoPath',
      status: 200,
    })
    expect(miss?.cache).toBe('miss')
    expect(hit?.cache).toBe('hit')
    expect(miss?.reqId).toMatch(UUID)
    expect(first.headers.get('x-request-id')).toBe(miss?.reqId)
    expect(second.headers.get('x-request-id')).toBe(hit?.reqId)
    expect(typeof miss?.ms).toBe('number')
    // The language list and the context: both upstream, both tagged with the request's id.
    expect(miss?.storeApiCalls).toBe(2)
    expect(hit?.storeApiCalls).toBe(0)
    expect(received.map((request) => request.headers['x-request-id'])).toEqual([miss?.reqId, miss?.reqId])
    expect(log.text()).not.toContain('example.org')
    expect(log.text()).not.toContain('stuehle')
  })

  it('takes x-request-id from a trusted proxy only, and passes it to the Store API', async () => {
    const { upstream, received } = createRecordingUpstream()
    const log = captureLog()
    const { app } = createTestApp(upstream, {
      trustedProxies: parseTrustedProxies('10.0.0.1'),
      observability: { logger: log.logger },
    })
    const init = { method: 'GET', headers: { 'x-request-id': 'edge-4711' } }
    const trusted = await app.request('http://localhost:3000/store-api/context', init, peer('10.0.0.1'))
    expect(trusted.headers.get('x-request-id')).toBe('edge-4711')
    expect(received[0]?.headers['x-request-id']).toBe('edge-4711')
    const other = await app.request('http://localhost:3000/store-api/context', init, peer('203.0.113.9'))
    expect(other.headers.get('x-request-id')).toMatch(UUID)
    const forged = { headers: { 'x-request-id': 'a b"} {"level":"fatal' } }
    const bad = await app.request('http://localhost:3000/store-api/context', forged, peer('10.0.0.1'))
    expect(bad.headers.get('x-request-id')).toMatch(UUID)
    expect(log.entries().map((entry) => entry.route)).toEqual(Array(3).fill('/store-api/:operation'))
  })

  it('logs a failed render at error level with its cause chain', async () => {
    const { app, log } = cachedPagesApp(async () => {
      throw new Error('render broke', {
        cause: Object.assign(new Error('db down'), { code: 'ECONNREFUSED' }),
      })
    })
    const response = await app.request('http://localhost:3000/account/orders')
    expect(response.status).toBe(500)
    const [line] = log.entries()
    expect(line).toMatchObject({ level: 'error', route: '/account/*', status: 500, cache: 'bypass' })
    expect(line?.err).toMatchObject({
      type: 'Error',
      message: 'render broke',
      cause: { message: 'db down', code: 'ECONNREFUSED' },
    })
  })
})

describe('metrics', () => {
  it('count requests by route and status, Store API calls by operation, cache events by cache', async () => {
    const { app, metrics } = cachedPagesApp()
    await app.request('http://localhost:3000/')
    await app.request('http://localhost:3000/')
    await app.request('http://localhost:3000/store-api/product/0123456789abcdef0123456789abcdef')
    const text = await metrics.registry.metrics()
    expect(text).toContain('storefront_http_request_duration_seconds_count{route="/",status="200"} 2')
    expect(text).toContain(
      'storefront_http_request_duration_seconds_count{route="/store-api/:operation",status="200"} 1',
    )
    expect(text).toContain('storefront_cache_events_total{cache="page",event="miss"} 1')
    expect(text).toContain('storefront_cache_events_total{cache="page",event="hit"} 1')
    expect(text).toContain(
      'storefront_store_api_request_duration_seconds_count{operation="GET /product/:id",status="200"} 1',
    )
    expect(text).toContain('storefront_ssr_render_duration_seconds_count{page="shared",outcome="ok"} 1')
    expect(text).toContain('storefront_http_requests_in_flight 0')
  })

  it('names Store API operations by template and caps how many there are', () => {
    const name = createOperationNamer('/store-api')
    expect(name('GET', 'http://x/store-api/navigation/main-navigation/main-navigation')).toBe(
      'GET /navigation/main-navigation/main-navigation',
    )
    expect(name('POST', 'http://x/store-api/product/0123456789abcdef0123456789abcdef/reviews?p=1')).toBe(
      'POST /product/:id/reviews',
    )
    for (let i = 0; i < 300; i++) name('GET', `http://x/store-api/made-up-${i}`)
    expect(name('GET', 'http://x/store-api/made-up-299')).toBe('GET other')
  })

  it('route templates never carry a raw path', () => {
    expect(routeTemplate('GET', '/fr-FR/Gartenmoebel/Teak-Stuhl/GW-102')).toBe('/:seoPath')
    expect(routeTemplate('GET', '/fr-FR')).toBe('/')
    expect(routeTemplate('GET', '/search')).toBe('/search')
    expect(routeTemplate('GET', '/order/abc123')).toBe('/order/*')
    expect(routeTemplate('GET', '/assets/entry-abc.js')).toBe('static')
    expect(routeTemplate('GET', '/en-GB/sitemap-2.xml')).toBe('/sitemap.xml')
    expect(routeTemplate('POST', '/login')).toBe('form')
    expect(routeTemplate('DELETE', '/x')).toBe('other')
    expect(pageRoute('/checkout/confirm')).toBe('/checkout/*')
  })
})

describe('request log line under @hono/node-server', () => {
  it('is written once the last byte went out, with the status Node sent', async () => {
    const { serve } = await import('@hono/node-server')
    const log = captureLog()
    const { upstream } = createRecordingUpstream()
    const { app } = createTestApp(upstream, { observability: { logger: log.logger } })
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      const response = await fetch(`http://127.0.0.1:${port}/store-api/context`)
      await response.arrayBuffer()
      await new Promise((resolve) => setTimeout(resolve, 20))
      const [line] = log.entries()
      expect(line).toMatchObject({ route: '/store-api/:operation', status: 200, storeApiCalls: 1 })
      expect(line?.reqId).toBe(response.headers.get('x-request-id'))
    } finally {
      server.close()
    }
  })
})
