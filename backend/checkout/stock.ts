// Stock movements of orders, as Shopware's StockStorage::alter makes them since 6.5: placing an
// order takes the ordered quantity from `stock` (and `available_stock`, which mirrors it), the
// transition to `cancelled` gives it back. After each movement the product's `available` flag is
// computed again: a closeout whose stock fell below its minimum purchase is no longer available
// (listings hide it, the cart refuses it), and one whose stock came back is buyable again.
// Callers run this inside their write transaction, so a crash leaves either both the order's
// change and the stock change or neither, and hand the write results it returns to the webhooks
// (webhooks/emit.ts) after the commit: `product.written` for every product whose stock moved.

import type { Db } from '../db/database.ts'
import { invalidateProducts } from '../serialize/product-cache.ts'
import { updated, type WrittenEntry } from '../webhooks/payload.ts'

/** product id → change of stock (negative: taken by an order, positive: given back). */
export type StockChanges = ReadonlyMap<string, number>

/**
 * Moves the stock and returns the write results of `product.written`: each product whose stock
 * changed (`stock`, `availableStock`, and `available` when the flag flipped), then the parent of
 * each variant among them as an entry of its own with no fields (its page and listing tile show the
 * variant's availability), once per parent.
 */
export function alterStock(db: Db, changes: StockChanges): WrittenEntry[] {
  const move = db.prepare(
    'UPDATE product SET stock = stock + ?, available_stock = available_stock + ? WHERE id = ?',
  )
  // Shopware's updateAvailableFlag: a product that is not a closeout stays available whatever its
  // stock; a closeout is available while its stock covers one minimum purchase.
  const flag = db.prepare(
    'UPDATE product SET available = CASE WHEN is_closeout = 0 OR stock >= min_purchase THEN 1 ELSE 0 END WHERE id = ?',
  )
  const read = db.prepare<[string], { available: number; parent_id: string | null }>(
    'SELECT available, parent_id FROM product WHERE id = ?',
  )
  const written: WrittenEntry[] = []
  const parents = new Set<string>()
  for (const [productId, delta] of changes) {
    if (delta === 0) continue
    const before = read.get(productId)
    if (!before) continue
    move.run(delta, delta, productId)
    flag.run(productId)
    const flipped = read.get(productId)?.available !== before.available
    written.push(
      updated('product', productId, ['stock', 'availableStock', ...(flipped ? ['available'] : [])]),
    )
    if (before.parent_id !== null) parents.add(before.parent_id)
  }
  for (const parentId of parents) if (!changes.has(parentId)) written.push(updated('product', parentId, []))
  // Listings answer stock and availability from cached product texts.
  invalidateProducts(db, [...changes.keys(), ...parents])
  return written
}

/** The stock an order's lines took, per product (lines without a product take none). */
export function orderedQuantities(db: Db, orderId: string): Map<string, number> {
  const rows = db
    .prepare<[string], { product_id: string; quantity: number }>(
      `SELECT product_id, SUM(quantity) AS quantity FROM order_line_item
       WHERE order_id = ? AND product_id IS NOT NULL GROUP BY product_id`,
    )
    .all(orderId)
  return new Map(rows.map((r) => [r.product_id, r.quantity]))
}
