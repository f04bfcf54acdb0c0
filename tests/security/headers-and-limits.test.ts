import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Answer, DEMO, errorCodes, HOST, type Shop, startShop } from './harness.ts'

/**
 * The headers every answer carries, whoever wrote it (SSR, the error pages, static files, the proxy,
 * the back end's 4xx, Node's own answers), and the limits that hold against a flood: login and form
 * rate limits keyed by what a client cannot forge, request bodies and headers, criteria size.
 * Unit tests of the pieces: server/security.test.ts, server/limits.test.ts,
 * backend/tests/rate-limits.test.ts, backend/criteria tests.
 */

let shop: Shop
let mediaPath = ''

beforeAll(async () => {
  shop = await startShop()
  mediaPath =
    shop.query<{ url: string }>('SELECT url FROM media WHERE private = 0 ORDER BY id LIMIT 1')[0]?.url ?? ''
}, 120_000)

afterAll(async () => {
  await shop?.close()
})

const MIB = 1024 * 1024

function expectSecurityHeaders(answer: Answer, label: string): void {
  const csp = String(answer.headers['content-security-policy'] ?? '')
  expect(csp, label).toContain("frame-ancestors 'none'")
  // The payment provider's pages set a stricter policy of their own (nothing allowed by default).
  if (!csp.includes("default-src 'none'")) {
    expect(csp, label).toContain("object-src 'none'")
    expect(csp, label).toMatch(/script-src 'self'( 'nonce-[A-Za-z0-9+/=]+')?(;|$)/)
  }
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff')
  expect(answer.headers['x-frame-options'], label).toBe('DENY')
  // no-referrer: the payment pages, whose URLs carry a payment token.
  expect(['strict-origin-when-cross-origin', 'no-referrer'], label).toContain(
    answer.headers['referrer-policy'],
  )
  expect(answer.headers['cross-origin-opener-policy'], label).toBe('same-origin')
  expect(answer.headers['permissions-policy'], label).toContain('camera=()')
}

/** Sends raw bytes and reads the whole answer (for requests Node refuses before the app). */
function raw(port: number, text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const response = Buffer.concat(chunks).toString('utf8')
      const [head = '', body = ''] = response.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const at = line.indexOf(':')
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body })
    })
    socket.end(text)
  })
}

