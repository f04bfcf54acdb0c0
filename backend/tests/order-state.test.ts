import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import withdrawalSchema from '../order-state/withdrawal.schema.json' with { type: 'json' }
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  customer,
  errorCodes,
  guest,
  IDS,
  type Shopper,
} from './checkout-helpers.ts'
import { shopper } from './cart-helpers.ts'
import { arr, type JsonValue, str } from './helpers.ts'
import { orderWith } from './payment-helpers.ts'

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

const ajv = new Ajv2020({ strict: false })
addFormats(ajv)
const validWithdrawal = ajv.compile(withdrawalSchema)

const deepLinkFilter = (code: string) => ({
  filter: [{ type: 'equals', field: 'deepLinkCode', value: code }],
})

async function guestOrder(): Promise<{ s: Shopper; order: JsonValue }> {
  const s = await guest(t)
  const order = await orderWith(t, s, IDS.paymentPrepayment, [['GW-TEAK-OIL'], ['GW-CARE-GUIDE']])
  return { s, order }
}

describe('POST /order with a deep link code (guest access)', () => {
  it('asks a stranger for e-mail and postal code, refuses wrong ones and opens the order with the right ones', async () => {
    const { order } = await guestOrder()
    const code = str(order, 'deepLinkCode')
    const email = str(order, 'orderCustomer', 'email')
    const stranger = shopper(t)
    const none = await stranger.send('POST', '/order', { body: {} })
    expect(none.status).toBe(403)
    expect(errorCodes(none)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
    const bare = await stranger.send('POST', '/order', { body: deepLinkFilter(code) })
    expect(errorCodes(bare)).toEqual(['CHECKOUT__GUEST_NOT_AUTHENTICATED'])
    const wrongZip = await stranger.send('POST', '/order', {
      body: { ...deepLinkFilter(code), email, zipcode: '99999' },
    })
    expect(wrongZip.status).toBe(403)
    expect(errorCodes(wrongZip)).toEqual(['CHECKOUT__WRONG_GUEST_CREDENTIALS'])
    const wrongMail = await stranger.send('POST', '/order', {
      body: { ...deepLinkFilter(code), email: 'someone@example.org', zipcode: '10115' },
    })
    expect(errorCodes(wrongMail)).toEqual(['CHECKOUT__WRONG_GUEST_CREDENTIALS'])
    const wrongCode = await stranger.send('POST', '/order', {
      body: {
        ...deepLinkFilter(`${code.slice(0, -1)}${code.endsWith('x') ? 'y' : 'x'}`),
        email,
        zipcode: '10115',
      },
    })
    expect(wrongCode.status).toBe(200)
    expect(arr(wrongCode.body, 'orders', 'elements')).toEqual([])
    const ok = await stranger.send('POST', '/order', {
      body: { ...deepLinkFilter(code), email: email.toUpperCase(), zipcode: '10115' },
    })
    expect(ok.status).toBe(200)
    expect(str(ok.body, 'orders', 'elements', 0, 'orderNumber')).toBe(str(order, 'orderNumber'))
    // Without `login` the context stays anonymous: the payment routes still need a customer.
    const pay = await stranger.send('POST', '/order/payment', {
      body: { orderId: str(order, 'id'), paymentMethodId: IDS.paymentCard },
    })
    expect(errorCodes(pay)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
  })

  it('logs the guest in with `login: true`, so the order can be paid again', async () => {
    const { order } = await guestOrder()
    const stranger = shopper(t)
    const res = await stranger.send('POST', '/order', {
      body: {
        ...deepLinkFilter(str(order, 'deepLinkCode')),
        email: str(order, 'orderCustomer', 'email'),
        zipcode: '10115',
        login: true,
      },
    })
    expect(res.status).toBe(200)
    const changed = await stranger.send('POST', '/order/payment', {
      body: { orderId: str(order, 'id'), paymentMethodId: IDS.paymentCard },
    })
    expect(changed.status).toBe(200)
  })

  it('does not open a registered customer’s order by its code without their login', async () => {
    const s = await customer(t)
    const order = await orderWith(t, s, IDS.paymentPrepayment)
    const res = await shopper(t).send('POST', '/order', {
      body: {
        ...deepLinkFilter(str(order, 'deepLinkCode')),
        email: str(order, 'orderCustomer', 'email'),
        zipcode: '10115',
      },
    })
    expect(errorCodes(res)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
    const own = await s.send('POST', '/order', { body: deepLinkFilter(str(order, 'deepLinkCode')) })
    expect(arr(own.body, 'orders', 'elements')).toHaveLength(1)
  })

  it('no longer opens a deep link after 30 days', async () => {
    const { order } = await guestOrder()
    const old = '2020-01-01T00:00:00.000Z'
    t.db
      .prepare('UPDATE orders SET created_at = ?, updated_at = ? WHERE id = ?')
      .run(old, old, str(order, 'id'))
    const res = await shopper(t).send('POST', '/order', {
      body: {
        ...deepLinkFilter(str(order, 'deepLinkCode')),
        email: str(order, 'orderCustomer', 'email'),
        zipcode: '10115',
      },
    })
    expect(arr(res.body, 'orders', 'elements')).toEqual([])
  })
})

describe('POST /order/state/cancel', () => {
  it('cancels an open, unpaid order and its open payment', async () => {
    const s = await customer(t)
    const order = await orderWith(t, s, IDS.paymentPrepayment)
    const res = await s.send('POST', '/order/state/cancel', { body: { orderId: str(order, 'id') } })
    expect(res.status).toBe(200)
    expect(str(res.body, 'technicalName')).toBe('cancelled')
    const again = await s.send('POST', '/order/state/cancel', { body: { orderId: str(order, 'id') } })
    expect(errorCodes(again)).toEqual(['SYSTEM__ILLEGAL_STATE_TRANSITION'])
    const listed = await s.send('POST', '/order', { body: { ids: [str(order, 'id')] } })
    expect(
      str(listed.body, 'orders', 'elements', 0, 'transactions', 0, 'stateMachineState', 'technicalName'),
    ).toBe('cancelled')
  })

  it('refuses a paid or a shipped order with the reason, and another customer’s order as not found', async () => {
    const s = await customer(t)
    const paid = await orderWith(t, s, IDS.paymentPrepayment)
    t.db.prepare("UPDATE order_transaction SET state = 'paid' WHERE order_id = ?").run(str(paid, 'id'))
    const a = await s.send('POST', '/order/state/cancel', { body: { orderId: str(paid, 'id') } })
    expect(a.status).toBe(400)
    expect(errorCodes(a)).toEqual(['GARTENWERK__ORDER_NOT_CANCELLABLE'])
    const shipped = await orderWith(t, s, IDS.paymentPrepayment)
    t.db.prepare("UPDATE order_delivery SET state = 'shipped' WHERE order_id = ?").run(str(shipped, 'id'))
    const b = await s.send('POST', '/order/state/cancel', { body: { orderId: str(shipped, 'id') } })
    expect(b.body).toMatchObject({ errors: [{ meta: { parameters: { reason: 'shipped' } } }] })
    const other = await customer(t)
    const c = await other.send('POST', '/order/state/cancel', { body: { orderId: str(shipped, 'id') } })
    expect(c.status).toBe(404)
    const anonymous = await shopper(t).send('POST', '/order/state/cancel', {
      body: { orderId: str(shipped, 'id') },
    })
    expect(errorCodes(anonymous)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
    const bad = await s.send('POST', '/order/state/cancel', { body: { orderId: 'nope' } })
    expect(bad.status).toBe(400)
    const missing = await s.send('POST', '/order/state/cancel', { body: {} })
    expect(errorCodes(missing)).toEqual(['FRAMEWORK__INVALID_REQUEST_PARAMETER'])
  })
})

async function withdraw(body: unknown, headers: Record<string, string> = {}) {
  const res = await t.request('/store-api/gartenwerk/order/withdrawal', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as JsonValue }
}

describe('POST /gartenwerk/order/withdrawal', () => {
  it('records the withdrawal without login, excludes waived downloads and confirms by mail', async () => {
    const { order } = await guestOrder()
    const email = str(order, 'orderCustomer', 'email')
    const res = await withdraw(
      { orderNumber: str(order, 'orderNumber'), email, comment: 'Zu groß.' },
      { 'sw-language-id': IDS.languageEn },
    )
    expect(res.status).toBe(200)
    expect(validWithdrawal(res.body), JSON.stringify(validWithdrawal.errors)).toBe(true)
    expect(arr(res.body, 'lineItems').map((i) => str(i, 'label'))).toHaveLength(1)
    expect(arr(res.body, 'excludedLineItems')).toHaveLength(1)
    const mail = t.backend
      .listOutbox(50)
      .find((m) => m.recipient === email && m.template === 'order.withdrawal.received')
    expect(mail?.locale).toBe('en-GB')
    expect(mail?.subject).toContain(str(order, 'orderNumber'))
    expect(mail?.text).toMatch(/on \d{1,2} \w+ \d{4} at \d{2}:\d{2}:\d{2}/)
    expect(mail?.text).toContain('Excluded from the withdrawal')
    const rows = t.db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM order_withdrawal WHERE order_id = ?')
      .get(str(order, 'id'))
    expect(rows?.n).toBe(1)
  })

  it('keeps items named in words as they are, and still says which digital items are excluded', async () => {
    const { order } = await guestOrder()
    const email = str(order, 'orderCustomer', 'email')
    const res = await withdraw({
      orderNumber: str(order, 'orderNumber'),
      email,
      itemsDescription: 'Das Teaköl',
    })
    expect(res.status).toBe(200)
    expect(validWithdrawal(res.body)).toBe(true)
    expect(arr(res.body, 'lineItems')).toEqual([])
    expect(str(res.body, 'itemsDescription')).toBe('Das Teaköl')
    expect(arr(res.body, 'excludedLineItems')).toHaveLength(1)
    const mail = t.backend
      .listOutbox(50)
      .find((m) => m.recipient === email && m.template === 'order.withdrawal.received')
    expect(mail?.text).toContain('Von Ihnen genannte Artikel: Das Teaköl')
  })

  it('refuses a wrong e-mail or number with the same 404, and bad input with violations', async () => {
    const { order } = await guestOrder()
    const wrongMail = await withdraw({ orderNumber: str(order, 'orderNumber'), email: 'x@example.org' })
    const wrongNumber = await withdraw({ orderNumber: '1', email: str(order, 'orderCustomer', 'email') })
    expect(wrongMail).toEqual(wrongNumber)
    expect(wrongMail.status).toBe(404)
    const bad = await withdraw({ orderNumber: '', email: 'nope', lineItemIds: ['x'] })
    expect(bad.status).toBe(400)
    const pointers = (bad.body as { errors: { source: { pointer: string } }[] }).errors.map(
      (e) => e.source.pointer,
    )
    expect(pointers.sort()).toEqual(['/email', '/lineItemIds', '/orderNumber'])
    const foreignItem = await withdraw({
      orderNumber: str(order, 'orderNumber'),
      email: str(order, 'orderCustomer', 'email'),
      lineItemIds: ['0123456789abcdef0123456789abcdef'],
    })
    expect(foreignItem.status).toBe(400)
  })
})
