import { describe, expect, it } from 'vitest'
import { ApiProblem } from '../http/errors.ts'
import { applyIncludes } from './includes.ts'
import { parseListingRequest } from './listing.ts'
import { searchInMemory } from './memory.ts'
import { parseCriteria } from './parse.ts'
import { parseQueryString } from '../http/query-string.ts'
import { compileFilters, compileSort, type FieldMap } from './sql.ts'

const ID = 'a'.repeat(32)
const ID2 = 'b'.repeat(32)

function problem(fn: () => unknown): ApiProblem {
  try {
    fn()
  } catch (e) {
    if (e instanceof ApiProblem) return e
    throw e
  }
  throw new Error('expected an ApiProblem')
}

describe('parseCriteria', () => {
  it('accepts a full Shopware criteria body', () => {
    const c = parseCriteria({
      page: 2,
      limit: '5',
      filter: [
        { type: 'equals', field: 'active', value: true },
        { type: 'multi', operator: 'OR', queries: [{ type: 'contains', field: 'name', value: 'x' }] },
        { type: 'not', queries: [{ type: 'range', field: 'stock', parameters: { gte: '1', lt: 10 } }] },
        { type: 'equalsAny', field: 'id', value: `${ID}|${ID2}` },
      ],
      sort: [{ field: 'name', order: 'desc' }],
      aggregations: [
        { name: 'm', type: 'terms', field: 'manufacturerId' },
        {
          name: 'f',
          type: 'filter',
          filter: [{ type: 'equals', field: 'a', value: 1 }],
          aggregation: { name: 'x', type: 'max', field: 'price' },
        },
      ],
      includes: { product: ['id', 'name'] },
      'total-count-mode': 'next-pages',
      term: '  chair ',
    })
    expect(c.page).toBe(2)
    expect(c.limit).toBe(5)
    expect(c.filter.map((f) => f.type)).toEqual(['equals', 'multi', 'not', 'equalsAny'])
    expect(c.filter[1]).toMatchObject({ operator: 'or' })
    expect(c.filter[3]).toMatchObject({ value: [ID, ID2] })
    expect(c.sort[0]).toMatchObject({ field: 'name', order: 'DESC' })
    expect(c.aggregations).toHaveLength(2)
    expect(c.totalCountMode).toBe(2)
    expect(c.term).toBe('chair')
  })

  it.each([
    [{ limit: 0 }, 'FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
    [{ limit: 'abc' }, 'FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
    [{ limit: 101 }, 'FRAMEWORK__QUERY_LIMIT_EXCEEDED', '/limit'],
    [{ page: -1 }, 'FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
    [{ page: 1.5 }, 'FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
    [{ filter: 'x' }, 'FRAMEWORK__INVALID_FILTER_QUERY', '/filter'],
    [{ filter: [{ type: 'nope', field: 'a' }] }, 'FRAMEWORK__INVALID_FILTER_QUERY', '/filter/0/type'],
    [{ filter: [{ type: 'equals', value: 1 }] }, 'FRAMEWORK__INVALID_FILTER_QUERY', '/filter/0/field'],
    [
      { filter: [{ type: 'range', field: 'a', parameters: {} }] },
      'FRAMEWORK__INVALID_FILTER_QUERY',
      '/filter/0/parameters',
    ],
    [
      { 'post-filter': [{ type: 'multi', queries: [] }] },
      'FRAMEWORK__INVALID_FILTER_QUERY',
      '/post-filter/0/queries',
    ],
    [{ sort: [{ order: 'asc' }] }, 'FRAMEWORK__INVALID_SORT_QUERY', '/sort/0'],
    [
      { aggregations: [{ type: 'terms', field: 'x' }] },
      'FRAMEWORK__INVALID_AGGREGATION_QUERY',
      '/aggregations/0',
    ],
    [{ ids: ['nope'] }, 'FRAMEWORK__INVALID_UUID', '/ids/0'],
    [{ 'total-count-mode': 7 }, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', '/total-count-mode'],
    [{ term: { a: 1 } }, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', '/term'],
    [
      { filter: [{ type: 'contains', field: 'name', value: 'x'.repeat(1001) }] },
      'FRAMEWORK__INVALID_FILTER_QUERY',
      '/filter/0/value',
    ],
  ])('rejects %j with %s at %s', (payload, code, pointer) => {
    const e = problem(() => parseCriteria(payload))
    expect(e.status).toBe(400)
    expect(e.errors[0]).toMatchObject({ status: '400', code, source: { pointer } })
  })

  it('collects every violation', () => {
    expect(problem(() => parseCriteria({ limit: -1, page: 0 })).errors).toHaveLength(2)
  })

  it('bounds nesting', () => {
    let f: unknown = { type: 'equals', field: 'a', value: 1 }
    for (let i = 0; i < 20; i++) f = { type: 'multi', queries: [f] }
    expect(problem(() => parseCriteria({ filter: [f] })).errors[0]?.code).toBe(
      'FRAMEWORK__INVALID_FILTER_QUERY',
    )
  })

  it('rejects non-object bodies', () => {
    expect(problem(() => parseCriteria([1, 2])).status).toBe(400)
  })
})

describe('parseQueryString', () => {
  it('decodes PHP brackets into lists and objects', () => {
    const q = parseQueryString(
      new URLSearchParams(
        'limit=5&filter[0][type]=equals&filter[0][field]=active&filter[0][value]=1&ids[]=a&ids[]=b',
      ),
    )
    expect(q).toEqual({
      limit: '5',
      filter: [{ type: 'equals', field: 'active', value: '1' }],
      ids: ['a', 'b'],
    })
  })
  it('ignores prototype keys', () => {
    const q = parseQueryString(new URLSearchParams('__proto__[x]=1&a[constructor][y]=2'))
    expect(({} as Record<string, unknown>).x).toBeUndefined()
    expect(q).toEqual({ a: {} })
  })
})

describe('parseListingRequest', () => {
  it('reads listing parameters', () => {
    const { criteria, listing } = parseListingRequest({
      p: '3',
      limit: 12,
      order: 'price-asc',
      manufacturer: `${ID}|${ID2}`,
      properties: [ID],
      'min-price': '10',
      'max-price': 500,
      'no-aggregations': null,
      'price-filter': 'false',
    })
    expect(criteria.page).toBe(3)
    expect(listing).toMatchObject({
      order: 'price-asc',
      manufacturerIds: [ID, ID2],
      propertyIds: [ID],
      minPrice: 10,
      maxPrice: 500,
      noAggregations: true,
      priceFilter: false,
      propertyFilter: true,
    })
  })
  it('rejects bad ids and prices with pointers', () => {
    const e = problem(() => parseListingRequest({ manufacturer: 'x|y', 'min-price': -4, p: 0 }))
    expect(e.errors.map((x) => x.source?.pointer).sort()).toEqual([
      '/manufacturer/0',
      '/manufacturer/1',
      '/min-price',
      '/p',
    ])
  })
  it('rejects min above max', () => {
    expect(
      problem(() => parseListingRequest({ 'min-price': 50, 'max-price': 10 })).errors[0]?.source?.pointer,
    ).toBe('/min-price')
  })
})

describe('SQL translation', () => {
  const fields: FieldMap = {
    id: { kind: 'column', sql: 'p.id', type: 'id' },
    name: { kind: 'column', sql: 'pt.name', type: 'string' },
    stock: { kind: 'column', sql: 'p.stock', type: 'number' },
    active: { kind: 'column', sql: 'p.active', type: 'bool' },
    'properties.id': {
      kind: 'exists',
      from: 'product_property pp',
      where: 'pp.product_id = p.id',
      column: 'pp.property_group_option_id',
      type: 'id',
    },
  }
  it('binds every value as a parameter', () => {
    const c = parseCriteria({
      filter: [
        { type: 'contains', field: 'product.name', value: "50%_'; DROP TABLE x" },
        {
          type: 'multi',
          operator: 'or',
          queries: [
            { type: 'equals', field: 'active', value: 'true' },
            { type: 'range', field: 'stock', parameters: { gt: 2 } },
          ],
        },
        { type: 'equalsAny', field: 'properties.id', value: [ID] },
        { type: 'equals', field: 'name', value: null },
      ],
    })
    const sql = compileFilters(c.filter, fields, 'product')
    expect(sql.sql).not.toContain('DROP')
    expect(sql.params).toEqual(["%50\\%\\_'; DROP TABLE x%", 1, 2, JSON.stringify([ID])])
    expect(sql.sql).toContain('EXISTS (SELECT 1 FROM product_property pp')
    expect(sql.sql).toContain('pt.name IS NULL')
  })
  it('rejects unknown fields with a pointer', () => {
    const c = parseCriteria({ filter: [{ type: 'equals', field: 'password', value: 1 }] })
    const e = problem(() => compileFilters(c.filter, fields, 'product'))
    expect(e.errors[0]).toMatchObject({
      code: 'FRAMEWORK__INVALID_FILTER_QUERY',
      source: { pointer: '/filter/0/field' },
    })
  })
  it('rejects unknown and non-numeric sort/range values', () => {
    expect(
      problem(() => compileSort(parseCriteria({ sort: 'secret' }).sort, fields, 'product')).errors[0]?.code,
    ).toBe('FRAMEWORK__INVALID_SORT_QUERY')
    const c = parseCriteria({ filter: [{ type: 'range', field: 'stock', parameters: { gte: 'abc' } }] })
    expect(problem(() => compileFilters(c.filter, fields, 'product')).status).toBe(400)
    expect(compileSort(parseCriteria({ sort: '-name' }).sort, fields, 'product')).toEqual([
      'pt.name COLLATE NOCASE DESC',
    ])
  })
})

describe('in-memory search and includes', () => {
  const list = [
    {
      id: '1',
      name: 'Deutschland',
      iso: 'DE',
      position: 2,
      states: [{ shortCode: 'DE-BY' }],
      apiAlias: 'country',
    },
    { id: '2', name: 'Schweiz', iso: 'CH', position: 1, states: [], apiAlias: 'country' },
  ]
  it('filters, sorts and pages', () => {
    const c = parseCriteria({
      filter: [{ type: 'equalsAny', field: 'country.iso', value: ['DE', 'CH'] }],
      sort: [{ field: 'position' }],
      limit: 1,
      page: 2,
    })
    const r = searchInMemory(list, c, 'country')
    expect(r.total).toBe(2)
    expect(r.elements.map((e) => e.iso)).toEqual(['DE'])
    expect(
      searchInMemory(
        list,
        parseCriteria({ filter: [{ type: 'equals', field: 'states.shortCode', value: 'DE-BY' }] }),
        'country',
      ).total,
    ).toBe(1)
    expect(
      searchInMemory(
        list,
        parseCriteria({
          filter: [{ type: 'not', queries: [{ type: 'prefix', field: 'name', value: 'deu' }] }],
        }),
        'country',
      ).elements[0]?.id,
    ).toBe('2')
  })
  it('keeps only included fields per apiAlias', () => {
    expect(applyIncludes({ elements: list, apiAlias: 'x' }, { country: ['iso'] })).toEqual({
      elements: [
        { iso: 'DE', apiAlias: 'country' },
        { iso: 'CH', apiAlias: 'country' },
      ],
      apiAlias: 'x',
    })
  })
})
