import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorKeys, errorOf, lines, shopper } from './cart-helpers.ts'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  customer,
  errorCodes,
  fill,
  guest,
  IDS,
  stockOf,
  withOrder,
} from './checkout-helpers.ts'
import { arr, get, type JsonValue, num, obj, str } from './helpers.ts'

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

const count = (table: string) =>
  t.db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n ?? 0
const state = (order: JsonValue | undefined, ...path: (string | number)[]) =>
  str(order, ...path, 'stateMachineState', 'technicalName')

describe('POST /checkout/order', () => {
  it('turns a guest cart into an open order with everything Shopware writes', async () => {
    const s = await guest(t, {
      shippingAddress: { countryId: IDS.countryDe, street: 'Gartenweg 7', zipcode: '80331', city: 'München' },
    })
    await s.context({ paymentMethodId: IDS.paymentPrepayment })
    const oil = stockOf(t, 'GW-TEAK-OIL')
    const cart = (await fill(t, s, [['GW-TEAK-OIL', 3], ['GW-CARE-GUIDE']])).body
    const res = await s.order({ customerComment: '  Bitte beim Nachbarn abgeben.  ', campaignCode: 'SPRING' })
    expect(res.status).toBe(200)
    const order = res.body
    expect(str(order, 'orderNumber')).toMatch(/^\d{5,}$/)
    expect(str(order, 'deepLinkCode')).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(state(order)).toBe('open')
    expect(state(order, 'transactions', 0)).toBe('open')
    expect(state(order, 'deliveries', 0)).toBe('open')
    expect(get(order, 'price')).toEqual(get(cart, 'price'))
    expect(num(order, 'amountTotal')).toBe(num(cart, 'price', 'totalPrice'))
    expect(str(order, 'customerComment')).toBe('Bitte beim Nachbarn abgeben.')
    expect(str(order, 'campaignCode')).toBe('SPRING')
    expect(str(order, 'transactions', 0, 'paymentMethod', 'id')).toBe(IDS.paymentPrepayment)
    expect(str(order, 'deliveries', 0, 'shippingOrderAddress', 'city')).toBe('München')
    expect(str(order, 'billingAddress', 'city')).toBe('Berlin')
    const items = arr(order, 'lineItems')
    expect(items.map((i) => get(i, 'label'))).toEqual(lines(cart).map((l) => l.label))
    expect(num(items[0], 'quantity')).toBe(3)
    expect(num(items[0], 'totalPrice')).toBe(num(lines(cart)[0], 'price', 'totalPrice'))
    const guide = items.find((i) => get(i, 'payload', 'productNumber') === 'GW-CARE-GUIDE')
    expect(get(guide, 'downloads', 0, 'accessGranted')).toBe(false)
    // stock taken, cart emptied
    expect(stockOf(t, 'GW-TEAK-OIL')).toEqual({ stock: oil.stock - 3, available: oil.available - 3 })
    expect(lines(await s.cart())).toHaveLength(0)
  })

  it('writes the confirmation in the order language with the bank details and the deep link', async () => {
    const s = await guest(t, {}, { 'sw-language-id': IDS.languageEn })
    await s.context({ paymentMethodId: IDS.paymentPrepayment, languageId: IDS.languageEn })
    await fill(t, s, [['GW-TEAK-OIL']])
    const order = (await s.order()).body
    const email = str(order, 'orderCustomer', 'email')
    const mail = t.backend
      .listOutbox(50)
      .find((m) => m.recipient === email && m.template === 'order.confirmation')
    expect(mail?.locale).toBe('en-GB')
    expect(mail?.subject).toBe(`Your order ${str(order, 'orderNumber')} at Gartenwerk`)
    expect(mail?.text).toContain('IBAN: DE89 3704 0044 0532 0130 00')
    expect(mail?.text).toContain(`Payment reference: ${str(order, 'orderNumber')}`)
    expect(mail?.links).toEqual([`http://en.localhost:3000/order/${str(order, 'deepLinkCode')}`])
  })

  it('lists the new order in the account with its states and as payment-changeable', async () => {
    const s = await customer(t)
    await fill(t, s, [['GW-TEAK-OIL']])
    const placed = (await s.order()).body
    const list = (await s.send('POST', '/order', { body: {} })).body
    const first = obj(list, 'orders', 'elements', 0)
    expect(first.id).toBe(get(placed, 'id'))
    expect(state(first, 'transactions', -1)).toBe('open')
    expect(get(list, 'paymentChangeable', str(placed, 'id'))).toBe(true)
    const row = t.db
      .prepare<[string], { last_payment_method_id: string }>(
        'SELECT last_payment_method_id FROM customer WHERE id = ?',
      )
      .get(str(placed, 'orderCustomer', 'customerId'))
    expect(row?.last_payment_method_id).toBe(IDS.paymentCard)
  })

  it('refuses an empty cart (400 CHECKOUT__CART_EMPTY) and an anonymous context (403)', async () => {
    const s = await guest(t)
    const empty = await s.order()
    expect(empty.status).toBe(400)
    expect(errorCodes(empty)).toEqual(['CHECKOUT__CART_EMPTY'])
    const anonymous = withOrder(shopper(t))
    await fill(t, anonymous, [['GW-TEAK-OIL']])
    const refused = await anonymous.order()
    expect(refused.status).toBe(403)
    expect(errorCodes(refused)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
  })

  it('refuses a bad text field with a 400 and writes nothing', async () => {
    const s = await guest(t)
    await fill(t, s, [['GW-TEAK-OIL']])
    const before = count('orders')
    const res = await s.order({ customerComment: { text: 'x' } })
    expect(res.status).toBe(400)
    expect(errorCodes(res)).toEqual(['FRAMEWORK__INVALID_REQUEST_PARAMETER'])
    expect(count('orders')).toBe(before)
  })

  it('a method that became unavailable since the shopper looked blocks the order; the next cart read explains', async () => {
    const s = await guest(t)
    await fill(t, s, [['GW-TEAK-OIL']])
    // chosen without reading the cart again: invoice is not for guests
    await s.context({ paymentMethodId: IDS.paymentInvoice })
    const before = { orders: count('orders'), stock: stockOf(t, 'GW-TEAK-OIL') }
    const refused = await s.order()
    expect(refused.status).toBe(400)
    expect(errorCodes(refused)).toEqual(['CHECKOUT__CART_INVALID'])
    expect(get(refused.body, 'errors', 0, 'meta', 'parameters', 'errorCount')).toBe(1)
    expect(count('orders')).toBe(before.orders)
    expect(stockOf(t, 'GW-TEAK-OIL')).toEqual(before.stock)
    const cart = await s.cart()
    expect(errorOf(cart, 'payment-method-changed')?.parameters).toMatchObject({
      oldPaymentMethodName: 'Rechnung',
    })
    expect(lines(cart)).toHaveLength(1)
    const placed = await s.order()
    expect(placed.status).toBe(200)
    expect(str(placed.body, 'transactions', 0, 'paymentMethodId')).toBe(IDS.paymentCard)
  })

  it('two concurrent order requests for one cart give one order', async () => {
    const s = await guest(t)
    await fill(t, s, [['GW-TEAK-OIL', 2]])
    const before = count('orders')
    const answers = await Promise.all([s.order(), s.order(), s.order()])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400])
    for (const a of answers.filter((x) => x.status === 400))
      expect(errorCodes(a)).toEqual(['CHECKOUT__CART_EMPTY'])
    expect(count('orders')).toBe(before + 1)
  })
})

