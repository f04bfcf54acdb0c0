import { describe, expect, it } from 'vitest'
import { createStoreApiHttp } from '../src/api/http.ts'
import { priceContextKey } from './price-context.ts'
import { createStoreApiCache } from './store-api-cache.ts'

const BASE = 'http://embedded.invalid/store-api'
const PRODUCT = '/product/0253c001317bf529fc2a87500d0cfc25'
const CHF = 'c'.repeat(32)
const SWISS = 'd'.repeat(32)
const GERMANY = 'e'.repeat(32)

interface Shopper {
  token: string
  taxState?: string
  currencyId?: string
  countryId?: string
  customerId?: string
  ruleIds?: string[]
}

/** A Store API context as GET /context answers it (the fields the key reads, and some it must not). */
function contextOf(shopper: Shopper) {
  return {
    token: shopper.token,
    currentCustomerGroup: { id: 'group', displayGross: true },
    currency: { id: shopper.currencyId ?? 'eur', itemRounding: { decimals: 2 } },
    salesChannel: { id: 'channel' },
    shippingLocation: { country: { id: shopper.countryId ?? GERMANY } },
    customer: shopper.customerId ? { id: shopper.customerId } : null,
    context: { taxState: shopper.taxState ?? 'gross', languageIdChain: ['de'], versionId: 'live' },
    ...(shopper.ruleIds ? { ruleIds: shopper.ruleIds } : {}),
    // Neither the payment nor the shipping method changes a product's answer.
    paymentMethod: { id: `payment-of-${shopper.token}` },
  }
}

/** An upstream with contexts per token; every other call answers its own number. */
function upstreamOf(shoppers: Shopper[]) {
  const calls: Array<{ path: string; token: string | null }> = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const token = request.headers.get('sw-context-token')
    const path = new URL(request.url).pathname.slice('/store-api'.length)
    calls.push({ path, token })
    const shopper = shoppers.find((entry) => entry.token === token)
    const body = path === '/context' && shopper ? contextOf(shopper) : { call: calls.length, for: token }
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json', 'sw-context-token': token ?? 'new' },
    })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

/** One render: its client reads the context first, then the product (as the root and a loader do). */
async function render(
  cache: ReturnType<typeof createStoreApiCache>,
  upstream: ReturnType<typeof upstreamOf>,
  token: string,
) {
  const reads = cache.forRender()
  const http = createStoreApiHttp({
    baseURL: BASE,
    fetch: reads.wrap(upstream.fetch),
    answer: reads.answer,
    headers: { 'sw-access-key': 'SWSCKEY', 'sw-context-token': token },
  })
  await http.get('/context')
  const product = await http.post<{ call: number; for: string }>(PRODUCT, { includes: { product: ['id'] } })
  const cart = await http.get<{ call: number; for: string }>('/checkout/cart')
  return { product: product.data, cart: cart.data }
}

const cacheOf = () => createStoreApiCache({ baseURL: BASE, ttlMs: 5_000, perPriceContext: true })

