import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration } from '../../backend/tests/account-helpers.ts'
import { call, str } from '../../backend/tests/helpers.ts'
import { IDS } from '../../backend/lib/ids.ts'
import { DEMO, errorCodes, type Shop, startShop } from './harness.ts'

/**
 * An order outside the account, through the storefront as a browser reaches it: the mail link's
 * deep link code (with the guest's e-mail and postal code), cancellation and the withdrawal route.
 * A wrong code, wrong credentials, another customer's order or a guess never open, change or
 * confirm anything. The back end's own rules are in backend/tests/order-state.test.ts.
 */

let shop: Shop
let demo = ''
const guestOrder = { id: '', number: '', code: '', email: '' }
const demoOrder = { id: '', code: '', state: '' }

const deepLink = (code: string, extra: Record<string, unknown> = {}) => ({
  filter: [{ type: 'equals', field: 'deepLinkCode', value: code }],
  ...extra,
})

beforeAll(async () => {
  shop = await startShop()
  demo = await shop.login(DEMO.email, DEMO.password)
  // A guest's prepayment order, placed on the back end directly (the checkout is tested elsewhere).
  const t = shop.test
  const email = `gast.${Date.now()}@example.org`
  const registered = await call(t, 'POST', '/account/register', {
    body: registration({ guest: true, password: undefined, email }),
  })
  const headers = { 'sw-context-token': registered.headers.get('sw-context-token') ?? '' }
  await call(t, 'PATCH', '/context', { body: { paymentMethodId: IDS.paymentPrepayment }, headers })
  const [product] = shop.query<{ id: string }>(
    "SELECT id FROM product WHERE product_number = 'GW-COVER-CHAIRS'",
  )
  const productId = product?.id ?? ''
  await call(t, 'POST', '/checkout/cart/line-item', {
    body: { items: [{ id: productId, referencedId: productId, type: 'product', quantity: 1 }] },
    headers,
  })
  const order = await call(t, 'POST', '/checkout/order', { body: {}, headers })
  expect(order.status).toBe(200)
  Object.assign(guestOrder, {
    id: str(order.body, 'id'),
    number: str(order.body, 'orderNumber'),
    code: str(order.body, 'deepLinkCode'),
    email,
  })
  const [own] = shop.query<{ id: string; deep_link_code: string; state: string }>(
    "SELECT id, deep_link_code, state FROM orders WHERE customer_id = (SELECT id FROM customer WHERE email = 'demo@gartenwerk.example') ORDER BY order_date_time DESC LIMIT 1",
  )
  Object.assign(demoOrder, { id: own?.id ?? '', code: own?.deep_link_code ?? '', state: own?.state ?? '' })
  // A fresh deep link: the demo's seeded orders may be older than the 30 days a link lasts.
  shop.write('UPDATE orders SET updated_at = ? WHERE id = ?', new Date().toISOString(), demoOrder.id)
}, 120_000)

afterAll(async () => {
  await shop?.close()
})

