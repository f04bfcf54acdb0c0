import { ApiProblem } from '../http/errors.ts'
import { isRecord } from '../lib/plain-data.ts'
import { parseFilterList, Violations } from './filters.ts'
import { parseAggregation } from './parse-aggregations.ts'
import {
  type Criteria,
  emptyCriteria,
  MAX_ASSOCIATION_DEPTH,
  MAX_ASSOCIATIONS,
  MAX_ASSOCIATIONS_TOTAL,
  MAX_SORTINGS,
  MAX_TERM_LENGTH,
  STORE_API_MAX_LIMIT,
  type Sorting,
  type TotalCountMode,
} from './types.ts'

const UUID = /^[0-9a-f]{32}$/

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}

/** PHP's is_numeric for the string/number forms clients send (`"2"`, `2`, `"2.0"`). */
function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value)
  return null
}

function parseLimit(raw: unknown, v: Violations, pointer = '/limit'): number | null {
  const n = numeric(raw)
  if (n === null || !Number.isInteger(n) || n <= 0) {
    v.add(
      'FRAMEWORK__INVALID_LIMIT_QUERY',
      `The limit parameter must be a positive integer greater or equals than 1. Given: ${String(raw)}`,
      pointer,
    )
    return null
  }
  if (n > STORE_API_MAX_LIMIT) {
    v.add(
      'FRAMEWORK__QUERY_LIMIT_EXCEEDED',
      `The limit must be lower than or equal to MAX_LIMIT(=${STORE_API_MAX_LIMIT}). Given: ${n}`,
      pointer,
      { maxLimit: STORE_API_MAX_LIMIT, limit: n },
    )
    return null
  }
  return n
}

export function parsePage(raw: unknown, v: Violations, pointer: string): number {
  const n = numeric(raw)
  // the offset must stay an exact integer for SQLite's 64-bit OFFSET
  if (n === null || !Number.isInteger(n) || n <= 0 || n > 1e9) {
    v.add(
      'FRAMEWORK__INVALID_PAGE_QUERY',
      `The page parameter must be a positive integer. Given: ${String(raw)}`,
      pointer,
    )
    return 1
  }
  return n
}

function parseSort(raw: unknown, v: Violations): Sorting[] {
  const invalid = (pointer: string) =>
    v.add('FRAMEWORK__INVALID_SORT_QUERY', 'The sort parameter is invalid.', pointer)
  const tooMany = (count: number) => {
    v.add(
      'FRAMEWORK__INVALID_SORT_QUERY',
      `At most ${MAX_SORTINGS} sortings are allowed. Given: ${count}`,
      '/sort',
      { maxSortings: MAX_SORTINGS, count },
    )
    return []
  }
  if (typeof raw === 'string') {
    // simple form "-name,productNumber" (descending with a leading minus)
    const parts = raw.split(',').filter(Boolean)
    if (parts.length > MAX_SORTINGS) return tooMany(parts.length)
    if (parts.length === 0) invalid('/sort')
    return parts.map((p, i) => ({
      field: p.replace(/^-/, ''),
      order: p.startsWith('-') ? 'DESC' : 'ASC',
      naturalSorting: false,
      path: `/sort/${i}`,
    }))
  }
  if (!Array.isArray(raw)) {
    invalid('/sort')
    return []
  }
  if (raw.length > MAX_SORTINGS) return tooMany(raw.length)
  const out: Sorting[] = []
  raw.forEach((s, i) => {
    if (!isRecord(s) || typeof s.field !== 'string' || s.field === '') {
      invalid(`/sort/${i}`)
      return
    }
    const order = typeof s.order === 'string' && s.order.toLowerCase() === 'desc' ? 'DESC' : 'ASC'
    out.push({ field: s.field, order, naturalSorting: s.naturalSorting === true, path: `/sort/${i}` })
  })
  return out
}

function parseIncludes(raw: unknown, v: Violations): Record<string, string[]> | null {
  if (!isRecord(raw)) {
    v.add('FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The includes parameter has to be an object.', '/includes')
    return null
  }
  const out: Record<string, string[]> = {}
  for (const [alias, fields] of Object.entries(raw)) {
    const list = typeof fields === 'string' ? fields.split(',') : fields
    if (!Array.isArray(list) || !list.every((f) => typeof f === 'string')) {
      v.add(
        'FRAMEWORK__INVALID_REQUEST_PARAMETER',
        `includes.${alias} has to be a list.`,
        `/includes/${alias}`,
      )
      continue
    }
    out[alias] = list
  }
  return out
}

const COUNT_MODES: Record<string, TotalCountMode> = { none: 0, exact: 1, 'next-pages': 2 }

function parseCountMode(raw: unknown, v: Violations): TotalCountMode {
  const n = numeric(raw)
  if (n === 0 || n === 1 || n === 2) return n
  if (typeof raw === 'string' && raw in COUNT_MODES) return COUNT_MODES[raw] ?? 0
  v.add(
    'FRAMEWORK__INVALID_REQUEST_PARAMETER',
    'total-count-mode must be 0, 1, 2, none, exact or next-pages.',
    '/total-count-mode',
  )
  return 0
}

