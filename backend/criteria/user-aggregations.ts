import { ApiProblem } from '../http/errors.ts'
import type { LanguageCache } from '../core/shop.ts'
import type { Columns, ProductQuery } from './product-columns.ts'
import { compileFilters, type FieldDef, type FieldMap, type SqlFragment } from './sql.ts'
import type { Aggregation, HistogramInterval } from './types.ts'

type Json = Record<string, unknown>

/**
 * The caller's own `aggregations` on products: every type of the official criteria schema (metrics,
 * terms, entity, filter, histogram, range), on columns and on to-many association fields
 * (`categoriesRo.id`, `options.id`, `propertyIds`), answered in the shapes of Shopware's
 * AggregationResults: `{buckets}`, `{entities}`, `{min,max,avg,sum}`, `{ranges}`.
 */

interface Run {
  q: ProductQuery
  fields: FieldMap
  cols: Columns
  /** aggregations computed so far, nested ones per bucket included */
  runs: number
}

/**
 * Aggregations one request may compute, a nested aggregation counting once per bucket: nesting
 * multiplies (500 terms × 500 terms …), so the work is bounded here and not by the depth alone.
 */
export const MAX_AGGREGATION_RUNS = 250

function invalid(detail: string, pointer: string): ApiProblem {
  return new ApiProblem(400, 'FRAMEWORK__INVALID_AGGREGATION_QUERY', detail, { pointer })
}

function fieldOf(fields: FieldMap, field: string, path: string): FieldDef {
  const name = field.startsWith('product.') ? field.slice(8) : field
  const def = Object.hasOwn(fields, name) ? fields[name] : undefined
  if (!def) throw invalid(`Field "${name}" in entity "product" cannot be aggregated.`, `${path}/field`)
  return def
}

/**
 * `(pid, value)` of every product in the result for one field: a column gives one row per
 * product, a to-many field one per related row. Its SQL starts after `SELECT … FROM`.
 */
function valuesOf(run: Run, def: FieldDef, where: SqlFragment): SqlFragment {
  const hits = `(SELECT DISTINCT ${run.cols.id} AS pid ${where.sql}) hits JOIN product p ON p.id = hits.pid`
  if (def.kind === 'column')
    return { sql: `(SELECT p.id AS pid, ${def.sql} AS value FROM ${hits}) v`, params: where.params }
  return {
    sql: `(SELECT p.id AS pid, ${def.column} AS value FROM ${hits}, ${def.from} WHERE ${def.where}) v`,
    params: where.params,
  }
}

/** The products of `where` whose field has `value`: narrows the result for a bucket's sub-aggregation. */
function narrowed(run: Run, where: SqlFragment, field: string, value: unknown, path: string): SqlFragment {
  const scalar = typeof value === 'number' || typeof value === 'string' ? value : String(value)
  const f = compileFilters([{ type: 'equals', field, value: scalar, path }], run.fields, 'product')
  return { sql: `${where.sql} AND ${f.sql}`, params: [...where.params, ...f.params] }
}

