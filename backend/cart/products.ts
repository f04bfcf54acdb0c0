import type { RequestContext } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import { loadMedia } from '../serialize/media.ts'
import type { ProductJson } from './line-item.ts'
import type { ProductRuleRow } from './rules.ts'

interface CartProductRow extends ProductRuleRow {
  product_number: string
  tax_id: string
  stock: number
  states: string
  option_ids: string | null
  property_ids: string | null
  category_ids: string | null
  cover_id: string | null
  delivery_time_id: string | null
  manufacturer_id: string | null
  restock_time: number | null
  mark_as_topseller: number
  shipping_free: number
}

export interface CartProduct {
  rule: ProductRuleRow
  json: ProductJson
}

function ids(text: string | null): string[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/**
 * The products of a cart with only what line items show and the rules need, in a fixed number of
 * queries (rows, names, covers). The catalogue serializer would also build prices, SEO data and
 * category trees for every line, which a 50-line cart pays for on each add.
 */
export function loadCartProducts(
  shop: Shop,
  ctx: RequestContext,
  wanted: readonly string[],
): Map<string, CartProduct> {
  const out = new Map<string, CartProduct>()
  if (wanted.length === 0) return out
  const db = shop.db
  const list = JSON.stringify(wanted)
  const rows = db
    .prepare<[string], CartProductRow>(
      `SELECT id, parent_id, active, available_stock, is_closeout, min_purchase, max_purchase, purchase_steps,
              child_count, product_number, tax_id, stock, states, option_ids, property_ids, category_ids, cover_id,
              delivery_time_id, manufacturer_id, restock_time, mark_as_topseller, shipping_free
       FROM product WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .all(list)
  const names = new Map<string, string>()
  const nameRows = db
    .prepare<[string, string], { product_id: string; language_id: string; name: string | null }>(
      `SELECT product_id, language_id, name FROM product_translation
       WHERE product_id IN (SELECT value FROM json_each(?)) AND language_id IN (SELECT value FROM json_each(?))`,
    )
    .all(list, JSON.stringify(ctx.languageChain))
  for (const language of [...ctx.languageChain].reverse())
    for (const r of nameRows) if (r.language_id === language && r.name) names.set(r.product_id, r.name)
  const covers = db
    .prepare<[string], { id: string; media_id: string }>(
      'SELECT id, media_id FROM product_media WHERE id IN (SELECT value FROM json_each(?))',
    )
    .all(JSON.stringify(rows.map((r) => r.cover_id).filter(Boolean)))
  const media = loadMedia(
    db,
    covers.map((c) => c.media_id),
    ctx.languageChain,
  )
  const coverOf = new Map(covers.map((c) => [c.id, media.get(c.media_id) ?? null]))
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  for (const r of rows) {
    const optionIds = ids(r.option_ids)
    const cover = r.cover_id ? (coverOf.get(r.cover_id) ?? null) : null
    out.set(r.id, {
      rule: r,
      json: {
        id: r.id,
        ...(r.parent_id ? { parentId: r.parent_id } : {}),
        ...(r.manufacturer_id ? { manufacturerId: r.manufacturer_id } : {}),
        name: names.get(r.id) ?? '',
        productNumber: r.product_number,
        taxId: r.tax_id,
        stock: r.stock,
        availableStock: r.available_stock,
        states: ids(r.states),
        optionIds,
        propertyIds: ids(r.property_ids),
        categoryIds: ids(r.category_ids),
        options: optionIds.flatMap((o) => {
          const option = cache.options.options.get(o)
          return option ? [option] : []
        }),
        cover: cover ? { media: cover } : null,
        deliveryTime: r.delivery_time_id ? (cache.deliveryTimes.get(r.delivery_time_id) ?? null) : null,
        restockTime: r.restock_time,
        isCloseout: r.is_closeout === 1,
        markAsTopseller: r.mark_as_topseller === 1,
        shippingFree: r.shipping_free === 1,
      },
    })
  }
  return out
}
