import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { num, obj, str } from './helpers.ts'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  errorKeys,
  errorOf,
  grossPrice,
  lines,
  productId,
  shopper,
} from './cart-helpers.ts'

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

describe('cart basics', () => {
  it('an unknown token gets an empty, valid cart', async () => {
    const s = shopper(t)
    const cart = await s.cart()
    expect(cart.apiAlias).toBe('cart')
    expect(lines(cart)).toHaveLength(0)
    expect(num(cart, 'price', 'totalPrice')).toBe(0)
    expect(cart.token).toBe(s.token)
  })

  it('adds a product, prices it from the catalogue and keeps it per token', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-TEAK-OIL')
    const res = await s.add([{ id, referencedId: id, type: 'product', quantity: 2 }])
    expect(res.status).toBe(200)
    const [line] = lines(res.body)
    expect(line?.quantity).toBe(2)
    expect(num(line, 'price', 'unitPrice')).toBe(grossPrice(t.db, id))
    expect(num(line, 'price', 'totalPrice')).toBeCloseTo(grossPrice(t.db, id) * 2, 2)
    expect(str(line, 'payload', 'productNumber')).toBe('GW-TEAK-OIL')
    expect(line?.states).toEqual(['is-physical'])
    // persisted: a fresh read with the same token has it, another token does not
    expect(lines(await s.cart())).toHaveLength(1)
    expect(lines(await shopper(t).cart())).toHaveLength(0)
  })

  it('adding the same product again adds the quantities; PATCH sets, delete removes', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-TEAK-OIL')
    await s.add([{ id, referencedId: id, type: 'product', quantity: 1 }])
    const twice = await s.add([{ id, referencedId: id, type: 'product', quantity: 3 }])
    expect(lines(twice.body)[0]?.quantity).toBe(4)
    const patched = await s.update([{ id, quantity: 7 }])
    expect(lines(patched.body)[0]?.quantity).toBe(7)
    const removed = await s.remove([id])
    expect(lines(removed.body)).toHaveLength(0)
    const missing = await s.remove([id])
    expect(missing.status).toBe(404)
  })

  it('graduated prices apply by the line quantity', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-TEAK-OIL')
    const tiers = t.db
      .prepare<[string], { quantity_start: number; gross: number }>(
        "SELECT quantity_start, gross FROM product_price_tier WHERE product_id = ? AND currency_id = 'b7d2554b0ce847cd82f3ac9bd1c0dfca' ORDER BY quantity_start",
      )
      .all(id)
    const last = tiers.at(-1)
    expect(last).toBeDefined()
    const res = await s.add([{ id, type: 'product', quantity: last?.quantity_start ?? 1 }])
    expect(num(lines(res.body)[0], 'price', 'unitPrice')).toBe(last?.gross)
  })

  it('DELETE /checkout/cart empties the cart', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-TEAK-OIL')
    await s.add([{ id, type: 'product', quantity: 1 }])
    expect((await s.send('DELETE', '/checkout/cart')).status).toBe(204)
    expect(lines(await s.cart())).toHaveLength(0)
  })

  it('downloads are is-download and need no delivery', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-CARE-GUIDE')
    const res = await s.add([{ id, type: 'product', quantity: 1 }])
    expect(lines(res.body)[0]?.states).toEqual(['is-download'])
    expect((obj(res.body).deliveries as unknown[]).length).toBe(0)
  })

  it('a cart of downloads has no free-shipping hint; one physical item brings it back', async () => {
    // Issue 29 #11: a basket holding only a 9.90 € download said "150 € more for free shipping".
    const s = shopper(t)
    const guide = productId(t.db, 'GW-CARE-GUIDE')
    const downloads = await s.add([{ id: guide, type: 'product', quantity: 1 }])
    expect(obj(downloads.body, 'extensions', 'cartHints').freeShipping).toBeNull()
    const oil = productId(t.db, 'GW-TEAK-OIL')
    const mixed = await s.add([{ id: oil, type: 'product', quantity: 1 }])
    const hint = obj(mixed.body, 'extensions', 'cartHints', 'freeShipping')
    expect(hint.reached).toBe(false)
    // Only the shipped goods count toward it.
    expect(num(hint, 'threshold') - num(hint, 'remaining')).toBeCloseTo(grossPrice(t.db, oil), 2)
  })
})

describe('quantity validation', () => {
  for (const quantity of [0, -1, 1.5, 1e12, '2', null, true]) {
    it(`rejects quantity ${JSON.stringify(quantity)} with 400 and keeps the cart`, async () => {
      const s = shopper(t)
      const id = productId(t.db, 'GW-TEAK-OIL')
      await s.add([{ id, type: 'product', quantity: 1 }])
      const add = await s.add([{ id, type: 'product', quantity }])
      expect(add.status).toBe(400)
      expect(JSON.stringify(add.body)).toContain('CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY')
      const patch = await s.update([{ id, quantity }])
      expect(patch.status).toBe(400)
      expect(lines(await s.cart())[0]?.quantity).toBe(1)
    })
  }
})