describe('single-use promotion codes', () => {
  const redemptions = () =>
    t.db.prepare<[], { order_count: number }>("SELECT order_count FROM promotion WHERE code = 'GIFT25'").get()
      ?.order_count

  it('GIFT25 is redeemed by one order only: later carts no longer find it', async () => {
    const first = await guest(t)
    const second = await guest(t)
    for (const s of [first, second]) {
      await fill(t, s, [['GW-TEAK-OIL', 4]])
      const res = await s.add([{ type: 'promotion', referencedId: 'GIFT25' }])
      expect(lines(res.body, 'promotion')).toHaveLength(1)
    }
    const orders = count('orders')
    const placed = await first.order()
    expect(placed.status).toBe(200)
    const promotion = arr(placed.body, 'lineItems').find((i) => get(i, 'type') === 'promotion')
    expect(num(promotion, 'totalPrice')).toBe(-25)
    expect(get(promotion, 'payload', 'code')).toBe('GIFT25')
    expect(redemptions()).toBe(1)
    // the second shopper entered it before: the order is refused, the cart read drops the code
    const refused = await second.order()
    expect(errorCodes(refused)).toEqual(['CHECKOUT__CART_INVALID'])
    expect(str(refused.body, 'errors', 0, 'detail')).toContain('promotion-not-found')
    expect(count('orders')).toBe(orders + 1)
    expect(errorKeys(await second.cart())).toContain('promotion-not-found')
    expect(lines(await second.cart(), 'promotion')).toHaveLength(0)
    const third = await guest(t)
    await fill(t, third, [['GW-TEAK-OIL']])
    expect(errorKeys((await third.add([{ type: 'promotion', referencedId: 'GIFT25' }])).body)).toContain(
      'promotion-not-found',
    )
  })
})
