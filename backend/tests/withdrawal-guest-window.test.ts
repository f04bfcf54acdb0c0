import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopper } from './cart-helpers.ts'
import { type CartBackend, cartBackend, closeCartBackend, guest, IDS } from './checkout-helpers.ts'
import { arr, str } from './helpers.ts'
import { orderWith } from './payment-helpers.ts'

/**
 * The anonymous withdrawal (order number and e-mail, no postal code, no login) records a withdrawal
 * and nothing about the order itself: above all it must not renew the 30-day window in which the
 * order's deep link opens it to a guest, or anyone knowing number and address could keep an old
 * order reachable for ever, one withdrawal a month.
 */

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

const DAY_MS = 86_400_000

describe('withdrawal and the guest deep-link window', () => {
  it('a withdrawal after the window closed neither touches the order nor opens its deep link again', async () => {
    const s = await guest(t)
    const order = await orderWith(t, s, IDS.paymentPrepayment, [['GW-TEAK-OIL']])
    const id = str(order, 'id')
    const email = str(order, 'orderCustomer', 'email')
    const old = new Date(Date.now() - 31 * DAY_MS).toISOString()
    t.db.prepare('UPDATE orders SET created_at = ?, updated_at = ? WHERE id = ?').run(old, old, id)
    const open = () =>
      shopper(t).send('POST', '/order', {
        body: {
          filter: [{ type: 'equals', field: 'deepLinkCode', value: str(order, 'deepLinkCode') }],
          email,
          zipcode: '10115',
        },
      })
    expect(arr((await open()).body, 'orders', 'elements')).toEqual([])

    // a shop extension outside the official schema: sent as is (order-state.test.ts checks its own)
    const withdrawn = await t.request('/store-api/gartenwerk/order/withdrawal', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ orderNumber: str(order, 'orderNumber'), email, comment: 'Passt nicht.' }),
    })
    expect(withdrawn.status).toBe(200)

    expect(arr((await open()).body, 'orders', 'elements')).toEqual([])
    const row = t.db
      .prepare<[string], { created_at: string; updated_at: string | null }>(
        'SELECT created_at, updated_at FROM orders WHERE id = ?',
      )
      .get(id)
    expect(row).toEqual({ created_at: old, updated_at: old })
  })
})
