import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'
import { activeCustomer, login, STOREFRONT_URL, uniqueEmail } from './account-helpers.ts'
import { type Call, call, get, num } from './helpers.ts'

/**
 * Shopware's default limiters: login and password recovery keyed by e-mail and client IP, contact
 * and newsletter forms, and password recovery once more, by client IP (a new address each time
 * does not get through), all with
 * time-backoff steps; every 429 says how long to wait in `Retry-After` and in meta.parameters.seconds
 * (the cart's add limiter is checked in cart-promotions.test.ts).
 */

let t: TestBackend
let clock = Date.parse('2026-11-20T10:00:00.000Z')
const advance = (seconds: number) => {
  clock += seconds * 1000
}
beforeAll(async () => {
  t = await createTestBackend({ now: () => new Date(clock) })
})
afterAll(() => t.backend.close())

const from = (ip: string) => ({ 'x-forwarded-for': ip })

function expectThrottled(res: Call, code: string, seconds: number): void {
  expect(res.status).toBe(429)
  expect(get(res.body, 'errors', 0, 'code')).toBe(code)
  expect(get(res.body, 'errors', 0, 'status')).toBe('429')
  expect(num(res.body, 'errors', 0, 'meta', 'parameters', 'seconds')).toBe(seconds)
  expect(res.headers.get('retry-after')).toBe(String(seconds))
}

const contact = (email: string) => ({
  email,
  subject: 'Teak bench delivery',
  comment: 'Can you deliver the bench to Sylt in May?',
})
const newsletter = (email: string) => ({ email, option: 'subscribe', storefrontUrl: STOREFRONT_URL })
const recovery = (email: string) => ({ email, storefrontUrl: STOREFRONT_URL })

// Password recovery too: its per-address limit alone let one client mail every address it knows.
for (const [name, path, body] of [
  ['contact form', '/contact-form', contact],
  ['newsletter', '/newsletter/subscribe', newsletter],
  ['password recovery', '/account/recovery-password', recovery],
] as const) {
  describe(`${name} limit by client IP`, () => {
    it('a new address each time does not get through: 3 free, then 30 s, 60 s, 90 s', async () => {
      const ip = `198.51.100.${name.length}`
      const send = () => call(t, 'POST', path, { body: body(uniqueEmail('form')), headers: from(ip) })
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200)
      expectThrottled(await send(), 'FRAMEWORK__RATE_LIMIT_EXCEEDED', 30)
      // another client is not affected
      const other = await call(t, 'POST', path, {
        body: body(uniqueEmail('form')),
        headers: from('192.0.2.77'),
      })
      expect(other.status).toBe(200)
      advance(30)
      expect((await send()).status).toBe(200)
      advance(30)
      expect((await send()).status).toBe(200)
      expectThrottled(await send(), 'FRAMEWORK__RATE_LIMIT_EXCEEDED', 60)
      for (let i = 0; i < 5; i++) {
        advance(60)
        expect((await send()).status).toBe(200)
      }
      expectThrottled(await send(), 'FRAMEWORK__RATE_LIMIT_EXCEEDED', 90)
    })

    it('invalid submissions are answered 400 and cost no attempt', async () => {
      const ip = `203.0.113.${name.length}`
      for (let i = 0; i < 5; i++) {
        const res = await call(t, 'POST', path, { body: { email: 'not-an-address' }, headers: from(ip) })
        expect(res.status).toBe(400)
      }
      expect(
        (await call(t, 'POST', path, { body: body(uniqueEmail('form')), headers: from(ip) })).status,
      ).toBe(200)
    })
  })
}

describe('login and recovery limits by e-mail and client IP', () => {
  it('a throttled login from one IP does not lock the same address out from another', async () => {
    const customer = await activeCustomer(t)
    for (let i = 0; i < 10; i++)
      expect(
        (await login(t, customer.email, 'wrong-password', undefined, from('198.51.100.20'))).status,
      ).toBe(401)
    expectThrottled(
      await login(t, customer.email, 'wrong-password', undefined, from('198.51.100.20')),
      'CHECKOUT__CUSTOMER_AUTH_THROTTLED',
      10,
    )
    expect((await login(t, customer.email, customer.password, undefined, from('198.51.100.21'))).status).toBe(
      200,
    )
  })

  it('recovery mails: the 429 carries Retry-After', async () => {
    const customer = await activeCustomer(t)
    const ask = () =>
      call(t, 'POST', '/account/recovery-password', {
        body: { email: customer.email, storefrontUrl: STOREFRONT_URL },
        headers: from('198.51.100.30'),
      })
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200)
    expectThrottled(await ask(), 'FRAMEWORK__RATE_LIMIT_EXCEEDED', 30)
  })
})
