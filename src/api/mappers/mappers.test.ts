// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { navigationHref, productHref } from '../../domain/links.ts'
import type { Schemas } from '../wire.ts'
import { mapCmsPage } from './cms.ts'
import { mapMedia, seoPathOf } from './common.ts'
import { mapSessionContext } from './context.ts'
import { mapNavigationEntry } from './navigation.ts'
import { mapProductListing, mapProductSummary } from './product.ts'

/** Fixtures carry only the fields the mapper reads; the full wire type is the schema's. */
function wire<K extends keyof Schemas>(_name: K, value: object): Schemas[K] {
  return value as unknown as Schemas[K]
}

const DE = '2fbb5fe2e29a4d70aa5854ce7ce3e20b'
const EN = 'a0000000000000000000000000000e00'

describe('mapMedia', () => {
  it('prefers translated alt/title, reads dimensions and sorts thumbnails by width', () => {
    const media = mapMedia(
      wire('Media', {
        id: 'm1',
        url: '/media/ab/chair.webp',
        alt: 'Chair',
        translated: { alt: 'Stuhl' },
        metaData: { width: 1600, height: 1200 },
        thumbnails: [
          { url: '/t/800.webp', width: 800, height: 600 },
          { url: '/t/400.webp', width: 400, height: 300 },
        ],
      }),
    )
    expect(media).toEqual({
      id: 'm1',
      url: '/media/ab/chair.webp',
      alt: 'Stuhl',
      title: null,
      width: 1600,
      height: 1200,
      thumbnails: [
        { url: '/t/400.webp', width: 400, height: 300 },
        { url: '/t/800.webp', width: 800, height: 600 },
      ],
    })
  })

  it('returns null without a url', () => {
    expect(mapMedia(undefined)).toBeNull()
    expect(mapMedia(wire('Media', { id: 'm', url: '' }))).toBeNull()
  })
})

describe('seoPathOf', () => {
  const urls = [
    wire('SeoUrl', { seoPathInfo: 'en/chairs/', languageId: EN, isCanonical: true }),
    wire('SeoUrl', { seoPathInfo: 'alt/stuehle/', languageId: DE, isCanonical: false }),
    wire('SeoUrl', { seoPathInfo: 'stuehle/', languageId: DE, isCanonical: true }),
    wire('SeoUrl', { seoPathInfo: 'geloescht/', languageId: DE, isCanonical: true, isDeleted: true }),
  ]
  it('picks the canonical, non-deleted path of the language', () => {
    expect(seoPathOf(urls, DE)).toBe('stuehle/')
    expect(seoPathOf(urls, EN)).toBe('en/chairs/')
    expect(seoPathOf([], DE)).toBeNull()
  })
})

describe('mapNavigationEntry', () => {
  const category = wire('Category', {
    id: 'c1',
    name: 'Lounge',
    type: 'page',
    linkType: null,
    translated: { name: 'Loungemöbel', breadcrumb: ['Garten', 'Loungemöbel'] },
    breadcrumb: ['Garden', 'Lounge'],
    seoUrls: [{ seoPathInfo: 'Garten/Loungemoebel/', languageId: DE, isCanonical: true }],
    childCount: 2,
    visibleChildCount: 1,
    children: [
      { id: 'c2', name: 'Sofas', type: 'page', visible: true, translated: {}, children: [] },
      { id: 'c3', name: 'Hidden', type: 'page', visible: false, translated: {}, children: [] },
      {
        id: 'c4',
        name: 'Designer',
        type: 'link',
        linkType: 'landing_page',
        internalLink: 'lp1',
        translated: {},
        children: [],
      },
    ],
  })

  it('maps names, breadcrumb and SEO path (translated preferred) and drops hidden children', () => {
    const entry = mapNavigationEntry(category, DE)
    expect(entry.name).toBe('Loungemöbel')
    expect(entry.breadcrumb).toEqual(['Garten', 'Loungemöbel'])
    expect(entry.seoPathInfo).toBe('Garten/Loungemoebel/')
    expect(entry.children.map((child) => child.id)).toEqual(['c2', 'c4'])
    expect(entry.childCount).toBe(1)
  })

  it('produces entries the link builder understands', () => {
    const entry = mapNavigationEntry(category, DE)
    expect(navigationHref(entry)).toBe('/Garten/Loungemoebel/')
    expect(navigationHref(entry.children[0]!)).toBe('/navigation/c2')
    expect(navigationHref(entry.children[1]!)).toBe('/landingPage/lp1')
  })
})

