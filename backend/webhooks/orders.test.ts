import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  customer,
  IDS,
  productId,
} from '../tests/checkout-helpers.ts'
import { str } from '../tests/helpers.ts'
import { orderWith } from '../tests/payment-helpers.ts'
import {
  startWebhookReceiver,
  type WebhookJson,
  type WebhookReceiver,
} from '../test-support/webhook-receiver.ts'
import { LIVE_VERSION, signBody } from './payload.ts'

const SECRET = 'orders-test-secret'
const CLOSEOUT = 'GW-SIRMIONE.1'

let t: CartBackend
let receiver: WebhookReceiver
const warnings: string[] = []
beforeAll(async () => {
  receiver = await startWebhookReceiver()
  t = await cartBackend({
    webhooks: { urls: [receiver.url], secret: SECRET, shopId: null, appUrl: 'https://api.shop.example' },
    webhookDelivery: { retryDelaysMs: [20, 50, 100], warn: (message) => warnings.push(message) },
    admin: null,
  })
})
afterAll(async () => {
  closeCartBackend(t)
  await receiver.close()
})

const names = (body: WebhookJson) => body.data.payload.map((p) => p.primaryKey)

function stock(id: string) {
  return t.db
    .prepare<[string], { stock: number; available: number }>(
      'SELECT stock, available FROM product WHERE id = ?',
    )
    .get(id)
}

describe('product.written from orders and cancellations', () => {
  it('an order that sells the last unit of a closeout sends product.written for it, after the commit', async () => {
    const id = productId(t.db, CLOSEOUT)
    const parent = t.db
      .prepare<[string], { parent_id: string | null }>('SELECT parent_id FROM product WHERE id = ?')
      .get(id)?.parent_id
    t.db.prepare('UPDATE product SET stock = 1, available_stock = 1 WHERE id = ?').run(id)
    const s = await customer(t)
    let seenStock: unknown = null
    const waiting = receiver.waitFor((b) => b.data.event === 'product.written' && names(b).includes(id))
    // the receiver reads the shop's database when the webhook arrives: the order must be committed by then
    void waiting.then(() => {
      seenStock = stock(id)
    })
    const order = await orderWith(t, s, IDS.paymentPrepayment, [[CLOSEOUT, 1]])
    const hit = await waiting
    expect(seenStock).toEqual({ stock: 0, available: 0 })
    const body = JSON.parse(hit.body) as WebhookJson
    expect(body.data.payload).toContainEqual({
      entity: 'product',
      operation: 'update',
      primaryKey: id,
      updatedFields: ['stock', 'availableStock', 'available'],
      versionId: LIVE_VERSION,
    })
    if (parent)
      expect(body.data.payload).toContainEqual(
        expect.objectContaining({ primaryKey: parent, updatedFields: [] }),
      )
    expect(body.source).toMatchObject({ url: 'https://api.shop.example', appVersion: '1.0.0' })
    expect(body.source.shopId).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(hit.headers['shopware-shop-signature']).toBe(signBody(hit.body, SECRET))

    const before = receiver.received.length
    const cancelled = await s.send('POST', '/order/state/cancel', { body: { orderId: str(order, 'id') } })
    expect(cancelled.status).toBe(200)
    const back = await receiver.waitFor(
      (b) => b.data.event === 'product.written' && names(b).includes(id),
      before,
    )
    const again = JSON.parse(back.body) as WebhookJson
    expect(again.source.eventId).not.toBe(body.source.eventId)
    expect(again.source.shopId).toBe(body.source.shopId)
    expect(again.data.payload).toContainEqual(
      expect.objectContaining({ primaryKey: id, updatedFields: ['stock', 'availableStock', 'available'] }),
    )
    expect(stock(id)).toEqual({ stock: 1, available: 1 })
  })

  it('a receiver that is down does not fail the order, and the webhook is retried until it is taken', async () => {
    const id = productId(t.db, 'GW-TEAK-OIL')
    const s = await customer(t)
    const before = receiver.received.length
    receiver.failNext(2)
    await orderWith(t, s, IDS.paymentPrepayment, [['GW-TEAK-OIL', 2]])
    const hit = await receiver.waitFor((b) => names(b).includes(id), before)
    const attempts = receiver.received.slice(before).filter((r) => r.body.includes(id))
    expect(attempts.map((a) => a.status)).toEqual([503, 503, 200])
    expect(new Set(attempts.map((a) => (JSON.parse(a.body) as WebhookJson).source.eventId)).size).toBe(1)
    expect(hit.status).toBe(200)
    expect(warnings).toEqual([])
  })

  it('has no Admin API without client credentials', async () => {
    const res = await t.backend.fetch(new Request('http://localhost/api/oauth/token', { method: 'POST' }))
    expect(res.status).toBe(404)
  })

  it('a failed order sends nothing', async () => {
    const s = await customer(t)
    await t.backend.webhooks?.idle()
    const before = receiver.received.length
    const res = await s.order()
    expect(res.status).toBe(400)
    await t.backend.webhooks?.idle()
    expect(receiver.received.length).toBe(before)
  })
})
