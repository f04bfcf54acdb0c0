import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Database } from '../db/sqlite.ts'
import { expectValidComponent } from '../test-support/contract.ts'
import { type ContractClient, createContractClient, elementsOf, type Json } from './contract-client.ts'

/**
 * The `data` of every CMS element type the seed uses, against the shape Shopware's resolver gives
 * it: the table below names, per element type, the resolver class that fills the data in Shopware
 * 6.7, the struct's apiAlias and the struct's properties (Shopware serialises every property of a
 * struct, null when not resolved, so a key must never be missing). Parts the schema types only as
 * `object` (CmsSlot.data) are validated against their own component schemas. Pages: every layout on
 * its own (/cms), every category and landing page, and product pages (default and own layout).
 */

interface ResolvedType {
  resolver: string
  alias: string
  keys: string[]
  /** component schemas of parts of the data: `path` → schema name; `[]` walks a list */
  parts?: Record<string, string>
  /** properties of nested structs (e.g. the ProductReviewResult under `reviews`) */
  nested?: Record<string, string[]>
}
interface NoData {
  resolver: null
  why: string
}

const IMAGE_STRUCT = ['mediaId', 'url', 'newTab', 'media']
const SLIDER_STRUCT = ['navigation', 'sliderItems']
const SLIDER_PARTS = { 'sliderItems[].media': 'Media' }

const RESOLVERS: Record<string, ResolvedType | NoData> = {
  text: { resolver: 'TextCmsElementResolver', alias: 'cms_text', keys: ['content'] },
  html: { resolver: 'HtmlCmsElementResolver', alias: 'cms_html', keys: ['content'] },
  image: {
    resolver: 'ImageCmsElementResolver',
    alias: 'cms_image',
    keys: IMAGE_STRUCT,
    parts: { media: 'Media' },
  },
  'image-slider': {
    resolver: 'ImageSliderTypeDataResolver',
    alias: 'cms_image_slider',
    keys: SLIDER_STRUCT,
    parts: SLIDER_PARTS,
  },
  // the slider's resolver under another type: its struct and alias are the slider's
  'image-gallery': {
    resolver: 'ImageGalleryTypeDataResolver',
    alias: 'cms_image_slider',
    keys: SLIDER_STRUCT,
    parts: SLIDER_PARTS,
  },
  'youtube-video': {
    resolver: 'YoutubeVideoCmsElementResolver',
    alias: 'cms_image',
    keys: IMAGE_STRUCT,
    parts: { media: 'Media' },
  },
  'vimeo-video': {
    resolver: 'VimeoVideoCmsElementResolver',
    alias: 'cms_image',
    keys: IMAGE_STRUCT,
    parts: { media: 'Media' },
  },
  'product-name': { resolver: 'ProductNameCmsElementResolver', alias: 'cms_text', keys: ['content'] },
  'manufacturer-logo': {
    resolver: 'ManufacturerLogoCmsElementResolver',
    alias: 'cms_manufacturer_logo',
    keys: [...IMAGE_STRUCT, 'manufacturer'],
    parts: { media: 'Media', manufacturer: 'ProductManufacturer' },
  },
  'buy-box': {
    resolver: 'BuyBoxCmsElementResolver',
    alias: 'cms_buy_box',
    keys: ['productId', 'totalReviews', 'product', 'configuratorSettings'],
    parts: { product: 'Product', 'configuratorSettings[]': 'PropertyGroup' },
  },
  'product-description-reviews': {
    resolver: 'ProductDescriptionReviewsCmsElementResolver',
    alias: 'cms_product_description_reviews',
    keys: ['productId', 'ratingSuccess', 'reviews', 'product'],
    parts: { product: 'Product', reviews: 'EntitySearchResult', 'reviews.elements[]': 'ProductReview' },
    // ProductReviewResult (ProductReviewLoader): the search result plus matrix and totals
    nested: {
      reviews: [
        'elements',
        'aggregations',
        'page',
        'limit',
        'entity',
        'total',
        'parentId',
        'productId',
        'matrix',
        'customerReview',
        'totalReviews',
        'totalNativeReviews',
      ],
      'reviews.matrix': ['matrix', 'totalReviewCount', 'pointSum'],
    },
  },
  'cross-selling': {
    resolver: 'CrossSellingCmsElementResolver',
    alias: 'cms_cross_selling',
    keys: ['crossSellings'],
    parts: { crossSellings: 'CrossSellingElementCollection' },
  },
  'product-box': {
    resolver: 'ProductBoxCmsElementResolver',
    alias: 'cms_product_box',
    keys: ['productId', 'product'],
    parts: { product: 'Product' },
  },
  'product-slider': {
    resolver: 'ProductSliderCmsElementResolver',
    alias: 'cms_product_slider',
    keys: ['products', 'streamId'],
    parts: { 'products[]': 'Product' },
  },
  'product-listing': {
    resolver: 'ProductListingCmsElementResolver',
    alias: 'cms_product_listing',
    keys: ['listing'],
    parts: { listing: 'ProductListingResult' },
  },
  form: {
    resolver: null,
    why: 'FormCmsElementResolver answers the salutations as a list, which CmsSlot.data (type: object) cannot hold',
  },
  'category-navigation': { resolver: null, why: 'no resolver in Shopware 6.7' },
  'sidebar-filter': { resolver: null, why: 'no resolver in Shopware 6.7 (the listing carries the filters)' },
  'gartenwerk-showroom': { resolver: null, why: 'our own element, no Shopware resolver' },
}

