// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createStoreApiClient } from '../index.ts'
import { jsonResponse, scriptedFetch } from '../test-support.ts'

const BASE = 'http://api.test/store-api'
const WIRE_CONTEXT = {
  token: 't',
  context: { languageIdChain: ['de'], taxState: 'gross' },
  currency: { id: 'chf', isoCode: 'CHF', name: 'Franken', symbol: 'CHF', shortName: 'CHF', factor: 0.94 },
  salesChannel: { id: 'sc', countryId: 'de', languageId: 'de', navigationCategoryId: 'nav' },
}

function client(...answers: Parameters<typeof scriptedFetch>) {
  const script = scriptedFetch(...answers)
  const api = createStoreApiClient({ baseURL: BASE, fetch: script.fetch, languageId: () => 'de' })
  const sent = () =>
    script.requests.map((r) => ({
      call: `${r.method} ${new URL(r.url).pathname.replace('/store-api', '')}${new URL(r.url).search}`,
      body: r.body ? JSON.parse(r.body) : null,
      language: r.headers.get('sw-language-id'),
      seo: r.headers.get('sw-include-seo-urls'),
    }))
  return { api, sent }
}

describe('context resource', () => {
  it('patches one field, then re-reads the context', async () => {
    const { api, sent } = client(jsonResponse(200, {}), jsonResponse(200, WIRE_CONTEXT))

    const session = await api.context.update({ currencyId: 'chf' })

    expect(sent().map((r) => [r.call, r.body])).toEqual([
      ['PATCH /context', { currencyId: 'chf' }],
      ['GET /context', null],
    ])
    expect(session.currency.isoCode).toBe('CHF')
  })

  it("rejects with 'id is required' without calling the API", async () => {
    const { api, sent } = client(jsonResponse(200, {}))

    await expect(api.context.update({ paymentMethodId: '' })).rejects.toThrow('id is required')
    await expect(api.context.update({})).rejects.toThrow('id is required')
    expect(sent()).toEqual([])
  })
})

describe('seoUrl resource', () => {
  it('resolves a path by seoPathInfo without the leading slash', async () => {
    const url = {
      id: 'u',
      routeName: 'frontend.detail.page',
      foreignKey: 'p',
      languageId: 'de',
      seoPathInfo: 'Sofa/GW-1',
      pathInfo: '/detail/p',
    }
    const { api, sent } = client(jsonResponse(200, { elements: [url] }))

    const resolved = await api.seoUrl.resolve('/Sofa/GW-1')

    expect(resolved?.foreignKey).toBe('p')
    expect(sent()[0]?.body).toEqual({
      filter: [{ type: 'equals', field: 'seoPathInfo', value: 'Sofa/GW-1' }],
      limit: 1,
    })
  })

  it('looks up a path with a literal % (already decoded by the router) as it is, never throwing', async () => {
    const { api, sent } = client(jsonResponse(200, { elements: [] }))

    await expect(api.seoUrl.resolve('/%/x')).resolves.toBeNull()
    expect(sent()[0]?.body.filter[0].value).toBe('%/x')
  })

  it('asks once per language for the SEO URLs of an entity', async () => {
    const urlIn = (languageId: string, isCanonical: boolean) => ({
      id: `u-${languageId}`,
      routeName: 'frontend.navigation.page',
      foreignKey: 'c',
      languageId,
      seoPathInfo: `${languageId}/path/`,
      pathInfo: '/navigation/c',
      isCanonical,
    })
    const { api, sent } = client(
      jsonResponse(200, { elements: [{ id: 'de' }, { id: 'en' }] }),
      jsonResponse(200, { elements: [urlIn('de', false)] }),
      jsonResponse(200, { elements: [urlIn('en', true)] }),
    )

    const urls = await api.seoUrl.forEntity('frontend.navigation.page', 'c')

    expect(urls.map((u) => u.seoPathInfo)).toEqual(['en/path/', 'de/path/'])
    expect(sent().map((r) => [r.call, r.language])).toEqual([
      ['POST /language', 'de'],
      ['POST /seo-url', 'de'],
      ['POST /seo-url', 'en'],
    ])
  })
})

