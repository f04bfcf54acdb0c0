import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, errorCodes, type Shop, startShop } from './harness.ts'

/**
 * One customer never reaches another one's data, through the storefront as a browser uses it
 * (pages and the /store-api proxy with the session cookie). The victim is the demo customer, who has
 * orders with documents and downloads, addresses, a wishlist and a pending review; the attacker is a
 * fresh customer who knows every id (ids leak: links, logs, screenshots). The back end's own checks
 * per route are in backend/tests/account-data.test.ts, wishlist.test.ts, reviews.test.ts and
 * payment.test.ts; this suite holds the whole chain to them.
 */

let shop: Shop
let victim = ''
let attacker = ''
let productId = ''
const victimData = {
  addresses: [] as { id: string; street: string }[],
  orders: [] as { id: string; order_number: string }[],
  documents: [] as { id: string; document_number: string | null }[],
  downloads: [] as { orderId: string; id: string }[],
}

beforeAll(async () => {
  shop = await startShop()
  victim = await shop.login(DEMO.email, DEMO.password)
  attacker = (await shop.customer()).token
  const customerId = "(SELECT id FROM customer WHERE email = 'demo@gartenwerk.example')"
  victimData.addresses = shop.query(
    `SELECT id, street FROM customer_address WHERE customer_id = ${customerId}`,
  )
  victimData.orders = shop.query(`SELECT id, order_number FROM orders WHERE customer_id = ${customerId}`)
  victimData.documents = shop.query(
    `SELECT id, document_number FROM document WHERE order_id IN (SELECT id FROM orders WHERE customer_id = ${customerId})`,
  )
  const listed = JSON.parse((await shop.api('POST', '/order', victim, { limit: 50 })).body) as {
    orders: { elements: { id: string; lineItems?: { downloads?: { id: string }[] }[] }[] }
  }
  victimData.downloads = listed.orders.elements.flatMap((order) =>
    (order.lineItems ?? []).flatMap((item) =>
      (item.downloads ?? []).map((d) => ({ orderId: order.id, id: d.id })),
    ),
  )
  const products = JSON.parse((await shop.api('POST', '/product', undefined, { limit: 1 })).body) as {
    elements: { id: string }[]
  }
  productId = products.elements[0]?.id ?? ''
}, 120_000)

afterAll(async () => {
  await shop?.close()
})

