import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS, idFor } from '../lib/ids.ts'
import { DEMO_CUSTOMER } from '../seed/customers.ts'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'
import {
  activeCustomer,
  errorCodes,
  headers,
  lastMailTo,
  login,
  PASSWORD,
  token,
  uniqueEmail,
} from './account-helpers.ts'
import { arr, call, get, num } from './helpers.ts'

let t: TestBackend
let clock = Date.parse('2026-11-20T10:00:00.000Z')
const advance = (seconds: number) => {
  clock += seconds * 1000
}

beforeAll(async () => {
  t = await createTestBackend({ now: () => new Date(clock) })
})
afterAll(() => t.backend.close())

describe('login and logout', () => {
  it('logs the seeded demo customer in with a new token and refuses the old one', async () => {
    const anonymous = await call(t, 'GET', '/context')
    const guestToken = token(anonymous)
    const res = await login(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, guestToken)
    expect(res.status).toBe(200)
    const customerToken = token(res)
    expect(customerToken).not.toBe(guestToken)
    expect(get(res.body, 'contextToken')).toBe(customerToken)

    const context = await call(t, 'GET', '/context', { headers: headers(customerToken) })
    expect(token(context)).toBe(customerToken)
    expect(get(context.body, 'customer', 'email')).toBe(DEMO_CUSTOMER.email)
    expect(get(context.body, 'customer', 'activeShippingAddress', 'city')).toBe('München')
    expect(get(context.body, 'customer', 'activeBillingAddress', 'city')).toBe('Berlin')
    expect(get(context.body, 'customer', 'defaultPaymentMethodId')).toBe(IDS.paymentCard)
    expect(get(context.body, 'paymentMethod', 'id')).toBe(IDS.paymentCard)
    expect(get(context.body, 'shippingLocation', 'address', 'city')).toBe('München')

    // the old guest token is gone: it now gets a fresh anonymous context
    const old = await call(t, 'POST', '/account/customer', { headers: headers(guestToken) })
    expect(old.status).toBe(403)
    expect(errorCodes(old)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
    expect(token(old)).not.toBe(guestToken)

    const out = await call(t, 'POST', '/account/logout', { headers: headers(customerToken) })
    expect(out.status).toBe(200)
    const afterLogout = token(out)
    expect(afterLogout).not.toBe(customerToken)
    expect(get(out.body, 'contextToken')).toBe(afterLogout)
    const anon = await call(t, 'GET', '/context', { headers: headers(afterLogout) })
    expect(get(anon.body, 'customer')).toBeNull()
    const stale = await call(t, 'POST', '/account/customer', { headers: headers(customerToken) })
    expect(stale.status).toBe(403)
    // logging out twice: nobody is logged in any more
    expect((await call(t, 'POST', '/account/logout', { headers: headers(afterLogout) })).status).toBe(403)
  })

  it('keeps the language of the guest context across the login', async () => {
    const guest = await call(t, 'PATCH', '/context', { body: { languageId: IDS.languageFr } })
    const res = await login(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, token(guest))
    const context = await call(t, 'GET', '/context', { headers: headers(token(res)) })
    expect(get(context.body, 'languageInfo', 'localeCode')).toBe('fr-FR')
  })

  it('answers wrong credentials with one message, whatever was wrong', async () => {
    for (const [user, password] of [
      [DEMO_CUSTOMER.email, 'wrong-password'],
      ['nobody@example.org', 'whatever-123'],
      ['', ''],
    ] as const) {
      const res = await login(t, user, password)
      expect(res.status).toBe(401)
      expect(errorCodes(res)).toEqual(['CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS'])
      expect(get(res.body, 'errors', 0, 'detail')).toBe('Invalid username and/or password.')
    }
    // the e-mail is matched case-insensitively
    expect((await login(t, DEMO_CUSTOMER.email.toUpperCase(), DEMO_CUSTOMER.password)).status).toBe(200)
  })

  it('throttles logins in tiers: 10 free, then 10 s, 30 s and 60 s, with the seconds to wait', async () => {
    const customer = await activeCustomer(t)
    for (let i = 0; i < 10; i++) expect((await login(t, customer.email, 'nope-nope')).status).toBe(401)
    const throttled = await login(t, customer.email, 'nope-nope')
    expect(throttled.status).toBe(429)
    expect(errorCodes(throttled)).toEqual(['CHECKOUT__CUSTOMER_AUTH_THROTTLED'])
    expect(get(throttled.body, 'errors', 0, 'meta', 'parameters', 'seconds')).toBe(10)
    expect(get(throttled.body, 'errors', 0, 'detail')).toBe('Customer auth throttled for 10 seconds.')
    // even the right password waits
    expect((await login(t, customer.email, customer.password)).status).toBe(429)
    advance(4)
    expect(
      num((await login(t, customer.email, 'x-x-x-x-x')).body, 'errors', 0, 'meta', 'parameters', 'seconds'),
    ).toBe(6)
    for (let i = 0; i < 5; i++) {
      advance(10)
      expect((await login(t, customer.email, 'nope-nope')).status).toBe(401)
    }
    expect(
      num((await login(t, customer.email, 'x')).body, 'errors', 0, 'meta', 'parameters', 'seconds'),
    ).toBe(30)
    for (let i = 0; i < 5; i++) {
      advance(30)
      expect((await login(t, customer.email, 'nope-nope')).status).toBe(401)
    }
    expect(
      num((await login(t, customer.email, 'x')).body, 'errors', 0, 'meta', 'parameters', 'seconds'),
    ).toBe(60)
    // another account is not affected
    expect((await login(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200)
    advance(60)
    const ok = await login(t, customer.email, customer.password)
    expect(ok.status).toBe(200)
    // a successful login resets the counter
    for (let i = 0; i < 10; i++) expect((await login(t, customer.email, 'nope-nope')).status).toBe(401)
    expect((await login(t, customer.email, 'nope-nope')).status).toBe(429)
    advance(10)
  })
})

describe('password recovery', () => {
  it('mails a single-use link valid for 2 hours and sets the new password', async () => {
    const customer = await activeCustomer(t)
    const sent = await call(t, 'POST', '/account/recovery-password', {
      body: { email: customer.email, storefrontUrl: 'http://localhost:3000' },
    })
    expect(sent.status).toBe(200)
    expect(get(sent.body, 'success')).toBe(true)
    const hash = new URL(lastMailTo(t, customer.email).links[0] ?? '').searchParams.get('hash') ?? ''
    expect(hash).toMatch(/^[0-9a-f]{32}$/)

    const expired = await call(t, 'POST', '/account/customer-recovery-is-expired', { body: { hash } })
    expect(get(expired.body, 'isExpired')).toBe(false)

    const mismatch = await call(t, 'POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword: 'brand-new-pass-1', newPasswordConfirm: 'brand-new-pass-2' },
    })
    expect(mismatch.status).toBe(400)
    expect(errorCodes(mismatch)).toEqual(['VIOLATION::NOT_EQUAL_ERROR'])
    const short = await call(t, 'POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword: 'abc', newPasswordConfirm: 'abc' },
    })
    expect(errorCodes(short)).toEqual(['VIOLATION::TOO_SHORT_ERROR'])

    const ok = await call(t, 'POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword: 'brand-new-pass-1', newPasswordConfirm: 'brand-new-pass-1' },
    })
    expect(ok.status).toBe(200)
    expect((await login(t, customer.email, customer.password)).status).toBe(401)
    expect((await login(t, customer.email, 'brand-new-pass-1')).status).toBe(200)

    const again = await call(t, 'POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword: 'third-pass-123', newPasswordConfirm: 'third-pass-123' },
    })
    expect(again.status).toBe(404)
    expect(errorCodes(again)).toEqual(['CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH'])
    expect((await login(t, customer.email, 'brand-new-pass-1')).status).toBe(200)
  })

  it('refuses an expired hash with 410', async () => {
    const customer = await activeCustomer(t)
    await call(t, 'POST', '/account/recovery-password', {
      body: { email: customer.email, storefrontUrl: 'http://localhost:3000' },
    })
    const hash = new URL(lastMailTo(t, customer.email).links[0] ?? '').searchParams.get('hash') ?? ''
    advance(2 * 3600 + 1)
    const expiredCheck = await call(t, 'POST', '/account/customer-recovery-is-expired', { body: { hash } })
    expect(get(expiredCheck.body, 'isExpired')).toBe(true)
    const res = await call(t, 'POST', '/account/recovery-password-confirm', {
      body: { hash, newPassword: 'late-password-1', newPasswordConfirm: 'late-password-1' },
    })
    expect(res.status).toBe(410)
    expect(errorCodes(res)).toEqual(['CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED'])
    expect((await login(t, customer.email, customer.password)).status).toBe(200)
  })

  it('only the newest link works', async () => {
    const customer = await activeCustomer(t)
    const ask = () =>
      call(t, 'POST', '/account/recovery-password', {
        body: { email: customer.email, storefrontUrl: 'http://localhost:3000' },
      })
    await ask()
    const first = new URL(lastMailTo(t, customer.email).links[0] ?? '').searchParams.get('hash') ?? ''
    advance(1)
    await ask()
    const second = new URL(lastMailTo(t, customer.email).links[0] ?? '').searchParams.get('hash') ?? ''
    expect(second).not.toBe(first)
    const old = await call(t, 'POST', '/account/recovery-password-confirm', {
      body: { hash: first, newPassword: 'newest-only-1', newPasswordConfirm: 'newest-only-1' },
    })
    expect(old.status).toBe(404)
  })

  it('answers an unknown address like a known one and mails nothing', async () => {
    const email = uniqueEmail('unknown')
    const res = await call(t, 'POST', '/account/recovery-password', {
      body: { email, storefrontUrl: 'http://localhost:3000' },
    })
    expect(res.status).toBe(200)
    expect(t.backend.listOutbox(500).some((m) => m.recipient === email)).toBe(false)
  })

  it('validates the e-mail and the storefront URL', async () => {
    const res = await call(t, 'POST', '/account/recovery-password', {
      body: { email: 'nope', storefrontUrl: 'https://phishing.example' },
    })
    expect(res.status).toBe(400)
    expect(errorCodes(res).sort()).toEqual([
      'VIOLATION::NO_SUCH_CHOICE_ERROR',
      'VIOLATION::STRICT_CHECK_FAILED_ERROR',
    ])
  })

  it('throttles recovery mails: 3 free, then 30 s, 60 s, 90 s', async () => {
    const customer = await activeCustomer(t)
    const ask = () =>
      call(t, 'POST', '/account/recovery-password', {
        body: { email: customer.email, storefrontUrl: 'http://localhost:3000' },
      })
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200)
    const limited = await ask()
    expect(limited.status).toBe(429)
    expect(errorCodes(limited)).toEqual(['FRAMEWORK__RATE_LIMIT_EXCEEDED'])
    expect(get(limited.body, 'errors', 0, 'meta', 'parameters', 'seconds')).toBe(30)
    expect(get(limited.body, 'errors', 0, 'detail')).toBe('Too many requests, try again in 30 seconds.')
    advance(30)
    expect((await ask()).status).toBe(200)
    advance(30)
    expect((await ask()).status).toBe(200)
    expect(num((await ask()).body, 'errors', 0, 'meta', 'parameters', 'seconds')).toBe(60)
    for (let i = 0; i < 5; i++) {
      advance(60)
      expect((await ask()).status).toBe(200)
    }
    expect(num((await ask()).body, 'errors', 0, 'meta', 'parameters', 'seconds')).toBe(90)
  })
})

