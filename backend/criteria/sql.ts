import { ApiProblem } from '../http/errors.ts'
import type { Filter, Scalar, Sorting } from './types.ts'

export type ValueType = 'string' | 'number' | 'bool' | 'id'

/**
 * Whitelisted criteria fields of one entity. `column` is a SQL expression over the main query's
 * aliases; `exists` is a to-many field checked with a correlated subquery. No user text ever
 * reaches SQL except as a bound parameter.
 */
export type FieldDef =
  | { kind: 'column'; sql: string; type: ValueType; sortable?: boolean }
  | { kind: 'exists'; from: string; where: string; column: string; type: ValueType }

export type FieldMap = Record<string, FieldDef>

export interface SqlFragment {
  sql: string
  params: unknown[]
}

function resolve(fields: FieldMap, entity: string, field: string, pointer: string, code: string): FieldDef {
  const name = field.startsWith(`${entity}.`) ? field.slice(entity.length + 1) : field
  const def = Object.hasOwn(fields, name) ? fields[name] : undefined
  if (!def) {
    throw new ApiProblem(400, code, `Field "${name}" in entity "${entity}" was not found.`, {
      pointer,
      parameters: { field: name, entity },
    })
  }
  return def
}

function bind(value: Scalar | number | string, type: ValueType, pointer: string): unknown {
  if (value === null) return null
  if (type === 'bool') return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0
  if (type === 'number') {
    const n = typeof value === 'number' ? value : Number(value)
    if (!Number.isFinite(n)) {
      throw new ApiProblem(
        400,
        'FRAMEWORK__INVALID_FILTER_QUERY',
        `Value "${String(value)}" is not numeric.`,
        {
          pointer,
        },
      )
    }
    return n
  }
  return String(value)
}

function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (m) => `\\${m}`)
}

function condition(
  column: string,
  f: Exclude<Filter, { type: 'multi' | 'not' }>,
  type: ValueType,
  params: unknown[],
) {
  switch (f.type) {
    case 'equals':
      if (f.value === null) return `${column} IS NULL`
      params.push(bind(f.value, type, `${f.path}/value`))
      return `${column} = ?`
    case 'equalsAny': {
      const values = f.value.filter((x) => x !== null).map((x) => bind(x, type, `${f.path}/value`))
      if (values.length === 0) return '0'
      params.push(JSON.stringify(values))
      return `${column} IN (SELECT value FROM json_each(?))`
    }
    case 'contains':
      params.push(`%${likeEscape(f.value)}%`)
      return `${column} LIKE ? ESCAPE '\\'`
    case 'prefix':
      params.push(`${likeEscape(f.value)}%`)
      return `${column} LIKE ? ESCAPE '\\'`
    case 'suffix':
      params.push(`%${likeEscape(f.value)}`)
      return `${column} LIKE ? ESCAPE '\\'`
    case 'range': {
      const ops = { gte: '>=', gt: '>', lte: '<=', lt: '<' } as const
      const parts: string[] = []
      for (const key of ['gte', 'gt', 'lte', 'lt'] as const) {
        const v = f.parameters[key]
        if (v === undefined) continue
        params.push(bind(v, type, `${f.path}/parameters/${key}`))
        parts.push(`${column} ${ops[key]} ?`)
      }
      return parts.length ? parts.join(' AND ') : '1'
    }
  }
}

function compileOne(f: Filter, fields: FieldMap, entity: string, params: unknown[]): string {
  if (f.type === 'multi' || f.type === 'not') {
    const parts = f.queries.map((q) => `(${compileOne(q, fields, entity, params)})`)
    const joined =
      f.operator === 'xor'
        ? // exactly one true: sum of booleans = 1
          `(${parts.map((p) => `(${p} IS 1)`).join(' + ')}) = 1`
        : parts.join(f.operator === 'or' ? ' OR ' : ' AND ')
    return f.type === 'not' ? `NOT (${joined})` : joined
  }
  const def = resolve(fields, entity, f.field, `${f.path}/field`, 'FRAMEWORK__INVALID_FILTER_QUERY')
  if (def.kind === 'column') return `(${condition(def.sql, f, def.type, params)})`
  const inner: unknown[] = []
  const cond = condition(def.column, f, def.type, inner)
  params.push(...inner)
  return `EXISTS (SELECT 1 FROM ${def.from} WHERE ${def.where} AND ${cond})`
}

/** AND-joins a list of filters into one WHERE fragment ("1" when empty). */
export function compileFilters(filters: Filter[], fields: FieldMap, entity: string): SqlFragment {
  const params: unknown[] = []
  if (filters.length === 0) return { sql: '1', params }
  const errors = []
  const parts: string[] = []
  for (const f of filters) {
    try {
      parts.push(`(${compileOne(f, fields, entity, params)})`)
    } catch (e) {
      if (!(e instanceof ApiProblem)) throw e
      errors.push(...e.errors)
    }
  }
  if (errors.length) throw ApiProblem.many(400, errors)
  return { sql: parts.join(' AND '), params }
}

/**
 * ORDER BY terms of the sortings. A field sorted again later changes nothing (the first sorting of
 * it already decided every tie), so repeats are dropped: the query's cost follows the distinct fields.
 */
export function compileSort(sorts: Sorting[], fields: FieldMap, entity: string): string[] {
  const seen = new Set<string>()
  return sorts.flatMap((s) => {
    const def = resolve(fields, entity, s.field, `${s.path}/field`, 'FRAMEWORK__INVALID_SORT_QUERY')
    if (def.kind !== 'column' || def.sortable === false) {
      throw new ApiProblem(400, 'FRAMEWORK__INVALID_SORT_QUERY', `Field "${s.field}" cannot be sorted.`, {
        pointer: s.path,
      })
    }
    const expr = s.naturalSorting || def.type === 'string' ? `${def.sql} COLLATE NOCASE` : def.sql
    if (seen.has(def.sql)) return []
    seen.add(def.sql)
    return [`${expr} ${s.order}`]
  })
}
