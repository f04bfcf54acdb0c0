import { describe, expect, it } from 'vitest'
import type { Media, ProductSummary } from '../../domain/types.ts'
import { canonicalUrl, plainText, seoHead, withSiteName } from './head.ts'
import { organizationJsonLd } from './json-ld.ts'
import { categoryHead, homeHead, landingHead, productHead } from './page-heads.ts'

const origins = {
  'de-DE': 'https://shop.example',
  'en-GB': 'https://en.shop.example',
  'fr-FR': 'https://shop.example/fr-FR',
}
const fr = { locale: 'fr-FR' as const, origins }
const en = { locale: 'en-GB' as const, origins }

const media: Media = {
  id: 'm1',
  url: '/media/hero.jpg',
  alt: 'Sofa on a terrace',
  title: null,
  width: 1600,
  height: 900,
  thumbnails: [{ url: '/media/hero-400.jpg', width: 400, height: 225 }],
}

const PRODUCT: ProductSummary = {
  id: 'p'.repeat(32),
  apiAlias: 'product',
  parentId: null,
  name: 'Teak bench Aurora',
  productNumber: 'GW-1',
  description: '<p>Solid teak</p>',
  seoPathInfo: 'bench',
  cover: media,
  price: { unitPrice: 1299, totalPrice: 1299, listPrice: null, regulationPrice: null, referencePrice: null },
  tiers: [],
  hasPriceRange: false,
  cheapestPrice: null,
  badges: { topseller: false, sale: false, isNew: false },
  available: true,
  ratingAverage: null,
  deliveryTime: null,
}

function ldJson(meta: ReturnType<typeof seoHead>['meta']): unknown[] {
  return meta.flatMap((m) => {
    const entry = m as Record<string, unknown>
    return 'script:ld+json' in entry ? [entry['script:ld+json']] : []
  })
}

function metaValue(meta: ReturnType<typeof seoHead>['meta'], key: string): string | undefined {
  const entry = meta.find((m) => m.name === key || m.property === key)
  return entry?.content as string | undefined
}

describe('seoHead', () => {
  it('gives title, description, canonical and Open Graph for the current locale', () => {
    const head = seoHead(fr, {
      title: 'Canapés | Gartenwerk',
      description: '<p>Des canapés &amp; fauteuils</p>',
      path: { 'de-DE': '/Sofas', 'en-GB': '/Sofas', 'fr-FR': '/Canapes' },
      image: media,
    })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://shop.example/fr-FR/Canapes' }])
    expect(head.meta[0]).toEqual({ title: 'Canapés | Gartenwerk' })
    expect(metaValue(head.meta, 'description')).toBe('Des canapés & fauteuils')
    expect(metaValue(head.meta, 'og:url')).toBe('https://shop.example/fr-FR/Canapes')
    expect(metaValue(head.meta, 'og:locale')).toBe('fr_FR')
    expect(metaValue(head.meta, 'og:image')).toBe('https://shop.example/media/hero.jpg')
    expect(metaValue(head.meta, 'og:image:width')).toBe('1600')
    expect(metaValue(head.meta, 'og:image:alt')).toBe('Sofa on a terrace')
    expect(metaValue(head.meta, 'twitter:card')).toBe('summary_large_image')
    expect(metaValue(head.meta, 'robots')).toBe('index, follow')
  })

  it('puts JSON-LD into script:ld+json entries and skips nulls', () => {
    const org = organizationJsonLd({ name: 'Gartenwerk', url: 'https://s/' })
    const head = seoHead(en, { title: 't', path: '/', jsonLd: [org, null] })
    expect(ldJson(head.meta)).toEqual([org])
  })

  it('marks noindex pages and gives them no canonical', () => {
    const head = seoHead(en, { title: 'Search', path: '/search', noindex: true })
    expect(metaValue(head.meta, 'robots')).toBe('noindex, follow')
    expect(head.links).toEqual([])
  })
})

