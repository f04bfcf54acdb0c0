import { randomUUID } from 'node:crypto'
import { type Db, transaction } from '../db/database.ts'
import { date } from '../serialize/translate.ts'

/**
 * Storage of Shopware's customer wishlist (migration 006): one list per customer and sales
 * channel, each product once. Callers check login and product visibility; these functions only
 * ever touch the list of the customer they are given, so one customer cannot reach another's.
 */

export interface WishlistRow {
  id: string
  customer_id: string
  sales_channel_id: string
  custom_fields: string | null
  created_at: string
  updated_at: string | null
}

const newId = (): string => randomUUID().replaceAll('-', '')

export function findWishlist(db: Db, customerId: string, salesChannelId: string): WishlistRow | undefined {
  return db
    .prepare<[string, string], WishlistRow>(
      'SELECT * FROM customer_wishlist WHERE customer_id = ? AND sales_channel_id = ?',
    )
    .get(customerId, salesChannelId)
}

/**
 * The customer's list, created when missing; an existing list gets `updated_at` (an upsert). The
 * unique key (customer, sales channel) makes a concurrent second creation a no-op, not an error.
 */
function upsertWishlist(db: Db, customerId: string, salesChannelId: string, at: string): WishlistRow {
  db.prepare(
    `INSERT INTO customer_wishlist (id, customer_id, sales_channel_id, custom_fields, created_at, updated_at)
     VALUES (?, ?, ?, NULL, ?, NULL)
     ON CONFLICT (customer_id, sales_channel_id) DO UPDATE SET updated_at = excluded.created_at`,
  ).run(newId(), customerId, salesChannelId, at)
  const row = findWishlist(db, customerId, salesChannelId)
  if (!row) throw new Error('wishlist vanished while it was written')
  return row
}

/**
 * The ids on a list, newest first: Shopware's LoadWishlistRoute sorts by `wishlists.updatedAt DESC`,
 * then `wishlists.createdAt DESC` (MySQL puts NULL last in a descending sort); the insertion order
 * breaks ties of entries written in the same millisecond.
 */
export function listedProductIds(db: Db, wishlistId: string): string[] {
  return db
    .prepare<[string], string>(
      `SELECT product_id FROM customer_wishlist_product WHERE customer_wishlist_id = ?
       ORDER BY updated_at IS NULL, updated_at DESC, created_at DESC, rowid DESC`,
    )
    .pluck()
    .all(wishlistId)
}

function isListed(db: Db, wishlistId: string, productId: string): boolean {
  return (
    db
      .prepare<[string, string], number>(
        'SELECT 1 FROM customer_wishlist_product WHERE customer_wishlist_id = ? AND product_id = ?',
      )
      .pluck()
      .get(wishlistId, productId) !== undefined
  )
}

/** Inserts one entry; false when the product is already on the list (unique key, no error). */
function insertEntry(db: Db, wishlistId: string, productId: string, at: string): boolean {
  const result = db
    .prepare(
      `INSERT INTO customer_wishlist_product (id, customer_wishlist_id, product_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, NULL) ON CONFLICT (customer_wishlist_id, product_id) DO NOTHING`,
    )
    .run(newId(), wishlistId, productId, at)
  return result.changes > 0
}

class AlreadyListed extends Error {}

/**
 * Adds one product, creating the list on first use. Returns false (and writes nothing) when the
 * product is already on the list.
 */
export function addToWishlist(
  db: Db,
  customerId: string,
  salesChannelId: string,
  productId: string,
  at: string,
): boolean {
  const existing = findWishlist(db, customerId, salesChannelId)
  if (existing && isListed(db, existing.id, productId)) return false
  try {
    transaction(db, () => {
      const list = upsertWishlist(db, customerId, salesChannelId, at)
      // listed in the meantime: roll the list's updated_at back too
      if (!insertEntry(db, list.id, productId, at)) throw new AlreadyListed()
    })
  } catch (error) {
    if (error instanceof AlreadyListed) return false
    throw error
  }
  return true
}

/**
 * Removes one product from the customer's list: 'no-wishlist' when the customer has none,
 * 'not-listed' when the product is not on it.
 */
export function removeFromWishlist(
  db: Db,
  customerId: string,
  salesChannelId: string,
  productId: string,
): 'removed' | 'no-wishlist' | 'not-listed' {
  const list = findWishlist(db, customerId, salesChannelId)
  if (!list) return 'no-wishlist'
  const result = db
    .prepare('DELETE FROM customer_wishlist_product WHERE customer_wishlist_id = ? AND product_id = ?')
    .run(list.id, productId)
  return result.changes > 0 ? 'removed' : 'not-listed'
}

/**
 * Shopware's MergeWishlistProductRoute: creates the list when missing, adds the ids that are not on
 * it yet and touches (`updated_at`) those that are, so merged products come first. The caller has
 * already dropped unknown and invisible ids.
 */
export function mergeIntoWishlist(
  db: Db,
  customerId: string,
  salesChannelId: string,
  productIds: readonly string[],
  at: string,
): void {
  transaction(db, () => {
    const list = upsertWishlist(db, customerId, salesChannelId, at)
    const touch = db.prepare(
      'UPDATE customer_wishlist_product SET updated_at = ? WHERE customer_wishlist_id = ? AND product_id = ?',
    )
    for (const productId of new Set(productIds)) {
      if (touch.run(at, list.id, productId).changes === 0) insertEntry(db, list.id, productId, at)
    }
  })
}

/** The CustomerWishlist entity as Shopware serialises it (its associations are not loaded). */
export function wishlistJson(row: WishlistRow): Record<string, unknown> {
  return {
    id: row.id,
    customerId: row.customer_id,
    salesChannelId: row.sales_channel_id,
    customFields: row.custom_fields === null ? null : (JSON.parse(row.custom_fields) as unknown),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
    apiAlias: 'customer_wishlist',
  }
}
