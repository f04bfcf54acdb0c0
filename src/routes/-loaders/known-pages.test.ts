import { describe, expect, it } from 'vitest'
import type { NavigationEntry } from '../../domain/types.ts'
import { knownPages } from './known-pages.ts'

const id = (n: number) => n.toString(16).padStart(32, '0')

function entry(patch: Partial<NavigationEntry>): NavigationEntry {
  return {
    id: id(1),
    parentId: null,
    name: 'Entry',
    type: 'page',
    linkType: null,
    externalLink: null,
    internalLink: null,
    linkNewTab: false,
    seoPathInfo: null,
    media: null,
    breadcrumb: [],
    level: 1,
    childCount: 0,
    children: [],
    ...patch,
  }
}

describe('knownPages', () => {
  it('indexes menu entries by the path their links lead to', () => {
    const menus = [
      [
        entry({
          id: id(1),
          seoPathInfo: 'Lounge-Möbel/',
          children: [entry({ id: id(2), seoPathInfo: 'Lounge-Möbel/Sofas/' })],
        }),
        entry({ id: id(3), type: 'link', linkType: 'product', internalLink: id(9) }),
        entry({ id: id(4), type: 'link', linkType: 'landing_page', internalLink: id(8) }),
        entry({ id: id(5), type: 'link', linkType: 'external', externalLink: 'https://example.com' }),
        entry({ id: id(6), type: 'folder' }),
      ],
    ]
    const known = knownPages(menus)
    expect(known.get('/Lounge-Möbel')).toEqual({ routeName: 'frontend.navigation.page', id: id(1) })
    expect(known.get('/Lounge-Möbel/Sofas')).toEqual({ routeName: 'frontend.navigation.page', id: id(2) })
    expect(known.get(`/detail/${id(9)}`)).toEqual({ routeName: 'frontend.detail.page', id: id(9) })
    expect(known.get(`/landingPage/${id(8)}`)).toEqual({ routeName: 'frontend.landing.page', id: id(8) })
    expect(known.size).toBe(4)
  })

  it('leaves link entries with an SEO URL of their own to the lookup', () => {
    const known = knownPages([
      [entry({ type: 'link', linkType: 'category', internalLink: id(7), seoPathInfo: 'Sale/' })],
    ])
    expect(known.size).toBe(0)
  })
})
