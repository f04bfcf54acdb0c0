import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { createTestBackend } from '../test-support/backend.ts'
import { call } from './helpers.ts'

let t: Awaited<ReturnType<typeof createTestBackend>>
// biome-ignore lint/suspicious/noExplicitAny: wire JSON, validated by the contract helper
type J = any
let products: J[] = []

beforeAll(async () => {
  t = await createTestBackend()
  const res = await call(t, 'POST', '/product', {
    body: { limit: 100, filter: [{ type: 'equals', field: 'parentId', value: null }] },
  })
  products = res.body.elements
})
afterAll(() => t.backend.close())

const parent = () => products.find((p) => p.childCount > 0)
const simple = () => products.find((p) => p.childCount === 0 && !p.parentId)

describe('/product', () => {
  it('searches products with criteria and ids', async () => {
    expect(products.length).toBeGreaterThan(50)
    const ids = products.slice(0, 3).map((p) => p.id)
    const res = await call(t, 'POST', '/product', { body: { ids } })
    expect(res.body.elements.map((p: J) => p.id).sort()).toEqual([...ids].sort())
    const bad = await call(t, 'POST', '/product', {
      body: { filter: [{ type: 'equals', field: 'secret', value: 1 }] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].source.pointer).toBe('/filter/0/field')
  })

  it('has graduated prices on some products', async () => {
    const tiered = products.find((p) => p.calculatedPrices.length > 1)
    expect(tiered).toBeDefined()
    const tiers = tiered.calculatedPrices
    expect(tiers[0].unitPrice).toBeGreaterThan(tiers.at(-1).unitPrice)
    expect(tiers.map((x: J) => x.quantity)).toEqual(
      [...tiers.map((x: J) => x.quantity)].sort((a, b) => a - b),
    )
  })

  it('shows list prices and regulation prices on sale items', async () => {
    const sale = products.find((p) => p.calculatedPrice.listPrice !== null)
    expect(sale.calculatedPrice.listPrice.price).toBeGreaterThan(sale.calculatedPrice.unitPrice)
    expect(sale.calculatedPrice.listPrice.percentage).toBeGreaterThan(0)
  })
})

describe('/product/{id}', () => {
  it('loads a variant parent as its main variant with configurator', async () => {
    const p = parent()
    const res = await call(t, 'GET', `/product/${p.id}`, { template: '/product/{productId}' })
    expect(res.body.product.parentId).toBe(p.id)
    expect(res.body.configurator.length).toBeGreaterThan(0)
    expect(res.body.configurator[0].options.some((o: J) => o.combinable)).toBe(true)
    expect(res.body.product.media.length).toBeGreaterThan(0)
    // the default product layout, with product-bound slots resolved for this product
    const slots = res.body.product.cmsPage.sections.flatMap((s: J) => s.blocks.flatMap((b: J) => b.slots))
    const gallery = slots.find((s: J) => s.type === 'image-gallery')
    expect(gallery.data.sliderItems.length).toBe(res.body.product.media.length)
    expect(slots.find((s: J) => s.type === 'buy-box').data.product.id).toBe(res.body.product.id)
  })

  it('finds a variant by options', async () => {
    const p = parent()
    const detail = await call(t, 'GET', `/product/${p.id}`, { template: '/product/{productId}' })
    const options = detail.body.product.optionIds
    const found = await call(t, 'POST', `/product/${p.id}/find-variant`, {
      body: { options },
      template: '/product/{productId}/find-variant',
    })
    expect(found.body.foundCombination.variantId).toBe(detail.body.product.id)
    const none = await call(t, 'POST', `/product/${p.id}/find-variant`, {
      body: { options: ['d'.repeat(32)] },
      template: '/product/{productId}/find-variant',
    })
    expect(none.status).toBe(404)
    expect(
      (
        await call(t, 'POST', `/product/${p.id}/find-variant`, {
          body: {},
          template: '/product/{productId}/find-variant',
        })
      ).status,
    ).toBe(400)
  })

  it('404 and 400 for unknown and malformed ids', async () => {
    const missing = await call(t, 'GET', `/product/${'e'.repeat(32)}`, { template: '/product/{productId}' })
    expect(missing.body.errors[0].code).toBe('PRODUCT__PRODUCT_NOT_FOUND')
    const bad = await call(t, 'GET', '/product/not-an-id', { template: '/product/{productId}' })
    expect(bad.body.errors[0].code).toBe('FRAMEWORK__INVALID_UUID')
  })

  it('reviews: only approved ones; writing needs a customer', async () => {
    const withReviews = []
    for (const p of products.slice(0, 40)) {
      const r = await call(t, 'GET', `/product/${p.id}/reviews`, { template: '/product/{productId}/reviews' })
      if (r.body.total > 0) withReviews.push(r.body)
    }
    expect(withReviews.length).toBeGreaterThan(0)
    expect(withReviews.every((r) => r.elements.every((e: J) => e.status === true))).toBe(true)
    const write = await call(t, 'POST', `/product/${products[0].id}/review`, {
      body: { title: 'Great', content: 'x'.repeat(50), points: 5 },
      template: '/product/{productId}/review',
    })
    expect(write.status).toBe(403)
    expect(write.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })

  it('cross-selling', async () => {
    let found = false
    for (const p of products.slice(0, 60)) {
      const r = await call(t, 'GET', `/product/${p.id}/cross-selling`, {
        template: '/product/{productId}/cross-selling',
      })
      if (r.body.length > 0 && r.body[0].products.length > 0) {
        found = true
        break
      }
    }
    expect(found).toBe(true)
  })
})

describe('search', () => {
  it('finds a product by its number first', async () => {
    const p = simple()
    const res = await call(t, 'POST', '/search', { body: { search: p.productNumber } })
    expect(res.body.elements[0].id).toBe(p.id)
    expect(res.body.currentFilters.search).toBe(p.productNumber)
  })

  it('ranks name matches and searches every language', async () => {
    const p = simple()
    const word =
      String(p.translated.name)
        .split(/\s+/)
        .find((w: string) => w.length > 4) ?? p.translated.name
    const de = await call(t, 'GET', `/search?search=${encodeURIComponent(word)}`)
    expect(de.body.total).toBeGreaterThan(0)
    expect(de.body.elements.some((e: J) => e.id === p.id)).toBe(true)
    const en = await call(t, 'POST', '/product', {
      body: { ids: [p.id] },
      headers: { 'sw-language-id': IDS.languageEn },
    })
    const enWord = String(en.body.elements[0].translated.name)
      .split(/\s+/)
      .find((w: string) => w.length > 4)
    const enRes = await call(t, 'POST', '/search', {
      body: { search: enWord },
      headers: { 'sw-language-id': IDS.languageEn },
    })
    expect(enRes.body.elements.some((e: J) => e.id === p.id)).toBe(true)
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

  it('suggest returns few results without aggregations', async () => {
    const p = simple()
    const res = await call(t, 'POST', '/search-suggest', { body: { search: p.productNumber } })
    expect(res.body.elements[0].id).toBe(p.id)
    expect(res.body.elements.length).toBeLessThanOrEqual(10)
  })
})

describe('SEO URLs, landing pages, CMS, sitemap', () => {
  it('resolves SEO paths in all three languages', async () => {
    const p = simple()
    for (const lang of [IDS.languageDe, IDS.languageEn, IDS.languageFr]) {
      const forEntity = await call(t, 'POST', '/seo-url', {
        body: {
          filter: [
            { type: 'equals', field: 'foreignKey', value: p.id },
            { type: 'equals', field: 'routeName', value: 'frontend.detail.page' },
          ],
        },
        headers: { 'sw-language-id': lang },
      })
      expect(forEntity.body.total).toBe(1)
      const path = forEntity.body.elements[0].seoPathInfo
      const back = await call(t, 'POST', '/seo-url', {
        body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: path }] },
        headers: { 'sw-language-id': lang },
      })
      expect(back.body.elements[0].foreignKey).toBe(p.id)
      expect(back.body.elements[0].languageId).toBe(lang)
    }
  })

  it('includes SEO urls on products when asked', async () => {
    const res = await call(t, 'POST', '/product', {
      body: { ids: [simple().id] },
      headers: { 'sw-include-seo-urls': 'true' },
    })
    expect(res.body.elements[0].seoUrls[0].routeName).toBe('frontend.detail.page')
    const viaAssociation = await call(t, 'POST', '/product', {
      body: { ids: [simple().id], associations: { seoUrls: {}, media: {} } },
    })
    expect(viaAssociation.body.elements[0].seoUrls).toHaveLength(1)
    expect(viaAssociation.body.elements[0].media.length).toBeGreaterThan(0)
  })

  it('landing pages and CMS pages', async () => {
    const urls = await call(t, 'POST', '/seo-url', {
      body: { filter: [{ type: 'equals', field: 'routeName', value: 'frontend.landing.page' }], limit: 1 },
    })
    const id = urls.body.elements[0].foreignKey
    const lp = await call(t, 'GET', `/landing-page/${id}`, { template: '/landing-page/{landingPageId}' })
    expect(lp.body.cmsPage.sections.length).toBeGreaterThan(0)
    const cms = await call(t, 'GET', `/cms/${lp.body.cmsPageId}`, { template: '/cms/{id}' })
    expect(cms.body.id).toBe(lp.body.cmsPageId)
    expect((await call(t, 'GET', `/cms/${'9'.repeat(32)}`, { template: '/cms/{id}' })).status).toBe(404)
    expect(
      (await call(t, 'GET', `/landing-page/${'9'.repeat(32)}`, { template: '/landing-page/{landingPageId}' }))
        .status,
    ).toBe(404)
  })

  it('lists and serves sitemaps per language', async () => {
    const list = await call(t, 'GET', '/sitemap')
    expect(list.body.length).toBeGreaterThanOrEqual(3)
    const file = await t.request(`/store-api/sitemap/${list.body[0].filename}`)
    expect(file.status).toBe(200)
    expect(await file.text()).toContain('<urlset')
  })
})
