import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { createTestBackend } from '../test-support/backend.ts'
import { arr, call, get, type JsonValue, num, obj, str } from './helpers.ts'

let t: Awaited<ReturnType<typeof createTestBackend>>
let topCategory: JsonValue | undefined
/** id of the category most tests list */
const topId = () => str(topCategory, 'id')
beforeAll(async () => {
  t = await createTestBackend()
  const nav = await call(t, 'GET', '/navigation/main-navigation/main-navigation?depth=2', {
    template: '/navigation/{activeId}/{rootId}',
  })
  const tree = arr(nav.body)
  topCategory = tree.find((c) => get(c, 'type') === 'page' && num(c, 'childCount') > 0) ?? tree[0]
})
afterAll(() => t.backend.close())

const listing = (id: string, body: unknown = {}, headers: Record<string, string> = {}, partial = false) =>
  call(t, 'POST', `/product-listing/${id}`, {
    body,
    headers,
    partial,
    template: '/product-listing/{categoryId}',
  })

describe('navigation, category, breadcrumb', () => {
  it('builds the main navigation tree with depth', async () => {
    const one = await call(t, 'GET', '/navigation/main-navigation/main-navigation?depth=1', {
      template: '/navigation/{activeId}/{rootId}',
    })
    expect(arr(one.body).length).toBeGreaterThanOrEqual(8)
    expect(arr(one.body).every((c) => arr(c, 'children').length === 0)).toBe(true)
    const two = await call(t, 'POST', '/navigation/main-navigation/main-navigation', {
      body: { depth: 2 },
      template: '/navigation/{activeId}/{rootId}',
    })
    expect(arr(two.body).some((c) => arr(c, 'children').length > 0)).toBe(true)
    const flat = await call(t, 'POST', '/navigation/main-navigation/main-navigation', {
      body: { depth: 2, buildTree: false },
      template: '/navigation/{activeId}/{rootId}',
    })
    expect(arr(flat.body).length).toBeGreaterThan(arr(one.body).length)
    for (const alias of ['footer-navigation', 'service-navigation']) {
      const res = await call(t, 'GET', `/navigation/${alias}/${alias}`, {
        template: '/navigation/{activeId}/{rootId}',
      })
      expect(arr(res.body).length).toBeGreaterThan(0)
    }
  })

  it('404 for an unknown root, 400 for a bad depth', async () => {
    expect(
      (
        await call(t, 'GET', `/navigation/${'a'.repeat(32)}/${'a'.repeat(32)}`, {
          template: '/navigation/{activeId}/{rootId}',
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(t, 'GET', '/navigation/main-navigation/main-navigation?depth=-3', {
          template: '/navigation/{activeId}/{rootId}',
        })
      ).status,
    ).toBe(400)
  })

  it('loads a category with its resolved CMS page and SEO urls', async () => {
    const res = await call(t, 'GET', `/category/${topId()}`, {
      headers: { 'sw-include-seo-urls': 'true' },
      template: '/category/{navigationId}',
    })
    expect(get(res.body, 'id')).toBe(get(topCategory, 'id'))
    expect(get(res.body, 'seoUrls', 0, 'seoPathInfo')).toBeTruthy()
    const slots = arr(res.body, 'cmsPage', 'sections').flatMap((s) =>
      arr(s, 'blocks').flatMap((b) => arr(b, 'slots')),
    )
    const listingSlot = slots.find((s) => get(s, 'type') === 'product-listing')
    expect(arr(listingSlot, 'data', 'listing', 'elements').length).toBeGreaterThan(0)
    expect(
      get(
        (await call(t, 'GET', `/category/${'b'.repeat(32)}`, { template: '/category/{navigationId}' })).body,
        'errors',
        0,
        'code',
      ),
    ).toBe('CONTENT__CATEGORY_NOT_FOUND')
  })

  it('home resolves the landing layout', async () => {
    const res = await call(t, 'GET', '/category/home', { template: '/category/{navigationId}' })
    expect(arr(res.body, 'cmsPage', 'sections').length).toBeGreaterThan(0)
  })

  it('breadcrumb of a category', async () => {
    const children = get(topCategory, 'children')
    const child = (Array.isArray(children) ? children[0] : undefined) ?? topCategory
    const res = await call(t, 'GET', `/breadcrumb/${str(child, 'id')}`, { template: '/breadcrumb/{id}' })
    expect(get(res.body, -1, 'categoryId')).toBe(get(child, 'id'))
    expect(get(res.body, 0, 'name')).toBe(get(topCategory, 'name'))
  })
})

describe('product listing', () => {
  it('lists with paging, sorting, totals and aggregations', async () => {
    const page1 = await listing(topId(), { limit: 5, p: 1, order: 'price-asc' })
    expect(get(page1.body, 'elements')).toHaveLength(5)
    expect(num(page1.body, 'total')).toBeGreaterThan(5)
    expect(get(page1.body, 'sorting')).toBe('price-asc')
    // the cheapest price's unit price when the product has one, else its own
    const prices = arr(page1.body, 'elements').map((p) => {
      const cheapest = get(p, 'calculatedCheapestPrice')
      return cheapest === null || cheapest === undefined || get(cheapest, 'unitPrice') === undefined
        ? num(p, 'calculatedPrice', 'unitPrice')
        : num(cheapest, 'unitPrice')
    })
    expect([...prices].sort((a, b) => a - b)).toEqual(prices)
    const page2 = await listing(topId(), { limit: 5, p: 2, order: 'price-asc' })
    expect(get(page2.body, 'page')).toBe(2)
    expect(get(page2.body, 'elements', 0, 'id')).not.toBe(get(page1.body, 'elements', 0, 'id'))
    expect(arr(page1.body, 'aggregations', 'manufacturer', 'entities').length).toBeGreaterThan(0)
    expect(arr(page1.body, 'aggregations', 'properties', 'entities').length).toBeGreaterThan(0)
    expect(num(page1.body, 'aggregations', 'price', 'max')).toBeGreaterThan(
      num(page1.body, 'aggregations', 'price', 'min'),
    )
    expect(arr(page1.body, 'availableSortings').map((s) => get(s, 'key'))).toEqual(
      expect.arrayContaining(['name-asc', 'price-desc', 'topseller']),
    )
  })

  it('filters by manufacturer, properties (OR in a group, AND across) and price', async () => {
    const all = await listing(topId(), { limit: 1 })
    const manufacturer = get(all.body, 'aggregations', 'manufacturer', 'entities', 0, 'id')
    const byManufacturer = await listing(topId(), { manufacturer, limit: 100 })
    expect(num(byManufacturer.body, 'total')).toBeGreaterThan(0)
    expect(num(byManufacturer.body, 'total')).toBeLessThanOrEqual(num(all.body, 'total'))
    expect(arr(byManufacturer.body, 'elements').every((p) => get(p, 'manufacturerId') === manufacturer)).toBe(
      true,
    )
    expect(get(byManufacturer.body, 'currentFilters', 'manufacturer')).toEqual([manufacturer])
    const groups = arr(all.body, 'aggregations', 'properties', 'entities')
    const group = groups.find((g) => arr(g, 'options').length >= 2)
    const [a, b] = arr(group, 'options')
    const onlyA = await listing(topId(), { properties: str(a, 'id'), limit: 1 })
    const aOrB = await listing(topId(), { properties: `${str(a, 'id')}|${str(b, 'id')}`, limit: 1 })
    expect(num(aOrB.body, 'total')).toBeGreaterThanOrEqual(num(onlyA.body, 'total'))
    const other = groups.find((g) => get(g, 'id') !== get(group, 'id'))
    const andOther = await listing(topId(), {
      properties: `${str(a, 'id')}|${str(other, 'options', 0, 'id')}`,
      limit: 1,
    })
    expect(num(andOther.body, 'total')).toBeLessThanOrEqual(num(onlyA.body, 'total'))
    const min = num(all.body, 'aggregations', 'price', 'min')
    const max = num(all.body, 'aggregations', 'price', 'max')
    const mid = Math.round((min + max) / 2)
    const cheap = await listing(topId(), { 'max-price': mid, limit: 100, order: 'price-desc' })
    expect(num(cheap.body, 'total')).toBeLessThan(num(all.body, 'total'))
    expect(get(cheap.body, 'currentFilters', 'price')).toEqual({ min: 0, max: mid })
  })

  it('rejects bad listing parameters', async () => {
    const res = await listing(topId(), { p: -1, limit: 'x', manufacturer: 'nope', order: 'random' })
    expect(res.status).toBe(400)
    expect(get((await listing(topId(), { order: 'nope' })).body, 'errors', 0, 'code')).toBe(
      'PRODUCT__SORTING_NOT_FOUND',
    )
    expect((await listing('c'.repeat(32))).status).toBe(404)
    const viaGet = await call(t, 'GET', `/product-listing/${topId()}?p=2&limit=3&order=name-desc`, {
      template: '/product-listing/{categoryId}',
    })
    expect(get(viaGet.body, 'limit')).toBe(3)
    expect(get(viaGet.body, 'page')).toBe(2)
  })

  it('applies includes by apiAlias', async () => {
    const res = await listing(topId(), { limit: 2, includes: { product: ['id', 'productNumber'] } }, {}, true)
    expect(Object.keys(obj(res.body, 'elements', 0)).sort()).toEqual(['apiAlias', 'id', 'productNumber'])
  })
})

describe('prices per context', () => {
  async function firstProduct(headers: Record<string, string> = {}) {
    const res = await listing(topId(), { limit: 1, order: 'price-desc' }, headers)
    return get(res.body, 'elements', 0)
  }

  it('EUR gross, CHF by factor, Switzerland tax-free', async () => {
    const eur = await firstProduct()
    const unitPrice = num(eur, 'calculatedPrice', 'unitPrice')
    expect(get(eur, 'calculatedPrice', 'calculatedTaxes', 0, 'taxRate')).toBe(19)
    const token = (await call(t, 'GET', '/context')).headers.get('sw-context-token') ?? ''
    await call(t, 'PATCH', '/context', {
      body: { currencyId: IDS.currencyChf },
      headers: { 'sw-context-token': token },
    })
    const chf = await firstProduct({ 'sw-context-token': token })
    expect(get(chf, 'id')).toBe(get(eur, 'id'))
    expect(num(chf, 'calculatedPrice', 'unitPrice')).toBeCloseTo(unitPrice * 0.94, 1)
    await call(t, 'PATCH', '/context', {
      body: { currencyId: IDS.currencyEur, countryId: IDS.countryCh },
      headers: { 'sw-context-token': token },
    })
    const free = await firstProduct({ 'sw-context-token': token })
    expect(num(free, 'calculatedPrice', 'unitPrice')).toBeCloseTo(unitPrice / 1.19, 1)
    expect(get(free, 'calculatedPrice', 'calculatedTaxes')).toEqual([])
  })
})
