import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { createTestBackend } from '../test-support/backend.ts'
import { arr, call, get, type JsonValue, num, str } from './helpers.ts'

let t: Awaited<ReturnType<typeof createTestBackend>>
let products: JsonValue[] = []

beforeAll(async () => {
  t = await createTestBackend()
  const res = await call(t, 'POST', '/product', {
    body: { limit: 100, filter: [{ type: 'equals', field: 'parentId', value: null }] },
  })
  products = arr(res.body, 'elements')
})
afterAll(() => t.backend.close())

const parent = () => products.find((p) => num(p, 'childCount') > 0)
const simple = () => products.find((p) => num(p, 'childCount') === 0 && !get(p, 'parentId'))

describe('/product', () => {
  it('searches products with criteria and ids', async () => {
    expect(products.length).toBeGreaterThan(50)
    const ids = products.slice(0, 3).map((p) => str(p, 'id'))
    const res = await call(t, 'POST', '/product', { body: { ids } })
    expect(
      arr(res.body, 'elements')
        .map((p) => get(p, 'id'))
        .sort(),
    ).toEqual([...ids].sort())
    const bad = await call(t, 'POST', '/product', {
      body: { filter: [{ type: 'equals', field: 'secret', value: 1 }] },
    })
    expect(bad.status).toBe(400)
    expect(get(bad.body, 'errors', 0, 'source', 'pointer')).toBe('/filter/0/field')
  })

  it('has graduated prices on some products', async () => {
    const tiered = products.find((p) => arr(p, 'calculatedPrices').length > 1)
    expect(tiered).toBeDefined()
    const tiers = arr(tiered, 'calculatedPrices')
    expect(num(tiers, 0, 'unitPrice')).toBeGreaterThan(num(tiers, -1, 'unitPrice'))
    expect(tiers.map((x) => num(x, 'quantity'))).toEqual(
      [...tiers.map((x) => num(x, 'quantity'))].sort((a, b) => a - b),
    )
  })

  it('shows list prices and regulation prices on sale items', async () => {
    const sale = products.find((p) => get(p, 'calculatedPrice', 'listPrice') !== null)
    expect(num(sale, 'calculatedPrice', 'listPrice', 'price')).toBeGreaterThan(
      num(sale, 'calculatedPrice', 'unitPrice'),
    )
    expect(num(sale, 'calculatedPrice', 'listPrice', 'percentage')).toBeGreaterThan(0)
  })
})