describe('Store API reads shared per price context (shoppers whose prices are not the default)', () => {
  it('serves the product one Swiss guest read to another Swiss guest; the basket and context stay their own', async () => {
    const upstream = upstreamOf([
      { token: 'alice', taxState: 'tax-free', countryId: SWISS },
      { token: 'bob', taxState: 'tax-free', countryId: SWISS },
    ])
    const cache = cacheOf()
    const alice = await render(cache, upstream, 'alice')
    const bob = await render(cache, upstream, 'bob')
    expect(bob.product).toEqual(alice.product)
    expect(bob.cart.for).toBe('bob')
    expect(upstream.calls.filter((c) => c.path === PRODUCT)).toHaveLength(1)
    expect(upstream.calls.filter((c) => c.path === '/context').map((c) => c.token)).toEqual(['alice', 'bob'])
  })

  it('keeps prices of other contexts apart: tax state, currency, country, customer, rules', async () => {
    const shoppers: Shopper[] = [
      { token: 'swiss', taxState: 'tax-free', countryId: SWISS },
      { token: 'net', taxState: 'net' },
      { token: 'francs', currencyId: CHF },
      { token: 'customer', taxState: 'tax-free', countryId: SWISS, customerId: 'c1' },
      { token: 'other-customer', taxState: 'tax-free', countryId: SWISS, customerId: 'c2' },
      { token: 'ruled', taxState: 'tax-free', countryId: SWISS, ruleIds: ['r1'] },
    ]
    const upstream = upstreamOf(shoppers)
    const cache = cacheOf()
    const products = []
    for (const shopper of shoppers) products.push((await render(cache, upstream, shopper.token)).product)
    expect(products.map((product) => product.for)).toEqual(shoppers.map((shopper) => shopper.token))
  })

  it('follows a shopper whose context changes under the same token (a Swiss delivery, then a German one)', async () => {
    const shopper: Shopper = { token: 'carol', taxState: 'tax-free', countryId: SWISS }
    const swissGuest: Shopper = { token: 'dave', taxState: 'tax-free', countryId: SWISS }
    const upstream = upstreamOf([shopper, swissGuest])
    const cache = cacheOf()
    const swiss = (await render(cache, upstream, 'carol')).product
    expect((await render(cache, upstream, 'carol')).product).toEqual(swiss)
    shopper.taxState = 'gross'
    shopper.countryId = GERMANY
    const german = (await render(cache, upstream, 'carol')).product
    expect(german).not.toEqual(swiss)
    expect((await render(cache, upstream, 'dave')).product).toEqual(swiss)
  })

  it('shares nothing before the render read its context, nor with a context that is not one', async () => {
    const upstream = upstreamOf([])
    const cache = cacheOf()
    for (const token of ['alice', 'bob']) {
      const reads = cache.forRender()
      const http = createStoreApiHttp({
        baseURL: BASE,
        fetch: reads.wrap(upstream.fetch),
        answer: reads.answer,
        headers: { 'sw-access-key': 'SWSCKEY', 'sw-context-token': token },
      })
      await http.post(PRODUCT, {})
      // An answer without a price context (here: no currency) decides nothing.
      await http.get('/context')
      await http.post(PRODUCT, {})
    }
    expect(upstream.calls.filter((c) => c.path === PRODUCT)).toHaveLength(4)
  })

  it('keeps no token in a shared answer, and forgets everything on clear()', async () => {
    const upstream = upstreamOf([
      { token: 'alice', taxState: 'tax-free', countryId: SWISS },
      { token: 'bob', taxState: 'tax-free', countryId: SWISS },
    ])
    const cache = cacheOf()
    await render(cache, upstream, 'alice')
    const reads = cache.forRender()
    const fetch = reads.wrap(upstream.fetch)
    const headers = {
      'sw-access-key': 'SWSCKEY',
      'sw-context-token': 'bob',
      'content-type': 'application/json',
    }
    await fetch(`${BASE}/context`, { headers })
    const kept = await fetch(`${BASE}${PRODUCT}`, {
      method: 'POST',
      headers,
      body: '{"includes":{"product":["id"]}}',
    })
    expect(await kept.json()).toEqual({ call: 2, for: 'alice' })
    expect(kept.headers.get('sw-context-token')).toBeNull()
    cache.clear()
    await render(cache, upstream, 'bob')
    expect(upstream.calls.filter((c) => c.path === PRODUCT)).toHaveLength(2)
  })

  it('survives a load nobody waits for failing (the visitor left and the call was aborted)', async () => {
    const unhandled: unknown[] = []
    const note = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', note)
    try {
      const upstream = upstreamOf([{ token: 'alice', taxState: 'tax-free', countryId: SWISS }])
      const cache = cacheOf()
      const fetch = cache.forRender().wrap(async (input, init) => {
        const request = new Request(input, init)
        if (new URL(request.url).pathname.endsWith('/context')) return upstream.fetch(request)
        throw new Error('aborted')
      })
      const headers = { 'sw-access-key': 'SWSCKEY', 'sw-context-token': 'alice' }
      await fetch(`${BASE}/context`, { headers })
      await expect(fetch(`${BASE}${PRODUCT}`, { method: 'POST', headers, body: '{}' })).rejects.toThrow(
        'aborted',
      )
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', note)
    }
  })

  it('never keeps a review being written', async () => {
    const upstream = upstreamOf([{ token: 'alice', taxState: 'tax-free', countryId: SWISS }])
    const cache = cacheOf()
    const reads = cache.forRender()
    const fetch = reads.wrap(upstream.fetch)
    const headers = { 'sw-access-key': 'SWSCKEY', 'sw-context-token': 'alice' }
    await fetch(`${BASE}/context`, { headers })
    for (let i = 0; i < 2; i++)
      await fetch(`${BASE}${PRODUCT}/review`, { method: 'POST', headers, body: '{}' })
    expect(upstream.calls.filter((c) => c.path.endsWith('/review'))).toHaveLength(2)
  })
})

describe('priceContextKey', () => {
  it('is the same for contexts that differ in nothing that changes an answer, and undefined for no context', () => {
    const a = contextOf({ token: 'a', taxState: 'tax-free', countryId: SWISS })
    const b = {
      ...contextOf({ token: 'b', taxState: 'tax-free', countryId: SWISS }),
      paymentMethod: { id: 'x' },
    }
    expect(priceContextKey(a)).toBeDefined()
    expect(priceContextKey(a)).toBe(priceContextKey(b))
    expect(priceContextKey({ errors: [] })).toBeUndefined()
    expect(priceContextKey(contextOf({ token: 'r', ruleIds: ['b', 'a'] }))).toBe(
      priceContextKey(contextOf({ token: 's', ruleIds: ['a', 'b'] })),
    )
  })
})
