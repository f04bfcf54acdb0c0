import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  customer,
  errorCodes,
  guest,
  IDS,
  withOrder,
} from './checkout-helpers.ts'
import { shopper } from './cart-helpers.ts'
import { arr, get, type JsonValue, obj, str } from './helpers.ts'
import {
  browse,
  ERROR,
  FINISH,
  handle,
  orderIdOf,
  orderWith,
  payByCard,
  transactionState,
} from './payment-helpers.ts'

let clock = Date.parse('2026-11-20T10:00:00.000Z')
let t: CartBackend
beforeAll(async () => {
  t = await cartBackend({ now: () => new Date(clock) })
})
afterAll(() => closeCartBackend(t))

describe('POST /handle-payment', () => {
  it('prepayment and invoice need no redirect: redirectUrl null, the order stays unpaid', async () => {
    const s = await customer(t)
    for (const method of [IDS.paymentPrepayment, IDS.paymentInvoice]) {
      const order = await orderWith(t, s, method)
      expect(await handle(s, orderIdOf(order))).toBeNull()
      expect(transactionState(t, orderIdOf(order))).toBe('open')
    }
  })

  it('card: the hosted page on the storefront origin, the return to finishUrl, the transaction paid', async () => {
    const s = await guest(t)
    const order = await orderWith(t, s, IDS.paymentCard, [['GW-TEAK-OIL'], ['GW-CARE-GUIDE']])
    const url = await handle(s, orderIdOf(order))
    expect(url).toMatch(/^http:\/\/localhost:3380\/demo-payment\/[A-Za-z0-9_-]{32}$/)
    const page = await browse(t, url ?? '')
    expect(page.status).toBe(200)
    const paid = await payByCard(t, url ?? '', {})
    expect(paid.status).toBe(302)
    expect(paid.location).toBe(FINISH)
    expect(transactionState(t, orderIdOf(order))).toBe('paid')
    const guide = arr(order, 'lineItems').find((i) => get(i, 'payload', 'productNumber') === 'GW-CARE-GUIDE')
    const access = t.db
      .prepare<[string], { access_granted: number }>(
        'SELECT access_granted FROM order_line_item_download WHERE order_line_item_id = ?',
      )
      .get(str(guide, 'id'))
    expect(access?.access_granted).toBe(1)
    const list = (await s.send('POST', '/order', { body: {} })).body
    expect(get(list, 'paymentChangeable', orderIdOf(order))).toBe(false)
    // the provider keeps brand and last four digits only; the number is nowhere in the database
    const session = t.db
      .prepare<[], { card_brand: string; card_last4: string }>(
        "SELECT card_brand, card_last4 FROM demo_payment_session WHERE status = 'approved' ORDER BY created_at DESC LIMIT 1",
      )
      .get()
    expect(session).toEqual({ card_brand: 'visa', card_last4: '4242' })
    t.db.pragma('wal_checkpoint(TRUNCATE)')
    expect(readFileSync(t.databasePath).includes('4242424242424242')).toBe(false)
    expect(readFileSync(t.databasePath).includes('4242 4242 4242 4242')).toBe(false)
  })

  it('relative finish URLs keep the payment URLs relative (same origin)', async () => {
    const s = await guest(t)
    const order = await orderWith(t, s, IDS.paymentPaypal)
    const url = await handle(s, orderIdOf(order), {
      finishUrl: '/checkout/finish',
      errorUrl: '/checkout/error',
    })
    expect(url).toMatch(/^\/demo-payment\/[A-Za-z0-9_-]{32}$/)
  })

  it('refuses return URLs off the shop’s domains: the payment return is no open redirect', async () => {
    const s = await guest(t)
    const order = await orderWith(t, s, IDS.paymentPaypal)
    for (const [key, url] of [
      ['finishUrl', 'https://elsewhere.example/finish'],
      ['errorUrl', 'http://localhost.elsewhere.example/error'],
      ['finishUrl', '//elsewhere.example/finish'],
      ['errorUrl', '/\\elsewhere.example/error'],
    ] as const) {
      const res = await s.send('POST', '/handle-payment', { body: { orderId: orderIdOf(order), [key]: url } })
      expect(res.status, url).toBe(400)
      expect(errorCodes(res)).toEqual(['VIOLATION::INVALID_URL_ERROR'])
      expect(get(res.body, 'errors', 0, 'source', 'pointer')).toBe(`/${key}`)
    }
    expect(transactionState(t, orderIdOf(order))).toBe('open')
  })

  it('refuses what Shopware refuses: no order, a foreign order, a paid order, bad input', async () => {
    const owner = await customer(t)
    const order = await orderWith(t, owner, IDS.paymentCard)
    const other = await customer(t)
    const foreign = await other.send('POST', '/handle-payment', { body: { orderId: orderIdOf(order) } })
    expect(foreign.status).toBe(404)
    expect(errorCodes(foreign)).toEqual(['CHECKOUT__INVALID_ORDER_ID'])
    const missing = await owner.send('POST', '/handle-payment', { body: {} })
    expect(missing.status).toBe(400)
    expect(get(missing.body, 'errors', 0, 'source', 'pointer')).toBe('/orderId')
    const malformed = await owner.send('POST', '/handle-payment', { body: { orderId: 'abc' } })
    expect(errorCodes(malformed)).toEqual(['FRAMEWORK__INVALID_UUID'])
    const script = await owner.send('POST', '/handle-payment', {
      body: { orderId: orderIdOf(order), finishUrl: 'javascript:alert(1)', errorUrl: 42 },
    })
    expect(errorCodes(script)).toEqual(['VIOLATION::INVALID_URL_ERROR', 'VIOLATION::INVALID_TYPE_ERROR'])
    const anonymous = await shopper(t).send('POST', '/handle-payment', {
      body: { orderId: orderIdOf(order) },
    })
    expect(anonymous.status).toBe(403)
    await payByCard(t, (await handle(owner, orderIdOf(order))) ?? '', {})
    const paid = await owner.send('POST', '/handle-payment', { body: { orderId: orderIdOf(order) } })
    expect(errorCodes(paid)).toEqual(['CHECKOUT__INVALID_ORDER_ID'])
  })
})