const price = (unitPrice: number, extra: object = {}) => ({
  unitPrice,
  totalPrice: unitPrice,
  quantity: 1,
  listPrice: null,
  regulationPrice: null,
  referencePrice: null,
  ...extra,
})

describe('mapProductSummary', () => {
  it('maps price, tiers, badges, cover and SEO path', () => {
    const product = mapProductSummary(
      wire('Product', {
        id: 'p1',
        name: 'Chair',
        translated: { name: 'Stuhl Lisboa' },
        productNumber: 'GW-1',
        stock: 3,
        markAsTopseller: true,
        isNew: false,
        calculatedPrice: price(199, { listPrice: { price: 249 }, regulationPrice: { price: 189 } }),
        calculatedPrices: [
          { ...price(199), quantity: 4 },
          { ...price(179), quantity: 5 },
        ],
        cover: { media: { id: 'm', url: '/media/chair.webp', thumbnails: [] } },
        seoUrls: [{ seoPathInfo: 'Stuhl-Lisboa/GW-1', languageId: DE, isCanonical: true }],
      }),
      DE,
    )
    expect(product).toMatchObject({
      name: 'Stuhl Lisboa',
      price: { unitPrice: 199, listPrice: 249, regulationPrice: 189 },
      tiers: [
        { quantity: 4, unitPrice: 199 },
        { quantity: 5, unitPrice: 179 },
      ],
      hasPriceRange: true,
      badges: { topseller: true, sale: true, isNew: false },
      available: true,
    })
    expect(product.cover?.url).toBe('/media/chair.webp')
    expect(productHref(product)).toBe('/Stuhl-Lisboa/GW-1')
  })

  it('falls back to the first media and to /detail/{id}', () => {
    const product = mapProductSummary(
      wire('Product', {
        id: 'p2',
        name: 'Bench',
        translated: {},
        productNumber: 'GW-2',
        stock: 0,
        calculatedPrice: price(99),
        calculatedPrices: [],
        media: [{ media: { id: 'm2', url: '/media/bench.webp' } }],
      }),
    )
    expect(product.cover?.url).toBe('/media/bench.webp')
    expect(product.tiers).toEqual([])
    expect(product.badges.sale).toBe(false)
    expect(product.available).toBe(false)
    expect(productHref(product)).toBe('/detail/p2')
  })
})

describe('mapProductListing', () => {
  it('maps paging, sortings and current filters', () => {
    const listing = mapProductListing(
      wire('ProductListingResult', {
        elements: [],
        total: 42,
        page: 2,
        limit: 10,
        sorting: 'price-asc',
        availableSortings: [{ key: 'price-asc', label: 'price', translated: { label: 'Preis aufsteigend' } }],
        currentFilters: {
          manufacturer: ['m1'],
          properties: [],
          price: { min: 10, max: 500 },
          search: 'sofa',
        },
        aggregations: { manufacturer: { entities: [] } },
      }),
    )
    expect(listing).toMatchObject({
      total: 42,
      page: 2,
      limit: 10,
      sorting: 'price-asc',
      availableSortings: [{ key: 'price-asc', label: 'Preis aufsteigend' }],
      currentFilters: { manufacturer: ['m1'], price: { min: 10, max: 500 }, search: 'sofa' },
    })
    expect(Object.keys(listing.aggregations)).toEqual(['manufacturer'])
  })
})

describe('mapSessionContext', () => {
  const base = {
    token: 'tok',
    context: { languageIdChain: [EN, DE], taxState: 'net' },
    currency: {
      id: 'eur',
      isoCode: 'EUR',
      name: 'Euro',
      symbol: '€',
      shortName: 'EUR',
      factor: 1,
      itemRounding: { decimals: 2 },
    },
    currentCustomerGroup: { displayGross: false },
    salesChannel: { id: 'sc', countryId: 'de', languageId: DE, navigationCategoryId: 'nav' },
    shippingLocation: { country: { id: 'ch' } },
    customer: null,
  }

  it('reads language, tax state, currency, country and sales channel', () => {
    const session = mapSessionContext(wire('SalesChannelContext', base))
    expect(session).toMatchObject({
      token: 'tok',
      languageId: EN,
      taxState: 'net',
      displayGross: false,
      countryId: 'ch',
      currency: { isoCode: 'EUR', decimals: 2 },
      salesChannel: { navigationCategoryId: 'nav', footerCategoryId: null },
      customer: null,
    })
  })

  it('reads the legal pages the shop names in its custom field; none without it', () => {
    const pages = { tos: 't', privacy: 'p', revocation: 'r', imprint: 'i' }
    const named = mapSessionContext(
      wire('SalesChannelContext', {
        ...base,
        salesChannel: { ...base.salesChannel, customFields: { gartenwerk_legal_pages: pages } },
      }),
    )
    expect(named.salesChannel.legalPages).toEqual(pages)
    expect(mapSessionContext(wire('SalesChannelContext', base)).salesChannel.legalPages).toEqual({})
  })

  it('maps the customer flags the session predicates need', () => {
    const session = mapSessionContext(
      wire('SalesChannelContext', {
        ...base,
        customer: { id: 'cu', active: true, guest: true, firstName: 'A', lastName: 'B', email: 'a@b.c' },
      }),
    )
    expect(session.customer).toMatchObject({ id: 'cu', active: true, guest: true })
  })

  it('refuses a context without currency (every price depends on it)', () => {
    expect(() => mapSessionContext(wire('SalesChannelContext', { ...base, currency: undefined }))).toThrow(
      'Store API context without currency',
    )
  })
})