describe('stock and purchase rules', () => {
  it('caps at the max purchase with product-stock-reached {name},{quantity}', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-TEAK-OIL')
    const res = await s.add([{ id, type: 'product', quantity: 500 }])
    const max = num(lines(res.body)[0], 'quantityInformation', 'maxPurchase')
    expect(lines(res.body)[0]?.quantity).toBe(max)
    const error = errorOf(res.body, 'product-stock-reached')
    expect(error?.parameters).toEqual({ name: lines(res.body)[0]?.label, quantity: max })
    expect(error?.level).toBe(10)
  })

  it('closeout products stop at the available stock and leave the cart when sold out', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-SIRMIONE.1')
    t.db.prepare('UPDATE product SET available_stock = 3 WHERE id = ?').run(id)
    const res = await s.add([{ id, type: 'product', quantity: 5 }])
    expect(lines(res.body)[0]?.quantity).toBe(3)
    expect(errorKeys(res.body)).toContain('product-stock-reached')
    t.db.prepare('UPDATE product SET available_stock = 0 WHERE id = ?').run(id)
    const after = await s.cart()
    expect(lines(after)).toHaveLength(0)
    expect(errorKeys(after)).toContain('product-out-of-stock')
    t.db.prepare('UPDATE product SET available_stock = 338 WHERE id = ?').run(id)
  })

  it('minimum purchase and purchase steps correct the quantity with a warning', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-PRO-102.1')
    const res = await s.add([{ id, type: 'product', quantity: 1 }])
    expect(lines(res.body)[0]?.quantity).toBe(2)
    expect(errorKeys(res.body)).toContain('min-order-quantity')
    const stepped = await s.update([{ id, quantity: 5 }])
    expect(lines(stepped.body)[0]?.quantity).toBe(4)
    expect(errorOf(stepped.body, 'purchase-steps-quantity')?.parameters).toMatchObject({ quantity: 4 })
  })

  it('unknown products and variant parents are product-not-found', async () => {
    const s = shopper(t)
    const res = await s.add([
      { id: 'f'.repeat(32), type: 'product', quantity: 1 },
      { id: productId(t.db, 'GW-PRO-102'), type: 'product', quantity: 2 },
    ])
    expect(res.status).toBe(200)
    expect(lines(res.body)).toHaveLength(0)
    expect(errorKeys(res.body).filter((k) => k === 'product-not-found')).toHaveLength(2)
  })

  it('variant lines carry their options in the payload', async () => {
    const s = shopper(t)
    const res = await s.add([{ id: productId(t.db, 'GW-SCATTER.1'), type: 'product', quantity: 1 }])
    const options = lines(res.body)[0]?.payload as { options: { group: string; option: string }[] }
    expect(options.options.length).toBeGreaterThan(0)
    expect(options.options[0]?.group).not.toBe('')
  })

  it('rejects unsupported line item types', async () => {
    const res = await shopper(t).add([{ id: 'x', type: 'credit', quantity: 1 }])
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED')
  })
})

describe('totals, shipping and Switzerland', () => {
  it('gross totals: position + shipping below the threshold, free shipping above it', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-TEAK-OIL')
    const small = await s.add([{ id, type: 'product', quantity: 1 }])
    const price = obj(small.body, 'price')
    const shipping = num(obj(small.body).deliveries, 0, 'shippingCosts', 'totalPrice')
    expect(shipping).toBeGreaterThan(0)
    expect(num(price, 'totalPrice')).toBeCloseTo(num(price, 'positionPrice') + shipping, 2)
    expect(price.taxStatus).toBe('gross')
    const tax = num(price, 'calculatedTaxes', 0, 'tax')
    expect(num(price, 'netPrice')).toBeCloseTo(num(price, 'totalPrice') - tax, 2)
    const big = await s.update([{ id, quantity: 10 }])
    expect(num(obj(big.body).deliveries, 0, 'shippingCosts', 'totalPrice')).toBe(0)
    expect(obj(big.body, 'extensions', 'cartHints', 'freeShipping').reached).toBe(true)
  })

  it('Switzerland: tax-free prices, no taxes, the import VAT notice', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-TEAK-OIL')
    await s.context({ countryId: IDS.countryCh })
    const res = await s.add([{ id, type: 'product', quantity: 2 }])
    const price = obj(res.body, 'price')
    expect(price.taxStatus).toBe('tax-free')
    expect(price.calculatedTaxes).toEqual([])
    expect(num(price, 'totalPrice')).toBe(num(price, 'netPrice'))
    const net = t.db
      .prepare<[string], { net: number }>(
        "SELECT net FROM product_price WHERE product_id = ? AND currency_id = 'b7d2554b0ce847cd82f3ac9bd1c0dfca'",
      )
      .get(id)?.net
    expect(num(lines(res.body)[0], 'price', 'unitPrice')).toBeCloseTo(net ?? -1, 2)
    const notice = errorOf(res.body, 'import-vat-due')
    expect(notice?.level).toBe(0)
    expect(notice?.parameters).toEqual({ countryIso: 'CH', taxRate: 8.1 })
  })

  it('a blocked shipping method and payment method are switched and reported with both names', async () => {
    const s = shopper(t)
    await s.context({ shippingMethodId: IDS.shippingExpress, paymentMethodId: IDS.paymentPrepayment })
    const id = productId(t.db, 'GW-TEAK-OIL')
    const de = await s.add([{ id, type: 'product', quantity: 1 }])
    expect(errorKeys(de.body)).not.toContain('shipping-method-changed')
    await s.context({ countryId: IDS.countryCh })
    const ch = await s.cart()
    const shipping = errorOf(ch, 'shipping-method-changed')
    expect(shipping?.parameters).toEqual({
      oldShippingMethodId: IDS.shippingExpress,
      oldShippingMethodName: 'Expressversand',
      newShippingMethodId: IDS.shippingStandard,
      newShippingMethodName: 'Standardversand',
      reason: 'Blocked for the delivery country CH',
    })
    expect(shipping?.key).toBe(`shipping-method-changed-${IDS.shippingExpress}-${IDS.shippingStandard}`)
    expect(errorOf(ch, 'payment-method-changed')?.parameters).toMatchObject({
      oldPaymentMethodName: 'Vorkasse',
    })
    expect(str(obj(ch).deliveries, 0, 'shippingMethod', 'id')).toBe(IDS.shippingStandard)
    const context = obj((await s.send('GET', '/context')).body)
    expect(str(context, 'shippingMethod', 'id')).toBe(IDS.shippingStandard)
    expect(str(context, 'paymentMethod', 'id')).toBe(IDS.paymentCard)
    // reported once: the next read has nothing to change
    expect(errorKeys(await s.cart())).not.toContain('shipping-method-changed')
  })
})