describe('security headers on every kind of answer', () => {
  it('pages, error pages, static files, SEO files, media, the proxy and the payment pages', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password)
    const demoAddress = shop.query<{ id: string }>(
      "SELECT a.id FROM customer_address a JOIN customer c ON c.id = a.customer_id WHERE c.email = 'demo@gartenwerk.example'",
    )[0]?.id
    const answers: [string, Answer][] = [
      ['page', await shop.page('/')],
      ['account page', await shop.page('/account', demo)],
      ['404 page', await shop.page('/no-such-page-anywhere')],
      ['404 order page', await shop.page('/account/order/x', demo)],
      ['login redirect (307)', await shop.page('/account')],
      ['HEAD page', await shop.send('/', { method: 'HEAD', headers: { cookie: 'sw-locale=de-DE' } })],
      ['405', await shop.send('/', { method: 'DELETE' })],
      [
        'page post from another site (403)',
        await shop.send('/', { method: 'POST', headers: { origin: 'https://evil.example' } }),
      ],
      ['asset', await shop.send('/assets/entry-a1b2c3.js')],
      ['missing asset', await shop.send('/assets/missing-000000.js')],
      ['public file', await shop.send('/favicon.svg')],
      ['robots.txt', await shop.send('/robots.txt')],
      ['sitemap.xml', await shop.send('/sitemap.xml')],
      ['missing media', await shop.send('/media/nothing-here.jpg')],
      ['proxy 200', await shop.api('GET', '/context')],
      ['proxy 204', await shop.api('PATCH', `/account/address/default-shipping/${demoAddress}`, demo)],
      [
        'proxy 401',
        await shop.api('POST', '/account/login', undefined, { username: 'x@example.org', password: 'y' }),
      ],
      [
        'proxy 403 (no header)',
        await shop.api('POST', '/checkout/cart/line-item', undefined, {}, { 'x-storefront': '' }),
      ],
      ['proxy 400 (ambiguous path)', await shop.send('/store-api/account%2Flogin')],
      ['proxy 404', await shop.api('GET', '/no-such-route')],
      ['finalize without token', await shop.send('/payment/finalize-transaction')],
      ['413', await shop.api('POST', '/contact-form', undefined, 'x'.repeat(MIB + 1))],
    ]
    const media = await shop.send(mediaPath)
    expect(media.status, mediaPath).toBe(200)
    answers.push(['media', media])
    const statuses = new Set(answers.map(([, a]) => a.status))
    for (const status of [200, 204, 307, 400, 401, 403, 404, 405, 413]) expect(statuses).toContain(status)
    for (const [label, answer] of answers) expectSecurityHeaders(answer, `${label} (${answer.status})`)
  })

  it('pages carry a fresh nonce per answer, and HSTS only where the shop is reached over https', async () => {
    const a = await shop.page('/')
    const b = await shop.page('/')
    const nonce = (x: Answer) => /'nonce-([^']+)'/.exec(String(x.headers['content-security-policy']))?.[1]
    expect(nonce(a)).toBeDefined()
    expect(nonce(a)).not.toBe(nonce(b))
    expect(a.headers['strict-transport-security']).toBeUndefined()
  })

  it("Node's own answers (431, 400 for an unparsable request) carry them too, in Shopware's error shape", async () => {
    const tooLarge = await raw(
      shop.port,
      `GET / HTTP/1.1\r\nHost: ${HOST}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expect(tooLarge.status).toBe(431)
    expect(errorCodes(tooLarge)).toEqual(['STOREFRONT__HEADERS_TOO_LARGE'])
    expectSecurityHeaders(tooLarge, '431')
    const garbage = await raw(shop.port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')
    expect(garbage.status).toBe(400)
    expectSecurityHeaders(garbage, '400 from Node')
  })
})

describe('limits', () => {
  it('login: 10 failures per address and client, then 429 with Retry-After; a forged X-Forwarded-For changes nothing', async () => {
    const customer = await shop.customer()
    const attempt = (i: number) =>
      shop.api(
        'POST',
        '/account/login',
        undefined,
        { username: customer.email, password: 'wrong-password' },
        { 'x-forwarded-for': `203.0.113.${i}` },
      )
    for (let i = 0; i < 10; i++) expect((await attempt(i)).status).toBe(401)
    const throttled = await attempt(99)
    expect(throttled.status).toBe(429)
    expect(errorCodes(throttled)).toEqual(['CHECKOUT__CUSTOMER_AUTH_THROTTLED'])
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('contact form: keyed by client, so a new e-mail address each time does not get through', async () => {
    const statuses: number[] = []
    let last: Answer | undefined
    for (let i = 0; i < 5; i++) {
      last = await shop.api(
        'POST',
        '/contact-form',
        undefined,
        {
          email: `sender-${i}-${Date.now()}@example.org`,
          subject: 'Delivery to Sylt',
          comment: 'Can you deliver the bench to Sylt in May?',
        },
        { 'x-forwarded-for': `198.51.100.${i}` },
      )
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200])
    expect(statuses.slice(3)).toEqual([429, 429])
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('request bodies: 1 MiB through the proxy, declared or streamed', async () => {
    const declared = await shop.api('POST', '/contact-form', undefined, 'x'.repeat(MIB + 1))
    expect(declared.status).toBe(413)
    expect(errorCodes(declared)).toHaveLength(1)
    const chunk = `${(MIB / 4 + 1).toString(16)}\r\n${'x'.repeat(MIB / 4 + 1)}\r\n`
    const streamed = await raw(
      shop.port,
      `POST /store-api/contact-form HTTP/1.1\r\nHost: ${HOST}\r\nx-storefront: 1\r\ncontent-type: application/json\r\n` +
        `transfer-encoding: chunked\r\nconnection: close\r\n\r\n${chunk.repeat(4)}0\r\n\r\n`,
    )
    expect(streamed.status).toBe(413)
  })

  it('criteria: oversized sort lists, terms and limits are a 400 with the error shape, never slow or 500', async () => {
    const sorts = Array.from({ length: 2_000 }, () => ({ field: 'name', order: 'ASC' }))
    const cases: unknown[] = [
      { sort: sorts },
      { limit: 1_000_000 },
      { page: 1e12 },
      { term: 'x'.repeat(100_000) },
      {
        filter: [
          {
            type: 'multi',
            operator: 'and',
            queries: Array(500).fill({ type: 'equals', field: 'active', value: true }),
          },
        ],
      },
    ]
    for (const body of cases) {
      const started = performance.now()
      const answer = await shop.api('POST', '/product', undefined, body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(errorCodes(answer).length).toBeGreaterThan(0)
      expect(performance.now() - started).toBeLessThan(5_000)
    }
  })
})