describe('mapCmsPage', () => {
  it('orders sections and blocks and merges translated slot config', () => {
    const page = mapCmsPage(
      wire('CmsPage', {
        id: 'page',
        type: 'landingpage',
        translated: {},
        sections: [
          { id: 's2', position: 1, type: 'default', blocks: [] },
          {
            id: 's1',
            position: 0,
            type: 'sidebar',
            visibility: { mobile: false },
            blocks: [
              { id: 'b2', position: 1, type: 'text', slots: [], marginTop: '20px' },
              {
                id: 'b1',
                position: 0,
                type: 'image-text',
                sectionPosition: 'sidebar',
                slots: [
                  {
                    id: 'slot',
                    type: 'text',
                    slot: 'content',
                    config: {
                      content: { source: 'static', value: 'raw' },
                      verticalAlign: { source: 'static', value: null },
                    },
                    translated: { config: { content: { source: 'static', value: 'übersetzt' } } },
                    data: { content: '<p>x</p>' },
                  },
                ],
              },
            ],
          },
        ],
      }),
    )
    expect(page.sections.map((s) => s.id)).toEqual(['s1', 's2'])
    const [first] = page.sections
    expect(first?.type).toBe('sidebar')
    expect(first?.visibility).toEqual({ mobile: false, tablet: true, desktop: true })
    expect(first?.blocks.map((b) => b.id)).toEqual(['b1', 'b2'])
    expect(first?.blocks[0]?.sectionPosition).toBe('sidebar')
    expect(first?.blocks[1]?.margins).toEqual({ top: '20px', right: null, bottom: null, left: null })
    expect(first?.blocks[0]?.slots[0]).toEqual({
      id: 'slot',
      apiAlias: 'cms_slot',
      type: 'text',
      slot: 'content',
      // The resolved text is in `data`; the same text in the config would only double the page.
      config: { verticalAlign: { source: 'static', value: null } },
      data: { content: '<p>x</p>' },
    })
  })

  it('keeps a text slot its static content when the API resolved no data (in data, like resolved text)', () => {
    const [slot, mapped] = slotsOf([
      { id: 't', type: 'text', slot: 'content', config: { content: { source: 'static', value: 'raw' } } },
      { id: 'm', type: 'text', slot: 'content', config: { content: { source: 'mapped', value: 'x.y' } } },
    ])
    expect(slot?.data).toEqual({ content: 'raw' })
    expect(slot?.config.content).toBeUndefined()
    // A mapped value the API did not resolve is not shown as its key; development may name it.
    expect(mapped?.data).toEqual({ content: '', emptyMapping: 'x.y' })
  })
})

function slotsOf(slots: object[], languageId?: string) {
  const page = mapCmsPage(
    wire('CmsPage', {
      id: 'p',
      type: 'page',
      sections: [
        { id: 's', position: 0, type: 'default', blocks: [{ id: 'b', position: 0, type: 'x', slots }] },
      ],
    }),
    languageId,
  )
  return page.sections[0]?.blocks[0]?.slots ?? []
}

const WIRE_MEDIA = {
  id: 'm1',
  url: '/media/hero.webp',
  alt: 'Hero',
  metaData: { width: 1920, height: 1440 },
  mediaFolderId: 'folder',
  thumbnails: [{ id: 'th', url: '/media/hero_800x600.webp', width: 800, height: 600, path: 'x' }],
}