type Slot = { id: string; type: string; data?: Json | null }

/** The data of the page's first slot of `type`; fails when there is none. */
function dataOf(slots: Slot[], type: string): Json {
  const data = slots.find((s) => s.type === type)?.data
  if (!data) throw new Error(`no ${type} slot with data`)
  return data
}

function slotsOf(page: unknown): Slot[] {
  const sections = ((page as Json | null)?.sections ?? []) as Json[]
  return sections.flatMap((s) => (s.blocks as Json[]).flatMap((b) => b.slots as Slot[]))
}

/** The values at `path` (`reviews.elements[]`, `sliderItems[].media`), nulls left out. */
function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value]
  for (const part of path.split('.')) {
    const list = part.endsWith('[]')
    const key = list ? part.slice(0, -2) : part
    current = current.flatMap((v) => {
      const next = typeof v === 'object' && v !== null ? (v as Json)[key] : undefined
      if (list) return Array.isArray(next) ? next : []
      return next === undefined || next === null ? [] : [next]
    })
  }
  return current
}

function checkSlot(slot: Slot, where: string): void {
  const row = RESOLVERS[slot.type]
  const label = `${where}: ${slot.type} (${row?.resolver ?? 'no resolver'})`
  if (!row) throw new Error(`${label}: the element type has no row in the resolver table`)
  if (row.resolver === null) {
    expect(slot.data ?? null, label).toBeNull()
    return
  }
  const data = slot.data
  if (!data) throw new Error(`${label}: no data`)
  expect(data.apiAlias, label).toBe(row.alias)
  const missing = row.keys.filter((key) => !(key in data))
  expect(missing, `${label}: keys missing from the data`).toEqual([])
  for (const [path, keys] of Object.entries(row.nested ?? {})) {
    for (const nested of valuesAt(data, path)) {
      const absent = keys.filter((key) => !(key in (nested as Json)))
      expect(absent, `${label}: keys missing from ${path}`).toEqual([])
    }
  }
  for (const [path, schema] of Object.entries(row.parts ?? {})) {
    for (const part of valuesAt(data, path)) expectValidComponent(schema, part, `${label} ${path}`)
  }
}

let client: ContractClient
let seedTypes: string[] = []
let cmsPageIds: string[] = []
let ownLayoutProduct = ''

beforeAll(async () => {
  client = await createContractClient()
  const db = new Database(client.databasePath, { readonly: true })
  try {
    seedTypes = db
      .prepare<[], { type: string }>('SELECT DISTINCT type FROM cms_slot ORDER BY type')
      .all()
      .map((r) => r.type)
    cmsPageIds = db
      .prepare<[], { id: string }>('SELECT id FROM cms_page ORDER BY id')
      .all()
      .map((r) => r.id)
    ownLayoutProduct =
      db
        .prepare<[], { id: string }>(
          'SELECT id FROM product WHERE cms_page_id IS NOT NULL AND parent_id IS NULL LIMIT 1',
        )
        .get()?.id ?? ''
  } finally {
    db.close()
  }
})
afterAll(() => client?.close())

const flat = (tree: Json[]): Json[] => tree.flatMap((x) => [x, ...flat((x.children ?? []) as Json[])])

/** The Capri bar stool (three colours, two cross-selling groups) as its product page loads it. */
async function capriBarStool(body: Json = {}): Promise<Json> {
  const found = await client.ok<Json>('POST', '/search', { body: { search: 'Capri Barhocker', limit: 1 } })
  const [hit] = elementsOf(found)
  return client.ok<Json>('POST', '/product/{productId}', { params: { productId: String(hit?.id) }, body })
}

