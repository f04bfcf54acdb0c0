import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiProblem } from '../http/errors.ts'
import { criteria as hostileCriteria } from '../tests/fuzz-arbitraries.ts'
import { parseListingRequest } from './listing.ts'
import { parseCriteria } from './parse.ts'
import { parseQueryString } from '../http/query-string.ts'
import {
  type Criteria,
  type Filter,
  MAX_ASSOCIATION_DEPTH,
  MAX_ASSOCIATIONS,
  MAX_FILTER_DEPTH,
  MAX_FILTER_NODES,
  MAX_SORTINGS,
  MAX_TERM_LENGTH,
  STORE_API_MAX_LIMIT,
} from './types.ts'

/**
 * Properties of the criteria parser: whatever it is given, it either returns criteria within every
 * cap or throws Shopware's 400 (ApiProblem with at least one 400 entry); nothing else escapes.
 * Set FUZZ_SEED to replay a reported counterexample.
 */

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
const runs = (numRuns: number) => ({ numRuns, ...(seed === undefined ? {} : { seed }) })

/** Lists longer and nestings deeper than the caps, next to ones just inside them. */
const sortEntry = fc.oneof(
  fc.record({
    field: fc.constantFrom('name', 'stock', 'product.name', ''),
    order: fc.constantFrom('ASC', 'desc'),
  }),
  fc.string(),
)
const longSort = fc.oneof(
  fc.array(sortEntry, { minLength: MAX_SORTINGS - 2, maxLength: MAX_SORTINGS * 3 }),
  fc.integer({ min: 1, max: 200 }).map((n) => Array(n).fill('-name').join(',')),
)
const deepFilter = fc
  .array(fc.constantFrom('multi', 'not'), { maxLength: MAX_FILTER_DEPTH + 6 })
  .map((wrappers) =>
    wrappers.reduce<unknown>((inner, type) => ({ type, queries: [inner] }), {
      type: 'equals',
      field: 'active',
      value: true,
    }),
  )
const wideFilter = fc
  .integer({ min: 1, max: MAX_FILTER_NODES + 50 })
  .map((n) => Array.from({ length: n }, () => ({ type: 'equals', field: 'stock', value: n })))
const associations: fc.Arbitrary<unknown> = fc.letrec<{ level: unknown }>((tie) => ({
  level: fc.oneof(
    { depthSize: 'small', maxDepth: MAX_ASSOCIATION_DEPTH + 2 },
    fc.constant({}),
    fc.dictionary(
      fc.string({ maxLength: 8 }),
      fc.record({ associations: tie('level') }, { requiredKeys: [] }),
      {
        maxKeys: MAX_ASSOCIATIONS + 5,
      },
    ),
  ),
})).level
const capped = fc.record(
  {
    sort: longSort,
    filter: fc.oneof(fc.array(deepFilter, { maxLength: 3 }), wideFilter),
    'post-filter': fc.oneof(fc.array(deepFilter, { maxLength: 2 }), wideFilter),
    associations,
    term: fc.oneof(
      fc.string(),
      fc.integer({ min: 0, max: 1200 }).map((n) => 'ä'.repeat(n)),
    ),
    limit: fc.oneof(fc.integer(), fc.double(), fc.string()),
    page: fc.oneof(fc.integer(), fc.double({ min: 0, max: 1e15 }), fc.constant(1e9), fc.string()),
  },
  { requiredKeys: [] },
)

function depthOf(filters: Filter[]): number {
  let deepest = 0
  for (const f of filters)
    if (f.type === 'multi' || f.type === 'not') deepest = Math.max(deepest, 1 + depthOf(f.queries))
  return deepest
}
function countOf(filters: Filter[]): number {
  return filters.reduce(
    (n, f) => n + 1 + (f.type === 'multi' || f.type === 'not' ? countOf(f.queries) : 0),
    0,
  )
}

function expectWithinCaps(c: Criteria, level = 0): void {
  expect(c.sort.length).toBeLessThanOrEqual(MAX_SORTINGS)
  expect(depthOf(c.filter)).toBeLessThanOrEqual(MAX_FILTER_DEPTH)
  expect(countOf(c.filter)).toBeLessThanOrEqual(MAX_FILTER_NODES)
  expect(countOf(c.postFilter)).toBeLessThanOrEqual(MAX_FILTER_NODES)
  if (c.term !== null) expect(c.term.length).toBeLessThanOrEqual(MAX_TERM_LENGTH)
  if (c.limit !== null) {
    expect(Number.isInteger(c.limit)).toBe(true)
    expect(c.limit).toBeGreaterThanOrEqual(1)
    expect(c.limit).toBeLessThanOrEqual(STORE_API_MAX_LIMIT)
  }
  expect(Number.isSafeInteger((c.page - 1) * (c.limit ?? STORE_API_MAX_LIMIT))).toBe(true)
  expect(c.page).toBeGreaterThanOrEqual(1)
  const nested = Object.values(c.associations)
  expect(nested.length).toBeLessThanOrEqual(MAX_ASSOCIATIONS)
  // Nesting levels count from 0 at the top; the parser refuses the level MAX_ASSOCIATION_DEPTH.
  expect(level).toBeLessThan(MAX_ASSOCIATION_DEPTH)
  for (const inner of nested) expectWithinCaps(inner, level + 1)
}

/** Runs `parse`; a thrown value must be the 400 problem type. */
function parsedOr400(parse: () => Criteria): Criteria | null {
  try {
    return parse()
  } catch (e) {
    expect(e).toBeInstanceOf(ApiProblem)
    const problem = e as ApiProblem
    expect(problem.status).toBe(400)
    expect(problem.errors.length).toBeGreaterThan(0)
    for (const entry of problem.errors) expect(entry.status).toBe('400')
    return null
  }
}

describe('criteria parser properties', () => {
  it('any JSON value: criteria within the caps or a 400, nothing else', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const c = parsedOr400(() => parseCriteria(value))
        if (c) expectWithinCaps(c)
      }),
      runs(1500),
    )
  })

  it('hostile criteria objects: within the caps or a 400', () => {
    fc.assert(
      fc.property(hostileCriteria, (value) => {
        const c = parsedOr400(() => parseCriteria(value))
        if (c) expectWithinCaps(c)
        const listing = parsedOr400(() => parseListingRequest(value).criteria)
        if (listing) expectWithinCaps(listing)
      }),
      runs(1500),
    )
  })

  it('lists at and beyond the caps: within the caps or one 400 per capped part', () => {
    fc.assert(
      fc.property(capped, (value) => {
        const c = parsedOr400(() => parseCriteria(value))
        if (c) expectWithinCaps(c)
      }),
      runs(400),
    )
  })

  it('any query string: within the caps or a 400', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (query) => {
        const c = parsedOr400(() => parseCriteria(parseQueryString(new URLSearchParams(query))))
        if (c) expectWithinCaps(c)
      }),
      runs(1500),
    )
  })
})