const WIRE_PRODUCT = {
  id: 'p1',
  productNumber: 'GW-1',
  name: 'Stuhl',
  description: '<p>Long HTML description</p>',
  manufacturer: { id: 'man', name: 'Gartenwerk', description: 'a long text' },
  tax: { id: 'tax', taxRate: 19 },
  stock: 3,
  seoUrls: [{ languageId: DE, seoPathInfo: 'Stuhl/GW-1', isCanonical: true }],
  cover: { media: WIRE_MEDIA },
  calculatedPrice: { unitPrice: 99, totalPrice: 99, quantity: 1 },
}

describe('CMS slot data', () => {
  it('maps image and image-slider data to media, link and new-tab flag', () => {
    const [image, slider] = slotsOf([
      {
        id: 'i',
        type: 'image',
        slot: 'image',
        data: { media: WIRE_MEDIA, url: '/sale', newTab: true, mediaId: 'm1' },
      },
      {
        id: 's',
        type: 'image-slider',
        slot: 'slider',
        data: { sliderItems: [{ media: WIRE_MEDIA, url: null }, { media: null }] },
      },
    ])
    const media = {
      id: 'm1',
      url: '/media/hero.webp',
      alt: 'Hero',
      title: null,
      width: 1920,
      height: 1440,
      thumbnails: [{ url: '/media/hero_800x600.webp', width: 800, height: 600 }],
    }
    expect(image?.data).toEqual({ media, url: '/sale', newTab: true })
    expect(slider?.data).toEqual({ sliderItems: [{ media, url: null, newTab: false }] })
  })

  it('maps product-box and product-slider products to teasers without the wire graph or description', () => {
    const [box, slider] = slotsOf(
      [
        { id: 'b', type: 'product-box', slot: 'box', data: { productId: 'p1', product: WIRE_PRODUCT } },
        {
          id: 's',
          type: 'product-slider',
          slot: 'slider',
          data: { products: [WIRE_PRODUCT, { id: 'broken' }] },
        },
      ],
      DE,
    )
    const teaser = { ...mapProductSummary(wire('Product', WIRE_PRODUCT), DE), description: null }
    expect(box?.data).toEqual({ product: teaser })
    expect(slider?.data).toEqual({ products: [teaser] })
    expect(teaser.seoPathInfo).toBe('Stuhl/GW-1')
    expect(JSON.stringify(slider?.data)).not.toContain('manufacturer')
  })

  it('keeps nothing of element types without a renderer or of malformed data', () => {
    const slots = slotsOf([
      { id: 'l', type: 'product-listing', slot: 'content', data: { listing: { elements: [WIRE_PRODUCT] } } },
      { id: 'i', type: 'image', slot: 'image', data: { media: null } },
      { id: 'x', type: 'image', slot: 'image', data: 'not an object' },
      { id: 'u', type: 'acme-3d-viewer', slot: 'content', data: { model: WIRE_MEDIA } },
    ])
    expect(slots.map((slot) => slot.data)).toEqual([null, null, null, null])
    expect(slots[3]).toMatchObject({ type: 'unsupported', elementType: 'acme-3d-viewer' })
  })

  it('carries the static markup of the html element in its data (sanitised when rendered)', () => {
    const [html, empty] = slotsOf([
      {
        id: 'h',
        type: 'html',
        slot: 'content',
        config: { content: { source: 'static', value: '<table></table>' } },
      },
      { id: 'e', type: 'html', slot: 'content', config: { content: { source: 'mapped', value: 'x.y' } } },
    ])
    expect(html).toMatchObject({ type: 'html', config: {}, data: { content: '<table></table>' } })
    expect(empty?.data).toEqual({ content: '' })
  })

  it('maps the preview image Shopware resolves for a video (an image struct in data)', () => {
    const [youtube, vimeo] = slotsOf([
      { id: 'y', type: 'youtube-video', slot: 'video', data: { mediaId: 'm1', media: WIRE_MEDIA } },
      { id: 'v', type: 'vimeo-video', slot: 'video', data: { media: null } },
    ])
    expect(youtube?.data).toEqual({ previewMedia: mapMedia(wire('Media', WIRE_MEDIA)) })
    expect(vimeo?.data).toBeNull()
  })

  it('carries the product name of a product-name slot, resolved or static', () => {
    const [resolved, fixed, empty] = slotsOf([
      { id: 'r', type: 'product-name', slot: 'name', data: { content: 'Capri' } },
      {
        id: 's',
        type: 'product-name',
        slot: 'name',
        config: { content: { source: 'static', value: 'Teak' } },
      },
      { id: 'e', type: 'product-name', slot: 'name', data: null },
    ])
    expect([resolved?.data, fixed?.data, empty?.data]).toEqual([
      { content: 'Capri' },
      { content: 'Teak' },
      null,
    ])
  })
})
