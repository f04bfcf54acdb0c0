import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { activeFilters, listingFacets } from './listing-facets.ts'
import {
  changeListing,
  DEFAULT_LISTING_LIMIT,
  hasActiveFilters,
  idsOf,
  limitOf,
  listingCriteria,
  listingQuery,
  pageCount,
  pageOf,
  toggleId,
  validateListingSearch,
  withoutFilters,
} from './listing.ts'

const A = 'a'.repeat(32)
const B = 'b'.repeat(32)
const C = 'c'.repeat(32)

describe('validateListingSearch', () => {
  it('leaves the defaults out (the router compares the result with the URL)', () => {
    expect(validateListingSearch({})).toEqual({})
    expect(validateListingSearch({ p: 1, limit: DEFAULT_LISTING_LIMIT })).toEqual({})
    expect(pageOf({})).toBe(1)
    expect(limitOf({})).toBe(10)
  })

  it('keeps valid values from the router (numbers) and from plain forms (strings, repeated fields)', () => {
    expect(
      validateListingSearch({
        p: '3',
        limit: 20,
        order: 'price-asc',
        manufacturer: [B, A],
        properties: `${C}|${A}`,
        'min-price': '10,5',
        'max-price': 500,
      }),
    ).toEqual({
      p: 3,
      limit: 20,
      order: 'price-asc',
      manufacturer: `${A}|${B}`,
      properties: `${A}|${C}`,
      'min-price': 10.5,
      'max-price': 500,
    })
    expect(validateListingSearch({ page: 4 }).p).toBe(4)
  })

  it.each([
    [{ p: 0 }],
    [{ p: -1 }],
    [{ p: 1.5 }],
    [{ p: 'two' }],
    [{ limit: 0 }],
    [{ limit: 101 }],
    [{ limit: 'many' }],
    [{ order: '<script>' }],
    [{ order: 'price asc' }],
    [{ order: ['name-asc'] }],
    [{ manufacturer: 'not-an-id' }],
    [{ manufacturer: { $ne: '' } }],
    [{ properties: `${'g'.repeat(32)}` }],
    [{ 'min-price': -5 }],
    [{ 'min-price': 0 }],
    [{ 'max-price': 'cheap' }],
    [{ 'max-price': Number.POSITIVE_INFINITY }],
  ])('drops the invalid value in %j instead of failing', (raw) => {
    expect(validateListingSearch(raw)).toEqual({})
  })

  it('swaps a minimum price above the maximum (the Store API would answer 400)', () => {
    expect(validateListingSearch({ 'min-price': 900, 'max-price': 100 })).toEqual({
      'min-price': 100,
      'max-price': 900,
    })
  })

  it('lower-cases, de-duplicates and sorts ids: one URL per filter set', () => {
    expect(idsOf(`${B.toUpperCase()}|${A}|${B}`)).toEqual([A, B])
    expect(validateListingSearch({ manufacturer: `${B}|${A}` })).toEqual(
      validateListingSearch({ manufacturer: `${A}|${B}` }),
    )
  })

  it('is idempotent for any input (validated params validate to themselves)', () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.constantFrom(A, B, `${A}|${B}`, 'price-asc'),
      fc.array(fc.constantFrom(A, B, 'x')),
    )
    fc.assert(
      fc.property(
        fc.record(
          {
            p: value,
            limit: value,
            order: value,
            manufacturer: value,
            properties: value,
            'min-price': value,
            'max-price': value,
          },
          { requiredKeys: [] },
        ),
        (raw) => {
          const once = validateListingSearch(raw)
          expect(validateListingSearch({ ...once })).toEqual(once)
          const min = once['min-price']
          const max = once['max-price']
          if (min !== undefined && max !== undefined) expect(min).toBeLessThanOrEqual(max)
        },
      ),
    )
  })
})

describe('listingCriteria', () => {
  it('always sends page and limit (the spec default 10, not the back end default 24)', () => {
    expect(listingCriteria({})).toEqual({ p: 1, limit: 10 })
  })

  it("uses Shopware's listing parameter names", () => {
    expect(
      listingCriteria({
        p: 2,
        order: 'price-desc',
        manufacturer: A,
        properties: `${B}|${C}`,
        'min-price': 5,
        'max-price': 50,
      }),
    ).toEqual({
      p: 2,
      limit: 10,
      order: 'price-desc',
      manufacturer: A,
      properties: `${B}|${C}`,
      'min-price': 5,
      'max-price': 50,
    })
  })
})

