import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../backend/lib/ids.ts'
import { DEMO_CUSTOMER } from '../backend/seed/customers.ts'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import type { ShopperState } from '../src/domain/shopper.ts'
import { createApp } from './app.ts'
import { priceFingerprint } from './cache-hash.ts'
import { DEFAULT_PAGE_CACHE } from './page-cache-config.ts'
import { LOCAL_ORIGINS } from './test-support.ts'
import { guardedFetch, type Upstream } from './upstream.ts'

// Shoppers with a token on shared catalogue pages (Shopware's sw-cache-hash): the real SSR entry
// against the embedded back end, the page cache on as server/main.ts has it.

const BASE = 'http://embedded.invalid/store-api'
const HOST = 'http://localhost:3000'

describe('catalogue pages for shoppers with a token', () => {
  let test: TestBackend
  let app: ReturnType<typeof createApp>
  let upstreamCalls = 0

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
      render: async () => render,
      assets: async () => ({ scripts: [{ src: '/assets/entry-test.js' }], css: [], preloads: [] }),
      pageCache: { ...DEFAULT_PAGE_CACHE, sMaxAge: 30, staleWhileRevalidate: 90 },
    })
  })
  afterAll(() => test?.backend.close())

  /** A browser's cookie jar, fed by Set-Cookie (a Max-Age=0 cookie is removed). */
  function shopper() {
    const jar = new Map<string, string>([['sw-locale', 'de-DE']])
    const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const index = pair.indexOf('=')
        const name = pair.slice(0, index)
        if (/max-age=0/i.test(line)) jar.delete(name)
        else jar.set(name, pair.slice(index + 1))
      }
      return response
    }
    const api = async (path: string, method = 'GET', body?: unknown) =>
      keep(
        await app.request(`${HOST}/store-api${path}`, {
          method,
          headers: {
            host: 'localhost:3000',
            cookie: cookie(),
            'x-storefront': '1',
            'content-type': 'application/json',
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      )
    const page = async (path: string) =>
      app.request(`${HOST}${path}`, { headers: { host: 'localhost:3000', cookie: cookie() } })
    return { jar, api, page }
  }

  async function withBasket() {
    const visitor = shopper()
    const products = (await (await visitor.api('/product', 'POST', { limit: 1 })).json()) as {
      elements: Array<{ id: string }>
    }
    const id = products.elements[0]?.id ?? ''
    const added = await visitor.api('/checkout/cart/line-item', 'POST', {
      items: [{ type: 'product', referencedId: id, id, quantity: 2 }],
    })
    expect(added.status).toBe(200)
    expect(visitor.jar.get('sw-context-token')).toBeTruthy()
    return visitor
  }

  const anonymous = { headers: { host: 'localhost:3000', cookie: 'sw-locale=de-DE' } }

  it('serves a shopper in the default context the page kept for everyone, without cookies', async () => {
    const visitor = await withBasket()
    const token = visitor.jar.get('sw-context-token') ?? ''
    expect(visitor.jar.has('sw-cache-hash')).toBe(false)
    for (const path of ['/', '/search?search=tisch']) {
      const response = await visitor.page(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, s-maxage=30, stale-while-revalidate=90')
      expect(response.headers.getSetCookie()).toEqual([])
      const html = await response.text()
      expect(html).not.toContain(token)
      expect(html).not.toMatch(/Warenkorb, 2 Artikel/)
      // The very page a visitor without a token gets (the same kept entry, byte for byte).
      expect(await (await app.request(`${HOST}${path}`, anonymous)).text()).toBe(html)
    }
  })

  it('answers the basket, the name and the wishlist in one private read', async () => {
    const visitor = await withBasket()
    const token = visitor.jar.get('sw-context-token') ?? ''
    const login = await visitor.api('/account/login', 'POST', {
      username: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    })
    expect(login.status).toBe(200)
    // The demo customer sees the default prices: still no cache hash, pages still shared.
    expect(visitor.jar.has('sw-cache-hash')).toBe(false)
    const product = (await (await visitor.api('/product', 'POST', { limit: 1, p: 2 })).json()) as {
      elements: Array<{ id: string }>
    }
    const wished = product.elements[0]?.id ?? ''
    expect((await visitor.api(`/customer/wishlist/add/${wished}`, 'POST')).status).toBe(200)
    expect((await visitor.page('/')).headers.get('cache-control')).toMatch(/^public/)

    const read = await visitor.page('/_storefront/shopper')
    expect(read.headers.get('cache-control')).toBe('private, no-store')
    const text = await read.text()
    expect(text).not.toContain(visitor.jar.get('sw-context-token') ?? '')
    expect(text).not.toContain(token)
    const state = JSON.parse(text) as ShopperState
    expect(state.session?.customer?.firstName).toBeTruthy()
    expect(state.session?.token).toBeNull()
    expect(state.cart?.lineItems.reduce((sum, item) => sum + item.quantity, 0)).toBe(2)
    expect(state.wishlist).toContain(wished)

    // Without a token there is nothing to read, and the Store API is not asked.
    const calls = upstreamCalls
    const nobody = await app.request(`${HOST}/_storefront/shopper`, anonymous)
    expect(await nobody.json()).toEqual({ session: null, cart: null, wishlist: null })
    expect(upstreamCalls).toBe(calls)
  })

  it('renders privately for a shopper whose prices differ, and shares again when they no longer do', async () => {
    const visitor = await withBasket()
    // A Swiss delivery country: tax-free prices.
    const patched = await visitor.api('/context', 'PATCH', { countryId: IDS.countryCh })
    expect(patched.status).toBe(200)
    expect(visitor.jar.get('sw-cache-hash')).toMatch(/^[0-9a-f]{32}$/)
    const response = await visitor.page('/')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('vary')).toMatch(/Cookie/)
    expect(await response.text()).toMatch(/Warenkorb, 2 Artikel/)

    await visitor.api('/context', 'PATCH', { countryId: IDS.countryDe })
    expect(visitor.jar.has('sw-cache-hash')).toBe(false)
    expect((await visitor.page('/')).headers.get('cache-control')).toMatch(/^public/)
  })

  it('counts currency, tax state and customer group as price-relevant, nothing else', () => {
    const base = {
      token: 'secret',
      currency: { id: 'eur' },
      currentCustomerGroup: { displayGross: true, name: 'Standard' },
      context: { taxState: 'gross', languageIdChain: ['de'] },
      customer: null,
    }
    const fingerprint = priceFingerprint(base)
    expect(fingerprint).toBeDefined()
    expect(priceFingerprint({ ...base, token: 'other', customer: { firstName: 'Anna' } })).toBe(fingerprint)
    expect(priceFingerprint({ ...base, context: { ...base.context, languageIdChain: ['fr'] } })).toBe(
      fingerprint,
    )
    expect(priceFingerprint({ ...base, currency: { id: 'chf' } })).not.toBe(fingerprint)
    expect(priceFingerprint({ ...base, context: { taxState: 'tax-free' } })).not.toBe(fingerprint)
    expect(priceFingerprint({ ...base, currentCustomerGroup: { displayGross: false } })).not.toBe(fingerprint)
    expect(priceFingerprint({ errors: [] })).toBeUndefined()
  })
})
