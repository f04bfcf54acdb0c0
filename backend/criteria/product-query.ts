import { ApiProblem } from '../http/errors.ts'
import type { Db } from '../db/sqlite.ts'
import { foldText, nameTokenQuery } from './fts.ts'
import { productAggregations } from './product-aggregations.ts'
import {
  type Columns,
  PRODUCT_COLUMNS,
  priceExpr,
  type ProductQuery,
  TREE_COLUMNS,
} from './product-columns.ts'
import { productFields } from './product-fields.ts'
import { nameRanks, rankedIds, sortByName } from './name-rank.ts'
import { findSorting } from './sortings.ts'
import { compileFilters, compileSort, type SqlFragment } from './sql.ts'
import { userAggregations } from './user-aggregations.ts'

export interface ProductQueryResult {
  ids: string[]
  total: number
  page: number
  limit: number
  sorting: string | null
  aggregations: Record<string, unknown>
}

const BM25 = 'bm25(product_search, 0, 0, 10, 8, 4, 3, 2, 1)'

const folding = new WeakSet<Db>()

/** SQL's `search_fold(text)`: foldText for the name tier (SQLite's lower() folds ASCII only). */
function withFold(db: Db): void {
  if (folding.has(db)) return
  db.function('search_fold', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? foldText(text) : text,
  )
  folding.add(db)
}

/**
 * 0 when every token of the term is in the product's number or name, 1 otherwise: relevance
 * ("score") ranks such products first, as Shopware's search ranks its name and number fields far
 * above the others, and bm25 orders within each tier. A token counts when a word of the name
 * starts with it (diacritics folded: "Stuhl" finds "Stühle") or the name holds it anywhere, for
 * compounds ("Stuhl" in "Stapelstuhl", which Shopware finds through its reversed keyword slops).
 * Without this, a short care product whose description mentions chairs outranked the chairs.
 */
function nameTier(db: Db, tokens: readonly string[]): SqlFragment {
  if (tokens.length === 0) return { sql: '1', params: [] }
  withFold(db)
  const parts: string[] = []
  const params: unknown[] = []
  for (const token of tokens) {
    parts.push(
      '(instr(search_fold(name), ?) > 0 OR rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ?))',
    )
    params.push(foldText(token), nameTokenQuery(token))
  }
  return { sql: `CASE WHEN ${parts.join(' AND ')} THEN 0 ELSE 1 END`, params }
}

/**
 * A category listing needs no product row when nothing filters or sorts on product columns: the
 * listing tree carries manufacturer, price and sales, so the query stays inside its indexes.
 */
function lean(q: ProductQuery): boolean {
  const c = q.criteria
  return (
    q.source.kind === 'category' &&
    c.filter.length === 0 &&
    c.postFilter.length === 0 &&
    c.sort.length === 0 &&
    c.ids === null &&
    c.aggregations.length === 0 &&
    q.ctx.taxState === 'gross'
  )
}

function base(q: ProductQuery): SqlFragment {
  switch (q.source.kind) {
    case 'category':
      return {
        sql: lean(q)
          ? 'FROM product_category_tree t WHERE t.category_id = ? AND t.active = 1'
          : 'FROM product_category_tree t JOIN product p ON p.id = t.product_id WHERE t.category_id = ? AND t.active = 1',
        params: [q.source.categoryId],
      }
    case 'search': {
      const range = q.shop.searchRanges.get(q.ctx.languageId)
      const tier = nameTier(q.shop.db, q.source.tokens)
      return {
        sql: `FROM (SELECT product_id, ${BM25} AS score, ${tier.sql} AS tier FROM product_search WHERE product_search MATCH ? AND ${range ? 'rowid BETWEEN ? AND ?' : 'language_id = ?'}) s
              JOIN product p ON p.id = s.product_id WHERE p.active = 1`,
        params: [...tier.params, q.source.fts, ...(range ? [range[0], range[1]] : [q.ctx.languageId])],
      }
    }
    case 'all':
      return { sql: 'FROM product p WHERE p.active = 1', params: [] }
  }
}

export function columnsOf(q: ProductQuery): Columns {
  return lean(q) ? TREE_COLUMNS : PRODUCT_COLUMNS
}

/** The listing's own filters (manufacturer, properties, price): post-filters, as in Shopware. */
function listingFilters(q: ProductQuery, cols: Columns): SqlFragment {
  const parts: string[] = []
  const params: unknown[] = []
  const l = q.listing
  if (!l) return { sql: '1', params }
  if (l.manufacturerFilter && l.manufacturerIds.length > 0) {
    parts.push(`${cols.manufacturer} IN (SELECT value FROM json_each(?))`)
    params.push(JSON.stringify(l.manufacturerIds))
  }
  if (l.propertyFilter && l.propertyIds.length > 0) {
    // OR within a property group, AND across groups (Shopware's PropertyListingFilterHandler)
    const options = q.shop.forLanguage(q.ctx.salesChannel.id, q.ctx.languageId).options.options
    const groups = new Map<string, string[]>()
    for (const id of l.propertyIds) {
      const g = String(options.get(id)?.groupId ?? `unknown:${id}`)
      groups.set(g, [...(groups.get(g) ?? []), id])
    }
    for (const ids of groups.values()) {
      parts.push(
        `EXISTS (SELECT 1 FROM product_filter_option f WHERE f.property_group_option_id IN (SELECT value FROM json_each(?)) AND f.product_id = ${cols.id})`,
      )
      params.push(JSON.stringify(ids))
    }
  }
  if (l.priceFilter && (l.minPrice !== null || l.maxPrice !== null)) {
    const factor = q.ctx.price.currencyFactor || 1
    if (l.minPrice !== null) {
      parts.push(`${priceExpr(q.ctx, cols)} >= ?`)
      params.push(l.minPrice / factor - 0.005)
    }
    if (l.maxPrice !== null) {
      parts.push(`${priceExpr(q.ctx, cols)} <= ?`)
      params.push(l.maxPrice / factor + 0.005)
    }
  }
  return { sql: parts.length ? parts.join(' AND ') : '1', params }
}

