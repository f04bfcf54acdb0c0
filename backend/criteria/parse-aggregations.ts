import { isRecord } from '../lib/plain-data.ts'
import { parseFilterList, type Violations } from './filters.ts'
import type { Aggregation, HistogramInterval, MetricType, RangeBucket, Sorting } from './types.ts'

/** Nested aggregations deeper than this are refused: each level multiplies the queries run. */
export const MAX_AGGREGATION_DEPTH = 4
/** Buckets of a range aggregation; each is one COUNT. */
export const MAX_RANGES = 50
const MAX_TERMS = 500

const METRICS: readonly MetricType[] = ['max', 'min', 'avg', 'sum', 'count', 'stats']
const INTERVALS: readonly HistogramInterval[] = ['minute', 'hour', 'day', 'week', 'month', 'quarter', 'year']

function finite(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value)
  return null
}

/** A terms aggregation's sorting: one sorting object (Shopware's FieldSorting) or a list of one. */
function parseTermsSort(raw: unknown, path: string, v: Violations): Sorting | null {
  const first = Array.isArray(raw) ? raw[0] : raw
  if (raw === undefined || first === undefined) return null
  if (!isRecord(first) || typeof first.field !== 'string' || first.field === '') {
    v.add(
      'FRAMEWORK__INVALID_AGGREGATION_QUERY',
      'The sort of an aggregation needs a "field".',
      `${path}/sort`,
    )
    return null
  }
  const order = typeof first.order === 'string' && first.order.toLowerCase() === 'desc' ? 'DESC' : 'ASC'
  return { field: first.field, order, naturalSorting: first.naturalSorting === true, path: `${path}/sort` }
}

function parseRanges(raw: unknown, name: string, path: string, v: Violations): RangeBucket[] | null {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_RANGES) {
    v.add(
      'FRAMEWORK__INVALID_AGGREGATION_QUERY',
      `The aggregation "${name}" needs "ranges": a list of 1 to ${MAX_RANGES} ranges.`,
      `${path}/ranges`,
    )
    return null
  }
  const out: RangeBucket[] = []
  raw.forEach((range, i) => {
    const from = isRecord(range) && range.from !== undefined ? finite(range.from) : undefined
    const to = isRecord(range) && range.to !== undefined ? finite(range.to) : undefined
    if (!isRecord(range) || from === null || to === null) {
      v.add(
        'FRAMEWORK__INVALID_AGGREGATION_QUERY',
        'A range has numeric "from" and/or "to".',
        `${path}/ranges/${i}`,
      )
      return
    }
    // Shopware's key for an unnamed range: "from-to" with "*" for an open end
    const key = typeof range.key === 'string' && range.key !== '' ? range.key : `${from ?? '*'}-${to ?? '*'}`
    out.push({ key, ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) })
  })
  return out
}

/**
 * One aggregation of a criteria, as the official schema lists them: metrics, terms, entity, filter,
 * histogram and range; terms, histogram and filter may nest one aggregation.
 */
export function parseAggregation(
  raw: unknown,
  path: string,
  v: Violations,
  depth: number,
): Aggregation | null {
  const bad = (detail: string, pointer = path) => {
    v.add('FRAMEWORK__INVALID_AGGREGATION_QUERY', detail, pointer)
    return null
  }
  if (depth > MAX_AGGREGATION_DEPTH)
    return bad(`Aggregations may be nested at most ${MAX_AGGREGATION_DEPTH} levels deep.`)
  if (!isRecord(raw)) return bad('An aggregation has to be an object.')
  const { name, type, field } = raw
  if (typeof name !== 'string' || name === '') return bad('The aggregation should contain a "name".')
  const nested = () =>
    raw.aggregation === undefined || raw.aggregation === null
      ? null
      : parseAggregation(raw.aggregation, `${path}/aggregation`, v, depth + 1)
  if (type === 'filter') {
    const filter = parseFilterList(raw.filter, `${path}/filter`, v)
    const inner = nested()
    if (inner === null && raw.aggregation === undefined)
      return bad(`The filter aggregation "${name}" needs an "aggregation".`, `${path}/aggregation`)
    return inner ? { type, name, filter, aggregation: inner, path } : null
  }
  if (typeof field !== 'string' || field === '')
    return bad(`The aggregation "${name}" should contain a "field".`)
  if (typeof type === 'string' && (METRICS as readonly string[]).includes(type))
    return { type: type as MetricType, name, field, path }
  switch (type) {
    case 'terms': {
      const limit = raw.limit === undefined || raw.limit === null ? null : finite(raw.limit)
      return {
        type,
        name,
        field,
        limit: limit && limit > 0 ? Math.min(Math.floor(limit), MAX_TERMS) : null,
        sort: parseTermsSort(raw.sort, path, v),
        aggregation: nested(),
        path,
      }
    }
    case 'entity':
      if (typeof raw.definition !== 'string' || raw.definition === '')
        return bad(`The aggregation "${name}" needs a "definition".`, `${path}/definition`)
      return { type, name, field, definition: raw.definition, path }
    case 'histogram': {
      const interval = raw.interval ?? 'day'
      const known = INTERVALS.find((i) => i === interval)
      if (!known)
        return bad(
          `The interval "${String(interval)}" is not one of ${INTERVALS.join(', ')}.`,
          `${path}/interval`,
        )
      const format = typeof raw.format === 'string' && raw.format !== '' ? raw.format : null
      return { type, name, field, interval: known, format, aggregation: nested(), path }
    }
    case 'range': {
      const ranges = parseRanges(raw.ranges, name, path, v)
      return ranges ? { type, name, field, ranges, path } : null
    }
    default:
      return bad(`The aggregation type "${String(type)}" is not supported.`, `${path}/type`)
  }
}
