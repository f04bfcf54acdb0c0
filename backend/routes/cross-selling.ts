import type { Context, Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { parseCriteria } from '../criteria/parse.ts'
import { runProductQuery } from '../criteria/product-query.ts'
import { loadProducts } from '../serialize/products.ts'
import { json, loadTranslations, type Row } from '../serialize/translate.ts'
import { productRow } from './lookups.ts'
import { readCriteria, send } from './respond.ts'

/** Cross-selling groups: assigned product lists, or product streams run as criteria. */
function crossSelling(c: Context<AppEnv>, row: Row) {
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  const owner = String(row.parent_id ?? row.id)
  const sets = shop.db
    .prepare<[string, string], Row>(
      'SELECT * FROM product_cross_selling WHERE product_id IN (?, ?) AND active = 1 ORDER BY position',
    )
    .all(owner, String(row.id))
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
      }).ids.filter((id) => id !== row.id)
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
  // teasers need a dozen product fields of the ~140 KB of whole product graphs).
  app.on(['GET', 'POST'], '/product/:productId/cross-selling', async (c) => {
    const row = productRow(c)
    const criteria = await readCriteria(c)
    return send(c, crossSelling(c, row), criteria)
  })
}