describe('IDOR through the storefront', () => {
  it('has victim data to attack (else every check below would pass vacuously)', () => {
    expect(victimData.addresses.length).toBeGreaterThan(0)
    expect(victimData.orders.length).toBeGreaterThan(0)
    expect(victimData.documents.length).toBeGreaterThan(0)
    expect(victimData.downloads.length).toBeGreaterThan(0)
    expect(productId).toMatch(/^[0-9a-f]{32}$/)
  })

  it("addresses: another customer's address cannot be read, changed, deleted or made a default", async () => {
    for (const { id } of victimData.addresses) {
      const attempts: [string, string, unknown?][] = [
        ['PATCH', `/account/address/${id}`, { street: 'Gekapert 1' }],
        ['PATCH', `/account/address/default-billing/${id}`],
        ['PATCH', `/account/address/default-shipping/${id}`],
        ['DELETE', `/account/address/${id}`],
        ['PATCH', '/context', { billingAddressId: id, shippingAddressId: id }],
      ]
      for (const [method, path, body] of attempts) {
        const answer = await shop.api(method, path, attacker, body)
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
        expect(answer.status, `${method} ${path}`).toBeLessThan(500)
      }
      const listed = await shop.api('POST', '/account/list-address', attacker, { ids: [id] })
      expect(JSON.parse(listed.body)).toMatchObject({ total: 0 })
    }
    const after = shop.query<{ id: string; street: string }>(
      'SELECT id, street FROM customer_address WHERE id IN (' +
        victimData.addresses.map(() => '?').join(', ') +
        ')',
      ...victimData.addresses.map((a) => a.id),
    )
    expect(after).toEqual(expect.arrayContaining(victimData.addresses))
    expect(after).toHaveLength(victimData.addresses.length)
    const page = await shop.page('/account/address', attacker)
    expect(page.status).toBe(200)
    for (const { street } of victimData.addresses) expect(page.body).not.toContain(street)
  })

  it("orders and their documents: the list, the detail page and the payment routes know only one's own", async () => {
    const list = await shop.api('POST', '/order', attacker, { ids: victimData.orders.map((o) => o.id) })
    expect(list.status).toBe(200)
    expect(JSON.parse(list.body)).toMatchObject({ orders: { total: 0 } })
    for (const { document_number } of victimData.documents)
      if (document_number) expect(list.body).not.toContain(document_number)
    for (const { id, order_number } of victimData.orders) {
      const page = await shop.page(`/account/order/${id}`, attacker)
      expect(page.status).toBe(404)
      // Not as data in the page (the attacker's own customer number may be the same digits).
      expect(page.body).not.toContain(`orderNumber:"${order_number}"`)
      expect(page.body).not.toContain(`>${order_number}<`)
      const handle = await shop.api('POST', '/handle-payment', attacker, { orderId: id, finishUrl: '/' })
      expect(errorCodes(handle)).toEqual(['CHECKOUT__INVALID_ORDER_ID'])
      const switchPayment = await shop.api('POST', '/order/payment', attacker, {
        orderId: id,
        paymentMethodId: 'f'.repeat(32),
      })
      expect(switchPayment.status).toBeGreaterThanOrEqual(400)
      expect(switchPayment.status).toBeLessThan(500)
    }
    // The victim's own page shows the order: the 404 above is about the owner, not the id.
    const own = victimData.orders[0]
    if (own) expect((await shop.page(`/account/order/${own.id}`, victim)).status).toBe(200)
  })

  it("downloads: another customer's purchased files are a 404, a visitor's a 403", async () => {
    for (const { orderId, id } of victimData.downloads) {
      const path = `/order/download/${orderId}/${id}`
      const foreign = await shop.api('GET', path, attacker)
      expect(foreign.status).toBe(404)
      expect(errorCodes(foreign)).toEqual(['CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND'])
      expect((await shop.api('GET', path)).status).toBe(403)
    }
  })

  it("wishlist: each customer's list is their own to read and change", async () => {
    expect((await shop.api('POST', `/customer/wishlist/add/${productId}`, victim)).status).toBe(200)
    const foreign = await shop.api('POST', '/customer/wishlist', attacker, {})
    expect(foreign.body).not.toContain(productId)
    const removed = await shop.api('DELETE', `/customer/wishlist/delete/${productId}`, attacker)
    expect(removed.status).toBe(404)
    const own = await shop.api('POST', '/customer/wishlist', victim, {})
    expect(own.body).toContain(productId)
  })

  it("reviews: a pending review is seen by its author only, and nobody writes in another's name", async () => {
    const title = `Pending review ${Date.now()}`
    const write = await shop.api('POST', `/product/${productId}/review`, victim, {
      title,
      content: 'Stable and easy to assemble, the wood is well finished.',
      points: 4,
    })
    expect(write.status).toBe(200)
    const reviews = (token?: string) =>
      shop.api('POST', `/product/${productId}/reviews`, token, { limit: 100 }).then((a) => a.body)
    expect(await reviews(victim)).toContain(title)
    expect(await reviews(attacker)).not.toContain(title)
    expect(await reviews()).not.toContain(title)
    // A review names its author from the session, whatever the body claims.
    const forged = `Forged review ${Date.now()}`
    await shop.api('POST', `/product/${productId}/review`, attacker, {
      title: forged,
      content: 'Written by the attacker under the demo customer id.',
      points: 1,
      customerId: shop.query<{ id: string }>(
        "SELECT id FROM customer WHERE email = 'demo@gartenwerk.example'",
      )[0]?.id,
    })
    expect(await reviews(victim)).not.toContain(forged)
  })
})
