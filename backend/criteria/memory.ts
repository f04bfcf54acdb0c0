import { ApiProblem } from '../http/errors.ts'
import type { Criteria, Filter, Scalar, Sorting } from './types.ts'

/**
 * Criteria over small, cached entity lists (languages, currencies, countries, salutations,
 * methods): evaluated in memory on the serialised entities. Unknown fields simply do not match,
 * as a DAL filter on a null association would not.
 */
function get(obj: unknown, path: string): unknown {
  let cur: unknown = obj
  for (const key of path.split('.')) {
    if (Array.isArray(cur)) return cur.flatMap((item) => [get(item, key)]).flat()
    if (typeof cur !== 'object' || cur === null || !Object.hasOwn(cur, key)) return undefined
    cur = (cur as Record<string, unknown>)[key]
  }
  return cur
}

function same(a: unknown, b: Scalar): boolean {
  if (a === b) return true
  if (typeof a === 'boolean') return a === (b === true || b === 1 || b === '1' || b === 'true')
  if (typeof a === 'number' && typeof b === 'string') return a === Number(b)
  return false
}

function compare(a: unknown, b: string | number): number | null {
  if (typeof a === 'number') return a - Number(b)
  if (typeof a === 'string') return a < String(b) ? -1 : a > String(b) ? 1 : 0
  return null
}

function leaf(v: unknown, f: Exclude<Filter, { type: 'multi' | 'not' }>): boolean {
  if (Array.isArray(v)) return v.some((x) => leaf(x, f))
  switch (f.type) {
    case 'equals':
      return f.value === null ? v === null || v === undefined : same(v, f.value)
    case 'equalsAny':
      return f.value.some((x) => same(v, x))
    case 'contains':
      return typeof v === 'string' && v.toLowerCase().includes(f.value.toLowerCase())
    case 'prefix':
      return typeof v === 'string' && v.toLowerCase().startsWith(f.value.toLowerCase())
    case 'suffix':
      return typeof v === 'string' && v.toLowerCase().endsWith(f.value.toLowerCase())
    case 'range': {
      const p = f.parameters
      const checks: [string | number | undefined, (d: number) => boolean][] = [
        [p.gte, (d) => d >= 0],
        [p.gt, (d) => d > 0],
        [p.lte, (d) => d <= 0],
        [p.lt, (d) => d < 0],
      ]
      return checks.every(([bound, ok]) => {
        if (bound === undefined) return true
        const d = compare(v, bound)
        return d !== null && ok(d)
      })
    }
  }
}

export function matches(entity: unknown, f: Filter, alias: string): boolean {
  if (f.type === 'multi' || f.type === 'not') {
    const results = f.queries.map((q) => matches(entity, q, alias))
    const joined =
      f.operator === 'or'
        ? results.some(Boolean)
        : f.operator === 'xor'
          ? results.filter(Boolean).length === 1
          : results.every(Boolean)
    return f.type === 'not' ? !joined : joined
  }
  const field = f.field.startsWith(`${alias}.`) ? f.field.slice(alias.length + 1) : f.field
  return leaf(get(entity, field), f)
}

function sortValue(entity: unknown, s: Sorting, alias: string): unknown {
  const field = s.field.startsWith(`${alias}.`) ? s.field.slice(alias.length + 1) : s.field
  return get(entity, field)
}

export interface MemorySearchResult<T> {
  elements: T[]
  total: number
  page: number
  limit: number | null
}

/** Filters, sorts and pages a cached list; `alias` is the entity name fields may be prefixed with. */
export function searchInMemory<T>(list: T[], c: Criteria, alias: string): MemorySearchResult<T> {
  let out = c.ids ? list.filter((e) => c.ids?.includes(String(get(e, 'id')))) : list.slice()
  for (const f of [...c.filter, ...c.postFilter]) out = out.filter((e) => matches(e, f, alias))
  if (c.sort.length > 0) {
    out.sort((a, b) => {
      for (const s of c.sort) {
        const x = sortValue(a, s, alias)
        const y = sortValue(b, s, alias)
        if (x === y) continue
        if (x === undefined || x === null) return 1
        if (y === undefined || y === null) return -1
        const d = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
        if (d !== 0) return s.order === 'DESC' ? -d : d
      }
      return 0
    })
  }
  const total = out.length
  if (c.limit !== null) out = out.slice((c.page - 1) * c.limit, c.page * c.limit)
  return { elements: out, total, page: c.page, limit: c.limit }
}

export function assertKnownField(fields: readonly string[], field: string, pointer: string): void {
  if (!fields.includes(field)) {
    throw new ApiProblem(400, 'FRAMEWORK__INVALID_FILTER_QUERY', `Field "${field}" was not found.`, {
      pointer,
    })
  }
}