describe('changeListing', () => {
  it('goes back to page 1 when filters, sorting or page size change', () => {
    const search = { p: 4, order: 'price-asc', manufacturer: A }
    expect(changeListing(search, { manufacturer: [A, B] })).toEqual({
      order: 'price-asc',
      manufacturer: `${A}|${B}`,
    })
    expect(changeListing(search, { order: 'name-asc' })).toEqual({ order: 'name-asc', manufacturer: A })
    expect(changeListing(search, { limit: 20 })).toEqual({ limit: 20, order: 'price-asc', manufacturer: A })
  })

  it('keeps everything else on a page change', () => {
    expect(changeListing({ order: 'price-asc', 'min-price': 10 }, { p: 2 })).toEqual({
      p: 2,
      order: 'price-asc',
      'min-price': 10,
    })
  })

  it('sets and clears the price range', () => {
    const withPrice = changeListing({}, { minPrice: 100, maxPrice: 200 })
    expect(withPrice).toEqual({ 'min-price': 100, 'max-price': 200 })
    expect(changeListing(withPrice, { minPrice: null })).toEqual({ 'max-price': 200 })
  })

  it('resets only the filters', () => {
    const search = { p: 3, limit: 20, order: 'price-asc', manufacturer: A, properties: B, 'min-price': 1 }
    expect(hasActiveFilters(search)).toBe(true)
    expect(withoutFilters(search)).toEqual({ limit: 20, order: 'price-asc' })
    expect(hasActiveFilters(withoutFilters(search))).toBe(false)
  })

  it('toggles checkbox ids', () => {
    expect(toggleId([A], B)).toEqual([A, B])
    expect(toggleId([A, B], A)).toEqual([B])
  })
})

describe('listingQuery', () => {
  it('writes a stable query without defaults', () => {
    expect(listingQuery({})).toBe('')
    expect(listingQuery({ manufacturer: A, p: 2, order: 'price-asc' })).toBe(
      `order=price-asc&p=2&manufacturer=${A}`,
    )
    expect(listingQuery({ p: 1 }, { search: 'teak & rope' })).toBe('search=teak+%26+rope')
  })
})

describe('pageCount', () => {
  it('rounds up and never divides by zero', () => {
    expect(pageCount(21, 10)).toBe(3)
    expect(pageCount(0, 10)).toBe(0)
    expect(pageCount(5, 0)).toBe(0)
  })
})

const aggregations = {
  manufacturer: {
    entities: [
      { id: A, name: 'Nordwerk', translated: { name: 'Nordwerk' } },
      { id: 'broken', name: 'Nope' },
    ],
    apiAlias: 'manufacturer_aggregation',
  },
  price: { min: 19.9, max: 2499, apiAlias: 'price_aggregation' },
  properties: {
    entities: [
      {
        id: C,
        name: 'Material',
        position: 2,
        displayType: 'text',
        options: [{ id: B, name: 'Teak', translated: { name: 'Teak' }, position: 1 }],
      },
      {
        id: 'd'.repeat(32),
        name: 'Farbe',
        translated: { name: 'Colour' },
        position: 1,
        displayType: 'color',
        options: [
          { id: 'e'.repeat(32), name: 'Grün', translated: { name: 'Green' }, colorHexCode: '#1f4d36' },
        ],
      },
      { id: 'f'.repeat(32), name: 'Empty', options: [] },
    ],
  },
}

describe('listingFacets', () => {
  it('reads manufacturers, property groups (by position, translated) and the price range', () => {
    const facets = listingFacets(aggregations)
    expect(facets.manufacturers).toEqual([{ id: A, name: 'Nordwerk', colorHexCode: null }])
    expect(facets.properties.map((group) => group.name)).toEqual(['Colour', 'Material'])
    expect(facets.properties[0]?.options[0]).toEqual({
      id: 'e'.repeat(32),
      name: 'Green',
      colorHexCode: '#1f4d36',
    })
    expect(facets.properties[0]?.displayType).toBe('color')
    expect(facets.price).toEqual({ min: 19.9, max: 2499 })
  })

  it('gives no filters for an empty or foreign aggregation shape', () => {
    expect(listingFacets({})).toEqual({ manufacturers: [], properties: [], price: null })
    expect(listingFacets({ manufacturer: [1, 2], properties: 'x', price: { min: 'a' } })).toEqual({
      manufacturers: [],
      properties: [],
      price: null,
    })
  })
})

describe('activeFilters', () => {
  it('lists each active filter with the search that removes it', () => {
    const search = { order: 'price-asc', manufacturer: A, properties: `${B}|${C}`, 'max-price': 300 }
    const chips = activeFilters(search, listingFacets(aggregations))
    expect(chips.map((chip) => chip.kind)).toEqual(['manufacturer', 'property', 'property', 'max-price'])
    expect(chips[0]).toMatchObject({
      label: 'Nordwerk',
      without: { order: 'price-asc', properties: `${B}|${C}`, 'max-price': 300 },
    })
    expect(chips[1]).toMatchObject({ label: 'Teak', group: 'Material' })
    // An id the facets do not know is still removable.
    expect(chips[2]).toMatchObject({ id: C, label: '', without: { properties: B } })
    expect(chips[3]?.without).toEqual({ order: 'price-asc', manufacturer: A, properties: `${B}|${C}` })
  })
})
