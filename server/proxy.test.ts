import { describe, expect, it } from 'vitest'
import { upstreamHeaders } from './proxy.ts'
import { createRecordingUpstream, createTestApp } from './test-support.ts'
import { guardedFetch, type Upstream } from './upstream.ts'

const BASE = 'http://localhost:3000'

describe('/store-api proxy', () => {
  it('passes answers without a body (204, 304) on as such, not as a 500', async () => {
    const upstream: Upstream = {
      mode: 'external',
      accessKey: 'SWSCTESTKEY',
      baseURL: 'http://upstream.test/store-api',
      fetch: guardedFetch(
        async (request) =>
          new Response(null, { status: new URL(request.url).pathname.endsWith('/unchanged') ? 304 : 204 }),
        1_000,
      ),
      close() {},
    }
    const { app } = createTestApp(upstream)
    const noContent = await app.request(
      `${BASE}/store-api/account/address/default-shipping/${'a'.repeat(32)}`,
      {
        method: 'PATCH',
        headers: { 'x-storefront': '1' },
      },
    )
    expect(noContent.status).toBe(204)
    expect(await noContent.text()).toBe('')
    const unchanged = await app.request(`${BASE}/store-api/unchanged`)
    expect(unchanged.status).toBe(304)
  })

  it('forwards method, path, query and body with the access key and the cookie token', async () => {
    const { upstream, received } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const response = await app.request(`${BASE}/store-api/product-listing/abc?p=2`, {
      method: 'POST',
      headers: {
        'x-storefront': '1',
        'content-type': 'application/json',
        cookie: 'sw-context-token=tok123; other=1',
        'sw-language-id': 'lang1',
      },
      body: JSON.stringify({ limit: 3 }),
    })
    expect(response.status).toBe(200)
    const [request] = received
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('http://upstream.test/store-api/product-listing/abc?p=2')
    expect(request?.body).toBe('{"limit":3}')
    expect(request?.headers['sw-access-key']).toBe('SWSCTESTKEY')
    expect(request?.headers['sw-context-token']).toBe('tok123')
    expect(request?.headers['sw-language-id']).toBe('lang1')
  })

  it('reads as the shared page was rendered: no token in, no cookie out, for a request marked shared', async () => {
    const { upstream, received } = createRecordingUpstream({ issueToken: 'nobody789' })
    const { app } = createTestApp(upstream)
    const response = await app.request(`${BASE}/store-api/product-listing/abc`, {
      method: 'POST',
      headers: {
        'x-storefront': '1',
        'x-storefront-context': 'shared',
        'content-type': 'application/json',
        cookie: 'sw-context-token=tok123',
      },
      body: '{}',
    })
    expect(response.status).toBe(200)
    expect(received[0]?.headers['sw-context-token']).toBeUndefined()
    expect(received[0]?.headers['x-storefront-context']).toBeUndefined()
    expect(response.headers.get('set-cookie')).toBeNull()
    // Any other value is an ordinary request with the visitor's token.
    await app.request(`${BASE}/store-api/product-listing/abc`, {
      method: 'POST',
      headers: { 'x-storefront': '1', 'x-storefront-context': 'mine', cookie: 'sw-context-token=tok123' },
      body: '{}',
    })
    expect(received[1]?.headers['sw-context-token']).toBe('tok123')
  })

  it('never forwards cookies, auth, hop-by-hop or client-supplied secrets upstream', async () => {
    const { upstream, received } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    await app.request(`${BASE}/store-api/context`, {
      headers: {
        cookie: 'sw-context-token=tok123; session=abc',
        authorization: 'Bearer x',
        connection: 'keep-alive, x-secret',
        'x-secret': '1',
        'sw-access-key': 'FORGED',
        'sw-context-token': 'forged',
        'x-forwarded-for': '203.0.113.9',
      },
    })
    const headers = received[0]?.headers ?? {}
    // A claimed client address is dropped: rate limits key on the socket's address only.
    expect(headers['x-forwarded-for']).toBeUndefined()
    expect(headers.cookie).toBeUndefined()
    expect(headers.authorization).toBeUndefined()
    expect(headers['x-secret']).toBeUndefined()
    expect(headers['sw-access-key']).toBe('SWSCTESTKEY')
    expect(headers['sw-context-token']).toBe('tok123')
  })

  it('tells the Store API the socket address of the visitor', () => {
    const headers = upstreamHeaders(
      new Headers({ 'x-forwarded-for': '203.0.113.9' }),
      'KEY',
      undefined,
      '198.51.100.7',
    )
    expect(headers.get('x-forwarded-for')).toBe('198.51.100.7')
  })

  it('stores a new token in an HttpOnly cookie and hides the header from the browser', async () => {
    const { upstream } = createRecordingUpstream({ issueToken: 'fresh456' })
    const { app } = createTestApp(upstream)
    const response = await app.request(`${BASE}/store-api/context`)
    expect(response.headers.get('sw-context-token')).toBeNull()
    expect(response.headers.get('x-upstream')).toBe('yes')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toContain('sw-context-token=fresh456')
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('Secure')
    expect(cookie).not.toContain('upstream=secret')
  })

  it('marks the cookie Secure on https and does not rewrite an unchanged token', async () => {
    const { upstream } = createRecordingUpstream({ issueToken: 'same789' })
    const { app } = createTestApp(upstream, { publicUrl: new URL('https://shop.example') })
    const fresh = await app.request(`${BASE}/store-api/context`)
    expect(fresh.headers.get('set-cookie')).toContain('Secure')
    const same = await app.request(`${BASE}/store-api/context`, {
      headers: { cookie: 'sw-context-token=same789' },
    })
    expect(same.headers.get('set-cookie')).toBeNull()
  })

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])(
    'refuses %s without x-storefront: 1 (CSRF) in Shopware shape',
    async (method) => {
      const { upstream, received } = createRecordingUpstream()
      const { app } = createTestApp(upstream)
      const response = await app.request(`${BASE}/store-api/checkout/cart/line-item`, {
        method,
        headers: { cookie: 'sw-context-token=tok123', 'x-storefront': 'yes' },
      })
      expect(response.status).toBe(403)
      const body = (await response.json()) as { errors: Array<{ status: string; code: string }> }
      expect(body.errors[0]).toMatchObject({ status: '403', code: 'STOREFRONT__REQUEST_HEADER_MISSING' })
      expect(received).toHaveLength(0)
    },
  )

  it('answers 502 in Shopware shape when the upstream is unreachable, 408 when it is too slow', async () => {
    const { guardedFetch } = await import('./upstream.ts')
    const unreachable = guardedFetch(() => Promise.reject(new TypeError('fetch failed')), 1_000)
    const down = await unreachable('http://x/store-api/context')
    expect(down.status).toBe(502)
    expect(await down.json()).toMatchObject({
      errors: [{ status: '502', code: 'STOREFRONT__STORE_API_UNREACHABLE' }],
    })
    const slow = guardedFetch(
      (request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
      20,
    )
    const timedOut = await slow('http://x/store-api/context')
    expect(timedOut.status).toBe(408)
  })

  it('rejects path traversal and oversized bodies', async () => {
    const { upstream, received } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const big = await app.request(`${BASE}/store-api/search`, {
      method: 'POST',
      headers: { 'x-storefront': '1', 'content-type': 'application/json' },
      body: 'x'.repeat(1024 * 1024 + 1),
    })
    expect(big.status).toBe(413)
    expect(received).toHaveLength(0)
  })
})

