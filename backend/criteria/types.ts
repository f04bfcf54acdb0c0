/** Shopware DAL criteria, validated. `path` is the JSON pointer of the node for error sources. */
export type Scalar = string | number | boolean | null

export type Filter =
  | { type: 'equals'; field: string; value: Scalar; path: string }
  | { type: 'equalsAny'; field: string; value: Scalar[]; path: string }
  | { type: 'contains' | 'prefix' | 'suffix'; field: string; value: string; path: string }
  | { type: 'range'; field: string; parameters: RangeParameters; path: string }
  | { type: 'multi'; operator: 'and' | 'or' | 'xor'; queries: Filter[]; path: string }
  | { type: 'not'; operator: 'and' | 'or' | 'xor'; queries: Filter[]; path: string }

export interface RangeParameters {
  gte?: number | string
  gt?: number | string
  lte?: number | string
  lt?: number | string
}

export interface Sorting {
  field: string
  order: 'ASC' | 'DESC'
  naturalSorting: boolean
  path: string
}

export type MetricType = 'max' | 'min' | 'avg' | 'sum' | 'count' | 'stats'

/** Date histogram intervals of Shopware's DateHistogramAggregation. */
export type HistogramInterval = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year'

export interface RangeBucket {
  key: string
  from?: number
  to?: number
}

/** A bucket aggregation may carry one nested aggregation, computed per bucket. */
export type Aggregation =
  | {
      type: 'terms'
      name: string
      field: string
      limit: number | null
      sort: Sorting | null
      aggregation: Aggregation | null
      path: string
    }
  | { type: 'entity'; name: string; field: string; definition: string; path: string }
  | { type: MetricType; name: string; field: string; path: string }
  | { type: 'filter'; name: string; filter: Filter[]; aggregation: Aggregation; path: string }
  | {
      type: 'histogram'
      name: string
      field: string
      interval: HistogramInterval
      format: string | null
      aggregation: Aggregation | null
      path: string
    }
  | { type: 'range'; name: string; field: string; ranges: RangeBucket[]; path: string }

/** 0 none, 1 exact, 2 next-pages (Shopware's Criteria::TOTAL_COUNT_MODE_*). */
export type TotalCountMode = 0 | 1 | 2

export interface Criteria {
  page: number
  /** null = no limit given (the route applies its default) */
  limit: number | null
  ids: string[] | null
  filter: Filter[]
  postFilter: Filter[]
  sort: Sorting[]
  term: string | null
  aggregations: Aggregation[]
  associations: Record<string, Criteria>
  includes: Record<string, string[]> | null
  totalCountMode: TotalCountMode
}

export function emptyCriteria(): Criteria {
  return {
    page: 1,
    limit: null,
    ids: null,
    filter: [],
    postFilter: [],
    sort: [],
    term: null,
    aggregations: [],
    associations: {},
    includes: null,
    totalCountMode: 0,
  }
}

/** Store API cap: `shopware.api.store.max_limit` defaults to 100; larger limits are rejected, not clamped. */
export const STORE_API_MAX_LIMIT = 100
/** Guards against pathological nesting that would blow up SQL building. */
export const MAX_FILTER_DEPTH = 8
export const MAX_FILTER_NODES = 200
/** Sortings per criteria: a storefront sends one or two; each is an ORDER BY term. */
export const MAX_SORTINGS = 25
/** Associations per criteria level (nesting is capped separately). */
export const MAX_ASSOCIATIONS = 25
/**
 * Levels of nested associations. Shopware's own clients go five deep (a product page asks for
 * `cmsPage.sections.blocks.slots` and what a slot shows); the cap leaves room above that and stops
 * a request from nesting without end.
 */
export const MAX_ASSOCIATION_DEPTH = 8
/** Associations in one criteria, all levels together: width times depth stays bounded. */
export const MAX_ASSOCIATIONS_TOTAL = 100
/** Longest search term in characters; the full-text query grows with it. */
export const MAX_TERM_LENGTH = 500
