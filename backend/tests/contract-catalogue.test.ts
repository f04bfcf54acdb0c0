import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { type ContractClient, createContractClient, elementsOf, type Json } from './contract-client.ts'

/**
 * Contract tests for navigation, category, CMS, listing, product, search, SEO and sitemap routes.
 * Ids are discovered through the API itself (navigation → listing → product), so the tests follow
 * whatever the seed contains; every response is validated against storeApiSchema.json.
 */

let client: ContractClient
let categoryId = ''
let product: Json = {}

const UNKNOWN_ID = '0123456789abcdef0123456789abcdef'

beforeAll(async () => {
  client = await createContractClient()
  const tree = await client.ok<Json[]>('GET', '/navigation/{activeId}/{rootId}', {
    params: { activeId: 'main-navigation', rootId: 'main-navigation' },
  })
  // Listings show variant parents (displayParent); take the first one with variants.
  for (const category of tree) {
    const listing = await client.ok<Json>('POST', '/product-listing/{categoryId}', {
      params: { categoryId: String(category.id) },
      body: { limit: 24 },
    })
    const parent = elementsOf(listing).find((p) => Number(p.childCount) > 0)
    if (parent || !categoryId) {
      categoryId = String(category.id)
      product = parent ?? elementsOf(listing)[0] ?? {}
    }
    if (parent) break
  }
  if (!categoryId || !product.id) throw new Error('the seeded main navigation has no listable products')
})

afterAll(() => client?.close())

describe('navigation and categories', () => {
  for (const alias of ['main-navigation', 'footer-navigation', 'service-navigation']) {
    it(`GET and POST /navigation/${alias}/${alias} with depth`, async () => {
      const params = { activeId: alias, rootId: alias }
      const viaGet = await client.ok<Json[]>('GET', '/navigation/{activeId}/{rootId}', { params })
      expect(viaGet.length).toBeGreaterThan(0)
      await client.ok('POST', '/navigation/{activeId}/{rootId}', { params, body: { depth: 1 } })
      await client.ok('POST', '/navigation/{activeId}/{rootId}', {
        params,
        body: { depth: 3 },
        headers: { 'sw-include-seo-urls': 'true' },
      })
    })
  }

  it('GET and POST /category/{navigationId} resolve the CMS page', async () => {
    const category = await client.ok<Json>('GET', '/category/{navigationId}', {
      params: { navigationId: categoryId },
    })
    expect(category.id).toBe(categoryId)
    await client.ok('POST', '/category/{navigationId}', { params: { navigationId: categoryId }, body: {} })
    const cmsPageId = category.cmsPageId
    if (typeof cmsPageId === 'string') {
      await client.ok('GET', '/cms/{id}', { params: { id: cmsPageId } })
      await client.ok('POST', '/cms/{id}', { params: { id: cmsPageId }, body: {} })
    }
    const missing = await client.call('GET', '/category/{navigationId}', {
      params: { navigationId: UNKNOWN_ID },
    })
    expect(missing.status).toBe(404)
  })

  it('GET /breadcrumb/{id} for a category and a product', async () => {
    await client.ok('GET', '/breadcrumb/{id}', { params: { id: categoryId } })
    await client.ok('GET', '/breadcrumb/{id}', { params: { id: String(product.id) } })
  })

  it('GET /cms/{id} for an unknown page is 404', async () => {
    expect((await client.call('GET', '/cms/{id}', { params: { id: UNKNOWN_ID } })).status).toBe(404)
  })
})

describe('listing and search', () => {
  it('POST /product-listing with filters, sorting, paging and aggregations', async () => {
    const listing = await client.ok<Json>('POST', '/product-listing/{categoryId}', {
      params: { categoryId },
      body: { limit: 2, p: 2, order: 'name-asc', 'total-count-mode': 1 },
    })
    expect(listing.page).toBe(2)
    const aggregations = listing.aggregations as Record<string, Json>
    const manufacturer = elementsOf(aggregations.manufacturer?.entities)[0]?.id
    await client.ok('POST', '/product-listing/{categoryId}', {
      params: { categoryId },
      body: { manufacturer, 'min-price': 1, 'max-price': 100000, limit: 5 },
    })
    await client.ok('GET', '/product-listing/{categoryId}', {
      params: { categoryId },
      query: {
        limit: '3',
        order: 'price-desc',
        'filter[0][type]': 'equals',
        'filter[0][field]': 'id',
        'filter[0][value]': String(product.id),
      },
    })
    const tooBig = await client.call('POST', '/product-listing/{categoryId}', {
      params: { categoryId },
      body: { limit: 1e6 },
    })
    expect(tooBig.status).toBe(400)
  })

  it('POST and GET /search, /search-suggest and /product', async () => {
    const term =
      String((product.translated as Json | undefined)?.name ?? product.name).split(' ')[0] ?? 'Tisch'
    const found = await client.ok<Json>('POST', '/search', { body: { search: term, limit: 5 } })
    expect(Number(found.total)).toBeGreaterThan(0)
    await client.ok('GET', '/search', { query: { search: term } })
    await client.ok('POST', '/search-suggest', { body: { search: term } })
    await client.ok('GET', '/search-suggest', { query: { search: term } })
    // No `includes` here: trimmed entities cannot match the schema's required fields (nor do Shopware's).
    await client.ok('POST', '/product', { body: { limit: 3 } })
    await client.ok('GET', '/product', { query: { limit: '3' } })
  })
})