describe('navigation and product resources', () => {
  it('load the navigation with depth and SEO URLs', async () => {
    const { api, sent } = client(jsonResponse(200, []))

    await api.navigation.load('main-navigation', 'main-navigation', 3)

    expect(sent()[0]).toMatchObject({
      call: 'POST /navigation/main-navigation/main-navigation',
      body: { depth: 3 },
      seo: 'true',
    })
  })

  it('CMS pages ask only for the product fields teasers show, unless the caller chooses', async () => {
    const { api, sent } = client(
      jsonResponse(200, { id: 'c', name: 'Home' }),
      jsonResponse(200, { id: 'c', name: 'Home' }),
    )

    await api.category.get('c')
    await api.category.get('c', { includes: { product: ['id', 'name', 'options'] } })

    const [first, second] = sent()
    expect(first).toMatchObject({ call: 'POST /category/c', seo: 'true' })
    expect(first?.body.includes.product).toEqual(
      expect.arrayContaining(['calculatedPrice', 'cover', 'seoUrls']),
    )
    expect(first?.body.includes.product).not.toContain('manufacturer')
    expect(second?.body.includes).toEqual({ product: ['id', 'name', 'options'] })
  })

  it('the product detail leaves out the slot data the product page does not read', async () => {
    const { api, sent } = client(jsonResponse(500, {}))

    await api.product.get('p', { includes: { product: ['id'] } }).catch(() => null)

    const [request] = sent()
    expect(request).toMatchObject({ call: 'POST /product/p', seo: 'true' })
    // buy box, reviews and cross-selling data stay out; the caller's own includes are kept
    expect(request?.body.includes).toMatchObject({
      cms_buy_box: ['productId'],
      cms_cross_selling: ['apiAlias'],
      product: ['id'],
    })
  })

  it('search sends the term as `search` next to the criteria', async () => {
    const { api, sent } = client(jsonResponse(200, { elements: [], total: 0 }))

    await api.product.search('sofa', { limit: 5, order: 'price-asc' })

    expect(sent()[0]).toMatchObject({
      call: 'POST /search',
      body: { limit: 5, order: 'price-asc', search: 'sofa' },
    })
  })

  it('shipping methods can be restricted to the available ones', async () => {
    const { api, sent } = client(jsonResponse(200, { elements: [] }))

    await api.shippingMethod.list({ onlyAvailable: true })

    expect(sent()[0]?.call).toBe('POST /shipping-method?onlyAvailable=true')
  })
})

describe('navigation resource with kept answers', () => {
  const MENU = [
    { id: 'a', name: 'Tische', visible: true, active: true, children: [{ id: 'b', name: 'Esstische' }] },
  ]
  const kept = (data: unknown) => () => ({ headers: [] as Array<[string, string]>, data })

  it('maps a kept (frozen) answer once per language and hands out the frozen entries', async () => {
    const answer = Object.freeze(MENU.map((entry) => Object.freeze({ ...entry })))
    const german = createStoreApiClient({ baseURL: BASE, answer: kept(answer), languageId: () => 'de' })
    const english = createStoreApiClient({ baseURL: BASE, answer: kept(answer), languageId: () => 'en' })
    const first = await german.navigation.load('main-navigation', 'main-navigation')
    const again = await german.navigation.load('main-navigation', 'main-navigation')
    expect(again).toBe(first)
    expect(first.map((entry) => [entry.name, entry.children.map((child) => child.name)])).toEqual([
      ['Tische', ['Esstische']],
    ])
    expect(Object.isFrozen(first[0]?.children)).toBe(true)
    expect(await english.navigation.load('main-navigation', 'main-navigation')).not.toBe(first)
  })

  it('maps an answer from the network on every call', async () => {
    const { api } = client(jsonResponse(200, MENU), jsonResponse(200, MENU))
    const first = await api.navigation.load('main-navigation', 'main-navigation')
    const second = await api.navigation.load('main-navigation', 'main-navigation')
    expect(second).not.toBe(first)
    expect(second).toEqual(first)
    expect(Object.isFrozen(first)).toBe(false)
  })
})