describe('no method left for the country', () => {
  it('keeps shipping-method-blocked / payment-method-blocked when nothing can replace the method', async () => {
    const at = t.db.prepare<[], { id: string }>("SELECT id FROM country WHERE iso = 'AT'").get()?.id ?? ''
    t.db
      .prepare(
        'INSERT INTO shipping_method_blocked_country SELECT id, ? FROM shipping_method WHERE true ON CONFLICT DO NOTHING',
      )
      .run(at)
    t.db
      .prepare(
        'INSERT INTO payment_method_blocked_country SELECT id, ? FROM payment_method WHERE true ON CONFLICT DO NOTHING',
      )
      .run(at)
    try {
      const s = shopper(t)
      await s.context({ countryId: at })
      const res = await s.add([{ id: productId(t.db, 'GW-TEAK-OIL'), type: 'product', quantity: 1 }])
      expect(errorOf(res.body, 'shipping-method-blocked')?.parameters).toMatchObject({
        name: 'Standardversand',
      })
      expect(errorOf(res.body, 'payment-method-blocked')?.level).toBe(10)
      expect(errorKeys(res.body)).not.toContain('shipping-method-changed')
    } finally {
      t.db.prepare('DELETE FROM shipping_method_blocked_country WHERE country_id = ?').run(at)
      t.db.prepare('DELETE FROM payment_method_blocked_country WHERE country_id = ?').run(at)
    }
  })
})

describe('currency, deprecated delete, merge hint', () => {
  it('Swiss francs: converted prices, total cash-rounded to 0.05, free shipping threshold in CHF', async () => {
    const s = shopper(t)
    await s.context({ countryId: IDS.countryCh, currencyId: IDS.currencyChf })
    const id = productId(t.db, 'GW-TEAK-OIL')
    const res = await s.add([{ id, type: 'product', quantity: 3 }])
    const price = obj(res.body, 'price')
    expect(price.taxStatus).toBe('tax-free')
    const total = num(price, 'totalPrice')
    expect(Math.round(total * 100) % 5).toBe(0)
    expect(num(price, 'rawTotal')).toBeCloseTo(total, 1)
    const threshold = num(res.body, 'extensions', 'cartHints', 'freeShipping', 'threshold')
    expect(threshold).toBe(Math.round(150 * 0.94))
  })

  it('DELETE /checkout/cart/line-item?ids[]= removes lines like the POST route', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-TEAK-OIL')
    await s.add([{ id, type: 'product', quantity: 1 }])
    const res = await s.send('DELETE', `/checkout/cart/line-item?ids[]=${id}`, {
      template: '/checkout/cart/line-item',
    })
    expect(res.status).toBe(200)
    expect(lines(res.body)).toHaveLength(0)
  })

  it('after a login merge the next read reports cart-merged-hint once', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-TEAK-OIL')
    await s.add([{ id, type: 'product', quantity: 1 }])
    t.db.prepare('UPDATE cart SET merged_notice = 1 WHERE token = ?').run(String(s.token))
    const first = await s.cart()
    expect(errorOf(first, 'cart-merged-hint')?.level).toBe(0)
    expect(errorKeys(await s.cart())).not.toContain('cart-merged-hint')
  })
})