describe('product detail', () => {
  it('GET and POST /product/{productId} with configurator', async () => {
    const params = { productId: String(product.id) }
    const detail = await client.ok<Json>('POST', '/product/{productId}', { params, body: {} })
    await client.ok('GET', '/product/{productId}', { params })
    expect(elementsOf(detail.configurator).length).toBeGreaterThan(0)
    expect(
      (await client.call('GET', '/product/{productId}', { params: { productId: UNKNOWN_ID } })).status,
    ).toBe(404)
    expect((await client.call('GET', '/product/{productId}', { params: { productId: 'nope' } })).status).toBe(
      400,
    )
  })

  it('POST and GET /product/{productId}/find-variant', async () => {
    const params = { productId: String(product.id) }
    const detail = await client.ok<Json>('POST', '/product/{productId}', { params, body: {} })
    // one option per group: the first of each, which the seed's full matrix must contain
    const options = elementsOf(detail.configurator).map((group) => String(elementsOf(group.options)[0]?.id))
    const found = await client.ok<Json>('POST', '/product/{productId}/find-variant', {
      params,
      body: { options },
    })
    expect((found.foundCombination as Json).variantId).toMatch(/^[0-9a-f]{32}$/)
    const query = Object.fromEntries(options.map((id, i) => [`options[${i}]`, id]))
    await client.ok('GET', '/product/{productId}/find-variant', { params, query })
  })

  it('reviews and cross-selling, GET and POST', async () => {
    const params = { productId: String(product.id) }
    await client.ok('POST', '/product/{productId}/reviews', { params, body: { limit: 5 } })
    await client.ok('GET', '/product/{productId}/reviews', { params })
    await client.ok('POST', '/product/{productId}/cross-selling', { params, body: {} })
    await client.ok('GET', '/product/{productId}/cross-selling', { params })
  })
})

describe('SEO, landing pages and sitemap', () => {
  it('POST and GET /seo-url, in all three languages', async () => {
    const body = { filter: [{ type: 'equals', field: 'foreignKey', value: categoryId }], limit: 10 }
    const paths = new Set<unknown>()
    for (const language of [IDS.languageDe, IDS.languageEn, IDS.languageFr]) {
      const urls = elementsOf(
        await client.ok('POST', '/seo-url', { body, headers: { 'sw-language-id': language } }),
      )
      expect(urls.length).toBeGreaterThan(0)
      paths.add(urls.find((u) => u.isCanonical === true)?.seoPathInfo)
    }
    // each language has its own canonical path for the category
    expect(paths.size).toBe(3)
    await client.ok('GET', '/seo-url', { query: { limit: '5' } })
  })

  it('GET and POST /landing-page/{landingPageId}', async () => {
    const pages = elementsOf(
      await client.ok('POST', '/seo-url', {
        body: { filter: [{ type: 'equals', field: 'routeName', value: 'frontend.landing.page' }], limit: 1 },
      }),
    )
    const landingPageId = pages[0]?.foreignKey
    if (typeof landingPageId === 'string') {
      await client.ok('GET', '/landing-page/{landingPageId}', { params: { landingPageId } })
      await client.ok('POST', '/landing-page/{landingPageId}', { params: { landingPageId }, body: {} })
    }
    const missing = await client.call('GET', '/landing-page/{landingPageId}', {
      params: { landingPageId: UNKNOWN_ID },
    })
    expect(missing.status).toBe(404)
  })

  it('GET /sitemap', async () => {
    await client.ok('GET', '/sitemap')
  })
})