describe('/product/{id}', () => {
  it('loads a variant parent as its main variant with configurator', async () => {
    const p = parent()
    const res = await call(t, 'GET', `/product/${str(p, 'id')}`, { template: '/product/{productId}' })
    expect(get(res.body, 'product', 'parentId')).toBe(get(p, 'id'))
    expect(arr(res.body, 'configurator').length).toBeGreaterThan(0)
    expect(arr(res.body, 'configurator', 0, 'options').some((o) => get(o, 'combinable'))).toBe(true)
    expect(arr(res.body, 'product', 'media').length).toBeGreaterThan(0)
    // the default product layout, with product-bound slots resolved for this product
    const slots = arr(res.body, 'product', 'cmsPage', 'sections').flatMap((s) =>
      arr(s, 'blocks').flatMap((b) => arr(b, 'slots')),
    )
    const gallery = slots.find((s) => get(s, 'type') === 'image-gallery')
    expect(arr(gallery, 'data', 'sliderItems').length).toBe(arr(res.body, 'product', 'media').length)
    expect(
      get(
        slots.find((s) => get(s, 'type') === 'buy-box'),
        'data',
        'product',
        'id',
      ),
    ).toBe(get(res.body, 'product', 'id'))
  })

  it('finds a variant by options', async () => {
    const id = str(parent(), 'id')
    const detail = await call(t, 'GET', `/product/${id}`, { template: '/product/{productId}' })
    const options = get(detail.body, 'product', 'optionIds')
    const found = await call(t, 'POST', `/product/${id}/find-variant`, {
      body: { options },
      template: '/product/{productId}/find-variant',
    })
    expect(get(found.body, 'foundCombination', 'variantId')).toBe(get(detail.body, 'product', 'id'))
    const none = await call(t, 'POST', `/product/${id}/find-variant`, {
      body: { options: ['d'.repeat(32)] },
      template: '/product/{productId}/find-variant',
    })
    expect(none.status).toBe(404)
    expect(
      (
        await call(t, 'POST', `/product/${id}/find-variant`, {
          body: {},
          template: '/product/{productId}/find-variant',
        })
      ).status,
    ).toBe(400)
  })

  it('404 and 400 for unknown and malformed ids', async () => {
    const missing = await call(t, 'GET', `/product/${'e'.repeat(32)}`, { template: '/product/{productId}' })
    expect(get(missing.body, 'errors', 0, 'code')).toBe('PRODUCT__PRODUCT_NOT_FOUND')
    const bad = await call(t, 'GET', '/product/not-an-id', { template: '/product/{productId}' })
    expect(get(bad.body, 'errors', 0, 'code')).toBe('FRAMEWORK__INVALID_UUID')
  })

  it('reviews: only approved ones; writing needs a customer', async () => {
    const withReviews: JsonValue[] = []
    for (const p of products.slice(0, 40)) {
      const r = await call(t, 'GET', `/product/${str(p, 'id')}/reviews`, {
        template: '/product/{productId}/reviews',
      })
      if (num(r.body, 'total') > 0) withReviews.push(r.body)
    }
    expect(withReviews.length).toBeGreaterThan(0)
    expect(withReviews.every((r) => arr(r, 'elements').every((e) => get(e, 'status') === true))).toBe(true)
    const write = await call(t, 'POST', `/product/${str(products, 0, 'id')}/review`, {
      body: { title: 'Great', content: 'x'.repeat(50), points: 5 },
      template: '/product/{productId}/review',
    })
    expect(write.status).toBe(403)
    expect(get(write.body, 'errors', 0, 'code')).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })

  it('cross-selling', async () => {
    let found = false
    for (const p of products.slice(0, 60)) {
      const r = await call(t, 'GET', `/product/${str(p, 'id')}/cross-selling`, {
        template: '/product/{productId}/cross-selling',
      })
      if (arr(r.body).length > 0 && arr(r.body, 0, 'products').length > 0) {
        found = true
        break
      }
    }
    expect(found).toBe(true)
  })

  it("cross-selling applies the criteria's includes to the products only", async () => {
    let checked = false
    for (const p of products.slice(0, 60)) {
      const path = `/product/${str(p, 'id')}/cross-selling`
      const whole = await call(t, 'POST', path, { template: '/product/{productId}/cross-selling' })
      if (arr(whole.body).length === 0 || arr(whole.body, 0, 'products').length === 0) continue
      const narrowed = await call(t, 'POST', path, {
        template: '/product/{productId}/cross-selling',
        body: { includes: { product: ['id', 'name', 'calculatedPrice'] } },
        partial: true,
      })
      expect(narrowed.status).toBe(200)
      const product = get(narrowed.body, 0, 'products', 0) as Record<string, unknown>
      expect(Object.keys(product).sort()).toEqual(['apiAlias', 'calculatedPrice', 'id', 'name'])
      expect(product.id).toBe(get(whole.body, 0, 'products', 0, 'id'))
      // The group itself (another apiAlias) stays whole.
      expect(get(narrowed.body, 0, 'crossSelling')).toEqual(get(whole.body, 0, 'crossSelling'))
      checked = true
      break
    }
    expect(checked).toBe(true)
  })
})

describe('search', () => {
  it('finds a product by its number first', async () => {
    const p = simple()
    const res = await call(t, 'POST', '/search', { body: { search: str(p, 'productNumber') } })
    expect(get(res.body, 'elements', 0, 'id')).toBe(get(p, 'id'))
    expect(get(res.body, 'currentFilters', 'search')).toBe(get(p, 'productNumber'))
  })

  it('ranks name matches and searches every language', async () => {
    const p = simple()
    const name = str(p, 'translated', 'name')
    const word = name.split(/\s+/).find((w) => w.length > 4) ?? name
    const de = await call(t, 'GET', `/search?search=${encodeURIComponent(word)}`)
    expect(num(de.body, 'total')).toBeGreaterThan(0)
    expect(arr(de.body, 'elements').some((e) => get(e, 'id') === get(p, 'id'))).toBe(true)
    const en = await call(t, 'POST', '/product', {
      body: { ids: [get(p, 'id')] },
      headers: { 'sw-language-id': IDS.languageEn },
    })
    const enWord = String(get(en.body, 'elements', 0, 'translated', 'name'))
      .split(/\s+/)
      .find((w) => w.length > 4)
    const enRes = await call(t, 'POST', '/search', {
      body: { search: enWord },
      headers: { 'sw-language-id': IDS.languageEn },
    })
    expect(arr(enRes.body, 'elements').some((e) => get(e, 'id') === get(p, 'id'))).toBe(true)
  })

  it('survives hostile terms and requires a term', async () => {
    for (const search of [
      '"',
      'NEAR(',
      'a OR',
      '*',
      '-',
      '^"\'; DROP TABLE product;--',
      '(((',
      'name:x',
      '\u0000',
    ]) {
      const res = await call(t, 'POST', '/search', { body: { search } })
      expect(res.status).toBe(200)
    }
    expect((await call(t, 'POST', '/search', { body: {} })).status).toBe(400)
  })

  it('ranks products named after the term above products that only mention it', async () => {
    // Issue 29 #19: "Stuhl" suggested "Teaköl 1 l" (its description mentions chairs) above chairs.
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    for (const [language, term, oil] of [
      [IDS.languageDe, 'Stuhl', 'Teaköl 1 l'],
      [IDS.languageEn, 'chair', 'Teak oil 1 l'],
      [IDS.languageFr, 'chaise', 'Huile pour teck 1 l'],
    ] as const) {
      for (const path of ['/search-suggest', '/search']) {
        const res = await call(t, 'POST', path, {
          body: { search: term, limit: 100 },
          headers: { 'sw-language-id': language },
        })
        const names = arr(res.body, 'elements').map((e) => str(e, 'translated', 'name'))
        const named = names.map((name) => fold(name).includes(fold(term)))
        const firstOther = named.indexOf(false)
        expect(named.filter(Boolean).length, `${path} ${term}: ${names.join(', ')}`).toBeGreaterThan(2)
        if (firstOther >= 0)
          expect(named.slice(firstOther), `${path} ${term}: ${names.join(', ')}`).not.toContain(true)
        if (path === '/search') expect(names.indexOf(oil)).toBeGreaterThan(named.lastIndexOf(true))
      }
    }
  })

  it('suggest returns few results without aggregations', async () => {
    const p = simple()
    const res = await call(t, 'POST', '/search-suggest', { body: { search: str(p, 'productNumber') } })
    expect(get(res.body, 'elements', 0, 'id')).toBe(get(p, 'id'))
    expect(arr(res.body, 'elements').length).toBeLessThanOrEqual(10)
  })
})