describe('failed, cancelled and expired payments, and the retry', () => {
  it('a declined card fails the transaction and returns to errorUrl; a retry with the same method pays', async () => {
    const s = await customer(t)
    const order = await orderWith(t, s, IDS.paymentCard)
    const declined = await payByCard(t, (await handle(s, orderIdOf(order))) ?? '', {
      number: '4000 0000 0000 0002',
    })
    expect(declined.location).toBe(`${ERROR}&error-code=CHECKOUT__ASYNC_PAYMENT_FINALIZE_INTERRUPTED`)
    expect(transactionState(t, orderIdOf(order))).toBe('failed')
    // the failed transaction is not payable until the method is set again (reopened)
    const blocked = await s.send('POST', '/handle-payment', { body: { orderId: orderIdOf(order) } })
    expect(errorCodes(blocked)).toEqual(['CHECKOUT__INVALID_ORDER_ID'])
    const again = await s.send('POST', '/order/payment', {
      body: { orderId: orderIdOf(order), paymentMethodId: IDS.paymentCard },
    })
    expect(again.body).toEqual({ success: true })
    expect(transactionState(t, orderIdOf(order))).toBe('open')
    const paid = await payByCard(t, (await handle(s, orderIdOf(order))) ?? '', { number: '5555555555554444' })
    expect(paid.location).toBe(FINISH)
    const refused = await s.send('POST', '/order/payment', {
      body: { orderId: orderIdOf(order), paymentMethodId: IDS.paymentPrepayment },
    })
    expect(refused.status).toBe(400)
    expect(errorCodes(refused)).toEqual(['CHECKOUT__ORDER_ORDER_ALREADY_PAID'])
    expect(get(refused.body, 'errors', 0, 'meta', 'parameters', 'orderNumber')).toBe(
      str(order, 'orderNumber'),
    )
  })

  it('PayPal: cancel returns with CUSTOMER_CANCELED and cancels the transaction; approve pays', async () => {
    const s = await guest(t)
    const order = await orderWith(t, s, IDS.paymentPaypal)
    const url = (await handle(s, orderIdOf(order))) ?? ''
    const cancelled = await browse(t, url, { action: 'cancel' })
    expect(cancelled.status).toBe(303)
    const back = await browse(t, cancelled.headers.get('location') ?? '')
    expect(back.headers.get('location')).toBe(
      `${ERROR}&error-code=CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT`,
    )
    expect(transactionState(t, orderIdOf(order))).toBe('cancelled')
    await s.send('POST', '/order/payment', {
      body: { orderId: orderIdOf(order), paymentMethodId: IDS.paymentPaypal },
    })
    const next = (await handle(s, orderIdOf(order))) ?? ''
    const approved = await browse(t, next, { action: 'approve' })
    const finished = await browse(t, approved.headers.get('location') ?? '')
    expect(finished.headers.get('location')).toBe(FINISH)
    expect(transactionState(t, orderIdOf(order))).toBe('paid')
    // returning once more (reload) lands on finishUrl again; the page itself only leads back
    expect((await browse(t, approved.headers.get('location') ?? '')).headers.get('location')).toBe(FINISH)
    expect((await browse(t, next)).text).toContain('Diese Zahlung ist abgeschlossen')
  })

  it('an expired payment link leaves the order open and returns with PAYMENT_TOKEN_EXPIRED', async () => {
    const s = await guest(t)
    const order = await orderWith(t, s, IDS.paymentCard)
    const url = (await handle(s, orderIdOf(order))) ?? ''
    clock += 31 * 60_000
    try {
      expect((await browse(t, url)).text).toContain('Diese Zahlungsseite ist abgelaufen')
      const submitted = await browse(t, url, { action: 'pay', name: 'A', number: '4242424242424242' })
      const back = await browse(t, submitted.headers.get('location') ?? '')
      expect(back.headers.get('location')).toBe(`${ERROR}&error-code=CHECKOUT__PAYMENT_TOKEN_EXPIRED`)
      expect(transactionState(t, orderIdOf(order))).toBe('open')
    } finally {
      clock -= 31 * 60_000
    }
  })

  it('an unknown or missing return token is an error page, not a redirect', async () => {
    const unknown = await browse(t, '/payment/finalize-transaction?_sw_payment_token=nope', undefined, {
      'accept-language': 'en-GB,en;q=0.8',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.text).toContain('The payment could not be completed')
    expect(unknown.text).toContain('CHECKOUT__INVALID_PAYMENT_TOKEN')
    expect((await browse(t, '/payment/finalize-transaction')).status).toBe(400)
  })
})

describe('POST /order/payment', () => {
  it('switches an unpaid order to another method: the open transaction is cancelled, a new one opens', async () => {
    const s = await customer(t)
    const order = await orderWith(t, s, IDS.paymentCard)
    const res = await s.send('POST', '/order/payment', {
      body: { orderId: orderIdOf(order), paymentMethodId: IDS.paymentPrepayment },
    })
    expect(res.body).toEqual({ success: true })
    const rows = t.db
      .prepare<[string], { payment_method_id: string; state: string }>(
        'SELECT payment_method_id, state FROM order_transaction WHERE order_id = ? ORDER BY created_at',
      )
      .all(orderIdOf(order))
    expect(rows).toEqual([
      { payment_method_id: IDS.paymentCard, state: 'cancelled' },
      { payment_method_id: IDS.paymentPrepayment, state: 'open' },
    ])
    const listed = obj((await s.send('POST', '/order', { body: {} })).body, 'orders', 'elements', 0)
    expect(str(listed, 'primaryOrderTransaction', 'paymentMethodId')).toBe(IDS.paymentPrepayment)
    expect(await handle(s, orderIdOf(order))).toBeNull()
  })

  it('refuses a malformed id, another customer’s order, an unknown method and invoice for a guest', async () => {
    const s = await guest(t)
    const order = await orderWith(t, s, IDS.paymentCard)
    const id = orderIdOf(order)
    const pay = (body: Record<string, unknown>, who = s) => who.send('POST', '/order/payment', { body })
    const malformed = await pay({ orderId: 'x', paymentMethodId: IDS.paymentCard })
    expect(malformed.status).toBe(400)
    expect(errorCodes(malformed)).toEqual(['FRAMEWORK__INVALID_UUID'])
    expect(errorCodes(await pay({ orderId: id, paymentMethodId: 'nope' }))).toEqual([
      'FRAMEWORK__INVALID_UUID',
    ])
    const foreign = await pay({ orderId: id, paymentMethodId: IDS.paymentCard }, await customer(t))
    expect(foreign.status).toBe(404)
    expect(errorCodes(foreign)).toEqual(['CHECKOUT__ORDER_ORDER_NOT_FOUND'])
    const unknown = await pay({ orderId: id, paymentMethodId: 'c'.repeat(32) })
    expect(unknown.status).toBe(400)
    expect(errorCodes(unknown)).toEqual(['CHECKOUT__UNKNOWN_PAYMENT_METHOD'])
    expect(errorCodes(await pay({ orderId: id, paymentMethodId: IDS.paymentInvoice }))).toEqual([
      'CHECKOUT__UNKNOWN_PAYMENT_METHOD',
    ])
    const anonymous = await withOrder(shopper(t)).send('POST', '/order/payment', {
      body: { orderId: id, paymentMethodId: IDS.paymentCard },
    })
    expect(anonymous.status).toBe(403)
  })

  it('a cancelled order cannot change its payment method (403)', async () => {
    const s = await customer(t)
    const order = await orderWith(t, s, IDS.paymentCard)
    t.db.prepare("UPDATE orders SET state = 'cancelled' WHERE id = ?").run(orderIdOf(order))
    const res = await s.send('POST', '/order/payment', {
      body: { orderId: orderIdOf(order), paymentMethodId: IDS.paymentPaypal },
    })
    expect(res.status).toBe(403)
    expect(errorCodes(res)).toEqual(['CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE'])
  })
})

describe('return URLs and the finalize link (no open redirect, no 500)', () => {
  it('refuses control characters, whitespace, encoded controls and redirect tricks in finishUrl and errorUrl', async () => {
    const s = await guest(t)
    const order = await orderWith(t, s, IDS.paymentPaypal)
    for (const url of [
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/checkout/finish\r\nSet-Cookie: a=b',
      '/checkout/finish\u2028',
      '/checkout/finish\u2029x',
      ' /checkout/finish',
      '/checkout/ finish',
      '/checkout/finish\u00a0',
      '/checkout/\u202efinish',
      '/%09/evil.example/x',
      '/checkout/finish%0d%0aSet-Cookie:%20a=b',
      '/%2F%2Fevil.example/x',
      '/.//evil.example/x',
      '/%5Cevil.example/x',
      '\\\\evil.example/x',
      '/checkout\\..\\..\\/evil.example',
      'http://localhost:3380\t/checkout/finish',
      'http://user:pass@localhost:3380/checkout/finish',
      'https://localhost:3380@evil.example/x',
      'http:evil.example/x',
      'checkout/finish',
      `/checkout/finish?${'a'.repeat(2100)}`,
    ]) {
      for (const key of ['finishUrl', 'errorUrl'] as const) {
        const res = await s.send('POST', '/handle-payment', {
          body: { orderId: orderIdOf(order), [key]: url },
        })
        expect(res.status, JSON.stringify(url)).toBe(400)
        expect(errorCodes(res)).toEqual(['VIOLATION::INVALID_URL_ERROR'])
        expect(get(res.body, 'errors', 0, 'source', 'pointer')).toBe(`/${key}`)
      }
    }
    expect(transactionState(t, orderIdOf(order))).toBe('open')
  })

  it('keeps a same-origin path as its normalised path', async () => {
    const s = await guest(t)
    const order = await orderWith(t, s, IDS.paymentPaypal)
    const url = await handle(s, orderIdOf(order), {
      finishUrl: '/checkout/./finish?order=1#top',
      errorUrl: ERROR,
    })
    const approved = await browse(t, url ?? '', { action: 'approve' })
    const back = await browse(t, approved.headers.get('location') ?? '')
    expect(back.headers.get('location')).toBe('/checkout/finish?order=1#top')
  })

  it('a finalize link leads back only while its token is valid; afterwards it is an error page', async () => {
    const s = await guest(t)
    const order = await orderWith(t, s, IDS.paymentPaypal)
    const url = (await handle(s, orderIdOf(order))) ?? ''
    const approved = await browse(t, url, { action: 'approve' })
    const finalize = approved.headers.get('location') ?? ''
    expect((await browse(t, finalize)).headers.get('location')).toBe(FINISH)
    // a reload soon after still lands on the finish page
    expect((await browse(t, finalize)).headers.get('location')).toBe(FINISH)
    clock += 31 * 60_000
    try {
      const late = await browse(t, finalize)
      expect(late.status).toBe(400)
      expect(late.headers.get('location')).toBeNull()
      expect(late.text).toContain('CHECKOUT__PAYMENT_TOKEN_EXPIRED')
    } finally {
      clock -= 31 * 60_000
    }
    expect(transactionState(t, orderIdOf(order))).toBe('paid')
  })

  it('a stored return URL that is not safe never becomes a Location (no 500 after the payment was written)', async () => {
    const s = await guest(t)
    const order = await orderWith(t, s, IDS.paymentPaypal)
    const url = (await handle(s, orderIdOf(order))) ?? ''
    // as if written before the URLs were checked
    t.db
      .prepare(
        `UPDATE payment_token SET finish_url = ?, error_url = ? WHERE order_transaction_id IN
         (SELECT id FROM order_transaction WHERE order_id = ?)`,
      )
      .run('/\n/evil.example/x', '/\t/evil.example/y', orderIdOf(order))
    const approved = await browse(t, url, { action: 'approve' })
    const back = await browse(t, approved.headers.get('location') ?? '')
    expect(back.status).not.toBe(500)
    expect(back.headers.get('location')).toBeNull()
    expect(transactionState(t, orderIdOf(order))).toBe('paid')
  })
})

/** The order's transactions, oldest first, as method:state. */
function transactionsOf(orderId: string): string[] {
  const names: Record<string, string> = { [IDS.paymentCard]: 'card', [IDS.paymentPrepayment]: 'prepayment' }
  return t.db
    .prepare<[string], { payment_method_id: string; state: string }>(
      'SELECT payment_method_id, state FROM order_transaction WHERE order_id = ? ORDER BY created_at, rowid',
    )
    .all(orderId)
    .map((r) => `${names[r.payment_method_id] ?? r.payment_method_id}:${r.state}`)
}

function guideDownload(order: JsonValue): string {
  const guide = arr(order, 'lineItems').find((i) => get(i, 'payload', 'productNumber') === 'GW-CARE-GUIDE')
  return (
    t.db
      .prepare<[string], { id: string }>(
        'SELECT id FROM order_line_item_download WHERE order_line_item_id = ?',
      )
      .get(str(guide, 'id'))?.id ?? ''
  )
}

describe('a payment session belongs to one transaction; a paid order is never cancelled', () => {
  it('the probe’s sequence: an older session cannot pay, so the cancelled order holds nothing paid', async () => {
    const s = await customer(t)
    const order = await orderWith(t, s, IDS.paymentCard, [['GW-TEAK-OIL'], ['GW-CARE-GUIDE']])
    const id = orderIdOf(order)
    const first = (await handle(s, id)) ?? ''
    const second = (await handle(s, id)) ?? ''
    // the second handle-payment replaced the first session: its page only leads back
    const declined = await payByCard(t, first, { number: '4000 0000 0000 0002' })
    expect(declined.status).toBe(410)
    const switched = await s.send('POST', '/order/payment', {
      body: { orderId: id, paymentMethodId: IDS.paymentPrepayment },
    })
    expect(switched.body).toEqual({ success: true })
    // the switch cancelled the card transaction and with it the second session
    const paid = await payByCard(t, second, {})
    expect(paid.status).toBe(410)
    expect(transactionsOf(id)).toEqual(['card:cancelled', 'prepayment:open'])
    const cancelled = await s.send('POST', '/order/state/cancel', { body: { orderId: id } })
    expect(cancelled.status).toBe(200)
    expect(transactionsOf(id).some((x) => x.endsWith(':paid'))).toBe(false)
    const file = await s.send('GET', `/order/download/${id}/${guideDownload(order)}`)
    expect(file.status).toBe(404)
  })

  it('a new handle-payment ends the previous session; its return link pays nothing', async () => {
    const s = await guest(t)
    const order = await orderWith(t, s, IDS.paymentPaypal)
    const id = orderIdOf(order)
    const first = (await handle(s, id)) ?? ''
    const second = (await handle(s, id)) ?? ''
    expect((await browse(t, first)).text).toContain('Diese Zahlung ist abgeschlossen')
    expect((await browse(t, first, { action: 'approve' })).status).toBe(410)
    // even if the provider had approved it, the replaced session's token no longer pays
    const session = new URL(first).pathname.split('/').at(-1) ?? ''
    t.db.prepare("UPDATE demo_payment_session SET status = 'approved' WHERE id = ?").run(session)
    const returnUrl =
      t.db
        .prepare<[string], { return_url: string }>('SELECT return_url FROM demo_payment_session WHERE id = ?')
        .get(session)?.return_url ?? ''
    const back = await browse(t, returnUrl)
    expect(back.headers.get('location')).toBe(`${ERROR}&error-code=CHECKOUT__PAYMENT_TOKEN_INVALIDATED`)
    expect(transactionState(t, id)).toBe('open')
    const approved = await browse(t, second, { action: 'approve' })
    expect((await browse(t, approved.headers.get('location') ?? '')).headers.get('location')).toBe(FINISH)
    expect(transactionState(t, id)).toBe('paid')
  })

  it('finalize pays only the order’s current transaction', async () => {
    const s = await customer(t)
    const order = await orderWith(t, s, IDS.paymentCard)
    const id = orderIdOf(order)
    const url = (await handle(s, id)) ?? ''
    const session = new URL(url).pathname.split('/').at(-1) ?? ''
    const returnUrl =
      t.db
        .prepare<[string], { return_url: string }>('SELECT return_url FROM demo_payment_session WHERE id = ?')
        .get(session)?.return_url ?? ''
    await s.send('POST', '/order/payment', { body: { orderId: id, paymentMethodId: IDS.paymentPrepayment } })
    // as if the provider had approved, the token had survived the switch and the replaced card
    // transaction had been left failed (a switch does not touch a failed one): failed → paid is a
    // transition Shopware allows, but not for a transaction the order no longer pays with
    t.db.prepare("UPDATE demo_payment_session SET status = 'approved' WHERE id = ?").run(session)
    t.db.prepare('UPDATE payment_token SET used_at = NULL WHERE provider_reference = ?').run(session)
    t.db
      .prepare("UPDATE order_transaction SET state = 'failed' WHERE order_id = ? AND payment_method_id = ?")
      .run(id, IDS.paymentCard)
    const back = await browse(t, returnUrl)
    expect(back.headers.get('location')).toBe(
      `${ERROR}&error-code=CHECKOUT__ASYNC_PAYMENT_FINALIZE_INTERRUPTED`,
    )
    expect(transactionsOf(id)).toEqual(['card:failed', 'prepayment:open'])
  })

  it('refuses to cancel or to change the method while any transaction holds money', async () => {
    const s = await customer(t)
    const order = await orderWith(t, s, IDS.paymentCard, [['GW-TEAK-OIL'], ['GW-CARE-GUIDE']])
    const id = orderIdOf(order)
    await payByCard(t, (await handle(s, id)) ?? '', {})
    // an older paid transaction behind a newer open one (written before this rule)
    t.db
      .prepare(
        `INSERT INTO order_transaction (id, order_id, payment_method_id, state, amount, created_at)
         SELECT lower(hex(randomblob(16))), order_id, ?, 'open', amount, '2999-01-01T00:00:00.000Z'
         FROM order_transaction WHERE order_id = ?`,
      )
      .run(IDS.paymentPrepayment, id)
    expect(transactionsOf(id)).toEqual(['card:paid', 'prepayment:open'])
    const cancel = await s.send('POST', '/order/state/cancel', { body: { orderId: id } })
    expect(cancel.status).toBe(400)
    expect(errorCodes(cancel)).toEqual(['GARTENWERK__ORDER_NOT_CANCELLABLE'])
    expect(get(cancel.body, 'errors', 0, 'meta', 'parameters', 'reason')).toBe('paid')
    for (const method of [IDS.paymentPrepayment, IDS.paymentCard]) {
      const change = await s.send('POST', '/order/payment', {
        body: { orderId: id, paymentMethodId: method },
      })
      expect(change.status).toBe(400)
      expect(errorCodes(change)).toEqual(['CHECKOUT__ORDER_ORDER_ALREADY_PAID'])
    }
    const again = await s.send('POST', '/handle-payment', { body: { orderId: id } })
    expect(errorCodes(again)).toEqual(['CHECKOUT__INVALID_ORDER_ID'])
    expect(transactionsOf(id)).toEqual(['card:paid', 'prepayment:open'])
    const file = await t.request(`/store-api/order/download/${id}/${guideDownload(order)}`, {
      headers: { 'sw-context-token': s.token ?? '' },
    })
    expect(file.status).toBe(200)
  })

  it('serves a download only for a paid order that is not cancelled', async () => {
    const s = await customer(t)
    const order = await orderWith(t, s, IDS.paymentCard, [['GW-TEAK-OIL'], ['GW-CARE-GUIDE']])
    const id = orderIdOf(order)
    await payByCard(t, (await handle(s, id)) ?? '', {})
    const path = `/store-api/order/download/${id}/${guideDownload(order)}`
    const headers = { 'sw-context-token': s.token ?? '' }
    expect((await t.request(path, { headers })).status).toBe(200)
    // cancelled by the merchant (or before this rule): the file is gone, whatever the grant says
    t.db.prepare("UPDATE orders SET state = 'cancelled' WHERE id = ?").run(id)
    const cancelled = await s.send('GET', `/order/download/${id}/${guideDownload(order)}`)
    expect(cancelled.status).toBe(404)
    expect(errorCodes(cancelled)).toEqual(['CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND'])
    // open again but the payment refunded: a grant left behind is not enough
    t.db.prepare("UPDATE orders SET state = 'open' WHERE id = ?").run(id)
    t.db.prepare("UPDATE order_transaction SET state = 'refunded' WHERE order_id = ?").run(id)
    expect((await t.request(path, { headers })).status).toBe(404)
  })
})
