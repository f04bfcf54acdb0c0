import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PREMIUM_GIFT_LEVELS } from '../seed/cart-rules.ts'
import { type JsonValue, num } from './helpers.ts'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  errorOf,
  grossPrice,
  lines,
  productId,
  shopper,
} from './cart-helpers.ts'

/**
 * A product's maximum purchase and a closeout's stock hold for the product, not per line item: the
 * same product under several line-item ids (and a premium gift of it) never adds up to more.
 */

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

const totalOf = (cart: JsonValue, id: string) =>
  lines(cart)
    .filter((l) => l.referencedId === id)
    .reduce((sum, l) => sum + Number(l.quantity), 0)

function withProduct<T>(id: string, set: Record<string, number>, run: () => Promise<T>): Promise<T> {
  const columns = Object.keys(set)
  const before = t.db
    .prepare<[string], Record<string, number>>(`SELECT ${columns.join(', ')} FROM product WHERE id = ?`)
    .get(id)
  const write = (values: Record<string, number> | undefined) =>
    t.db
      .prepare(`UPDATE product SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`)
      .run({ ...values, id })
  write(set)
  return run().finally(() => write(before))
}

describe('limits per product across line items', () => {
  it('max purchase holds on the sum of two line-item ids of one product', async () => {
    const s = shopper(t)
    const id = productId(t.db, 'GW-TEAK-OIL')
    const first = await s.add([{ id: 'oil-a', referencedId: id, type: 'product', quantity: 1 }])
    const max = num(lines(first.body)[0], 'quantityInformation', 'maxPurchase')
    const res = await s.add([{ id: 'oil-b', referencedId: id, type: 'product', quantity: max }])
    expect(res.status).toBe(200)
    expect(totalOf(res.body, id)).toBe(max)
    const error = errorOf(res.body, 'product-stock-reached')
    expect(error?.key).toBe(`product-stock-reached${id}`)
    expect(error?.parameters).toEqual({ name: lines(res.body)[0]?.label, quantity: max })
    // persisted: reading the cart again does not bring the extra pieces back
    expect(totalOf(await s.cart(), id)).toBe(max)
  })

  it('a closeout stock holds on the sum of line items added in one request', async () => {
    const id = productId(t.db, 'GW-SIRMIONE.1')
    await withProduct(id, { available_stock: 3 }, async () => {
      const s = shopper(t)
      const res = await s.add([
        { id: 'chair-a', referencedId: id, type: 'product', quantity: 2 },
        { id: 'chair-b', referencedId: id, type: 'product', quantity: 2 },
      ])
      expect(totalOf(res.body, id)).toBe(3)
      expect(errorOf(res.body, 'product-stock-reached')?.parameters).toMatchObject({ quantity: 3 })
    })
  })

  it('raising one line by PATCH cannot push the product beyond its limit', async () => {
    const id = productId(t.db, 'GW-SIRMIONE.1')
    await withProduct(id, { available_stock: 4 }, async () => {
      const s = shopper(t)
      await s.add([
        { id: 'chair-a', referencedId: id, type: 'product', quantity: 2 },
        { id: 'chair-b', referencedId: id, type: 'product', quantity: 1 },
      ])
      const res = await s.update([{ id: 'chair-b', quantity: 4 }])
      expect(totalOf(res.body, id)).toBe(4)
      expect(lines(res.body).find((l) => l.id === 'chair-a')?.quantity).toBe(2)
      expect(errorOf(res.body, 'product-stock-reached')).toBeDefined()
    })
  })

  it('a line with no stock left for it leaves the cart; the first line keeps its quantity', async () => {
    const id = productId(t.db, 'GW-SIRMIONE.1')
    await withProduct(id, { available_stock: 2 }, async () => {
      const s = shopper(t)
      const res = await s.add([
        { id: 'chair-a', referencedId: id, type: 'product', quantity: 2 },
        { id: 'chair-b', referencedId: id, type: 'product', quantity: 1 },
      ])
      expect(lines(res.body).map((l) => [l.id, l.quantity])).toEqual([['chair-a', 2]])
      expect(errorOf(res.body, 'product-stock-reached')?.parameters).toMatchObject({ quantity: 2 })
    })
  })

  it('a premium gift counts toward the stock of its product', async () => {
    const oil = productId(t.db, 'GW-TEAK-OIL')
    const sofa = productId(t.db, 'GW-RUE-106')
    await withProduct(oil, { is_closeout: 1, available_stock: 2 }, async () => {
      const s = shopper(t)
      const sofas = Math.ceil(PREMIUM_GIFT_LEVELS[0].threshold / grossPrice(t.db, sofa))
      const res = await s.add([
        { id: sofa, type: 'product', quantity: sofas },
        { id: oil, type: 'product', quantity: 2 },
      ])
      expect(res.status).toBe(200)
      expect(totalOf(res.body, oil)).toBeLessThanOrEqual(2)
      // with one piece left, the gift fits again
      const fewer = await s.update([{ id: oil, quantity: 1 }])
      expect(totalOf(fewer.body, oil)).toBe(2)
    })
  })
})
