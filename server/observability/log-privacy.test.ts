import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../../backend/lib/ids.ts'
import { DEMO_CUSTOMER } from '../../backend/seed/customers.ts'
import { createTestBackend, type TestBackend } from '../../backend/test-support/backend.ts'
import { DEFAULT_DOMAINS } from '../../src/domain/locale.ts'
import { createApp } from '../app.ts'
import { DEFAULT_PAGE_CACHE } from '../page-cache-config.ts'
import { LOCAL_ORIGINS } from '../test-support.ts'
import { guardedFetch, type Upstream } from '../upstream.ts'
import { scanLog } from './log-scan.ts'
import { backendMetricsOf, createMetrics } from './metrics.ts'
import { captureLog } from './test-support.ts'

// A shopper's session through the storefront on the embedded back end (log in, register as a guest
// with an address, fill the basket, order, a form posted without JavaScript), with the log at its
// most talkative level: not one line may carry the token, the password, the e-mail or the address.

const HOST = 'http://localhost:3000'
const GUEST = {
  firstName: 'Wilhelmine',
  lastName: 'Zaunkoenig',
  email: 'w.zaunkoenig@example.org',
  street: 'Lindenallee 42',
  city: 'Quedlinburg',
  password: 'Gartenzwerg-Passwort-9',
}

describe('the log of a shopper session', () => {
  let test: TestBackend
  const log = captureLog('trace')
  const metrics = createMetrics()
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    test = await createTestBackend({
      log: (message, error) => log.logger.error({ err: error }, message),
      metrics: backendMetricsOf(metrics),
    })
    const upstream: Upstream = {
      mode: 'embedded',
      accessKey: test.backend.accessKey,
      baseURL: 'http://embedded.invalid/store-api',
      fetch: guardedFetch((request) => test.backend.fetch(request), 10_000),
      close() {},
    }
    app = createApp({
      config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
      upstream,
      assets: async () => ({ scripts: [], css: [], preloads: [] }),
      // A page that reads what a real one reads first: the context and the basket.
      render: async () => async (options) => {
        const { baseURL, fetch, accessKey, contextToken } = options.storeApi
        const headers = {
          'sw-access-key': accessKey,
          ...(contextToken ? { 'sw-context-token': contextToken } : {}),
        }
        await fetch(`${baseURL}/context`, { headers }).then((response) => response.arrayBuffer())
        await fetch(`${baseURL}/checkout/cart`, { headers }).then((response) => response.arrayBuffer())
        return {
          response: new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } }),
        }
      },
      pageCache: DEFAULT_PAGE_CACHE,
      observability: { logger: log.logger, metrics },
    })
  })
  afterAll(() => test?.backend.close())

  it('carries no token, password, e-mail, street or name', async () => {
    const tokens = new Set<string>()
    let cookie = ''
    const send = async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers)
      headers.set('host', 'localhost:3000')
      headers.set('origin', HOST)
      if (cookie) headers.set('cookie', cookie)
      const response = await app.request(`${HOST}${path}`, { ...init, headers })
      for (const line of response.headers.getSetCookie()) {
        const token = /^sw-context-token=([^;]+)/.exec(line)?.[1]
        if (token) {
          tokens.add(token)
          cookie = `sw-context-token=${token}`
        }
      }
      await response.arrayBuffer()
      return response
    }
    const api = (path: string, body: unknown) =>
      send(`/store-api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-storefront': '1' },
        body: JSON.stringify(body),
      })

    expect((await send('/')).status).toBe(200)
    const login = await api('/account/login', {
      username: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    })
    expect(login.status).toBe(200)
    expect((await send(`/account?email=${encodeURIComponent(DEMO_CUSTOMER.email)}`)).status).toBe(200)
    await api('/account/logout', {})
    const registered = await api('/account/register', {
      guest: true,
      firstName: GUEST.firstName,
      lastName: GUEST.lastName,
      email: GUEST.email,
      password: GUEST.password,
      acceptedDataProtection: true,
      storefrontUrl: HOST,
      billingAddress: { countryId: IDS.countryDe, street: GUEST.street, zipcode: '06484', city: GUEST.city },
    })
    expect(registered.status).toBe(200)
    const products = await test.request('/store-api/product', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 1, filter: [{ type: 'equals', field: 'childCount', value: 0 }] }),
    })
    const productId = ((await products.json()) as { elements: Array<{ id: string }> }).elements[0]?.id
    const items = [{ id: productId, referencedId: productId, type: 'product', quantity: 1 }]
    expect((await api('/checkout/cart/line-item', { items })).status).toBe(200)
    expect((await api('/checkout/order', { customerComment: `Ring at ${GUEST.street}` })).status).toBe(200)
    // A login form posted without JavaScript, with a wrong password.
    await send('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        _form: 'login',
        username: GUEST.email,
        password: GUEST.password,
      }).toString(),
    })

    expect(tokens.size).toBeGreaterThan(0)
    const text = log.text()
    expect(log.entries().filter((entry) => entry.msg === 'request')).toHaveLength(8)
    const secrets = [...tokens, ...Object.values(GUEST), DEMO_CUSTOMER.email, DEMO_CUSTOMER.password]
    expect(scanLog(text, secrets)).toEqual([])
    const exposition = await metrics.registry.metrics()
    expect(exposition).toContain(
      'storefront_backend_order_placement_duration_seconds_count{outcome="placed"} 1',
    )
  })

  it('the scan finds what it must', () => {
    const lines = [
      '{"msg":"request","route":"/"}',
      '{"msg":"x","user":"someone@example.org"}',
      '{"msg":"x","password":"hunter22"}',
      '{"msg":"x","password":"[redacted]"}',
      '{"msg":"x","note":"Lindenallee 42"}',
    ].join('\n')
    expect(scanLog(lines, ['Lindenallee 42'])).toEqual([
      { line: 2, kind: 'email', detail: 'address' },
      { line: 3, kind: 'sensitive field', detail: 'password' },
      { line: 5, kind: 'known secret', detail: '#1' },
    ])
  })
})