describe('passwords at rest', () => {
  it('stores bcrypt hashes only, of cost 10 where no test seam lowers it', async () => {
    // The other tests' back ends hash at bcrypt's lowest cost (createTestBackend); this one as shipped.
    const shipped = await createTestBackend({ passwordHashCost: undefined })
    try {
      const customer = await activeCustomer(shipped)
      const { Database } = await import('../db/sqlite.ts')
      const db = new Database(shipped.databasePath, { readonly: true })
      try {
        const row = db
          .prepare<[string], { password: string }>('SELECT password FROM customer WHERE id = ?')
          .get(customer.id)
        expect(row?.password).toMatch(/^\$2[aby]\$10\$/)
        expect(row?.password).not.toContain(PASSWORD)
      } finally {
        db.close()
      }
      expect((await login(shipped, customer.email, customer.password)).status).toBe(200)
      expect((await login(shipped, customer.email, `${customer.password}x`)).status).toBe(401)
    } finally {
      shipped.backend.close()
    }
  })
})

describe('the guest cart follows the login', () => {
  it('moves the guest basket to the new customer token', async () => {
    const customer = await activeCustomer(t)
    await call(t, 'POST', '/account/logout', { headers: headers(customer.token) })
    const anonymous = await call(t, 'GET', '/context')
    const guestToken = token(anonymous)
    const product = idFor('product', 'GW-TEAK-OIL')
    const added = await call(t, 'POST', '/checkout/cart/line-item', {
      headers: headers(guestToken),
      body: { items: [{ type: 'product', referencedId: product, quantity: 2 }] },
    })
    expect(added.status).toBe(200)
    const res = await login(t, customer.email, customer.password, guestToken)
    expect(res.status).toBe(200)
    const cart = await call(t, 'GET', '/checkout/cart', { headers: headers(token(res)) })
    const items = arr(cart.body, 'lineItems')
    expect(items.map((i) => [get(i, 'referencedId'), get(i, 'quantity')])).toEqual([[product, 2]])
    // the old guest token has no basket any more
    const stale = await call(t, 'GET', '/checkout/cart', { headers: headers(guestToken) })
    expect(arr(stale.body, 'lineItems')).toEqual([])
  })
})