describe('/store-api/context body', () => {
  it('never shows the context token to the browser', async () => {
    const { Hono } = await import('hono')
    const { guardedFetch } = await import('./upstream.ts')
    const upstreamApp = new Hono()
    upstreamApp.get('/store-api/context', (c) => {
      c.header('sw-context-token', 'tok999')
      return c.json({ token: 'tok999', currency: { isoCode: 'EUR' } })
    })
    const { createTestApp } = await import('./test-support.ts')
    const { app } = createTestApp({
      mode: 'external',
      accessKey: 'K',
      baseURL: 'http://upstream.test/store-api',
      fetch: guardedFetch((request) => Promise.resolve(upstreamApp.fetch(request)), 1_000),
      close() {},
    })
    const response = await app.request(`${BASE}/store-api/context`)
    const text = await response.text()
    expect(text).not.toContain('tok999')
    expect(JSON.parse(text)).toEqual({ token: null, currency: { isoCode: 'EUR' } })
    expect(response.headers.get('set-cookie')).toContain('sw-context-token=tok999')
  })

  it('removes the token from login, logout and cart bodies too', async () => {
    const { Hono } = await import('hono')
    const { guardedFetch } = await import('./upstream.ts')
    const upstreamApp = new Hono()
    upstreamApp.post('/store-api/account/login', (c) => {
      c.header('sw-context-token', 'new111')
      return c.json({ contextToken: 'new111' })
    })
    upstreamApp.post('/store-api/checkout/cart/line-item', (c) =>
      c.json({ token: 'new111', apiAlias: 'cart' }),
    )
    upstreamApp.get('/store-api/product/p1', (c) => c.json({ token: 'not-a-secret-here' }))
    const { createTestApp } = await import('./test-support.ts')
    const { app } = createTestApp({
      mode: 'external',
      accessKey: 'K',
      baseURL: 'http://upstream.test/store-api',
      fetch: guardedFetch((request) => Promise.resolve(upstreamApp.fetch(request)), 1_000),
      close() {},
    })
    const post = {
      method: 'POST',
      headers: { 'x-storefront': '1', 'content-type': 'application/json' },
      body: '{}',
    }
    const login = await app.request(`${BASE}/store-api/account/login`, post)
    expect(await login.json()).toEqual({ contextToken: null })
    expect(login.headers.get('set-cookie')).toContain('sw-context-token=new111')
    const cart = await app.request(`${BASE}/store-api/checkout/cart/line-item`, post)
    expect(await cart.json()).toEqual({ token: null, apiAlias: 'cart' })
    // Other bodies stream through as they are.
    const product = await app.request(`${BASE}/store-api/product/p1`)
    expect(await product.json()).toEqual({ token: 'not-a-secret-here' })
  })
})
