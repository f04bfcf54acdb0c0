import { describe, expect, it } from 'vitest'
import { createStoreApiHttp } from '../src/api/http.ts'
import { createStoreApiCache } from './store-api-cache.ts'

const BASE = 'http://embedded.invalid/store-api'

/** An upstream that answers every call with its own number and the token it was sent (or a new one). */
function countingUpstream(status = 200) {
  const calls: Array<{ path: string; token: string | null; language: string | null }> = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const token = request.headers.get('sw-context-token')
    calls.push({
      path: new URL(request.url).pathname,
      token,
      language: request.headers.get('sw-language-id'),
    })
    return new Response(JSON.stringify({ call: calls.length }), {
      status,
      headers: { 'content-type': 'application/json', 'sw-context-token': token ?? `new-${calls.length}` },
    })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

function call(
  fetch: typeof globalThis.fetch,
  path: string,
  headers: Record<string, string>,
  body: unknown = { depth: 2 },
) {
  return fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'sw-access-key': 'SWSCKEY', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

const GERMAN = 'a'.repeat(32)
const ENGLISH = 'b'.repeat(32)
const NAVIGATION = '/navigation/main-navigation/main-navigation'

describe('Store API cache across contexts (renders with a token)', () => {
  it("serves a menu read by one shopper's render to another's, without the first one's token", async () => {
    const upstream = countingUpstream()
    const cache = createStoreApiCache({ baseURL: BASE, ttlMs: 5_000, acrossContexts: true })
    const first = await call(cache.wrap(upstream.fetch), NAVIGATION, {
      'sw-context-token': 'alice',
      'sw-language-id': GERMAN,
    })
    const second = await call(cache.wrap(upstream.fetch), NAVIGATION, {
      'sw-context-token': 'bob',
      'sw-language-id': GERMAN,
    })
    expect(upstream.calls).toHaveLength(1)
    expect(await first.json()).toEqual({ call: 1 })
    expect(await second.json()).toEqual({ call: 1 })
    // Alice's token is never handed to Bob's render (nor back to Alice's: hers did not change).
    expect(first.headers.get('sw-context-token')).toBeNull()
    expect(second.headers.get('sw-context-token')).toBeNull()
    expect(cache.stats()).toEqual({ upstreamCalls: 1, hits: 1 })
  })

  it('keeps languages, bodies and access keys apart', async () => {
    const upstream = countingUpstream()
    const fetch = createStoreApiCache({ baseURL: BASE, ttlMs: 5_000, acrossContexts: true }).wrap(
      upstream.fetch,
    )
    await call(fetch, NAVIGATION, { 'sw-language-id': GERMAN })
    const english = await call(fetch, NAVIGATION, { 'sw-language-id': ENGLISH })
    const deeper = await call(fetch, NAVIGATION, { 'sw-language-id': GERMAN }, { depth: 3 })
    const otherChannel = await call(fetch, NAVIGATION, {
      'sw-language-id': GERMAN,
      'sw-access-key': 'SWSCOTHER',
    })
    expect(await english.json()).toEqual({ call: 2 })
    expect(await deeper.json()).toEqual({ call: 3 })
    expect(await otherChannel.json()).toEqual({ call: 4 })
    expect(upstream.calls.map((c) => c.language)).toEqual([GERMAN, ENGLISH, GERMAN, GERMAN])
  })

  it("never shares a read that depends on the context: prices, the cart, or a read in the context's own language", async () => {
    const upstream = countingUpstream()
    const fetch = createStoreApiCache({ baseURL: BASE, ttlMs: 5_000, acrossContexts: true }).wrap(
      upstream.fetch,
    )
    for (const token of ['alice', 'bob']) {
      await call(fetch, '/product/0253c001317bf529fc2a87500d0cfc25', {
        'sw-context-token': token,
        'sw-language-id': GERMAN,
      })
      await call(fetch, '/product/0253c001317bf529fc2a87500d0cfc25/cross-selling', {
        'sw-context-token': token,
        'sw-language-id': GERMAN,
      })
      await fetch(`${BASE}/checkout/cart`, {
        headers: { 'sw-context-token': token, 'sw-language-id': GERMAN },
      })
      await fetch(`${BASE}/context`, { headers: { 'sw-context-token': token, 'sw-language-id': GERMAN } })
      // No language named: the context's stored language decides, so it is the context's read.
      await call(fetch, NAVIGATION, { 'sw-context-token': token })
    }
    expect(upstream.calls).toHaveLength(10)
    expect(upstream.calls.filter((c) => c.token === 'bob')).toHaveLength(5)
  })

  it('asks again once the TTL has passed, and never keeps an error', async () => {
    let clock = 0
    const upstream = countingUpstream()
    const fetch = createStoreApiCache({
      baseURL: BASE,
      ttlMs: 1_000,
      acrossContexts: true,
      now: () => clock,
    }).wrap(upstream.fetch)
    await call(fetch, '/language', { 'sw-language-id': GERMAN })
    clock = 999
    expect(await (await call(fetch, '/language', { 'sw-language-id': GERMAN })).json()).toEqual({ call: 1 })
    clock = 1_000
    expect(await (await call(fetch, '/language', { 'sw-language-id': GERMAN })).json()).toEqual({ call: 2 })

    const failing = countingUpstream(503)
    const failingFetch = createStoreApiCache({ baseURL: BASE, ttlMs: 5_000, acrossContexts: true }).wrap(
      failing.fetch,
    )
    await call(failingFetch, NAVIGATION, { 'sw-language-id': GERMAN })
    const again = await call(failingFetch, NAVIGATION, { 'sw-language-id': GERMAN })
    expect(again.status).toBe(503)
    expect(failing.calls).toHaveLength(2)
  })

  it('renders without a token keep their wider set of reads and the answer as it came', async () => {
    const upstream = countingUpstream()
    const fetch = createStoreApiCache({ baseURL: BASE, ttlMs: 5_000 }).wrap(upstream.fetch)
    await call(fetch, '/product/0253c001317bf529fc2a87500d0cfc25', {})
    const again = await call(fetch, '/product/0253c001317bf529fc2a87500d0cfc25', {})
    expect(upstream.calls).toHaveLength(1)
    expect(again.headers.get('sw-context-token')).toBe('new-1')
  })

  it('keeps the basket a token-less render reads per context token, and only the read', async () => {
    const upstream = countingUpstream()
    const fetch = createStoreApiCache({ baseURL: BASE, ttlMs: 5_000 }).wrap(upstream.fetch)
    const cart = (token: string, method = 'GET') =>
      fetch(`${BASE}/checkout/cart`, { method, headers: { 'sw-context-token': token } })
    await cart('nobody-1')
    expect(await (await cart('nobody-1')).json()).toEqual({ call: 1 })
    // Another context's basket is never served from this one's.
    expect(await (await cart('nobody-2')).json()).toEqual({ call: 2 })
    // Deleting it (or anything but the read) always reaches the back end.
    await cart('nobody-1', 'DELETE')
    await cart('nobody-1', 'DELETE')
    await fetch(`${BASE}/checkout/cart/line-item`, { headers: { 'sw-context-token': 'nobody-1' } })
    await fetch(`${BASE}/checkout/cart/line-item`, { headers: { 'sw-context-token': 'nobody-1' } })
    expect(upstream.calls).toHaveLength(6)
  })
})

describe("Store API cache answering a render's client directly", () => {
  const PRODUCT = '/product/0253c001317bf529fc2a87500d0cfc25'

  function client(
    cache: ReturnType<typeof createStoreApiCache>,
    upstream: ReturnType<typeof countingUpstream>,
    headers: Record<string, string> = {},
    languageId?: string,
  ) {
    const tokens: string[] = []
    const http = createStoreApiHttp({
      baseURL: BASE,
      fetch: cache.wrap(upstream.fetch),
      answer: cache.answer,
      headers: { 'sw-access-key': 'SWSCKEY', ...headers },
      languageId: () => languageId,
      onContextToken: (token) => tokens.push(token),
    })
    return { http, tokens }
  }

  it('answers what the same call through fetch kept, parsed and frozen, without calling fetch', async () => {
    const upstream = countingUpstream()
    const cache = createStoreApiCache({ baseURL: BASE, ttlMs: 5_000 })
    const first = client(cache, upstream)
    const loaded = await first.http.post<{ call: number }>(PRODUCT, { associations: {} })
    const second = client(cache, upstream)
    const answered = await second.http.post<{ call: number }>(PRODUCT, { associations: {} })
    expect(upstream.calls).toHaveLength(1)
    expect(answered.data).toEqual(loaded.data)
    expect(Object.isFrozen(answered.data)).toBe(true)
    expect(() => {
      ;(answered.data as { call: number }).call = 2
    }).toThrow(TypeError)
    // The kept answer's context token reaches the client as the response interceptor passes it on.
    expect(second.tokens).toEqual(['new-1'])
    expect(cache.stats()).toEqual({ upstreamCalls: 1, hits: 1 })
  })

  it('answers only the same call: another body, language, access key or expired entries go to fetch', async () => {
    let clock = 0
    const upstream = countingUpstream()
    const cache = createStoreApiCache({ baseURL: BASE, ttlMs: 1_000, now: () => clock })
    await client(cache, upstream, {}, GERMAN).http.post(PRODUCT, { a: 1 })
    await client(cache, upstream, {}, GERMAN).http.post(PRODUCT, { a: 2 })
    await client(cache, upstream, {}, ENGLISH).http.post(PRODUCT, { a: 1 })
    await client(cache, upstream, { 'sw-access-key': 'SWSCOTHER' }, GERMAN).http.post(PRODUCT, { a: 1 })
    expect(upstream.calls).toHaveLength(4)
    expect((await client(cache, upstream, {}, GERMAN).http.post(PRODUCT, { a: 1 })).data).toEqual({ call: 1 })
    clock = 1_000
    expect((await client(cache, upstream, {}, GERMAN).http.post(PRODUCT, { a: 1 })).data).toEqual({ call: 5 })
    // A write is never answered, even on a route whose reads are kept.
    await client(cache, upstream, {}, GERMAN).http.patch('/context', { a: 1 })
    expect(upstream.calls).toHaveLength(6)
  })

  it("answers nobody's basket for its own token only", async () => {
    const upstream = countingUpstream()
    const cache = createStoreApiCache({ baseURL: BASE, ttlMs: 5_000 })
    await client(cache, upstream, { 'sw-context-token': 'nobody-1' }).http.get('/checkout/cart')
    const same = await client(cache, upstream, { 'sw-context-token': 'nobody-1' }).http.get('/checkout/cart')
    const other = await client(cache, upstream, { 'sw-context-token': 'nobody-2' }).http.get('/checkout/cart')
    expect([same.data, other.data]).toEqual([{ call: 1 }, { call: 2 }])
  })

  it('across contexts: answers a menu without the token of the shopper whose render loaded it', async () => {
    const upstream = countingUpstream()
    const cache = createStoreApiCache({ baseURL: BASE, ttlMs: 5_000, acrossContexts: true })
    await client(cache, upstream, { 'sw-context-token': 'alice' }, GERMAN).http.post(NAVIGATION, { depth: 2 })
    const bob = client(cache, upstream, { 'sw-context-token': 'bob' }, GERMAN)
    expect((await bob.http.post(NAVIGATION, { depth: 2 })).data).toEqual({ call: 1 })
    expect(bob.tokens).toEqual([])
    // Products stay per context.
    await bob.http.post(PRODUCT, { depth: 2 })
    expect(upstream.calls.map((c) => c.token)).toEqual(['alice', 'bob'])
  })
})
