import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  customer,
  fill,
  guest,
  IDS,
} from './checkout-helpers.ts'
import { productId, shopper } from './cart-helpers.ts'
import { arr, num, str } from './helpers.ts'
import { orderWith } from './payment-helpers.ts'

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

const CLOSEOUT = 'GW-SIRMIONE.1'

function row(number: string) {
  const r = t.db
    .prepare<[string], { stock: number; available_stock: number; available: number }>(
      'SELECT stock, available_stock, available FROM product WHERE product_number = ?',
    )
    .get(number)
  if (!r) throw new Error(`no product ${number}`)
  return r
}

/** What a second shopper's cart makes of `quantity` pieces of the product. */
async function tryToBuy(number: string, quantity: number) {
  const other = shopper(t)
  const id = productId(t.db, number)
  const res = await other.add([{ id, referencedId: id, type: 'product', quantity }])
  expect(res.status).toBe(200)
  const line = arr(res.body, 'lineItems').find((l) => str(l, 'referencedId') === id)
  const errors = Object.keys((res.body as { errors?: Record<string, unknown> }).errors ?? {})
  return { quantity: line ? num(line, 'quantity') : 0, errors }
}

describe('stock on cancellation', () => {
  it('a sold-out closeout is unavailable after the order and buyable again once the order is cancelled', async () => {
    t.db.prepare('UPDATE product SET stock = 2, available_stock = 2 WHERE product_number = ?').run(CLOSEOUT)
    const s = await customer(t)
    const order = await orderWith(t, s, IDS.paymentPrepayment, [
      [CLOSEOUT, 2],
      ['GW-TEAK-OIL', 3],
    ])
    const oil = row('GW-TEAK-OIL')
    expect(row(CLOSEOUT)).toEqual({ stock: 0, available_stock: 0, available: 0 })
    const soldOut = await tryToBuy(CLOSEOUT, 1)
    expect(soldOut.quantity).toBe(0)
    expect(soldOut.errors.some((e) => e.startsWith('product-out-of-stock'))).toBe(true)
    const detail = await shopper(t).send('POST', `/product/${productId(t.db, CLOSEOUT)}`, {
      template: '/product/{productId}',
    })
    expect((detail.body as { product: { available: boolean } }).product.available).toBe(false)

    const res = await s.send('POST', '/order/state/cancel', { body: { orderId: str(order, 'id') } })
    expect(res.status).toBe(200)
    expect(row(CLOSEOUT)).toEqual({ stock: 2, available_stock: 2, available: 1 })
    expect(row('GW-TEAK-OIL')).toEqual({
      stock: oil.stock + 3,
      available_stock: oil.available_stock + 3,
      available: 1,
    })
    const again = await tryToBuy(CLOSEOUT, 2)
    expect(again).toEqual({ quantity: 2, errors: [] })
    const back = await shopper(t).send('POST', `/product/${productId(t.db, CLOSEOUT)}`, {
      template: '/product/{productId}',
    })
    expect((back.body as { product: { available: boolean; availableStock: number } }).product).toMatchObject({
      available: true,
      availableStock: 2,
    })
  })

  it('gives the stock back once, however often the cancellation is sent, and a guest’s order too', async () => {
    const g = await guest(t)
    const before = row('GW-TEAK-OIL').stock
    await fill(t, g, [['GW-TEAK-OIL', 4]])
    const placed = await g.order()
    expect(placed.status).toBe(200)
    const orderId = str(placed.body, 'id')
    expect(row('GW-TEAK-OIL').stock).toBe(before - 4)
    const [first, second] = await Promise.all([
      g.send('POST', '/order/state/cancel', { body: { orderId } }),
      g.send('POST', '/order/state/cancel', { body: { orderId } }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 400])
    expect(row('GW-TEAK-OIL').stock).toBe(before)
  })

  it('leaves the stock alone when the cancellation is refused', async () => {
    const s = await customer(t)
    const order = await orderWith(t, s, IDS.paymentPrepayment, [['GW-TEAK-OIL', 2]])
    t.db.prepare("UPDATE order_transaction SET state = 'paid' WHERE order_id = ?").run(str(order, 'id'))
    const before = row('GW-TEAK-OIL')
    const res = await s.send('POST', '/order/state/cancel', { body: { orderId: str(order, 'id') } })
    expect(res.status).toBe(400)
    expect(row('GW-TEAK-OIL')).toEqual(before)
  })
})
