import fc from 'fast-check'
import { anyJson, hexId, hostileString, toQueryString, weirdScalar } from './fuzz-values.ts'

/**
 * Generators of hostile Store API input for the fuzz test: criteria with wrong types and absurd
 * numbers, unknown and deeply nested filters, FTS5/SQL-ish search terms, invalid JSON text and
 * wrong content types. Everything here is data; fuzz.test.ts sends it and judges the answers.
 */

const FIELDS = [
  'id',
  'name',
  'productNumber',
  'manufacturerId',
  'properties.id',
  'propertyIds',
  'optionIds',
  'price',
  'cheapestPrice',
  'stock',
  'active',
  'translated.name',
  'categoryIds',
  'product.name',
  'manufacturer.name',
  'customFields.x',
  'nope',
  'name.foo.bar',
  '__proto__',
  'constructor',
  '',
]
const field = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 1, arbitrary: hostileString },
)

const FILTER_TYPES = [
  'equals',
  'equalsAny',
  'equalsAll',
  'range',
  'contains',
  'prefix',
  'suffix',
  'multi',
  'not',
]
const filterType = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FILTER_TYPES) },
  { weight: 1, arbitrary: fc.constantFrom('unknown', 'EQUALS', '', '__proto__', 'script', 'nested') },
  { weight: 1, arbitrary: weirdScalar },
)

const { filter } = fc.letrec<{ filter: unknown }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    fc.record({ type: filterType, field, value: anyJson }, { requiredKeys: [] }),
    fc.record({
      type: fc.constantFrom('range'),
      field,
      parameters: fc.oneof(
        fc.dictionary(fc.constantFrom('gt', 'gte', 'lt', 'lte', 'foo'), weirdScalar),
        anyJson,
      ),
    }),
    fc.record(
      {
        type: fc.constantFrom('multi', 'not', 'MULTI'),
        operator: fc.oneof(fc.constantFrom('and', 'or', 'xor', 'AND', 'OR', ''), weirdScalar),
        queries: fc.oneof(fc.array(tie('filter'), { maxLength: 4 }), anyJson),
      },
      { requiredKeys: ['type'] },
    ),
    anyJson,
  ),
}))

/** A multi/not filter nested `depth` levels deep (recursion in the criteria parser). */
export function nestedFilter(depth: number): unknown {
  let node: unknown = { type: 'equals', field: 'active', value: true }
  for (let i = 0; i < depth; i++) node = { type: i % 2 ? 'not' : 'multi', operator: 'and', queries: [node] }
  return node
}

const filters = fc.oneof(
  { weight: 5, arbitrary: fc.array(filter, { maxLength: 4 }) },
  { weight: 1, arbitrary: filter },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 400 }).map((d) => [nestedFilter(d)]) },
)