describe('SEO URLs, landing pages, CMS, sitemap', () => {
  it('resolves SEO paths in all three languages', async () => {
    const p = simple()
    for (const lang of [IDS.languageDe, IDS.languageEn, IDS.languageFr]) {
      const forEntity = await call(t, 'POST', '/seo-url', {
        body: {
          filter: [
            { type: 'equals', field: 'foreignKey', value: get(p, 'id') },
            { type: 'equals', field: 'routeName', value: 'frontend.detail.page' },
          ],
        },
        headers: { 'sw-language-id': lang },
      })
      expect(get(forEntity.body, 'total')).toBe(1)
      const path = get(forEntity.body, 'elements', 0, 'seoPathInfo')
      const back = await call(t, 'POST', '/seo-url', {
        body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: path }] },
        headers: { 'sw-language-id': lang },
      })
      expect(get(back.body, 'elements', 0, 'foreignKey')).toBe(get(p, 'id'))
      expect(get(back.body, 'elements', 0, 'languageId')).toBe(lang)
    }
  })

  it('includes SEO urls on products when asked', async () => {
    const res = await call(t, 'POST', '/product', {
      body: { ids: [get(simple(), 'id')] },
      headers: { 'sw-include-seo-urls': 'true' },
    })
    expect(get(res.body, 'elements', 0, 'seoUrls', 0, 'routeName')).toBe('frontend.detail.page')
    const viaAssociation = await call(t, 'POST', '/product', {
      body: { ids: [get(simple(), 'id')], associations: { seoUrls: {}, media: {} } },
    })
    expect(get(viaAssociation.body, 'elements', 0, 'seoUrls')).toHaveLength(1)
    expect(arr(viaAssociation.body, 'elements', 0, 'media').length).toBeGreaterThan(0)
  })

  it('landing pages and CMS pages', async () => {
    const urls = await call(t, 'POST', '/seo-url', {
      body: { filter: [{ type: 'equals', field: 'routeName', value: 'frontend.landing.page' }], limit: 1 },
    })
    const id = str(urls.body, 'elements', 0, 'foreignKey')
    const lp = await call(t, 'GET', `/landing-page/${id}`, { template: '/landing-page/{landingPageId}' })
    expect(arr(lp.body, 'cmsPage', 'sections').length).toBeGreaterThan(0)
    const cms = await call(t, 'GET', `/cms/${str(lp.body, 'cmsPageId')}`, { template: '/cms/{id}' })
    expect(get(cms.body, 'id')).toBe(get(lp.body, 'cmsPageId'))
    expect((await call(t, 'GET', `/cms/${'9'.repeat(32)}`, { template: '/cms/{id}' })).status).toBe(404)
    expect(
      (await call(t, 'GET', `/landing-page/${'9'.repeat(32)}`, { template: '/landing-page/{landingPageId}' }))
        .status,
    ).toBe(404)
  })

  it('lists and serves sitemaps per language', async () => {
    const list = await call(t, 'GET', '/sitemap')
    expect(arr(list.body).length).toBeGreaterThanOrEqual(3)
    const file = await t.request(`/store-api/sitemap/${str(list.body, 0, 'filename')}`)
    expect(file.status).toBe(200)
    expect(await file.text()).toContain('<urlset')
  })
})
