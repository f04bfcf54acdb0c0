import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorKeys, lines, shopper } from './cart-helpers.ts'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  customer,
  errorCodes,
  fill,
  guest,
  type Shopper,
  withOrder,
} from './checkout-helpers.ts'
import { registration, uniqueEmail } from './account-helpers.ts'
import { arr, call, get, type JsonValue, str } from './helpers.ts'

/**
 * The newsletter's welcome code is a first-order code (Shopware's rule "customer order count = 0"):
 * a customer, or a guest e-mail, with an earlier order that was not cancelled cannot redeem it, when
 * the code is entered and again when the order is placed. And one address or one customer gets one
 * code: subscribing again, or subscribing another address as the same customer, mails the same code.
 */

let t: CartBackend

beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

const codesMailedTo = (address: string): string[] =>
  t.backend
    .listOutbox(500)
    .filter((m) => m.recipient === address.toLowerCase() && m.template === 'newsletter.confirmed')
    .map((m) => /GW-[A-Z2-9]{8}/.exec(m.text)?.[0] ?? '')

const emailOf = async (s: Shopper): Promise<string> =>
  str((await s.send('POST', '/account/customer', { body: {} })).body, 'email')

/** Subscribes `email` in the shopper's context and, when a confirmation is asked for, confirms it. */
async function subscribe(s: Shopper | null, email: string): Promise<string> {
  const body = { email, option: 'subscribe', storefrontUrl: 'http://localhost:3000' }
  const res = s
    ? await s.send('POST', '/newsletter/subscribe', { body })
    : await call(t, 'POST', '/newsletter/subscribe', { body })
  expect(res.status).toBe(200)
  if (get(res.body, 'status') === 'notSet') {
    const doi = t.backend
      .listOutbox(500)
      .find((m) => m.recipient === email.toLowerCase() && m.template === 'newsletter.double_opt_in')
    const link = new URL(doi?.links[0] ?? '')
    const confirmed = await call(t, 'POST', '/newsletter/confirm', {
      body: { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') },
    })
    expect(confirmed.status).toBe(200)
  }
  const codes = codesMailedTo(email)
  const code = codes[codes.length - 1] ?? ''
  expect(code).toMatch(/^GW-/)
  return code
}

const enter = (s: Shopper, code: string) => s.add([{ type: 'promotion', referencedId: code }])
const redemptions = (code: string) =>
  t.db.prepare<[string], number>('SELECT order_count FROM promotion WHERE code = ?').pluck().get(code)
const orderPromotions = (order: JsonValue) =>
  arr(order, 'lineItems').filter((i) => get(i, 'type') === 'promotion')

describe('the first-order code', () => {
  it('a customer with an earlier order cannot redeem it: refused when entered, the order is placed without it', async () => {
    const s = await customer(t)
    await fill(t, s, [['GW-TEAK-OIL']])
    expect((await s.order()).status).toBe(200)
    const code = await subscribe(s, await emailOf(s))

    await fill(t, s, [['GW-TEAK-OIL', 2]])
    const entered = await enter(s, code)
    expect(errorKeys(entered.body)).toContain('promotion-first-order-only')
    expect(lines(entered.body, 'promotion')).toHaveLength(0)
    // the code is not kept: the next read neither applies nor repeats it
    const again = await s.cart()
    expect(lines(again, 'promotion')).toHaveLength(0)
    expect(errorKeys(again)).not.toContain('promotion-first-order-only')

    const placed = await s.order()
    expect(placed.status).toBe(200)
    expect(orderPromotions(placed.body)).toEqual([])
    expect(redemptions(code)).toBe(0)
  })

  it('a guest whose e-mail address ordered before cannot redeem it either', async () => {
    const email = uniqueEmail('wieder')
    const first = await guest(t, { email })
    await fill(t, first, [['GW-TEAK-OIL']])
    expect((await first.order()).status).toBe(200)
    const code = await subscribe(null, email)

    const second = await guest(t, { email: email.toUpperCase() })
    await fill(t, second, [['GW-TEAK-OIL']])
    const entered = await enter(second, code)
    expect(errorKeys(entered.body)).toContain('promotion-first-order-only')
    expect(lines(entered.body, 'promotion')).toHaveLength(0)
  })

  it('is checked again when the order is placed: an order in between refuses the placement once, then it goes through without the code', async () => {
    const s = await customer(t)
    const email = await emailOf(s)
    const code = await subscribe(s, email)
    await fill(t, s, [['GW-TEAK-OIL', 2]])
    expect(lines((await enter(s, code)).body, 'promotion')).toHaveLength(1)

    // meanwhile an order for the same address (a guest checkout with the customer's e-mail)
    const elsewhere = await guest(t, { email })
    await fill(t, elsewhere, [['GW-TEAK-OIL']])
    expect((await elsewhere.order()).status).toBe(200)

    // the shopper confirmed a discounted total: the placement is refused rather than charging more
    const refused = await s.order()
    expect(errorCodes(refused)).toEqual(['CHECKOUT__CART_INVALID'])
    expect(str(refused.body, 'errors', 0, 'detail')).toContain('promotion-first-order-only')
    const read = await s.cart()
    expect(errorKeys(read)).toContain('promotion-first-order-only')
    expect(lines(read, 'promotion')).toHaveLength(0)
    const placed = await s.order()
    expect(placed.status).toBe(200)
    expect(orderPromotions(placed.body)).toEqual([])
    expect(redemptions(code)).toBe(0)
  })

  it('a cancelled earlier order does not count: the first order that stays is the first order', async () => {
    const s = await customer(t)
    await fill(t, s, [['GW-TEAK-OIL']])
    const cancelled = await s.order()
    expect(cancelled.status).toBe(200)
    const state = await s.send('POST', '/order/state/cancel', {
      body: { orderId: str(cancelled.body, 'id') },
    })
    expect(str(state.body, 'technicalName')).toBe('cancelled')
    const code = await subscribe(s, await emailOf(s))

    await fill(t, s, [['GW-TEAK-OIL', 2]])
    expect(lines((await enter(s, code)).body, 'promotion')).toHaveLength(1)
    const placed = await s.order()
    expect(placed.status).toBe(200)
    expect(orderPromotions(placed.body)).toHaveLength(1)
    expect(redemptions(code)).toBe(1)
  })

  it('an anonymous cart shows the discount; becoming a customer with an earlier order takes it away', async () => {
    const returning = await customer(t)
    await fill(t, returning, [['GW-TEAK-OIL']])
    expect((await returning.order()).status).toBe(200)
    const code = await subscribe(null, uniqueEmail('vorab'))

    // nobody known yet: the discount shows, to be decided once a customer is
    const s = withOrder(shopper(t))
    await fill(t, s, [['GW-TEAK-OIL']])
    expect(lines((await enter(s, code)).body, 'promotion')).toHaveLength(1)
    const registered = await s.send('POST', '/account/register', {
      body: registration({ guest: true, password: undefined, email: await emailOf(returning) }),
    })
    expect(registered.status).toBe(200)
    const read = await s.cart()
    expect(errorKeys(read)).toContain('promotion-first-order-only')
    expect(lines(read, 'promotion')).toHaveLength(0)
  })
})

describe('one code per address and per customer', () => {
  it('subscribing again after unsubscribing mails the same code', async () => {
    const email = uniqueEmail('zurueck')
    const code = await subscribe(null, email)
    await call(t, 'POST', '/newsletter/unsubscribe', { body: { email } })
    expect(await subscribe(null, email)).toBe(code)
  })

  it('a customer subscribing a second address gets the code of the first, not a new one', async () => {
    const s = await customer(t)
    const code = await subscribe(s, await emailOf(s))
    const other = uniqueEmail('zweit')
    expect(await subscribe(s, other)).toBe(code)
    // and signed out, with a third address, after changing the account's e-mail to it
    const third = uniqueEmail('dritt')
    const changed = await s.send('POST', '/account/change-email', {
      body: { email: third, emailConfirmation: third, password: 'correct-horse-42' },
    })
    expect(changed.status).toBe(200)
    expect(await subscribe(null, third)).toBe(code)
  })
})
