import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SEARCH_ORDER,
  isSearchableTerm,
  orderOf,
  pageOf,
  searchLinkParams,
  searchQuery,
  validateSearchParams,
} from './search-params.ts'

describe('validateSearchParams', () => {
  it('trims the term and applies the defaults', () => {
    // Defaults are left out: the router writes the validated params back to the URL.
    const params = validateSearchParams({ search: '  teak bench  ', p: 1, order: 'score' })
    expect(params).toEqual({ search: 'teak bench' })
    expect(pageOf(params)).toBe(1)
    expect(orderOf(params)).toBe(DEFAULT_SEARCH_ORDER)
    expect(validateSearchParams({})).toEqual({})
  })

  it('accepts numbers the router parsed from the query string', () => {
    expect(validateSearchParams({ search: 4711, p: 3, limit: 12, order: 'price-asc' })).toEqual({
      search: '4711',
      p: 3,
      order: 'price-asc',
      limit: 12,
    })
    expect(validateSearchParams({ search: 'sofa', p: '2' }).p).toBe(2)
    expect(validateSearchParams({ search: 'sofa', page: 4 }).p).toBe(4)
  })

  it.each([[{ p: 0 }], [{ p: -2 }], [{ p: 1.5 }], [{ p: 'two' }], [{ p: [2] }], [{ p: { page: 2 } }]])(
    'falls back to page 1 for %j',
    (raw) => {
      expect(pageOf(validateSearchParams({ search: 'sofa', ...raw }))).toBe(1)
    },
  )

  it('drops invalid limits and sorting keys instead of failing', () => {
    expect(validateSearchParams({ search: 'sofa', limit: 10 })).toEqual({ search: 'sofa' })
    for (const limit of [0, -1, 101, 2.5, 'many', null]) {
      expect(validateSearchParams({ search: 'sofa', limit })).not.toHaveProperty('limit')
    }
    for (const order of ['', ' score', 'price asc', '<script>', 42, ['name-asc']]) {
      expect(orderOf(validateSearchParams({ search: 'sofa', order }))).toBe('score')
    }
  })

  it('ignores a term that is not text', () => {
    expect(validateSearchParams({ search: ['a', 'b'] }).search).toBeUndefined()
    expect(validateSearchParams({ search: { $gt: '' } }).search).toBeUndefined()
  })
})

describe('isSearchableTerm', () => {
  it('needs three characters after trimming', () => {
    expect(isSearchableTerm('')).toBe(false)
    expect(isSearchableTerm('  so  ')).toBe(false)
    expect(isSearchableTerm('öl ')).toBe(false)
    expect(isSearchableTerm('sof')).toBe(true)
  })
})

describe('search URLs', () => {
  it('leave the defaults out of the query', () => {
    expect(searchQuery({ search: 'teak & rope', p: 1, order: 'score' })).toBe('search=teak+%26+rope')
    expect(searchQuery({ search: 'sofa', p: 2, order: 'price-asc', limit: 12 })).toBe(
      'search=sofa&order=price-asc&p=2&limit=12',
    )
  })

  it('carry the same filters as category listings', () => {
    const id = 'a'.repeat(32)
    const params = validateSearchParams({
      search: 'teak',
      properties: id,
      'min-price': '20',
      'max-price': 10,
    })
    expect(params).toEqual({ search: 'teak', properties: id, 'min-price': 10, 'max-price': 20 })
    expect(searchQuery(params)).toBe(`search=teak&properties=${id}&min-price=10&max-price=20`)
  })

  it('keep the term and the other parameters when changing page or sorting', () => {
    const params = { search: 'sofa', p: 3, order: 'price-asc', limit: 12 }
    expect(searchLinkParams(params, { p: 1 })).toEqual({ search: 'sofa', order: 'price-asc', limit: 12 })
    expect(searchLinkParams(params, { order: 'score', p: 1 })).toEqual({ search: 'sofa', limit: 12 })
    expect(searchLinkParams({ search: 'sofa' }, { p: 2 })).toEqual({
      search: 'sofa',
      p: 2,
    })
  })
})
