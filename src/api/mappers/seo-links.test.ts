import { describe, expect, it } from 'vitest'
import { navigationHref } from '../../domain/links.ts'
import { breadcrumbHref } from '../../domain/product.ts'
import type { Schemas } from '../wire.ts'
import { mapNavigationEntry } from './navigation.ts'
import { mapBreadcrumbPaths } from './product-detail.ts'

const category = (value: object) => value as Schemas['Category']

describe('SEO links of navigation entries and breadcrumbs', () => {
  it('a link category links to its target’s SEO URL (Shopware’s runtime seoUrl)', () => {
    const entry = mapNavigationEntry(
      category({
        id: 'c1',
        name: 'Sale',
        type: 'link',
        linkType: 'landing_page',
        internalLink: 'l1',
        seoUrl: '/sale',
      }),
    )
    expect(navigationHref(entry)).toBe('/sale')
  })

  it('a technical or absolute seoUrl is not taken for an SEO path (the technical link redirects)', () => {
    for (const seoUrl of [
      '/landingPage/0123456789abcdef0123456789abcdef',
      'https://shop.example/fr-FR/sale',
      '//x/y',
    ]) {
      const entry = mapNavigationEntry(
        category({
          id: 'c1',
          name: 'Sale',
          type: 'link',
          linkType: 'landing_page',
          internalLink: 'l1',
          seoUrl,
        }),
      )
      expect(navigationHref(entry)).toBe('/landingPage/l1')
    }
  })

  it('breadcrumb paths keep SEO paths only, and the breadcrumb links by them', () => {
    const paths = mapBreadcrumbPaths([
      { categoryId: 'a', path: 'Gartenstuehle/' },
      { categoryId: 'b', path: 'navigation/b' },
      { categoryId: 3, path: 'x' },
    ])
    expect(paths).toEqual({ a: 'Gartenstuehle/' })
    expect(breadcrumbHref({ id: 'a', name: 'A', seoPathInfo: paths.a })).toBe('/Gartenstuehle/')
    expect(breadcrumbHref({ id: 'b', name: 'B' })).toBe('/navigation/b')
    expect(breadcrumbHref({ id: null, name: 'Home' })).toBe('/')
  })
})
