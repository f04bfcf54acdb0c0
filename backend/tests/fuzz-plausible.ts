import fc from 'fast-check'
import { hexId, hostileString } from './fuzz-values.ts'

/**
 * Well-formed criteria carrying hostile values, for the fuzz test: most structurally broken
 * criteria stop at validation (400), these reach the SQL and FTS5 query paths behind it.
 */

const simpleValidFilter = (ids: string[]): fc.Arbitrary<unknown> => {
  const id = fc.oneof(fc.constantFrom(...ids), hexId)
  return fc.oneof(
    fc.record({
      type: fc.constant('equals'),
      field: fc.constantFrom('active', 'manufacturerId', 'productNumber', 'id', 'parentId'),
      value: fc.oneof(fc.boolean(), id, fc.constant(null), hostileString),
    }),
    fc.record({
      type: fc.constant('equalsAny'),
      field: fc.constantFrom('id', 'manufacturerId', 'propertyIds', 'optionIds', 'categoryIds'),
      value: fc.oneof(
        fc.array(id, { maxLength: 4 }),
        fc.array(id, { maxLength: 4 }).map((a) => a.join('|')),
      ),
    }),
    fc.record({
      type: fc.constant('range'),
      field: fc.constantFrom('price', 'stock', 'ratingAverage', 'releaseDate'),
      parameters: fc.record({ gte: fc.nat(3_000), lte: fc.nat(10_000) }, { requiredKeys: [] }),
    }),
    fc.record({
      type: fc.constantFrom('contains', 'prefix', 'suffix'),
      field: fc.constantFrom('name', 'productNumber', 'description'),
      value: hostileString,
    }),
  )
}

/**
 * Mostly well-formed criteria with hostile *values* (search terms, LIKE patterns, huge pages,
 * unknown but well-formed ids), so the query paths behind validation are exercised too.
 */
export function plausibleCriteria(ids: string[]): fc.Arbitrary<Record<string, unknown>> {
  const idList = fc.array(fc.oneof(fc.constantFrom(...ids), hexId), { minLength: 1, maxLength: 3 })
  const filter = simpleValidFilter(ids)
  const nested = fc.record({
    type: fc.constantFrom('multi', 'not'),
    operator: fc.constantFrom('and', 'or', 'AND', 'OR'),
    queries: fc.array(filter, { minLength: 1, maxLength: 3 }),
  })
  return fc.record(
    {
      p: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom(1_000, 999_999)),
      limit: fc.integer({ min: 1, max: 100 }),
      order: fc.constantFrom('name-asc', 'name-desc', 'price-asc', 'price-desc', 'topseller', 'score'),
      search: hostileString,
      manufacturer: idList.map((a) => a.join('|')),
      properties: idList.map((a) => a.join('|')),
      'min-price': fc.nat(2_000),
      'max-price': fc.nat(10_000),
      filter: fc.array(fc.oneof(filter, nested), { maxLength: 3 }),
      'post-filter': fc.array(filter, { maxLength: 2 }),
      'total-count-mode': fc.constantFrom(0, 1, 2, 'none', 'exact', 'next-pages'),
      associations: fc.constantFrom(
        { manufacturer: {} },
        { cover: {} },
        { options: { associations: { group: {} } } },
      ),
    },
    { requiredKeys: [] },
  )
}
