import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieToken, DEMO, errorCodes, ORIGIN, type Shop, startShop } from './harness.ts'

/**
 * Cross-site request forgery and the context token, against the real server. The token is the
 * session: whoever reads it is logged in as the customer. It lives in an HttpOnly cookie only; the
 * proxy removes it from every body and header, whatever spelling of the path the browser sends
 * (unit tests of the path rules: server/proxy-paths.test.ts, server/proxy.test.ts). Mutations need
 * the `x-storefront` header (which a cross-site page cannot send without a preflight this server
 * never grants) and must not come from another site's page.
 */

let shop: Shop
let demo = ''
let productId = ''

beforeAll(async () => {
  shop = await startShop()
  demo = await shop.login(DEMO.email, DEMO.password)
  const products = JSON.parse((await shop.api('POST', '/product', undefined, { limit: 1 })).body) as {
    elements: { id: string }[]
  }
  productId = products.elements[0]?.id ?? ''
}, 120_000)

afterAll(async () => {
  await shop?.close()
})

/** Mutations a forged request would want, with bodies that succeed when the request is genuine. */
function mutations(): [string, string, unknown][] {
  return [
    [
      'POST',
      '/checkout/cart/line-item',
      { items: [{ type: 'product', referencedId: productId, quantity: 1 }] },
    ],
    ['POST', '/account/change-profile', { salutationId: null, firstName: 'Forged', lastName: 'Victim' }],
    ['POST', `/customer/wishlist/add/${productId}`, undefined],
    ['PATCH', '/context', { languageId: null }],
    ['POST', '/account/logout', undefined],
    ['DELETE', '/account/customer', undefined],
  ]
}

async function demoState() {
  const me = JSON.parse((await shop.api('GET', '/account/customer', demo)).body) as { firstName: string }
  const cart = JSON.parse((await shop.api('GET', '/checkout/cart', demo)).body) as { lineItems: unknown[] }
  return { firstName: me.firstName, items: cart.lineItems.length }
}

describe('CSRF', () => {
  it('refuses every mutation without the x-storefront header, and nothing changes', async () => {
    const before = await demoState()
    for (const [method, path, body] of mutations()) {
      const answer = await shop.api(method, path, demo, body, { 'x-storefront': '' })
      expect(answer.status, `${method} ${path}`).toBe(403)
      expect(errorCodes(answer)).toEqual(['STOREFRONT__REQUEST_HEADER_MISSING'])
    }
    // A plain HTML form cannot set a header: a form post is refused the same way.
    const form = await shop.send('/store-api/account/change-profile', {
      method: 'POST',
      headers: {
        cookie: `sw-context-token=${demo}`,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'firstName=Forged&lastName=Victim',
    })
    expect(form.status).toBe(403)
    expect(await demoState()).toEqual(before)
  })

  it('refuses mutations from another site even with the header (Origin, Origin: null, Sec-Fetch-Site)', async () => {
    const before = await demoState()
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3000.evil.example' },
      { origin: 'null' },
      { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of crossSite) {
      for (const [method, path, body] of mutations()) {
        const answer = await shop.api(method, path, demo, body, headers)
        expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403)
        expect(errorCodes(answer)).toEqual(['STOREFRONT__CROSS_SITE_REQUEST'])
      }
    }
    expect(await demoState()).toEqual(before)
  })

  it('accepts the same mutation from the shop’s own pages (so the refusals above are about the origin)', async () => {
    const visitor = cookieToken(await shop.api('GET', '/context')) ?? ''
    const [method, path, body] = mutations()[0] ?? ['', '', undefined]
    const sameSite: Record<string, string>[] = [
      { origin: ORIGIN },
      { origin: 'http://en.localhost:3000' },
      { 'sec-fetch-site': 'same-origin' },
    ]
    for (const headers of sameSite) {
      const answer = await shop.api(method, path, visitor, body, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(200)
    }
  })

  it('grants no cross-origin reads: no CORS headers, preflight or not', async () => {
    const preflight = await shop.send('/store-api/account/customer', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-storefront, content-type',
      },
    })
    const read = await shop.api('GET', '/account/customer', demo, undefined, {
      origin: 'https://evil.example',
    })
    for (const answer of [preflight, read]) {
      expect(answer.headers['access-control-allow-origin']).toBeUndefined()
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined()
    }
  })
})

describe('the context token', () => {
  it('is set as an HttpOnly, SameSite cookie and never in a header the browser can read', async () => {
    const login = await shop.api('POST', '/account/login', undefined, {
      username: DEMO.email,
      password: DEMO.password,
    })
    const token = cookieToken(login)
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    const cookie = (login.headers['set-cookie'] ?? []).find((c) => c.startsWith('sw-context-token='))
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=(Lax|Strict)/i)
    expect(cookie).toMatch(/; Path=\//i)
    expect(login.headers['sw-context-token']).toBeUndefined()
    expect(login.body).not.toContain(token)
  })

  it('never appears in a body, through any spelling of the routes that carry it', async () => {
    const token = await shop.login(DEMO.email, DEMO.password)
    const reads: [string, string, unknown?][] = [
      ['GET', '/context'],
      ['GET', '/%63ontext'],
      ['GET', '/%63%6F%6E%74%65%78%74'],
      ['GET', '/context/'],
      ['GET', '/checkout/cart'],
      ['GET', '/checkout/%63art'],
      ['GET', '/%63heckout/cart'],
      ['PATCH', '/%63ontext', {}],
      [
        'POST',
        '/checkout/cart/line-item',
        { items: [{ type: 'product', referencedId: productId, quantity: 1 }] },
      ],
      [
        'POST',
        '/checkout/%63art/line-item',
        { items: [{ type: 'product', referencedId: productId, quantity: 1 }] },
      ],
    ]
    for (const [method, path, body] of reads) {
      const answer = await shop.api(method, path, token, body)
      expect(answer.status, `${method} ${path}`).toBeLessThan(500)
      expect(answer.body, `${method} ${path}`).not.toContain(token)
      expect(answer.headers['sw-context-token']).toBeUndefined()
    }
    for (const path of ['/account/%6Cogin', '/account/login/', '/%61ccount/login']) {
      const answer = await shop.api('POST', path, undefined, {
        username: DEMO.email,
        password: DEMO.password,
      })
      const issued = cookieToken(answer)
      expect(answer.status, path).toBeLessThan(500)
      if (issued) expect(answer.body, path).not.toContain(issued)
    }
    const logout = await shop.api('POST', '/account/logou%74', token)
    const next = cookieToken(logout)
    if (next) expect(logout.body).not.toContain(next)
  })

  it('refuses spellings that decode ambiguously (encoded slashes, dot segments) with 400', async () => {
    for (const path of [
      '/store-api/account%2Flogin',
      '/store-api/x/..%2Fcontext',
      '/store-api/%2e%2e/context',
    ]) {
      const answer = await shop.send(path, { headers: { cookie: `sw-context-token=${demo}` } })
      expect(answer.status, path).toBe(400)
      expect(answer.body).not.toContain(demo)
    }
  })

  it('is not in the HTML of a page the customer sees, nor in its serialised state', async () => {
    for (const path of ['/', '/account', '/account/order', '/checkout/cart']) {
      const page = await shop.page(path, demo)
      expect(page.status, path).toBe(200)
      expect(page.body, path).not.toContain(demo)
    }
  })
})
