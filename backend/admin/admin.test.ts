import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { type CartBackend, cartBackend, closeCartBackend, productId } from '../tests/checkout-helpers.ts'
import { arr, call, get, num, str } from '../tests/helpers.ts'
import {
  startWebhookReceiver,
  type WebhookJson,
  type WebhookReceiver,
} from '../test-support/webhook-receiver.ts'
import { signBody } from '../webhooks/payload.ts'

const SECRET = 'admin-test-secret'
const CLIENT = { client_id: 'SWIAGARTENWERKTEST', client_secret: 'integration-secret' }

let t: CartBackend
let receiver: WebhookReceiver
let token = ''
beforeAll(async () => {
  receiver = await startWebhookReceiver()
  t = await cartBackend({
    webhooks: { urls: [receiver.url], secret: SECRET, shopId: 'adminTestShop001', appUrl: null },
    webhookDelivery: { retryDelaysMs: [20, 50, 100] },
    admin: { clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret },
  })
  const res = await api('POST', '/oauth/token', { grant_type: 'client_credentials', ...CLIENT }, null)
  expect(res.status).toBe(200)
  token = String((res.body as { access_token: string }).access_token)
})
afterAll(async () => {
  closeCartBackend(t)
  await receiver.close()
})

async function api(method: string, path: string, body?: unknown, bearer: string | null = token) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (bearer !== null) headers.authorization = `Bearer ${bearer}`
  const res = await t.backend.fetch(
    new Request(`http://localhost/api${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
  )
  const text = await res.text()
  return {
    status: res.status,
    body: text === '' ? null : (JSON.parse(text) as unknown),
    headers: res.headers,
  }
}

const codes = (body: unknown) => ((body as { errors?: { code: string }[] }).errors ?? []).map((e) => e.code)
const pointers = (body: unknown) =>
  ((body as { errors?: { source?: { pointer: string } }[] }).errors ?? []).map((e) => e.source?.pointer)

const written = (event: string, id: string, from: number) =>
  receiver.waitFor((b) => b.data.event === event && b.data.payload.some((p) => p.primaryKey === id), from)

const detail = async (id: string) =>
  call(t, 'POST', `/product/${id}`, { template: '/product/{productId}' }).then((r) => get(r.body, 'product'))

describe('Admin API: token', () => {
  it('answers a client_credentials token like Shopware, and refuses wrong credentials', async () => {
    const ok = await api('POST', '/oauth/token', { grant_type: 'client_credentials', ...CLIENT }, null)
    expect(ok.body).toEqual({ token_type: 'Bearer', expires_in: 600, access_token: expect.any(String) })
    const form = await t.backend.fetch(
      new Request('http://localhost/api/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', ...CLIENT }).toString(),
      }),
    )
    expect(form.status).toBe(200)
    const wrong = await api(
      'POST',
      '/oauth/token',
      { grant_type: 'client_credentials', ...CLIENT, client_secret: 'x' },
      null,
    )
    expect(wrong.status).toBe(401)
    expect(codes(wrong.body)).toEqual(['4'])
    const grant = await api('POST', '/oauth/token', { grant_type: 'password', ...CLIENT }, null)
    expect(grant.status).toBe(400)
  })

  it('slows down guessing: the 11th wrong secret within 10 s answers 429', async () => {
    const guess = () =>
      api(
        'POST',
        '/oauth/token',
        { grant_type: 'client_credentials', client_id: 'guesser', client_secret: 'x' },
        null,
      )
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(401)
    const refused = await guess()
    expect(refused.status).toBe(429)
    expect(codes(refused.body)).toEqual(['FRAMEWORK__RATE_LIMIT_EXCEEDED'])
  })

  it('answers 401 to a write without a valid token and changes nothing', async () => {
    const id = productId(t.db, 'GW-TEAK-OIL')
    const none = await api('PATCH', `/product/${id}`, { stock: 5 }, null)
    expect(none.status).toBe(401)
    const forged = await api('PATCH', `/product/${id}`, { stock: 5 }, 'not-a-token')
    expect(forged.status).toBe(401)
    expect(codes(forged.body)).toEqual(['9'])
    expect(t.db.prepare('SELECT stock FROM product WHERE id = ?').pluck().get(id)).not.toBe(5)
  })
})

describe('Admin API: writes', () => {
  it('a price change is what the Store API answers at once, and sends product.written', async () => {
    const id = productId(t.db, 'GW-TEAK-OIL')
    const category = String(
      t.db
        .prepare(
          'SELECT t.category_id FROM product_category_tree t JOIN category c ON c.id = t.category_id WHERE t.product_id = ? ORDER BY c.level DESC LIMIT 1',
        )
        .pluck()
        .get(id),
    )
    const listing = () =>
      call(t, 'POST', `/product-listing/${category}`, {
        body: { order: 'price-asc', limit: 1 },
        template: '/product-listing/{categoryId}',
      })
    expect(num(await detail(id), 'calculatedPrice', 'unitPrice')).not.toBe(0.5)
    await listing() // cached: the write must reach past it
    const from = receiver.received.length
    const res = await api('PATCH', `/product/${id}`, {
      price: [{ currencyId: IDS.currencyEur, gross: 0.5, net: 0.42, linked: true }],
    })
    expect(res.status).toBe(204)
    expect(res.body).toBeNull()
    expect(num(await detail(id), 'calculatedPrice', 'unitPrice')).toBe(0.5)
    expect(str(arr((await listing()).body, 'elements')[0], 'id')).toBe(id)
    const hit = await written('product.written', id, from)
    const body = JSON.parse(hit.body) as WebhookJson
    expect(body.data.payload).toEqual([expect.objectContaining({ primaryKey: id, updatedFields: ['price'] })])
    expect(body.source).toMatchObject({ shopId: 'adminTestShop001', url: 'http://localhost:3000' })
    expect(hit.headers['shopware-shop-signature']).toBe(signBody(hit.body, SECRET))
  })

  it('stock 0 on a closeout makes it unavailable at once; name and active flag are written too', async () => {
    const id = productId(t.db, 'GW-SIRMIONE.1')
    const from = receiver.received.length
    expect((await api('PATCH', `/product/${id}`, { stock: 0, name: 'Sirmione Ausverkauf' })).status).toBe(204)
    const product = await detail(id)
    expect(get(product, 'available')).toBe(false)
    expect(get(product, 'translated', 'name')).toBe('Sirmione Ausverkauf')
    const hit = JSON.parse((await written('product.written', id, from)).body) as WebhookJson
    expect(hit.data.payload[0]).toMatchObject({
      primaryKey: id,
      updatedFields: ['stock', 'availableStock', 'available', 'name'],
    })
    expect((await api('PATCH', `/product/${id}`, { active: false })).status).toBe(204)
    const gone = await call(t, 'POST', `/product/${id}`, { template: '/product/{productId}' })
    expect(gone.status).toBe(404)
  })

  it('a category rename shows in the navigation at once and sends category.written', async () => {
    const nav = () =>
      call(t, 'GET', '/navigation/main-navigation/main-navigation?depth=1', {
        template: '/navigation/{activeId}/{rootId}',
      })
    const first = arr((await nav()).body)[0]
    const id = str(first, 'id')
    const from = receiver.received.length
    expect((await api('PATCH', `/category/${id}`, { name: 'Gartenmöbel neu' })).status).toBe(204)
    expect(get(arr((await nav()).body)[0], 'translated', 'name')).toBe('Gartenmöbel neu')
    const hit = JSON.parse((await written('category.written', id, from)).body) as WebhookJson
    expect(hit.data.payload[0]).toMatchObject({ entity: 'category', primaryKey: id })
  })

  it('a CMS page rename sends cms_page.written', async () => {
    const from = receiver.received.length
    expect((await api('PATCH', `/cms-page/${IDS.cmsDefaultListingPage}`, { name: 'Listing' })).status).toBe(
      204,
    )
    const hit = JSON.parse(
      (await written('cms_page.written', IDS.cmsDefaultListingPage, from)).body,
    ) as WebhookJson
    expect(hit.data.payload[0]).toMatchObject({ entity: 'cms_page', updatedFields: ['name'] })
  })

  it('answers 404 for an unknown id and 400 in Shopware’s error shape for bad input, writing nothing', async () => {
    await t.backend.webhooks?.idle()
    const from = receiver.received.length
    const unknown = 'ffffffffffffffffffffffffffffffff'
    expect((await api('PATCH', `/product/${unknown}`, { stock: 1 })).status).toBe(404)
    expect((await api('PATCH', `/category/${unknown}`, { name: 'x' })).status).toBe(404)
    expect((await api('PATCH', `/cms-page/${unknown}`, { name: 'x' })).status).toBe(404)
    const id = productId(t.db, 'GW-TEAK-OIL')
    const bad = await api('PATCH', `/product/${id}`, { stock: 'many', name: '', color: 'red' })
    expect(bad.status).toBe(400)
    expect(pointers(bad.body).sort()).toEqual(['/0/color', '/0/name', '/0/stock'])
    const noDefault = await api('PATCH', `/product/${id}`, {
      price: [{ currencyId: IDS.currencyChf, gross: 1, net: 1, linked: true }],
    })
    expect(noDefault.status).toBe(400)
    expect(pointers(noDefault.body)).toEqual(['/0/price'])
    const negative = await api('PATCH', `/product/${id}`, {
      price: [{ currencyId: IDS.currencyEur, gross: -1, net: 1, linked: 'yes' }],
    })
    expect(pointers(negative.body).sort()).toEqual(['/0/price/0/gross', '/0/price/0/linked'])
    expect((await api('PATCH', `/product/${id}`, '{not json')).status).toBe(400)
    expect((await api('PATCH', '/product/not-an-id', { stock: 1 })).status).toBe(400)
    await t.backend.webhooks?.idle()
    expect(receiver.received.length).toBe(from)
  })
})