/** Entities of Shopware's definitions that the seed holds, in the request's language. */
function entityLookup(cache: LanguageCache, definition: string): ((id: string) => Json | undefined) | null {
  switch (definition) {
    case 'product_manufacturer':
      return (id) => cache.manufacturers.get(id)
    case 'category':
      return (id) => cache.categories.get(id)
    case 'property_group_option':
      return (id) => cache.options.options.get(id)
    case 'property_group':
      return (id) => cache.options.groups.get(id)
    case 'delivery_time':
      return (id) => cache.deliveryTimes.get(id)
    default:
      return null
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Shopware's bucket key of a date histogram: the interval's start as `Y-m-d H:i:s`. */
export function histogramKey(value: string, interval: HistogramInterval): string | null {
  const d = new Date(value.includes('T') || value.endsWith('Z') ? value : `${value.replace(' ', 'T')}Z`)
  if (Number.isNaN(d.getTime())) return null
  let [y, m, day, h, min] = [
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
  ]
  if (interval !== 'minute') min = 0
  if (!['minute', 'hour'].includes(interval)) h = 0
  if (interval === 'week') {
    // ISO weeks start on Monday
    const monday = new Date(Date.UTC(y, m, day - ((d.getUTCDay() + 6) % 7)))
    ;[y, m, day] = [monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate()]
  }
  if (interval === 'month' || interval === 'quarter' || interval === 'year') day = 1
  if (interval === 'quarter') m -= m % 3
  if (interval === 'year') m = 0
  return `${y}-${pad(m + 1)}-${pad(day)} ${pad(h)}:${pad(min)}:00`
}

function one(run: Run, a: Aggregation, where: SqlFragment): Json {
  run.runs += 1
  if (run.runs > MAX_AGGREGATION_RUNS) {
    throw new ApiProblem(
      400,
      'FRAMEWORK__INVALID_AGGREGATION_QUERY',
      `At most ${MAX_AGGREGATION_RUNS} aggregations may be computed for one request, nested aggregations counting once per bucket.`,
      { pointer: a.path, parameters: { maxAggregations: MAX_AGGREGATION_RUNS } },
    )
  }
  const db = run.q.shop.db
  const alias = `${a.name}_aggregation`
  if (a.type === 'filter') {
    const f = compileFilters(a.filter, run.fields, 'product')
    return one(run, a.aggregation, {
      sql: `${where.sql} AND ${f.sql}`,
      params: [...where.params, ...f.params],
    })
  }
  const def = fieldOf(run.fields, a.field, a.path)
  const values = valuesOf(run, def, where)
  switch (a.type) {
    case 'terms': {
      const fieldName = a.field.replace(/^product\./, '')
      const byKey = a.sort !== null && a.sort.field.replace(/^product\./, '') === fieldName
      if (a.sort !== null && !byKey && a.sort.field !== '_count')
        throw invalid(`A terms aggregation sorts by its own field or by "_count".`, `${a.path}/sort`)
      const order = byKey ? `key ${a.sort?.order ?? 'ASC'}` : `count ${a.sort?.order ?? 'DESC'}, key`
      const rows = db
        .prepare<unknown[], { key: unknown; count: number }>(
          `SELECT v.value AS key, COUNT(DISTINCT v.pid) AS count FROM ${values.sql}
           WHERE v.value IS NOT NULL GROUP BY v.value ORDER BY ${order} LIMIT ?`,
        )
        .all(...values.params, a.limit ?? 500)
      const buckets = rows.map((r) => bucket(run, a, where, r.key, r.count))
      return { buckets, apiAlias: alias }
    }
    case 'entity': {
      const lookup = entityLookup(
        run.q.shop.forLanguage(run.q.ctx.salesChannel.id, run.q.ctx.languageId),
        a.definition,
      )
      if (!lookup) {
        throw new ApiProblem(
          400,
          'FRAMEWORK__DEFINITION_NOT_FOUND',
          `Definition for entity "${a.definition}" does not exist.`,
          {
            pointer: `${a.path}/definition`,
            parameters: { entity: a.definition },
          },
        )
      }
      const ids = db
        .prepare<unknown[], string>(`SELECT DISTINCT v.value FROM ${values.sql} WHERE v.value IS NOT NULL`)
        .pluck()
        .all(...values.params)
      return { entities: ids.map((id) => lookup(String(id))).filter((e) => e !== undefined), apiAlias: alias }
    }
    case 'histogram': {
      const rows = db
        .prepare<unknown[], { value: unknown; pid: string }>(
          `SELECT v.value AS value, v.pid AS pid FROM ${values.sql} WHERE v.value IS NOT NULL`,
        )
        .all(...values.params)
      const counts = new Map<string, Set<string>>()
      for (const r of rows) {
        const key = histogramKey(String(r.value), a.interval)
        if (key !== null) counts.set(key, (counts.get(key) ?? new Set()).add(r.pid))
      }
      const buckets = [...counts.entries()]
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([key, pids]) => {
          const out: Json = { key, count: pids.size }
          if (a.aggregation) {
            const only = {
              sql: `${where.sql} AND p.id IN (SELECT value FROM json_each(?))`,
              params: [...where.params, JSON.stringify([...pids])],
            }
            out[a.aggregation.name] = one(run, a.aggregation, only)
          }
          return { ...out, apiAlias: 'aggregation_bucket' }
        })
      return { buckets, apiAlias: alias }
    }
    case 'range': {
      const ranges: Record<string, number> = {}
      for (const r of a.ranges) {
        const parts = ['v.value IS NOT NULL']
        const params: unknown[] = [...values.params]
        if (r.from !== undefined) {
          parts.push('v.value >= ?')
          params.push(r.from)
        }
        if (r.to !== undefined) {
          parts.push('v.value < ?')
          params.push(r.to)
        }
        ranges[r.key] =
          db
            .prepare<unknown[], number>(
              `SELECT COUNT(DISTINCT v.pid) FROM ${values.sql} WHERE ${parts.join(' AND ')}`,
            )
            .pluck()
            .get(...params) ?? 0
      }
      return { ranges, apiAlias: alias }
    }
    default: {
      const r =
        db
          .prepare<unknown[], Json>(
            `SELECT MIN(v.value) AS min, MAX(v.value) AS max, AVG(v.value) AS avg, SUM(v.value) AS sum, COUNT(v.value) AS count FROM ${values.sql}`,
          )
          .get(...values.params) ?? {}
      if (a.type === 'stats') return { min: r.min, max: r.max, avg: r.avg, sum: r.sum, apiAlias: alias }
      return { [a.type]: r[a.type] ?? null, apiAlias: alias }
    }
  }
}

/** A terms bucket; its nested aggregation (if any) runs on the bucket's products, under its name. */
function bucket(
  run: Run,
  a: Extract<Aggregation, { type: 'terms' }>,
  where: SqlFragment,
  key: unknown,
  count: number,
): Json {
  const out: Json = { key: String(key), count }
  if (a.aggregation)
    out[a.aggregation.name] = one(run, a.aggregation, narrowed(run, where, a.field, key, a.path))
  return { ...out, apiAlias: 'aggregation_bucket' }
}

/** The caller's own aggregations over the products of `where` (criteria filters applied). */
export function userAggregations(q: ProductQuery, where: SqlFragment, fields: FieldMap, cols: Columns): Json {
  const run: Run = { q, fields, cols, runs: 0 }
  const out: Json = {}
  for (const a of q.criteria.aggregations) out[a.name] = one(run, a, where)
  return out
}