describe('helpers', () => {
  it('canonical of the home page keeps its trailing slash', () => {
    expect(canonicalUrl(fr, '/')).toBe('https://shop.example/fr-FR/')
    expect(canonicalUrl(en, '/about')).toBe('https://en.shop.example/about')
  })

  it('plainText drops tags and scripts and shortens at a word', () => {
    expect(plainText('<p>a <script>x()</script><b>b</b></p>')).toBe('a b')
    const long = plainText(`<p>${'word '.repeat(60)}</p>`, 20)
    expect(long).toHaveLength(20)
    expect(long?.endsWith('…')).toBe(true)
    expect(plainText('<p> </p>')).toBeUndefined()
  })

  it('withSiteName adds the shop once', () => {
    expect(withSiteName('Bench')).toBe('Bench | Gartenwerk')
    expect(withSiteName('Gartenwerk – home')).toBe('Gartenwerk – home')
  })
})

describe('page heads', () => {
  it('home: Organization and WebSite JSON-LD, canonical /', () => {
    const head = homeHead(en, { title: 'Gartenwerk', description: 'Garden furniture', cmsPage: null })
    expect(ldJson(head.meta)).toMatchObject([{ '@type': 'Organization' }, { '@type': 'WebSite' }])
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://en.shop.example/' }])
  })

  it('product: Product JSON-LD with offer in the context currency', () => {
    const head = productHead(en, {
      product: { ...PRODUCT, available: true, ratingAverage: 4, price: { ...PRODUCT.price, unitPrice: 349 } },
      alternates: { 'en-GB': '/bench' },
      currency: 'EUR',
      reviewCount: 2,
      fallbackDescription: 'Buy it',
    })
    expect(ldJson(head.meta)[0]).toMatchObject({
      '@type': 'Product',
      url: 'https://en.shop.example/bench',
      offers: { price: '349.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: '4.0', reviewCount: 2 },
      description: 'Solid teak',
      image: ['https://en.shop.example/media/hero.jpg'],
    })
    expect(metaValue(head.meta, 'og:type')).toBe('product')
  })

  it('category: its meta title, BreadcrumbList from home to the page, canonical from the alternates', () => {
    const category = {
      id: 'c1',
      parentId: null,
      name: 'Sofas',
      type: 'page' as const,
      linkType: null,
      externalLink: null,
      internalLink: null,
      linkNewTab: false,
      seoPathInfo: 'Lounge/Sofas/',
      media: null,
      breadcrumb: ['Gartenwerk', 'Lounge', 'Sofas'],
      level: 3,
      childCount: 0,
      children: [],
      description: '<p>Deep <b>sofas</b></p>',
      metaTitle: null,
      metaDescription: null,
      cmsPage: null,
    }
    const alternates = { 'en-GB': '/Lounge/Sofas', 'fr-FR': '/Salon/Canapes' }
    const head = categoryHead(en, category, alternates, [undefined, 'https://en.shop.example/Lounge'])
    expect(head.meta[0]).toEqual({ title: 'Sofas | Gartenwerk' })
    expect(metaValue(head.meta, 'description')).toBe('Deep sofas')
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://en.shop.example/Lounge/Sofas' }])
    expect(ldJson(head.meta)).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Gartenwerk', item: 'https://en.shop.example/' },
          { '@type': 'ListItem', position: 2, name: 'Lounge', item: 'https://en.shop.example/Lounge' },
          { '@type': 'ListItem', position: 3, name: 'Sofas', item: 'https://en.shop.example/Lounge/Sofas' },
        ],
      }),
    ])
    // Without the URL of an intermediate crumb the list would be invalid: none is published.
    expect(ldJson(categoryHead(en, category, alternates).meta)).toEqual([])
  })

  it('landing page: meta title from the shop, breadcrumb home → page', () => {
    const head = landingHead(
      fr,
      {
        id: 'l1',
        apiAlias: 'landing_page',
        name: 'Atelier',
        url: 'atelier',
        metaTitle: 'Atelier | Gartenwerk',
        metaDescription: 'Un regard dans l’atelier',
        cmsPage: null,
      },
      { 'fr-FR': '/atelier' },
    )
    expect(head.meta[0]).toEqual({ title: 'Atelier | Gartenwerk' })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://shop.example/fr-FR/atelier' }])
    expect(ldJson(head.meta)[0]).toMatchObject({
      itemListElement: [{ name: 'Gartenwerk', item: 'https://shop.example/fr-FR/' }, { name: 'Atelier' }],
    })
  })
})
