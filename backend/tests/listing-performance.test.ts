import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fullScans, type QueryPlan, recordQueryPlans } from '../db/query-plans.ts'
import { IDS } from '../lib/ids.ts'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  fill,
  guest,
  productId,
} from './checkout-helpers.ts'
import { call } from './helpers.ts'

/**
 * The listing and search paths stay on their indexes (a regression to a full table scan fails here,
 * without timing anything), and the answers put together from cached product texts are byte for
 * byte the answers built from loaded products, also after an order changed a product's stock.
 */

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

type Json = Record<string, unknown>

async function text(path: string, body: Json, headers: Record<string, string> = {}): Promise<string> {
  const res = await t.request(`/store-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('application/json')
  return res.text()
}

/** The top-level categories, most listed products first. */
function categories(): string[] {
  return t.db
    .prepare<[], string>(
      `SELECT t.category_id AS id FROM product_category_tree t JOIN category c ON c.id = t.category_id
       WHERE c.parent_id = (SELECT navigation_category_id FROM sales_channel LIMIT 1)
       GROUP BY t.category_id ORDER BY COUNT(*) DESC`,
    )
    .pluck()
    .all()
}

function largestCategory(): string {
  const [id] = categories()
  if (!id) throw new Error('no category with products')
  return id
}

function facets(listing: Json): { manufacturer: string; property: string } {
  const aggregations = listing.aggregations as Record<string, { entities: Json[] }>
  const group = aggregations.properties?.entities[0] as { options: Json[] } | undefined
  return {
    manufacturer: String(aggregations.manufacturer?.entities[0]?.id),
    property: String(group?.options[0]?.id),
  }
}

/** includes that keep every field of the listing: the answer takes the path of loaded products. */
const ALL_FIELDS = {
  includes: {
    product_listing: [
      'elements',
      'total',
      'page',
      'limit',
      'aggregations',
      'sorting',
      'availableSortings',
      'currentFilters',
      'entity',
    ],
  },
}

const describePlans = (plans: QueryPlan[]) =>
  plans.map((p) => `${p.sql}\n  ${p.plan.join('\n  ')}`).join('\n')

describe('listing and search query plans', () => {
  it('a category listing (default sorting, filters, facets, total) and a search use indexes and FTS5', async () => {
    const [category = '', other = ''] = categories()
    // The shop's per-language lookups (locales, options, categories) load on first use; another
    // category's listing loads them, so the recording shows the listing's own statements.
    await text(`/product-listing/${other}`, { limit: 1 })
    const { result: first, plans: listing } = await recordQueryPlans(() =>
      text(`/product-listing/${category}`, {}),
    )
    const { manufacturer, property } = facets(JSON.parse(first) as Json)
    const { plans: filtered } = await recordQueryPlans(() =>
      text(`/product-listing/${category}`, { manufacturer, properties: property, order: 'price-desc', p: 2 }),
    )
    const { plans: search } = await recordQueryPlans(() => text('/search', { search: 'tisch' }))
    const all = [...listing, ...filtered, ...search]
    for (const plan of all) expect(fullScans(plan), describePlans([plan])).toEqual([])
    const sql = (plans: QueryPlan[], pattern: RegExp) => plans.filter((p) => pattern.test(p.sql))
    // The page's ids and the total come from the listing tree's index range, never from product rows.
    const ids = sql(listing, /^SELECT t\.product_id AS id FROM product_category_tree/)
    expect(ids.length, describePlans(listing)).toBe(1)
    expect(ids[0]?.plan.join('\n')).toMatch(
      /SEARCH t USING (COVERING )?INDEX pct_\w+ \(category_id=\? AND active=\?\)/,
    )
    // Facets (manufacturers, price, properties) were computed once per category and filters.
    expect(sql(listing, /DISTINCT .*manufacturer/).length).toBe(1)
    expect(sql(listing, /product_filter_option/).length).toBe(1)
    expect(sql(filtered, /DISTINCT .*manufacturer/).length).toBe(0)
    // The search term goes through the FTS5 index (MATCH), ranked by bm25.
    const match = sql(search, /product_search MATCH/)
    expect(match.length).toBeGreaterThan(0)
    for (const plan of match)
      expect(plan.plan.join('\n')).toMatch(/SCAN product_search VIRTUAL TABLE INDEX \d+:M/)
    // Products of a page load in batches: each loading statement runs once per request.
    expect(sql(listing, /^SELECT \* FROM product WHERE id IN/).length).toBe(1)
  })
})

describe('listing answers from cached product texts', () => {
  const contexts: [string, Record<string, string>][] = [
    ['default context', {}],
    ['English', { 'sw-language-id': IDS.languageEn }],
    ['Swiss francs', { 'sw-currency-id': IDS.currencyChf }],
    ['with SEO URLs', { 'sw-include-seo-urls': 'true' }],
  ]
  it.each(contexts)('equal the answers built from loaded products (%s)', async (_, headers) => {
    const category = largestCategory()
    for (const [path, body] of [
      [`/product-listing/${category}`, { limit: 10 }],
      [`/product-listing/${category}`, { limit: 5, p: 2, order: 'price-asc' }],
      ['/search', { search: 'tisch', limit: 7 }],
      ['/search-suggest', { search: 'garten' }],
    ] as const) {
      const cold = await text(path, body, headers)
      const cached = await text(path, body, headers)
      const loaded = await text(path, { ...body, ...ALL_FIELDS }, headers)
      expect(cached).toBe(cold)
      expect(cached).toBe(loaded)
    }
  })

  it('are valid against the Store API schema', async () => {
    const category = largestCategory()
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await call(t, 'POST', `/product-listing/${category}`, {
            body: {},
            template: '/product-listing/{categoryId}',
          })
        ).status,
      ).toBe(200)
      expect((await call(t, 'POST', '/search', { body: { search: 'tisch' } })).status).toBe(200)
    }
  })

  it('show the stock an order took', async () => {
    const number = 'GW-TEAK-OIL'
    const id = productId(t.db, number)
    const find = async () => {
      const answer = JSON.parse(await text('/search', { search: 'teak', limit: 100 })) as { elements: Json[] }
      const product = answer.elements.find((p) => p.id === id)
      if (!product) throw new Error(`${number} is not found by "teak"`)
      return product
    }
    const before = Number((await find()).availableStock)
    const shopper = await guest(t)
    await fill(t, shopper, [[number, 2]])
    expect((await shopper.order()).status).toBe(200)
    expect(Number((await find()).availableStock)).toBe(before - 2)
  })
})