function parseIds(raw: unknown, v: Violations): string[] {
  const list = typeof raw === 'string' ? raw.split('|').filter(Boolean) : raw
  if (!Array.isArray(list)) {
    v.add('FRAMEWORK__INVALID_CRITERIA_IDS', 'The ids parameter has to be a list of ids.', '/ids')
    return []
  }
  return list.filter((id, i) => {
    if (isUuid(id)) return true
    v.add('FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${String(id)}`, `/ids/${i}`)
    return false
  })
}

/** Associations counted so far over the whole criteria tree. */
interface AssociationBudget {
  used: number
  reported: boolean
}

function parseAssociations(
  raw: unknown,
  c: Criteria,
  v: Violations,
  depth: number,
  budget: AssociationBudget,
): void {
  if (!isRecord(raw)) {
    v.add('FRAMEWORK__INVALID_REQUEST_PARAMETER', 'associations has to be an object.', '/associations')
    return
  }
  const names = Object.keys(raw)
  if (depth >= MAX_ASSOCIATION_DEPTH) {
    v.add(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `Associations may be nested at most ${MAX_ASSOCIATION_DEPTH} levels deep.`,
      '/associations',
      { maxDepth: MAX_ASSOCIATION_DEPTH },
    )
    return
  }
  if (names.length > MAX_ASSOCIATIONS) {
    v.add(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `At most ${MAX_ASSOCIATIONS} associations per level are allowed. Given: ${names.length}`,
      '/associations',
      { maxAssociations: MAX_ASSOCIATIONS, count: names.length },
    )
    return
  }
  budget.used += names.length
  if (budget.used > MAX_ASSOCIATIONS_TOTAL) {
    // reported once, at the first level that went over; the rest of the tree is not parsed
    if (!budget.reported)
      v.add(
        'FRAMEWORK__INVALID_REQUEST_PARAMETER',
        `At most ${MAX_ASSOCIATIONS_TOTAL} associations in all levels together are allowed.`,
        '/associations',
        { maxAssociations: MAX_ASSOCIATIONS_TOTAL },
      )
    budget.reported = true
    return
  }
  for (const [name, nested] of Object.entries(raw)) {
    const inner = v.nested(`/associations/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`)
    c.associations[name] = fromPayload(isRecord(nested) ? nested : {}, inner, depth + 1, budget)
  }
}

function fromPayload(
  payload: Record<string, unknown>,
  v: Violations,
  depth: number,
  budget: AssociationBudget,
): Criteria {
  const c = emptyCriteria()
  if (payload.limit !== undefined && payload.limit !== null) c.limit = parseLimit(payload.limit, v)
  const page = payload.page ?? payload.p
  if (page !== undefined && page !== null) c.page = parsePage(page, v, payload.page ? '/page' : '/p')
  if (payload.ids !== undefined) c.ids = parseIds(payload.ids, v)
  if (payload.filter !== undefined) c.filter = parseFilterList(payload.filter, '/filter', v)
  if (payload['post-filter'] !== undefined)
    c.postFilter = parseFilterList(payload['post-filter'], '/post-filter', v)
  if (payload.sort !== undefined) c.sort = parseSort(payload.sort, v)
  const term = payload.term ?? payload.search
  if (term !== undefined && term !== null) {
    if (typeof term !== 'string' && typeof term !== 'number')
      v.add('FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The term has to be a string.', '/term')
    else if (String(term).trim().length > MAX_TERM_LENGTH)
      v.add(
        'FRAMEWORK__INVALID_REQUEST_PARAMETER',
        `The term must not be longer than ${MAX_TERM_LENGTH} characters.`,
        '/term',
        { maxLength: MAX_TERM_LENGTH },
      )
    else c.term = String(term).trim()
  }
  if (payload.aggregations !== undefined) {
    const list = Array.isArray(payload.aggregations) ? payload.aggregations : null
    if (!list)
      v.add('FRAMEWORK__INVALID_AGGREGATION_QUERY', 'aggregations has to be a list.', '/aggregations')
    list?.forEach((a, i) => {
      const agg = parseAggregation(a, `/aggregations/${i}`, v, 0)
      if (agg) c.aggregations.push(agg)
    })
  }
  if (payload.associations !== undefined) parseAssociations(payload.associations, c, v, depth, budget)
  if (payload.includes !== undefined) c.includes = parseIncludes(payload.includes, v)
  if (payload['total-count-mode'] !== undefined)
    c.totalCountMode = parseCountMode(payload['total-count-mode'], v)
  return c
}

/**
 * Validates a Store API criteria payload (JSON body or decoded query string). All violations are
 * collected and thrown together as one 400, as Shopware's SearchRequestException does.
 */
export function parseCriteria(payload: unknown): Criteria {
  if (payload !== undefined && payload !== null && !isRecord(payload)) {
    throw new ApiProblem(
      400,
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'The request body has to be a JSON object.',
    )
  }
  const v = new Violations()
  const criteria = fromPayload(payload ?? {}, v, 0, { used: 0, reported: false })
  if (v.list.length > 0) throw ApiProblem.many(400, v.list)
  return criteria
}
