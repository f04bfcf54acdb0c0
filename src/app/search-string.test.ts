// The document page's query format (./search-string.ts) against the router's own defaults: a
// link or a navigation writes the same URL with or without the router.
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { parseSearchString, stringifySearch } from './search-string.ts'

const QUERIES = [
  '',
  '?p=2',
  'p=2&limit=48&order=price-asc',
  'search=Stuhl+Teak&search2=%22123%22',
  'search=123',
  'flag=true&off=false&nothing=null&empty=',
  'properties=a%7Cb&manufacturer=%5B%22x%22%5D',
  'obj=%7B%22a%22%3A1%7D&broken=%7Bnot-json',
  'tag=a&tag=2&tag=%5B1%5D',
  'min-price=-5&max-price=1e3&zero=0&lead=007',
  'umlaut=Gartenm%C3%B6bel&space=%20x',
  '__proto__=1&constructor=2',
]

const VALUES: Record<string, unknown>[] = [
  {},
  { p: 2, limit: 48, order: 'price-asc' },
  { search: '123', term: 'true', other: 'null', plain: 'Stuhl Teak' },
  { properties: 'a|b', min: -5, flag: true, off: false },
  { list: ['a', 2], obj: { a: 1 }, nothing: null, skipped: undefined },
  { json: '{"a":1}', notJson: '{a', dash: '-x', quote: '"' },
]

describe('the router’s query format without the router', () => {
  it.each(QUERIES)('parses %j as the router does', (query) => {
    expect(parseSearchString(query)).toEqual(defaultParseSearch(query))
  })

  it.each(VALUES)('writes %j as the router does', (values) => {
    expect(stringifySearch(values)).toBe(defaultStringifySearch(values))
  })

  it('reads back what it writes', () => {
    for (const values of VALUES.slice(0, 4))
      expect(parseSearchString(stringifySearch(values))).toEqual(values)
  })
})
