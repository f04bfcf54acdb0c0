import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, jsonLdPrice, organizationJsonLd, productJsonLd, websiteJsonLd } from './json-ld.ts'

const product = {
  name: 'Teak bench Sylt',
  url: 'https://shop.example/Teak-bench-Sylt/GW-1001',
  sku: 'GW-1001',
  price: 1299,
  currency: 'EUR',
  availability: 'InStock' as const,
}

describe('productJsonLd', () => {
  it('has an Offer with price as a decimal string, currency and availability', () => {
    const data = productJsonLd(product)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Teak bench Sylt',
      sku: 'GW-1001',
      offers: {
        '@type': 'Offer',
        price: '1299.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: product.url,
      },
    })
    expect(data).not.toHaveProperty('aggregateRating')
  })

  it('adds aggregateRating only with reviews behind it', () => {
    expect(productJsonLd({ ...product, ratingAverage: 4.25, reviewCount: 8 }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      reviewCount: 8,
      bestRating: '5',
      worstRating: '1',
    })
    expect(productJsonLd({ ...product, ratingAverage: 4.5, reviewCount: 0 })).not.toHaveProperty(
      'aggregateRating',
    )
    expect(productJsonLd({ ...product, ratingAverage: null, reviewCount: 3 })).not.toHaveProperty(
      'aggregateRating',
    )
  })

  it('uses an AggregateOffer for a price range and marks sold-out products', () => {
    const data = productJsonLd({ ...product, lowPrice: 899.5, availability: 'OutOfStock' })
    expect(data.offers).toEqual({
      '@type': 'AggregateOffer',
      url: product.url,
      priceCurrency: 'EUR',
      lowPrice: '899.50',
      highPrice: '1299.00',
      availability: 'https://schema.org/OutOfStock',
    })
  })

  it('leaves out empty optional fields', () => {
    const data = productJsonLd({ ...product, description: '', images: [], brand: null })
    expect(Object.keys(data)).toEqual(['@context', '@type', 'name', 'sku', 'url', 'offers'])
  })

  it('rounds prices to cents', () => {
    expect(jsonLdPrice(0.1 + 0.2)).toBe('0.30')
    expect(jsonLdPrice(19.999)).toBe('20.00')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 and allows the last one without URL', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://s/' },
        { name: 'Lounge', url: 'https://s/lounge' },
        { name: 'Sofa' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/' },
        { '@type': 'ListItem', position: 2, name: 'Lounge', item: 'https://s/lounge' },
        { '@type': 'ListItem', position: 3, name: 'Sofa' },
      ],
    })
  })

  it('is null when empty or when an intermediate item has no URL', () => {
    expect(breadcrumbJsonLd([])).toBeNull()
    expect(breadcrumbJsonLd([{ name: 'Home' }, { name: 'Sofa', url: 'https://s/sofa' }])).toBeNull()
  })
})

describe('organizationJsonLd and websiteJsonLd', () => {
  it('describes the shop with its address', () => {
    expect(
      organizationJsonLd({
        name: 'Gartenwerk',
        url: 'https://shop.example/',
        foundingYear: 1998,
        address: { street: 'Große Elbstraße 84', postalCode: '22767', city: 'Hamburg', country: 'DE' },
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Gartenwerk',
      url: 'https://shop.example/',
      foundingDate: '1998',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Große Elbstraße 84',
        postalCode: '22767',
        addressLocality: 'Hamburg',
        addressCountry: 'DE',
      },
    })
  })

  it('has a search action with the schema.org placeholder', () => {
    const data = websiteJsonLd({ name: 'G', url: 'https://s/', searchUrl: 'https://s/fr-FR/search' })
    expect(data.potentialAction).toMatchObject({
      target: { urlTemplate: 'https://s/fr-FR/search?search={search_term_string}' },
      'query-input': 'required name=search_term_string',
    })
  })
})
