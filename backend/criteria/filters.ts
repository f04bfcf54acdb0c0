import { type ApiErrorEntry, errorEntry } from '../http/errors.ts'
import { isRecord } from '../lib/plain-data.ts'
import {
  type Filter,
  MAX_FILTER_DEPTH,
  MAX_FILTER_NODES,
  type RangeParameters,
  type Scalar,
} from './types.ts'

/** Collects Shopware's SearchRequestException entries; one request can carry many. */
export class Violations {
  constructor(
    readonly list: ApiErrorEntry[] = [],
    /** pointer prefix of a nested criteria (associations) */
    readonly prefix = '',
  ) {}
  add(code: string, detail: string, pointer: string, parameters?: Record<string, unknown>): void {
    const full = `${this.prefix}${pointer}`
    const entry = errorEntry(400, code, detail, { pointer: full, ...(parameters ? { parameters } : {}) })
    // the same problem at the same place is reported once (the error list has uniqueItems)
    if (this.list.some((e) => e.code === code && e.source?.pointer === full && e.detail === detail)) return
    this.list.push(entry)
  }
  filter(detail: string, pointer: string): void {
    this.add('FRAMEWORK__INVALID_FILTER_QUERY', detail, pointer)
  }
  nested(pointer: string): Violations {
    return new Violations(this.list, `${this.prefix}${pointer}`)
  }
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value)
}

const RANGE_KEYS = ['gte', 'gt', 'lte', 'lt'] as const
const MAX_VALUE_LENGTH = 1000
const OPERATORS = ['and', 'or', 'xor'] as const

interface Budget {
  nodes: number
  /** set once the caps are hit: the rest of the list is not parsed and reported once */
  exceeded: boolean
}

function parseField(raw: Record<string, unknown>, path: string, v: Violations): string | null {
  const field = raw.field
  if (typeof field !== 'string' || field.trim() === '') {
    v.filter('Parameter "field" for filter is missing or not a string.', `${path}/field`)
    return null
  }
  return field.trim()
}

function parseOperator(raw: Record<string, unknown>, path: string, v: Violations) {
  const op = raw.operator === undefined ? 'and' : String(raw.operator).toLowerCase()
  const found = OPERATORS.find((o) => o === op)
  if (!found) v.filter(`Unsupported operator "${String(raw.operator)}".`, `${path}/operator`)
  return found ?? 'and'
}

function parseRange(raw: Record<string, unknown>, path: string, v: Violations): RangeParameters | null {
  const params = raw.parameters
  if (!isRecord(params)) {
    v.filter('Parameter "parameters" for range filter is missing.', `${path}/parameters`)
    return null
  }
  const out: RangeParameters = {}
  for (const key of RANGE_KEYS) {
    const value = params[key]
    if (value === undefined || value === null || value === '') continue
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value
    else if (typeof value === 'string' && value.length <= 64) {
      const asNumber = Number(value)
      out[key] = value.trim() !== '' && Number.isFinite(asNumber) ? asNumber : value
    } else v.filter(`Range parameter "${key}" must be a number or a date.`, `${path}/parameters/${key}`)
  }
  if (Object.keys(out).length === 0) v.filter('Range filter needs gte, gt, lte or lt.', `${path}/parameters`)
  return out
}

function parseQueries(raw: Record<string, unknown>, path: string, v: Violations, depth: number, b: Budget) {
  if (!Array.isArray(raw.queries) || raw.queries.length === 0) {
    v.filter('Parameter "queries" for multi filter is missing.', `${path}/queries`)
    return []
  }
  return parseFilterList(raw.queries, `${path}/queries`, v, depth + 1, b)
}

function parseOne(raw: unknown, path: string, v: Violations, depth: number, b: Budget): Filter | null {
  b.nodes++
  if (b.nodes > MAX_FILTER_NODES || depth > MAX_FILTER_DEPTH) {
    if (!b.exceeded)
      v.filter(
        `A filter may hold at most ${MAX_FILTER_NODES} queries, nested at most ${MAX_FILTER_DEPTH} deep.`,
        path,
      )
    b.exceeded = true
    return null
  }
  if (!isRecord(raw)) {
    v.filter('A filter has to be an object.', path)
    return null
  }
  const type = raw.type
  switch (type) {
    case 'equals': {
      const field = parseField(raw, path, v)
      if (!('value' in raw) || !isScalar(raw.value)) {
        v.filter('Parameter "value" for equals filter is missing or not a scalar.', `${path}/value`)
        return null
      }
      return field === null ? null : { type, field, value: raw.value, path }
    }
    case 'equalsAny': {
      const field = parseField(raw, path, v)
      const value = typeof raw.value === 'string' ? raw.value.split('|').filter(Boolean) : raw.value
      if (!Array.isArray(value) || value.length === 0 || !value.every(isScalar)) {
        v.filter('Parameter "value" for equalsAny filter has to be a non-empty list.', `${path}/value`)
        return null
      }
      return field === null ? null : { type, field, value, path }
    }
    case 'contains':
    case 'prefix':
    case 'suffix': {
      const field = parseField(raw, path, v)
      if (typeof raw.value !== 'string' && typeof raw.value !== 'number') {
        v.filter(`Parameter "value" for ${type} filter is missing or not a string.`, `${path}/value`)
        return null
      }
      // SQLite refuses LIKE patterns above 50,000 bytes; no product field is anywhere near this
      if (String(raw.value).length > MAX_VALUE_LENGTH) {
        v.filter(
          `Parameter "value" for ${type} filter is longer than ${MAX_VALUE_LENGTH} characters.`,
          `${path}/value`,
        )
        return null
      }
      return field === null ? null : { type, field, value: String(raw.value), path }
    }
    case 'range': {
      const field = parseField(raw, path, v)
      const parameters = parseRange(raw, path, v)
      return field === null || parameters === null ? null : { type, field, parameters, path }
    }
    case 'multi':
    case 'not': {
      const operator = parseOperator(raw, path, v)
      const queries = parseQueries(raw, path, v, depth, b)
      return queries.length === 0 ? null : { type, operator, queries, path }
    }
    default:
      v.filter(`Unsupported filter type: ${typeof type === 'string' ? type : 'missing'}`, `${path}/type`)
      return null
  }
}

export function parseFilterList(
  raw: unknown,
  path: string,
  v: Violations,
  depth = 0,
  b: Budget = { nodes: 0, exceeded: false },
) {
  if (!Array.isArray(raw)) {
    v.filter('The filter parameter has to be a list of filters.', path)
    return []
  }
  const out: Filter[] = []
  for (const [i, item] of raw.entries()) {
    if (b.exceeded) break
    const f = parseOne(item, `${path}/${i}`, v, depth, b)
    if (f) out.push(f)
  }
  return out
}
