// Stock movements of orders, as Shopware's StockStorage::alter makes them since 6.5: placing an
// order takes the ordered quantity from `stock` (and `available_stock`, which mirrors it), the
// transition to `cancelled` gives it back. After each movement the product's `available` flag is
// computed again: a closeout whose stock fell below its minimum purchase is no longer available
// (listings hide it, the cart refuses it), and one whose stock came back is buyable again.
// Callers run this inside their write transaction, so a crash leaves either both the order's
// change and the stock change or neither.

import type { Db } from '../db/database.ts'
import { invalidateProducts } from '../serialize/product-cache.ts'

/** product id → change of stock (negative: taken by an order, positive: given back). */
export type StockChanges = ReadonlyMap<string, number>

export function alterStock(db: Db, changes: StockChanges): void {
  const move = db.prepare(
    'UPDATE product SET stock = stock + ?, available_stock = available_stock + ? WHERE id = ?',
  )
  // Shopware's updateAvailableFlag: a product that is not a closeout stays available whatever its
  // stock; a closeout is available while its stock covers one minimum purchase.
  const flag = db.prepare(
    'UPDATE product SET available = CASE WHEN is_closeout = 0 OR stock >= min_purchase THEN 1 ELSE 0 END WHERE id = ?',
  )
  for (const [productId, delta] of changes) {
    if (delta === 0) continue
    move.run(delta, delta, productId)
    flag.run(productId)
  }
  // Listings answer stock and availability from cached product texts.
  invalidateProducts(db, changes.keys())
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
