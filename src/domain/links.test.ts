import { describe, expect, it } from 'vitest'
import { isExternalHref, navigationHref, productHref } from './links.ts'

const id = '0190a3c4e5f6a7b8c9d0e1f2a3b4c5d6'

describe('productHref', () => {
  it('links to /detail/{id} without an SEO path', () => {
    expect(productHref({ id })).toBe(`/detail/${id}`)
    expect(productHref({ id, seoPathInfo: null })).toBe(`/detail/${id}`)
    expect(productHref({ id, seoPathInfo: '' })).toBe(`/detail/${id}`)
  })

  it('links to /{seoPathInfo} with an SEO path (no double slash)', () => {
    expect(productHref({ id, seoPathInfo: 'Lounge/Sofa-Lisboa/GW-1001' })).toBe('/Lounge/Sofa-Lisboa/GW-1001')
    expect(productHref({ id, seoPathInfo: '/Lounge/Sofa' })).toBe('/Lounge/Sofa')
  })
})

describe('navigationHref', () => {
  it('prefers the external link', () => {
    expect(
      navigationHref({ id, linkType: 'external', externalLink: 'https://example.org', seoPathInfo: 'x/' }),
    ).toBe('https://example.org')
  })

  it('uses the SEO path next', () => {
    expect(navigationHref({ id, linkType: 'category', seoPathInfo: 'Garten/Lounge/' })).toBe(
      '/Garten/Lounge/',
    )
  })

  it.each([
    ['category', 'navigation'],
    ['product', 'detail'],
    ['landing_page', 'landingPage'],
  ] as const)('builds /%s links from the internal link', (linkType, segment) => {
    expect(navigationHref({ id, linkType, internalLink: 'abc' })).toBe(`/${segment}/abc`)
    expect(navigationHref({ id, linkType, internalLink: null })).toBe(`/${segment}/${id}`)
  })

  it('treats entries without a linkType as categories', () => {
    expect(navigationHref({ id, linkType: null })).toBe(`/navigation/${id}`)
    expect(navigationHref({ id, linkType: 'external', externalLink: '' })).toBe(`/navigation/${id}`)
  })
})

describe('isExternalHref', () => {
  it('recognises absolute and protocol-relative URLs only', () => {
    expect(isExternalHref('https://example.org')).toBe(true)
    expect(isExternalHref('//cdn.example.org/x')).toBe(true)
    expect(isExternalHref('/detail/1')).toBe(false)
    expect(isExternalHref('Garten/Lounge')).toBe(false)
  })
})
