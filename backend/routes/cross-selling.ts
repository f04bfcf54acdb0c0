import type { Context, Hono } from 'hono'
import type { AppEnv } from '../core/context.ts'
import { parseCriteria } from '../criteria/parse.ts'
import { runProductQuery } from '../criteria/product-query.ts'
import { loadProducts } from '../serialize/products.ts'
import { json, type Row } from '../db/rows.ts'
import { loadTranslations } from '../serialize/translate.ts'
import { productRow } from './lookups.ts'
import { readCriteria, send } from './respond.ts'

/**
 * Cross-selling groups of a product (its own or its parent's): assigned product lists, or product
 * streams run as criteria. The cross-selling route and the product page's cross-selling element
 * (CrossSellingCmsElementResolver loads it through that route) both answer these.
 */
export function crossSellingElements(c: Context<AppEnv>, product: { id: string; parentId: string | null }) {
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  const owner = product.parentId ?? product.id
  const sets = shop.db
    .prepare<[string, string], Row>(
      'SELECT * FROM product_cross_selling WHERE product_id IN (?, ?) AND active = 1 ORDER BY position',
    )
    .all(owner, product.id)
  const tr = loadTranslations(
    shop.db,
    'product_cross_selling_translation',
    'product_cross_selling_id',
    sets.map((s) => String(s.id)),
    ctx.languageChain,
  )
  const out = sets.map((s) => {
    let ids: string[]
    if (s.type === 'productStream' && s.product_stream_id) {
      const stream = shop.db
        .prepare<[string], Row>('SELECT api_filter FROM product_stream WHERE id = ?')
        .get(String(s.product_stream_id))
      const field =
        s.sorting_by === 'price' ? 'price' : s.sorting_by === 'releaseDate' ? 'releaseDate' : 'name'
      const criteria = parseCriteria({
        filter: json<unknown[]>(stream?.api_filter, []),
        limit: Math.min(Number(s.limit), 100),
        sort: [{ field, order: String(s.sorting_direction) }],
      })
      ids = runProductQuery({
        shop,
        ctx,
        criteria,
        listing: null,
        source: { kind: 'all' },
        defaultLimit: 24,
        defaultSorting: null,
      }).ids.filter((id) => id !== product.id)
    } else {
      ids = shop.db
        .prepare<[string, number], { product_id: string }>(
          'SELECT product_id FROM product_cross_selling_assigned_products WHERE cross_selling_id = ? ORDER BY position LIMIT ?',
        )
        .all(String(s.id), Number(s.limit))
        .map((r) => r.product_id)
    }
    const products = loadProducts(shop, ctx, ids)
    const name = String(tr.get(String(s.id))?.name ?? '')
    return {
      crossSelling: {
        id: String(s.id),
        name,
        position: s.position,
        sortBy: s.sorting_by,
        sortDirection: s.sorting_direction,
        type: s.type,
        active: true,
        limit: s.limit,
        translated: { name },
        apiAlias: 'product_cross_selling',
      },
      products,
      total: products.length,
      ...(s.product_stream_id ? { streamId: String(s.product_stream_id) } : {}),
      apiAlias: 'cross_selling_element',
    }
  })
  return out
}

export function registerCrossSellingRoutes(app: Hono<AppEnv>): void {
  // The body is a criteria as in Shopware; its `includes` narrow the answer (a product page's
  // teasers need a dozen product fields, not whole product graphs).
  app.on(['GET', 'POST'], '/product/:productId/cross-selling', async (c) => {
    const row = productRow(c)
    const criteria = await readCriteria(c)
    const product = { id: String(row.id), parentId: row.parent_id ? String(row.parent_id) : null }
    return send(c, crossSellingElements(c, product), criteria)
  })
}