describe('the mail link of an order (deep link code)', () => {
  it('has orders to attack (else every check below would pass vacuously)', () => {
    expect(guestOrder.code).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(demoOrder.code).toMatch(/^[A-Za-z0-9_-]{32}$/)
  })

  it('opens nothing for a wrong code, and a wrong code is a 404 page', async () => {
    // A code of the same shape that is not this one (a random code may itself end in "zz").
    const wrong = `${guestOrder.code.slice(0, -2)}${guestOrder.code.endsWith('zz') ? 'yy' : 'zz'}`
    const answer = await shop.api(
      'POST',
      '/order',
      undefined,
      deepLink(wrong, { email: guestOrder.email, zipcode: '10115' }),
    )
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ orders: { total: 0 } })
    expect((await shop.page(`/order/${wrong}`)).status).toBe(404)
    expect((await shop.page('/order/..%2f..%2faccount')).status).toBeGreaterThanOrEqual(400)
  })

  it('shows a guest order only with its e-mail and postal code, and nothing of it before', async () => {
    const page = await shop.page(`/order/${guestOrder.code}`)
    expect(page.status).toBe(200)
    expect(page.body).not.toContain(guestOrder.number)
    expect(page.body).not.toContain(guestOrder.email)
    for (const [email, zipcode, code] of [
      [undefined, undefined, 'CHECKOUT__GUEST_NOT_AUTHENTICATED'],
      [guestOrder.email, '10116', 'CHECKOUT__WRONG_GUEST_CREDENTIALS'],
      ['someone.else@example.org', '10115', 'CHECKOUT__WRONG_GUEST_CREDENTIALS'],
    ] as const) {
      const answer = await shop.api(
        'POST',
        '/order',
        undefined,
        deepLink(guestOrder.code, { email, zipcode }),
      )
      expect(answer.status, `${email} ${zipcode}`).toBe(403)
      expect(errorCodes(answer)).toEqual([code])
      expect(answer.body).not.toContain(guestOrder.number)
    }
    const right = await shop.api(
      'POST',
      '/order',
      undefined,
      deepLink(guestOrder.code, { email: guestOrder.email, zipcode: '10115' }),
    )
    expect(right.status).toBe(200)
    expect(right.body).toContain(guestOrder.number)
  })

  it("does not open a customer account's order by its code, not even with its e-mail and postal code", async () => {
    const anonymous = await shop.api(
      'POST',
      '/order',
      undefined,
      deepLink(demoOrder.code, { email: DEMO.email, zipcode: '10115' }),
    )
    expect(errorCodes(anonymous)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
    const other = (await shop.customer()).token
    const foreign = await shop.api('POST', '/order', other, deepLink(demoOrder.code))
    expect(JSON.parse(foreign.body)).toMatchObject({ orders: { total: 0 } })
    const own = await shop.api('POST', '/order', demo, deepLink(demoOrder.code))
    expect(JSON.parse(own.body)).toMatchObject({ orders: { total: 1 } })
  })

  it('stops guessing the postal code: attempts are throttled, even the right one then', async () => {
    const email = guestOrder.email.toUpperCase()
    let throttled = false
    for (let attempt = 0; attempt < 25 && !throttled; attempt++) {
      const zipcode = String(20000 + attempt)
      const answer = await shop.api(
        'POST',
        '/order',
        undefined,
        deepLink(guestOrder.code, { email, zipcode }),
      )
      throttled = answer.status === 429
    }
    expect(throttled).toBe(true)
    const right = await shop.api(
      'POST',
      '/order',
      undefined,
      deepLink(guestOrder.code, { email, zipcode: '10115' }),
    )
    expect(errorCodes(right)).toEqual(['CHECKOUT__CUSTOMER_AUTH_THROTTLED'])
  })
})

describe('cancelling and withdrawing', () => {
  it("cancels no one else's order", async () => {
    const other = (await shop.customer()).token
    for (const token of [other, undefined]) {
      const answer = await shop.api('POST', '/order/state/cancel', token, { orderId: demoOrder.id })
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
    const [after] = shop.query<{ state: string }>('SELECT state FROM orders WHERE id = ?', demoOrder.id)
    expect(after?.state).toBe(demoOrder.state)
  })

  it('confirms a withdrawal only for the order number with its own e-mail, and says nothing else', async () => {
    const before = shop.query<{ n: number }>('SELECT COUNT(*) AS n FROM order_withdrawal')[0]?.n ?? 0
    const mails =
      shop.query<{ n: number }>(
        "SELECT COUNT(*) AS n FROM mail_outbox WHERE template = 'order.withdrawal.received'",
      )[0]?.n ?? 0
    const wrongMail = await shop.api('POST', '/gartenwerk/order/withdrawal', undefined, {
      orderNumber: guestOrder.number,
      email: DEMO.email,
    })
    expect(wrongMail.status).toBe(404)
    expect(wrongMail.body).not.toContain(guestOrder.email)
    expect(shop.query<{ n: number }>('SELECT COUNT(*) AS n FROM order_withdrawal')[0]?.n).toBe(before)
    expect(
      shop.query<{ n: number }>(
        "SELECT COUNT(*) AS n FROM mail_outbox WHERE template = 'order.withdrawal.received'",
      )[0]?.n,
    ).toBe(mails)
  })
})
