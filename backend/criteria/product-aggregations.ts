import { convertToMinor, toMajor } from '../pricing/money.ts'
import { type Columns, priceExpr, type ProductQuery } from './product-columns.ts'
import type { SqlFragment } from './sql.ts'

type Json = Record<string, unknown>

/**
 * Listing aggregations depend only on the base set and the criteria filters, so they are cached per
 * (query, language, currency, tax state); a category page with filters reuses its category's
 * facets. Only the Admin API changes what they count (prices, active flags): it forgets them all.
 */
const cache = new Map<string, Json>()
const CACHE_SIZE = 500

function remember(key: string, build: () => Json): Json {
  const hit = cache.get(key)
  if (hit) return hit
  const value = build()
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? '')
  cache.set(key, value)
  return value
}

/** Forgets every cached aggregation (of every database: they are few and cheap to compute again). */
export function forgetAggregations(): void {
  cache.clear()
}

export function productAggregations(q: ProductQuery, where: SqlFragment, cols: Columns): Json {
  const l = q.listing
  const { ctx, shop } = q
  const key = JSON.stringify([
    shop.db.name,
    where,
    ctx.languageId,
    ctx.currencyId,
    ctx.taxState,
    l?.propertyWhitelist,
  ])
  const all = remember(key, () => {
    const db = shop.db
    const cacheL = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
    const manufacturerIds = db
      .prepare<unknown[], { id: string }>(
        `SELECT DISTINCT ${cols.manufacturer} AS id ${where.sql} AND ${cols.manufacturer} IS NOT NULL`,
      )
      .all(...where.params)
      .map((r) => r.id)
    const manufacturers = manufacturerIds
      .map((id) => cacheL.manufacturers.get(id))
      .filter((m): m is Json => m !== undefined)
      .sort((a, b) => String(a.name).localeCompare(String(b.name)))
    const price = db
      .prepare<unknown[], { min: number | null; max: number | null; avg: number | null; sum: number | null }>(
        `SELECT MIN(${priceExpr(ctx, cols)}) AS min, MAX(${priceExpr(ctx, cols)}) AS max, AVG(${priceExpr(ctx, cols)}) AS avg, SUM(${priceExpr(ctx, cols)}) AS sum ${where.sql}`,
      )
      .get(...where.params)
    const money = (v: number | null | undefined) =>
      v === null || v === undefined
        ? 0
        : toMajor(
            convertToMinor(v, ctx.price.currencyFactor, ctx.price.itemRounding, ctx.taxState !== 'gross'),
            ctx.price.itemRounding.decimals,
          )
    const rows = db
      .prepare<unknown[], { id: string }>(
        `SELECT DISTINCT f.property_group_option_id AS id FROM product_filter_option f
         WHERE f.product_id IN (SELECT ${cols.id} ${where.sql})`,
      )
      .all(...where.params)
    const groups = new Map<string, Json[]>()
    for (const { id } of rows) {
      const option = cacheL.options.options.get(id)
      if (!option) continue
      const groupId = String(option.groupId)
      const group = cacheL.options.groups.get(groupId)
      if (group?.filterable !== true) continue
      if (l?.propertyWhitelist && !l.propertyWhitelist.includes(groupId)) continue
      groups.set(groupId, [...(groups.get(groupId) ?? []), option])
    }
    const propertyEntities = [...groups.entries()]
      .map(
        ([gid, options]): Json => ({
          ...cacheL.options.groups.get(gid),
          options: options.sort(
            (a, b) => Number(a.position) - Number(b.position) || String(a.name).localeCompare(String(b.name)),
          ),
        }),
      )
      .sort((a, b) => Number(a.position) - Number(b.position))
    return {
      manufacturer: { entities: manufacturers, apiAlias: 'manufacturer_aggregation' },
      price: {
        min: money(price?.min),
        max: money(price?.max),
        avg: money(price?.avg),
        sum: money(price?.sum),
        apiAlias: 'price_aggregation',
      },
      properties: { entities: propertyEntities, apiAlias: 'properties_aggregation' },
    }
  })
  const out: Json = {}
  if (l?.manufacturerFilter !== false) out.manufacturer = all.manufacturer
  if (l?.priceFilter !== false) out.price = all.price
  if (l?.propertyFilter !== false) out.properties = all.properties
  return out
}
