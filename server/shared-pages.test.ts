import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import type { RenderOptions } from '../src/entry-server.tsx'
import { createApp } from './app.ts'
import { DEFAULT_PAGE_CACHE } from './page-cache-config.ts'
import { LOCAL_ORIGINS } from './test-support.ts'
import { guardedFetch, type Upstream } from './upstream.ts'

// Catalogue pages for visitors without a token, end to end in-process: the real SSR entry against
// the embedded back end, with the page cache switched on as server/main.ts has it.

const BASE = 'http://embedded.invalid/store-api'

describe('shared catalogue pages', () => {
  let test: TestBackend
  let renders = 0
  let upstreamCalls = 0
  let app: ReturnType<typeof createApp>
  let shopperToken = ''

  const storeApi = async (path: string, init: RequestInit = {}, token?: string) => {
    const headers = new Headers(init.headers)
    headers.set('sw-access-key', test.backend.accessKey)
    headers.set('content-type', 'application/json')
    if (token) headers.set('sw-context-token', token)
    return test.backend.fetch(new Request(`${BASE}${path}`, { ...init, headers }))
  }

  beforeAll(async () => {
    test = await createTestBackend()
    const upstream: Upstream = {
      mode: 'embedded',
      accessKey: test.backend.accessKey,
      baseURL: BASE,
      fetch: guardedFetch((request) => {
        upstreamCalls += 1
        return test.backend.fetch(request)
      }, 10_000),
      close() {},
    }
    const { render } = await import('../src/entry-server.tsx')
    app = createApp({
      config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
      upstream,
      render: async () => async (options: RenderOptions) => {
        renders += 1
        return render(options)
      },
      assets: async () => ({ scripts: [{ src: '/assets/entry-test.js' }], css: [], preloads: [] }),
      pageCache: { ...DEFAULT_PAGE_CACHE, sMaxAge: 30, staleWhileRevalidate: 90 },
    })
    // A shopper with two items in the basket.
    const context = await storeApi('/context')
    shopperToken = context.headers.get('sw-context-token') ?? ''
    const products = (await (await storeApi('/product', { method: 'POST', body: '{"limit":1}' })).json()) as {
      elements: Array<{ id: string }>
    }
    const productId = products.elements[0]?.id ?? ''
    const added = await storeApi(
      '/checkout/cart/line-item',
      {
        method: 'POST',
        body: JSON.stringify({
          items: [{ type: 'product', referencedId: productId, id: productId, quantity: 2 }],
        }),
      },
      shopperToken,
    )
    expect(added.status).toBe(200)
  })
  afterAll(() => test?.backend.close())

  const anonymous = { headers: { host: 'localhost:3000', cookie: 'sw-locale=de-DE' } }

  it('answers an anonymous catalogue page public, with Vary, without any cookie', async () => {
    const response = await app.request('http://localhost:3000/', anonymous)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=30, stale-while-revalidate=90')
    expect(response.headers.get('vary')).toMatch(/Cookie/)
    expect(response.headers.get('vary')).toMatch(/Accept-Language/)
    expect(response.headers.getSetCookie()).toEqual([])
    // The CSP names the nonce the page's scripts carry, also when the page comes from the cache.
    const again = await app.request('http://localhost:3000/', anonymous)
    const nonce = /'nonce-([^']+)'/.exec(again.headers.get('content-security-policy') ?? '')?.[1]
    expect(await again.text()).toContain(`nonce="${nonce}"`)
    // A kept page is gzipped once, not on every hit; HEAD gets the same headers without a body.
    const gzipped = await app.request('http://localhost:3000/', {
      headers: { ...anonymous.headers, 'accept-encoding': 'gzip' },
    })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toContain(`nonce="${nonce}"`)
    const head = await app.request('http://localhost:3000/', { ...anonymous, method: 'HEAD' })
    expect(head.headers.get('cache-control')).toMatch(/^public/)
    expect(await head.text()).toBe('')
  })

  it('answers every per-shopper page private and no-store', async () => {
    const withToken = await app.request('http://localhost:3000/checkout/cart', {
      headers: { host: 'localhost:3000', cookie: `sw-locale=de-DE; sw-context-token=${shopperToken}` },
    })
    expect(withToken.headers.get('cache-control')).toBe('private, no-store')
    const html = await withToken.text()
    // Rendered with the shopper's token: their basket is in the page.
    expect(html).toContain('data-testid="cart-line-item"')
    for (const path of ['/account', '/checkout/cart', '/wishlist', '/login']) {
      const response = await app.request(`http://localhost:3000${path}`, anonymous)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
    const missing = await app.request('http://localhost:3000/no-such-page-anywhere', anonymous)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers a page path with malformed percent-escapes with the 404 page, never a 500', async () => {
    for (const path of ['/%zz', '/%E0%A4%A', '/fr-FR/%C3', '/%']) {
      const response = await app.request(`http://localhost:3000${path}`, anonymous)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it('never puts one shopper’s basket into the page kept for everyone', async () => {
    const path = 'http://localhost:3000/search?search=tisch'
    await app.request(path, {
      headers: { host: 'localhost:3000', cookie: `sw-locale=de-DE; sw-context-token=${shopperToken}` },
    })
    const shared = await (await app.request(path, anonymous)).text()
    expect(shared).not.toMatch(/Warenkorb, 2 Artikel/)
    expect(shared).not.toContain(shopperToken)
  })

  it('renders once for many concurrent identical anonymous requests', async () => {
    const path = 'http://localhost:3000/fr-FR/'
    const before = renders
    const callsBefore = upstreamCalls
    const responses = await Promise.all(Array.from({ length: 6 }, () => app.request(path, anonymous)))
    const bodies = await Promise.all(responses.map((response) => response.text()))
    expect(renders - before).toBe(1)
    expect(new Set(bodies).size).toBe(1)
    // And the next one costs no Store API call at all.
    const calls = upstreamCalls
    await app.request(path, anonymous)
    expect(upstreamCalls).toBe(calls)
    expect(calls).toBeGreaterThan(callsBefore)
  })
})