describe('CMS slot data in the shapes of Shopware’s resolvers', () => {
  it('names a resolver (or the reason for none) for every element type the seed uses', () => {
    expect(seedTypes.length).toBeGreaterThan(0)
    expect(seedTypes.filter((type) => !(type in RESOLVERS))).toEqual([])
  })

  it('every slot of every page carries its resolver’s keys, its parts valid against the schema', async () => {
    const seen = new Set<string>()
    const check = (page: unknown, where: string) => {
      for (const slot of slotsOf(page)) {
        checkSlot(slot, where)
        seen.add(slot.type)
      }
    }
    for (const id of cmsPageIds) {
      check(await client.ok<Json>('POST', '/cms/{id}', { params: { id }, body: {} }), `/cms/${id}`)
    }
    const tree = await client.ok<Json[]>('POST', '/navigation/{activeId}/{rootId}', {
      params: { activeId: 'main-navigation', rootId: 'main-navigation' },
      body: { depth: 3 },
    })
    for (const entry of [{ id: 'home' }, ...flat(tree)]) {
      if (entry.type === 'folder' || entry.type === 'link') continue
      const category = await client.ok<Json>('POST', '/category/{navigationId}', {
        params: { navigationId: String(entry.id) },
        body: { limit: 2 },
      })
      check(category.cmsPage, `category ${String(entry.id)}`)
    }
    const landing = await client.ok<Json>('POST', '/seo-url', {
      body: { filter: [{ type: 'equals', field: 'routeName', value: 'frontend.landing.page' }], limit: 50 },
    })
    for (const seo of elementsOf(landing)) {
      const page = await client.ok<Json>('POST', '/landing-page/{landingPageId}', {
        params: { landingPageId: String(seo.foreignKey) },
        body: { limit: 2 },
      })
      check(page.cmsPage, `landing page ${String(seo.foreignKey)}`)
    }
    // a product with a layout of its own, one without variants, and one with variants
    const simple = await client.ok<Json>('POST', '/product', {
      body: { limit: 1, filter: [{ type: 'equals', field: 'childCount', value: 0 }] },
    })
    for (const productId of [ownLayoutProduct, String(elementsOf(simple)[0]?.id)]) {
      const detail = await client.ok<Json>('POST', '/product/{productId}', {
        params: { productId },
        body: {},
      })
      check((detail.product as Json).cmsPage, `product ${productId}`)
    }
    check(((await capriBarStool()).product as Json).cmsPage, 'Capri bar stool')
    expect(seedTypes.filter((type) => !seen.has(type))).toEqual([])
  })

  it('a product with variants and cross-selling: configurator, review count, reviews and cross-sellings', async () => {
    const detail = await capriBarStool()
    const product = detail.product as Json
    const slots = slotsOf(product.cmsPage)
    const buyBox = dataOf(slots, 'buy-box')
    expect(buyBox.productId).toBe(product.id)
    // the same configurator the detail route answers beside the product
    expect(buyBox.configuratorSettings).toEqual(detail.configurator)
    expect((buyBox.configuratorSettings as Json[]).length).toBeGreaterThan(0)
    expect(typeof buyBox.totalReviews).toBe('number')
    const reviews = dataOf(slots, 'product-description-reviews').reviews as Json
    expect(reviews.totalReviews).toBe(buyBox.totalReviews)
    expect(Object.keys(reviews.matrix as Json)).toContain('matrix')
    expect(((reviews.aggregations as Json).ratingMatrix as Json).buckets).toBeDefined()
    const groups = dataOf(slots, 'cross-selling').crossSellings as Json[]
    expect(groups.length).toBe(2)
    for (const group of groups) expect((group.products as Json[]).length).toBeGreaterThan(0)
  })

  it('`includes` that drop slot data leave it out of the answer (and the back end skips computing it)', async () => {
    const detail = await capriBarStool({
      includes: { cms_cross_selling: ['apiAlias'], cms_buy_box: ['productId'] },
    })
    const slots = slotsOf((detail.product as Json).cmsPage)
    expect(slots.find((s) => s.type === 'cross-selling')?.data).toEqual({ apiAlias: 'cms_cross_selling' })
    const buyBox = slots.find((s) => s.type === 'buy-box')?.data
    expect(buyBox).toEqual({ productId: (detail.product as Json).id, apiAlias: 'cms_buy_box' })
  })
})