const sorting = fc.oneof(
  fc.constantFrom(
    'name-asc',
    'name-desc',
    'price-asc',
    'price-desc',
    'topseller',
    'score',
    'rating',
    'nope',
    '',
  ),
  hostileString,
  fc.array(
    fc.record(
      {
        field,
        order: fc.oneof(fc.constantFrom('ASC', 'DESC', 'asc', 'sideways'), weirdScalar),
        naturalSorting: anyJson,
      },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  ),
  anyJson,
)

const aggregation = fc.record(
  {
    name: fc.oneof(fc.constantFrom('manufacturer', 'price', 'properties', 'x'), hostileString),
    type: fc.oneof(
      fc.constantFrom(
        'terms',
        'stats',
        'min',
        'max',
        'avg',
        'sum',
        'count',
        'entity',
        'filter',
        'histogram',
        'bogus',
      ),
      weirdScalar,
    ),
    field,
    definition: fc.oneof(fc.constantFrom('product_manufacturer', 'nope'), weirdScalar),
    filter: filters,
    aggregation: anyJson,
  },
  { requiredKeys: [] },
)

const ASSOCIATIONS = [
  'manufacturer',
  'cover',
  'options',
  'properties',
  'media',
  'seoUrls',
  'children',
  'nope',
]
const associations = fc.oneof(
  fc.dictionary(
    fc.oneof(fc.constantFrom(...ASSOCIATIONS), hostileString),
    fc.oneof(
      anyJson,
      fc.record({ associations: anyJson, limit: weirdScalar, filter: filters }, { requiredKeys: [] }),
    ),
    { maxKeys: 3 },
  ),
  anyJson,
)

const includes = fc.oneof(
  fc.dictionary(
    fc.oneof(
      fc.constantFrom('product', 'product_manufacturer', 'media', 'calculated_price', 'nope'),
      hostileString,
    ),
    fc.oneof(fc.array(fc.oneof(field, weirdScalar), { maxLength: 5 }), weirdScalar),
    { maxKeys: 3 },
  ),
  anyJson,
)

const idList = fc.oneof(
  fc.array(fc.oneof(hexId, hostileString, weirdScalar), { maxLength: 5 }).map((ids) => ids.join('|')),
  fc.array(fc.oneof(hexId, weirdScalar), { maxLength: 5 }),
  weirdScalar,
)

/** A criteria object in which every key is optional and every value may be wrong. */
export const criteria: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.record(
      {
        p: weirdScalar,
        page: weirdScalar,
        limit: weirdScalar,
        order: sorting,
        sort: sorting,
        filter: filters,
        'post-filter': filters,
        aggregations: fc.oneof(fc.array(aggregation, { maxLength: 3 }), anyJson),
        associations,
        includes,
        ids: idList,
        term: hostileString,
        search: hostileString,
        'total-count-mode': fc.oneof(
          fc.constantFrom(0, 1, 2, 3, 'none', 'exact', 'next-pages', 'bogus'),
          weirdScalar,
        ),
        manufacturer: idList,
        properties: idList,
        'min-price': weirdScalar,
        'max-price': weirdScalar,
        query: anyJson,
        grouping: anyJson,
        fields: anyJson,
        'no-aggregations': anyJson,
        'only-aggregations': anyJson,
      },
      { requiredKeys: [] },
    ),
    fc.dictionary(hostileString, anyJson, { maxKeys: 2 }),
  )
  .map(([known, unknown]) => ({ ...unknown, ...known }))

export interface FuzzBody {
  text: string
  contentType: string | undefined
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json, application/json',
  'garbage',
  '',
]

const invalidJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '[',
    '{"limit": }',
    '{"a":1}{"b":2}',
    'NaN',
    '{"limit": 1e999}',
    "{'a': 1}",
    '\u0000',
  ),
  fc.constantFrom('\ufeff{"limit": 1}', '{"filter": [', '{"term": "\\ud800"}', '{"p": 01}', 'nul', '{,}'),
  criteria.chain((c) => {
    const text = JSON.stringify(c)
    return fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut))
  }),
  fc.string({ unit: 'binary', maxLength: 60 }),
)

/** A request body: mostly hostile criteria as JSON, sometimes invalid JSON or a wrong content type. */
export function bodyOf(objects: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: objects.map((o) => ({ text: JSON.stringify(o), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue({ maxDepth: 2 })
        .map((v) => ({ text: JSON.stringify(v), contentType: 'application/json' })),
    },
    { weight: 2, arbitrary: invalidJsonText.map((text) => ({ text, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(objects, fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }))
        .map(([o, contentType]) => ({ text: JSON.stringify(o), contentType })),
    },
  )
}

/** Query strings: bracket-encoded hostile criteria, or raw junk after the `?`. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: criteria.map(toQueryString) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'filter[=1',
      'limit[]=1&limit[]=2',
      'a[b][c][d][e][f][g][h][i][j][k][l][m][n][o][p]=1',
      '__proto__[x]=1',
      'filter[0][__proto__][type]=equals',
      '%zz=%',
      'p=%00',
      'search=%E2%28%A1',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => encodeURI(Buffer.from(s).toString())) },
)

/** PATCH /context bodies: id fields with wrong types, unknown ids and unknown keys. */
export function contextPatch(realIds: string[]): fc.Arbitrary<Record<string, unknown>> {
  const idValue = fc.oneof(fc.constantFrom(...realIds), hexId, weirdScalar, anyJson)
  return fc
    .tuple(
      fc.record(
        {
          languageId: idValue,
          currencyId: idValue,
          countryId: idValue,
          countryStateId: idValue,
          shippingMethodId: idValue,
          paymentMethodId: idValue,
          billingAddressId: idValue,
          shippingAddressId: idValue,
        },
        { requiredKeys: [] },
      ),
      fc.dictionary(hostileString, anyJson, { maxKeys: 2 }),
    )
    .map(([known, unknown]) => ({ ...unknown, ...known }))
}
