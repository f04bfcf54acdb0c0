import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { createTestBackend } from '../test-support/backend.ts'
import { call } from './helpers.ts'

let t: Awaited<ReturnType<typeof createTestBackend>>
// biome-ignore lint/suspicious/noExplicitAny: wire JSON, validated by the contract helper
type J = any

let topCategory: J
beforeAll(async () => {
  t = await createTestBackend()
  const nav = await call(t, 'GET', '/navigation/main-navigation/main-navigation?depth=2', {
    template: '/navigation/{activeId}/{rootId}',
  })
  topCategory = nav.body.find((c: J) => c.type === 'page' && c.childCount > 0) ?? nav.body[0]
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
    expect(one.body.length).toBeGreaterThanOrEqual(8)
    expect(one.body.every((c: J) => c.children.length === 0)).toBe(true)
    const two = await call(t, 'POST', '/navigation/main-navigation/main-navigation', {
      body: { depth: 2 },
      template: '/navigation/{activeId}/{rootId}',
    })
    expect(two.body.some((c: J) => c.children.length > 0)).toBe(true)
    const flat = await call(t, 'POST', '/navigation/main-navigation/main-navigation', {
      body: { depth: 2, buildTree: false },
      template: '/navigation/{activeId}/{rootId}',
    })
    expect(flat.body.length).toBeGreaterThan(one.body.length)
    for (const alias of ['footer-navigation', 'service-navigation']) {
      const res = await call(t, 'GET', `/navigation/${alias}/${alias}`, {
        template: '/navigation/{activeId}/{rootId}',
      })
      expect(res.body.length).toBeGreaterThan(0)
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
    const res = await call(t, 'GET', `/category/${topCategory.id}`, {
      headers: { 'sw-include-seo-urls': 'true' },
      template: '/category/{navigationId}',
    })
    expect(res.body.id).toBe(topCategory.id)
    expect(res.body.seoUrls[0].seoPathInfo).toBeTruthy()
    const slots = res.body.cmsPage.sections.flatMap((s: J) => s.blocks.flatMap((b: J) => b.slots))
    const listingSlot = slots.find((s: J) => s.type === 'product-listing')
    expect(listingSlot.data.listing.elements.length).toBeGreaterThan(0)
    expect(
      (await call(t, 'GET', `/category/${'b'.repeat(32)}`, { template: '/category/{navigationId}' })).body
        .errors[0].code,
    ).toBe('CONTENT__CATEGORY_NOT_FOUND')
  })

  it('home resolves the landing layout', async () => {
    const res = await call(t, 'GET', '/category/home', { template: '/category/{navigationId}' })
    expect(res.body.cmsPage.sections.length).toBeGreaterThan(0)
  })

  it('breadcrumb of a category', async () => {
    const child = topCategory.children?.[0] ?? topCategory
    const res = await call(t, 'GET', `/breadcrumb/${child.id}`, { template: '/breadcrumb/{id}' })
    expect(res.body.at(-1).categoryId).toBe(child.id)
    expect(res.body[0].name).toBe(topCategory.name)
  })
})

