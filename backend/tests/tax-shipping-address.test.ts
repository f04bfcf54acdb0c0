import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calculateCart } from '../cart/calculate.ts'
import { loadCart } from '../cart/store.ts'
import { writeOrder } from '../checkout/order-writer.ts'
import { placeOrder } from '../checkout/place-order.ts'
import { addressById, customerById } from '../core/customers.ts'
import { buildContext, type ContextPayload, defaultPayload, withShippingLocation } from '../core/context.ts'
import { Shop } from '../core/shop.ts'
import { buildLanguageCache } from '../serialize/language-cache.ts'
import { errorKeys, lines } from './cart-helpers.ts'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  customer,
  fill,
  IDS,
  SALUTATION_MR,
  type Shopper,
} from './checkout-helpers.ts'
import { arr, type JsonValue, num, str } from './helpers.ts'

/**
 * Taxes follow the address the goods ship to (Shopware's SalesChannelContextFactory builds the
 * shipping location from the customer's active shipping address): a context country that differs
 * from it changes nothing, and the order is taxed by its own shipping address.
 */

const LIGHT = 'GW-TEAK-OIL'
const ZURICH = { countryId: IDS.countryCh, street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich' }

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

const taxRates = (doc: JsonValue | undefined, ...path: string[]) =>
  arr(doc, ...path, 'calculatedTaxes').map((tax) => num(tax, 'taxRate'))

async function context(s: Shopper) {
  const res = await s.send('GET', '/context')
  expect(res.status).toBe(200)
  return res.body
}

/** The request context of a shopper's token, as the back end builds it (on the test's own connection). */
function requestContext(token: string) {
  const shop = new Shop(t.db, buildLanguageCache)
  const sc = [...shop.salesChannels.values()][0]
  if (!sc) throw new Error('no sales channel')
  const row = t.db
    .prepare<[string], { payload: string }>('SELECT payload FROM sales_channel_context WHERE token = ?')
    .get(token)
  const payload: ContextPayload = { ...defaultPayload(sc), ...(JSON.parse(row?.payload ?? '{}') as object) }
  const buyer = customerById(t.db, String(payload.customerId))
  if (!buyer) throw new Error('the context has no customer')
  return { shop, ctx: buildContext(shop, sc, token, payload), buyer }
}

function storedTaxStatus(orderId: string): string | undefined {
  return t.db
    .prepare<[string], { tax_status: string }>('SELECT tax_status FROM orders WHERE id = ?')
    .get(orderId)?.tax_status
}

describe('the tax state follows the active shipping address', () => {
  it('a German customer who switches the context country to Switzerland still pays German VAT', async () => {
    const s = await customer(t)
    const before = (await fill(t, s, [[LIGHT, 2]])).body
    expect(str(before, 'price', 'taxStatus')).toBe('gross')
    expect(taxRates(before, 'price')).toEqual([19])
    const total = num(before, 'price', 'totalPrice')

    expect((await s.context({ countryId: IDS.countryCh })).status).toBe(200)

    const ctx = await context(s)
    expect(str(ctx, 'context', 'taxState')).toBe('gross')
    expect(str(ctx, 'shippingLocation', 'country', 'iso')).toBe('DE')
    expect(str(ctx, 'shippingLocation', 'address', 'countryId')).toBe(IDS.countryDe)

    const cart = await s.cart()
    expect(str(cart, 'price', 'taxStatus')).toBe('gross')
    expect(taxRates(cart, 'price')).toEqual([19])
    expect(num(cart, 'price', 'totalPrice')).toBe(total)
    expect(str(cart, 'deliveries', 0, 'location', 'country', 'iso')).toBe('DE')
    expect(errorKeys(cart)).not.toContain('import-vat-due')

    const res = await s.order()
    expect(res.status).toBe(200)
    const order = res.body
    expect(str(order, 'price', 'taxStatus')).toBe('gross')
    expect(taxRates(order, 'price')).toEqual([19])
    expect(num(order, 'amountTotal')).toBe(total)
    expect(str(order, 'deliveries', 0, 'shippingOrderAddress', 'countryId')).toBe(IDS.countryDe)
    expect(storedTaxStatus(str(order, 'id'))).toBe('gross')
  })

  it('a customer whose shipping address is in Switzerland orders tax-free, whatever the context country', async () => {
    const s = await customer(t, { shippingAddress: ZURICH })
    const cart = (await fill(t, s, [[LIGHT, 2]])).body
    expect(str(cart, 'price', 'taxStatus')).toBe('tax-free')
    expect(taxRates(cart, 'price')).toEqual([])
    const total = num(cart, 'price', 'totalPrice')

    // a German context country does not make a Swiss delivery taxable
    expect((await s.context({ countryId: IDS.countryDe })).status).toBe(200)
    const ctx = await context(s)
    expect(str(ctx, 'context', 'taxState')).toBe('tax-free')
    expect(str(ctx, 'shippingLocation', 'country', 'iso')).toBe('CH')
    expect(num(await s.cart(), 'price', 'totalPrice')).toBe(total)

    const res = await s.order()
    expect(res.status).toBe(200)
    expect(str(res.body, 'price', 'taxStatus')).toBe('tax-free')
    expect(num(res.body, 'amountTotal')).toBe(total)
    expect(str(res.body, 'deliveries', 0, 'shippingOrderAddress', 'countryId')).toBe(IDS.countryCh)
    expect(storedTaxStatus(str(res.body, 'id'))).toBe('tax-free')
  })

  it('downloads only ship nothing: a German customer with a Swiss shipping address pays German VAT on them', async () => {
    // Found by the order-life property test: a Swiss address nothing is sent to made downloads tax-free.
    const s = await customer(t, { shippingAddress: ZURICH })
    const cart = (await fill(t, s, [['GW-CARE-GUIDE']])).body
    expect(str(cart, 'price', 'taxStatus')).toBe('gross')
    expect(taxRates(cart, 'price')).toEqual([19])
    const total = num(cart, 'price', 'totalPrice')
    const res = await s.order()
    expect(res.status).toBe(200)
    expect(str(res.body, 'price', 'taxStatus')).toBe('gross')
    expect(num(res.body, 'amountTotal')).toBe(total)
    expect(storedTaxStatus(str(res.body, 'id'))).toBe('gross')

    // With goods in the cart the delivery to Switzerland is tax-free again, the download included.
    const mixed = (await fill(t, s, [['GW-CARE-GUIDE'], [LIGHT]])).body
    expect(str(mixed, 'price', 'taxStatus')).toBe('tax-free')
  })

  it('downloads for a customer billed in Switzerland are tax-free, whatever the shipping address', async () => {
    const s = await customer(t, { billingAddress: ZURICH })
    const cart = (await fill(t, s, [['GW-CARE-GUIDE']])).body
    expect(str(cart, 'price', 'taxStatus')).toBe('tax-free')
    const res = await s.order()
    expect(res.status).toBe(200)
    expect(storedTaxStatus(str(res.body, 'id'))).toBe('tax-free')
  })

  it('choosing a Swiss shipping address on the context makes the cart tax-free, a German one taxes it again', async () => {
    const s = await customer(t)
    const german = (await fill(t, s, [[LIGHT]])).body
    const created = await s.send('POST', '/account/address', {
      body: { salutationId: SALUTATION_MR, firstName: 'Max', lastName: 'Mustermann', ...ZURICH },
    })
    expect(created.status).toBe(200)
    const swissId = str(created.body, 'id')
    const germanId = str(await context(s), 'shippingLocation', 'address', 'id')

    expect((await s.context({ shippingAddressId: swissId })).status).toBe(200)
    const ctx = await context(s)
    expect(str(ctx, 'context', 'taxState')).toBe('tax-free')
    expect(str(ctx, 'shippingLocation', 'country', 'iso')).toBe('CH')
    expect(str(ctx, 'shippingLocation', 'address', 'id')).toBe(swissId)
    const swiss = await s.cart()
    expect(str(swiss, 'price', 'taxStatus')).toBe('tax-free')
    expect(num(swiss, 'price', 'totalPrice')).toBeLessThan(num(german, 'price', 'totalPrice'))

    expect((await s.context({ shippingAddressId: germanId })).status).toBe(200)
    const back = await s.cart()
    expect(str(back, 'price', 'taxStatus')).toBe('gross')
    expect(num(back, 'price', 'totalPrice')).toBe(num(german, 'price', 'totalPrice'))
  })

  it('a visitor without addresses keeps the context country as the shipping location', async () => {
    const s = await customer(t)
    await s.send('POST', '/account/logout', { body: {} })
    await fill(t, s, [[LIGHT]])
    expect((await s.context({ countryId: IDS.countryCh })).status).toBe(200)
    const ctx = await context(s)
    expect(str(ctx, 'context', 'taxState')).toBe('tax-free')
    expect(str(ctx, 'shippingLocation', 'country', 'iso')).toBe('CH')
    expect(str(await s.cart(), 'price', 'taxStatus')).toBe('tax-free')
  })
})

describe('placing the order checks the tax state against the shipping address again', () => {
  it('a context computed for a Swiss address places a German order with German VAT once the address moved', async () => {
    const s = await customer(t, { shippingAddress: ZURICH })
    const cart = (await fill(t, s, [[LIGHT]])).body
    expect(str(cart, 'price', 'taxStatus')).toBe('tax-free')
    const token = s.token ?? ''

    // the context a concurrent request holds was built for Zürich …
    const { shop, ctx: stale, buyer } = requestContext(token)
    expect(stale.taxState).toBe('tax-free')
    // … and before the order is placed the shipping address moves to Germany
    t.db
      .prepare("UPDATE customer_address SET country_id = ?, zipcode = '10115', city = 'Berlin' WHERE id = ?")
      .run(IDS.countryDe, buyer.default_shipping_address_id)

    const { orderId } = placeOrder(
      shop,
      stale,
      buyer,
      {
        customerComment: null,
        affiliateCode: null,
        campaignCode: null,
        storefrontUrl: 'http://localhost:3000',
      },
      new Date(),
    )
    expect(storedTaxStatus(orderId)).toBe('gross')
    const order = t.db
      .prepare<[string], { price: string; amount_total: number }>(
        'SELECT price, amount_total FROM orders WHERE id = ?',
      )
      .get(orderId)
    const price = JSON.parse(order?.price ?? '{}') as JsonValue
    expect(taxRates(price)).toEqual([19])
    expect(order?.amount_total).toBeGreaterThan(num(cart, 'price', 'totalPrice'))
    expect(lines(cart)).toHaveLength(1)
  })
  it('the order writer refuses a cart calculated for another delivery country than the shipping address', async () => {
    const s = await customer(t)
    await fill(t, s, [[LIGHT]])
    const token = s.token ?? ''
    const { shop, ctx, buyer } = requestContext(token)
    expect(ctx.taxState).toBe('gross')
    // a cart priced as if it went to Switzerland, while the goods go to the German address
    const swiss = withShippingLocation(shop, ctx, {
      countryId: IDS.countryCh,
      countryStateId: null,
      addressId: null,
    })
    const cart = calculateCart(shop, swiss, loadCart(t.db, token), new Date()).json
    expect(cart.price).toMatchObject({ taxStatus: 'tax-free' })
    const address = addressById(t.db, buyer.default_shipping_address_id)
    if (!address) throw new Error('no address')
    const orders = () => t.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM orders').get()?.n
    const before = orders()
    const source = {
      cart,
      customer: buyer,
      billing: address,
      shipping: address,
      customerComment: null,
      affiliateCode: null,
      campaignCode: null,
    }
    expect(() => writeOrder(shop, swiss, source, new Date())).toThrow(
      /disagrees with the address it is taxed by/,
    )
    expect(orders()).toBe(before)
  })
})