interface Order {
  sql: string
  key: string | null
  /** name sorting happens in memory with the rank map */
  byName: 'ASC' | 'DESC' | null
}

function orderBy(q: ProductQuery, cols: Columns): Order {
  const fields = productFields(q.ctx.languageChain)
  const explicit = compileSort(q.criteria.sort, fields, 'product')
  const requested = q.listing?.order ?? null
  const search = q.source.kind === 'search'
  if (requested === null && (explicit.length > 0 || !q.defaultSorting)) {
    return { sql: `ORDER BY ${[...explicit, `${cols.id} ASC`].join(', ')}`, key: null, byName: null }
  }
  const key = requested ?? q.defaultSorting
  const def = key ? findSorting(key, search) : undefined
  if (!def) {
    throw new ApiProblem(400, 'PRODUCT__SORTING_NOT_FOUND', `Could not find sorting with key "${key}"`, {
      pointer: '/order',
      parameters: { key },
    })
  }
  if (def.sql.startsWith('name_sort') && explicit.length === 0) {
    return { sql: '', key, byName: def.sql.endsWith('DESC') ? 'DESC' : 'ASC' }
  }
  const s = def.sql
    .replace(
      'name_sort',
      fields.name && fields.name.kind === 'column' ? `${fields.name.sql} COLLATE NOCASE` : 'p.id',
    )
    .replace('p.listing_price', cols.price)
    .replace('p.sales', cols.sales)
  return { sql: `ORDER BY ${[...explicit, s, `${cols.id} ASC`].join(', ')}`, key, byName: null }
}

/**
 * Runs a product search: base set (category, FTS match or all), criteria filters, listing post
 * filters, sorting, paging, total and aggregations. All values are bound parameters.
 */
export function runProductQuery(q: ProductQuery): ProductQueryResult {
  const db = q.shop.db
  const fields = productFields(q.ctx.languageChain)
  const limit = q.criteria.limit ?? (q.criteria.ids ? Math.max(q.criteria.ids.length, 1) : q.defaultLimit)
  const page = q.criteria.page
  if (q.source.kind === 'search' && q.source.fts === null) {
    return { ids: [], total: 0, page, limit, sorting: q.listing?.order ?? q.defaultSorting, aggregations: {} }
  }
  const from = base(q)
  const pre = compileFilters(q.criteria.filter, fields, 'product')
  const ids: SqlFragment = q.criteria.ids
    ? { sql: 'p.id IN (SELECT value FROM json_each(?))', params: [JSON.stringify(q.criteria.ids)] }
    : { sql: '1', params: [] }
  const post = compileFilters(q.criteria.postFilter, fields, 'product')
  const cols = columnsOf(q)
  const listing = listingFilters(q, cols)
  const where = `${from.sql} AND ${ids.sql} AND ${pre.sql} AND ${post.sql} AND ${listing.sql}`
  const params = [...from.params, ...ids.params, ...pre.params, ...post.params, ...listing.params]
  const order = orderBy(q, cols)
  const onlyAggregations = q.listing?.onlyAggregations === true
  let total: number
  let pageIds: string[]
  if (order.byName || q.source.kind !== 'all') {
    // the whole ranked id list of a listing or search, cached: its pages are slices of it
    const all = rankedIds(db, JSON.stringify([where, params, order, q.ctx.languageChain]), () => {
      const ids = db
        .prepare<unknown[], string>(`SELECT ${cols.id} AS id ${where} ${order.sql}`)
        .pluck()
        .all(...params)
      return order.byName ? sortByName(ids, nameRanks(db, q.ctx.languageChain), order.byName) : ids
    })
    total = all.length
    pageIds = onlyAggregations ? [] : all.slice((page - 1) * limit, page * limit)
  } else {
    total = Number(
      db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n ${where}`).get(...params)?.n ?? 0,
    )
    pageIds = onlyAggregations
      ? []
      : db
          .prepare<unknown[], { id: string }>(
            `SELECT ${cols.id} AS id ${where} ${order.sql} LIMIT ? OFFSET ?`,
          )
          .all(...params, limit, (page - 1) * limit)
          .map((r) => r.id)
  }
  // aggregations see the criteria filters but not the listing/post filters (unless reduce-aggregations)
  const aggWhere = q.listing?.reduceAggregations
    ? { sql: where, params }
    : {
        sql: `${from.sql} AND ${ids.sql} AND ${pre.sql}`,
        params: [...from.params, ...ids.params, ...pre.params],
      }
  const aggregations = {
    ...(q.listing && !q.listing.noAggregations ? productAggregations(q, aggWhere, cols) : {}),
    ...userAggregations(q, aggWhere, fields, cols),
  }
  return { ids: pageIds, total, page, limit, sorting: order.key, aggregations }
}