describe('product listing', () => {
  it('lists with paging, sorting, totals and aggregations', async () => {
    const page1 = await listing(topCategory.id, { limit: 5, p: 1, order: 'price-asc' })
    expect(page1.body.elements).toHaveLength(5)
    expect(page1.body.total).toBeGreaterThan(5)
    expect(page1.body.sorting).toBe('price-asc')
    const prices = page1.body.elements.map(
      (p: J) => p.calculatedCheapestPrice?.unitPrice ?? p.calculatedPrice.unitPrice,
    )
    expect([...prices].sort((a, b) => a - b)).toEqual(prices)
    const page2 = await listing(topCategory.id, { limit: 5, p: 2, order: 'price-asc' })
    expect(page2.body.page).toBe(2)
    expect(page2.body.elements[0].id).not.toBe(page1.body.elements[0].id)
    expect(page1.body.aggregations.manufacturer.entities.length).toBeGreaterThan(0)
    expect(page1.body.aggregations.properties.entities.length).toBeGreaterThan(0)
    expect(page1.body.aggregations.price.max).toBeGreaterThan(page1.body.aggregations.price.min)
    expect(page1.body.availableSortings.map((s: J) => s.key)).toEqual(
      expect.arrayContaining(['name-asc', 'price-desc', 'topseller']),
    )
  })

  it('filters by manufacturer, properties (OR in a group, AND across) and price', async () => {
    const all = await listing(topCategory.id, { limit: 1 })
    const manufacturer = all.body.aggregations.manufacturer.entities[0].id
    const byManufacturer = await listing(topCategory.id, { manufacturer, limit: 100 })
    expect(byManufacturer.body.total).toBeGreaterThan(0)
    expect(byManufacturer.body.total).toBeLessThanOrEqual(all.body.total)
    expect(byManufacturer.body.elements.every((p: J) => p.manufacturerId === manufacturer)).toBe(true)
    expect(byManufacturer.body.currentFilters.manufacturer).toEqual([manufacturer])
    const group = all.body.aggregations.properties.entities.find((g: J) => g.options.length >= 2)
    const [a, b] = group.options
    const onlyA = await listing(topCategory.id, { properties: a.id, limit: 1 })
    const aOrB = await listing(topCategory.id, { properties: `${a.id}|${b.id}`, limit: 1 })
    expect(aOrB.body.total).toBeGreaterThanOrEqual(onlyA.body.total)
    const other = all.body.aggregations.properties.entities.find((g: J) => g.id !== group.id)
    const andOther = await listing(topCategory.id, { properties: `${a.id}|${other.options[0].id}`, limit: 1 })
    expect(andOther.body.total).toBeLessThanOrEqual(onlyA.body.total)
    const { min, max } = all.body.aggregations.price
    const mid = Math.round((min + max) / 2)
    const cheap = await listing(topCategory.id, { 'max-price': mid, limit: 100, order: 'price-desc' })
    expect(cheap.body.total).toBeLessThan(all.body.total)
    expect(cheap.body.currentFilters.price).toEqual({ min: 0, max: mid })
  })

  it('rejects bad listing parameters', async () => {
    const res = await listing(topCategory.id, { p: -1, limit: 'x', manufacturer: 'nope', order: 'random' })
    expect(res.status).toBe(400)
    expect((await listing(topCategory.id, { order: 'nope' })).body.errors[0].code).toBe(
      'PRODUCT__SORTING_NOT_FOUND',
    )
    expect((await listing('c'.repeat(32))).status).toBe(404)
    const get = await call(t, 'GET', `/product-listing/${topCategory.id}?p=2&limit=3&order=name-desc`, {
      template: '/product-listing/{categoryId}',
    })
    expect(get.body.limit).toBe(3)
    expect(get.body.page).toBe(2)
  })

  it('applies includes by apiAlias', async () => {
    const res = await listing(
      topCategory.id,
      { limit: 2, includes: { product: ['id', 'productNumber'] } },
      {},
      true,
    )
    expect(Object.keys(res.body.elements[0]).sort()).toEqual(['apiAlias', 'id', 'productNumber'])
  })
})

describe('prices per context', () => {
  async function firstProduct(headers: Record<string, string> = {}) {
    const res = await listing(topCategory.id, { limit: 1, order: 'price-desc' }, headers)
    return res.body.elements[0]
  }

  it('EUR gross, CHF by factor, Switzerland tax-free', async () => {
    const eur = await firstProduct()
    const price = eur.calculatedPrice
    expect(price.calculatedTaxes[0].taxRate).toBe(19)
    const token = (await call(t, 'GET', '/context')).headers.get('sw-context-token') ?? ''
    await call(t, 'PATCH', '/context', {
      body: { currencyId: IDS.currencyChf },
      headers: { 'sw-context-token': token },
    })
    const chf = await firstProduct({ 'sw-context-token': token })
    expect(chf.id).toBe(eur.id)
    expect(chf.calculatedPrice.unitPrice).toBeCloseTo(price.unitPrice * 0.94, 1)
    await call(t, 'PATCH', '/context', {
      body: { currencyId: IDS.currencyEur, countryId: IDS.countryCh },
      headers: { 'sw-context-token': token },
    })
    const free = await firstProduct({ 'sw-context-token': token })
    expect(free.calculatedPrice.unitPrice).toBeCloseTo(price.unitPrice / 1.19, 1)
    expect(free.calculatedPrice.calculatedTaxes).toEqual([])
  })
})
