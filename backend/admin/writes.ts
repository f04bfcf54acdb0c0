/**
 * The Admin API's writes: a product's price, stock, active flag and name, a category's name and
 * active flag, a CMS page's name, as an integration makes them through Shopware's Admin API. Each
 * runs in one write transaction with the read models that depend on it (listing price, cheapest
 * variant, category tree rows, breadcrumbs, the full-text index), then, after the commit, drops
 * every in-memory cache that answers from the old values and returns the write results for the
 * `<entity>.written` webhook, so the Store API and the storefront's caches show the change at once.
 */
import { writeTransaction } from '../cart/store.ts'
import { forgetAggregations } from '../criteria/product-aggregations.ts'
import { forgetRankings } from '../criteria/name-rank.ts'
import type { Shop } from '../core/shop.ts'
import type { Db } from '../db/database.ts'
import { problems } from '../http/errors.ts'
import { IDS } from '../lib/ids.ts'
import { forgetAllProducts, invalidateProducts } from '../serialize/product-cache.ts'
import { updated, type WrittenEntry } from '../webhooks/payload.ts'
import type { CategoryPatch, CmsPagePatch, PriceInput, ProductPatch } from './validate.ts'

interface ProductRow {
  id: string
  parent_id: string | null
  available: number
}

/** Replaces the product's prices (Shopware's `price` field is written as a whole). */
function writePrices(db: Db, productId: string, prices: readonly PriceInput[]): void {
  db.prepare('DELETE FROM product_price WHERE product_id = ?').run(productId)
  const insert = db.prepare(
    `INSERT INTO product_price (product_id, currency_id, gross, net, linked, list_gross, list_net)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const p of prices)
    insert.run(
      productId,
      p.currencyId,
      p.gross,
      p.net,
      p.linked ? 1 : 0,
      p.listPrice?.gross ?? null,
      p.listPrice?.net ?? null,
    )
}

/**
 * The listing price and cheapest-price columns of the product a listing shows (the parent of a
 * variant), and its category tree rows, from the stored prices in the default currency; the same
 * rules as the seed's derived values.
 */
function refreshListingPrice(db: Db, listedId: string, currencyId: string): void {
  const listed = db
    .prepare<[string], { child_count: number }>('SELECT child_count FROM product WHERE id = ?')
    .get(listedId)
  if (!listed) return
  if (listed.child_count > 0) {
    db.prepare(`UPDATE product SET cheapest_variant_id = (
        SELECT v.id FROM product v JOIN product_price pp ON pp.product_id = v.id AND pp.currency_id = ?
        WHERE v.parent_id = product.id ORDER BY pp.gross, v.product_number LIMIT 1)
      WHERE id = ?`).run(currencyId, listedId)
    db.prepare(`UPDATE product SET max_price_gross = (SELECT MAX(pp.gross) FROM product v
        JOIN product_price pp ON pp.product_id = v.id AND pp.currency_id = ? WHERE v.parent_id = product.id),
        variant_listing_config = json_set(COALESCE(variant_listing_config, '{}'), '$.mainVariantId', cheapest_variant_id)
      WHERE id = ?`).run(currencyId, listedId)
  } else {
    db.prepare('UPDATE product SET cheapest_variant_id = id WHERE id = ?').run(listedId)
  }
  const price = (column: string) =>
    `(SELECT ${column} FROM product_price WHERE product_id = product.cheapest_variant_id AND currency_id = ?)`
  db.prepare(`UPDATE product SET listing_price = COALESCE(${price('gross')}, listing_price),
      cheapest_price_gross = ${price('gross')}, cheapest_price_net = ${price('net')},
      cheapest_list_price_gross = ${price('list_gross')}, cheapest_list_price_net = ${price('list_net')}
    WHERE id = ?`).run(currencyId, currencyId, currencyId, currencyId, currencyId, listedId)
  if (listed.child_count === 0)
    db.prepare('UPDATE product SET max_price_gross = listing_price WHERE id = ?').run(listedId)
  db.prepare(
    'UPDATE product_category_tree SET listing_price = (SELECT listing_price FROM product WHERE id = ?) WHERE product_id = ?',
  ).run(listedId, listedId)
}

/** The name in the default language, and the full-text rows of languages that show it. */
function writeProductName(db: Db, productId: string, languageId: string, name: string): void {
  db.prepare(
    `INSERT INTO product_translation (product_id, language_id, name) VALUES (?, ?, ?)
     ON CONFLICT (product_id, language_id) DO UPDATE SET name = excluded.name`,
  ).run(productId, languageId, name)
  db.prepare(
    `UPDATE product_search SET name = ? WHERE product_id = ? AND (language_id = ? OR NOT EXISTS (
       SELECT 1 FROM product_translation t WHERE t.product_id = ? AND t.language_id = product_search.language_id))`,
  ).run(name, productId, languageId, productId)
}

/** Sets stock and available stock (which mirrors it) and the closeout's available flag. */
function writeStock(db: Db, productId: string, stock: number): boolean {
  const before = db
    .prepare<[string], { available: number }>('SELECT available FROM product WHERE id = ?')
    .get(productId)
  db.prepare(
    `UPDATE product SET available_stock = available_stock + (? - stock), stock = ?,
       available = CASE WHEN is_closeout = 0 OR ? >= min_purchase THEN 1 ELSE 0 END WHERE id = ?`,
  ).run(stock, stock, stock, productId)
  const after = db
    .prepare<[string], { available: number }>('SELECT available FROM product WHERE id = ?')
    .get(productId)
  return before?.available !== after?.available
}

export function patchProduct(shop: Shop, id: string, patch: ProductPatch, now: Date): WrittenEntry[] {
  const db = shop.db
  const defaultCurrency = defaultCurrencyId(shop)
  const written = writeTransaction(db, () => {
    const row = db
      .prepare<[string], ProductRow>('SELECT id, parent_id, available FROM product WHERE id = ?')
      .get(id)
    if (!row) throw problems.productNotFound(id)
    const fields: string[] = []
    if (patch.price) {
      writePrices(db, id, patch.price)
      refreshListingPrice(db, row.parent_id ?? id, defaultCurrency)
      fields.push('price')
    }
    if (patch.stock !== undefined) {
      const flipped = writeStock(db, id, patch.stock)
      fields.push('stock', 'availableStock', ...(flipped ? ['available'] : []))
    }
    if (patch.active !== undefined) {
      db.prepare('UPDATE product SET active = ? WHERE id = ?').run(patch.active ? 1 : 0, id)
      db.prepare('UPDATE product_category_tree SET active = ? WHERE product_id = ?').run(
        patch.active ? 1 : 0,
        id,
      )
      fields.push('active')
    }
    if (patch.name !== undefined) {
      writeProductName(db, id, shop.defaultLanguageId, patch.name)
      fields.push('name')
    }
    db.prepare('UPDATE product SET updated_at = ? WHERE id = ?').run(now.toISOString(), id)
    const entries = [updated('product', id, fields)]
    if (row.parent_id !== null) entries.push(updated('product', row.parent_id, []))
    return entries
  })
  // the product, its variants (they inherit its name and flags) and its parent (cheapest price)
  const family = db
    .prepare<[string, string], string>('SELECT id FROM product WHERE id = ? OR parent_id = ?')
    .pluck()
    .all(id, id)
  invalidateProducts(db, [...family, ...written.map((w) => w.primaryKey)])
  forgetRankings(db, patch.name !== undefined)
  if (patch.price || patch.active !== undefined) forgetAggregations()
  return written
}

/** The system default currency (Shopware's Defaults::CURRENCY): listing prices are in it. */
export function defaultCurrencyId(shop: Shop): string {
  const row = [...shop.currencyRows.values()].find((c) => c.is_system_default === 1)
  return typeof row?.id === 'string' ? row.id : IDS.currencyEur
}

/** The categories' breadcrumbs hold the names of their ancestors: the category's and its descendants'. */
function writeCategoryName(db: Db, id: string, languageId: string, name: string): void {
  const own = db
    .prepare<[string, string], { breadcrumb: string }>(
      'SELECT breadcrumb FROM category_translation WHERE category_id = ? AND language_id = ?',
    )
    .get(id, languageId)
  const index = own ? (JSON.parse(own.breadcrumb) as string[]).length - 1 : -1
  db.prepare(
    `INSERT INTO category_translation (category_id, language_id, name, breadcrumb) VALUES (?, ?, ?, ?)
     ON CONFLICT (category_id, language_id) DO UPDATE SET name = excluded.name`,
  ).run(id, languageId, name, JSON.stringify([name]))
  if (index < 0) return
  const rows = db
    .prepare<[string, string, string], { category_id: string; breadcrumb: string }>(
      `SELECT t.category_id, t.breadcrumb FROM category_translation t JOIN category c ON c.id = t.category_id
       WHERE t.language_id = ? AND (c.id = ? OR c.path LIKE '%|' || ? || '|%')`,
    )
    .all(languageId, id, id)
  const update = db.prepare(
    'UPDATE category_translation SET breadcrumb = ? WHERE category_id = ? AND language_id = ?',
  )
  for (const r of rows) {
    const crumbs = JSON.parse(r.breadcrumb) as string[]
    if (index < crumbs.length) crumbs[index] = name
    update.run(JSON.stringify(crumbs), r.category_id, languageId)
  }
}

export function patchCategory(shop: Shop, id: string, patch: CategoryPatch): WrittenEntry[] {
  const db = shop.db
  const written = writeTransaction(db, () => {
    if (!db.prepare('SELECT 1 FROM category WHERE id = ?').get(id)) throw problems.categoryNotFound(id)
    const fields: string[] = []
    if (patch.name !== undefined) {
      writeCategoryName(db, id, shop.defaultLanguageId, patch.name)
      fields.push('name', 'breadcrumb')
    }
    if (patch.active !== undefined) {
      db.prepare('UPDATE category SET active = ? WHERE id = ?').run(patch.active ? 1 : 0, id)
      fields.push('active')
    }
    return [updated('category', id, fields)]
  })
  // navigation, breadcrumbs and product answers (SEO category) embed categories
  shop.forgetLanguageCaches()
  forgetAllProducts(db)
  forgetRankings(db, false)
  forgetAggregations()
  return written
}

export function patchCmsPage(shop: Shop, id: string, patch: CmsPagePatch): WrittenEntry[] {
  const db = shop.db
  const written = writeTransaction(db, () => {
    if (!db.prepare('SELECT 1 FROM cms_page WHERE id = ?').get(id)) throw problems.cmsPageNotFound(id)
    const fields: string[] = []
    if (patch.name !== undefined) {
      db.prepare(
        `INSERT INTO cms_page_translation (cms_page_id, language_id, name) VALUES (?, ?, ?)
         ON CONFLICT (cms_page_id, language_id) DO UPDATE SET name = excluded.name`,
      ).run(id, shop.defaultLanguageId, patch.name)
      fields.push('name')
    }
    return [updated('cms_page', id, fields)]
  })
  shop.forgetLanguageCaches()
  return written
}
