import { describe, expect, it } from 'vitest'
import { navigationHref } from './links.ts'
import { compactMenu, expandMenu, menuTree } from './navigation.ts'
import type { NavigationEntry } from './types.ts'

function entry(id: string, children: NavigationEntry[] = []): NavigationEntry {
  return {
    id,
    parentId: null,
    name: id,
    type: 'page',
    linkType: null,
    externalLink: null,
    internalLink: null,
    linkNewTab: false,
    seoPathInfo: `${id}/`,
    media: { id: 'm', url: '/m.webp', alt: null, title: null, width: 1, height: 1, thumbnails: [] },
    breadcrumb: ['Home', id],
    level: 2,
    childCount: children.length,
    children,
  }
}

describe('menuTree', () => {
  it('drops media and breadcrumbs at every level and keeps what links and labels need', () => {
    const tree = [entry('Garden', [entry('Chairs', [entry('Stools')])])]

    const menu = menuTree(tree)

    const stools = menu[0]?.children[0]?.children[0]
    expect(stools).toMatchObject({ id: 'Stools', name: 'Stools', media: null, breadcrumb: [] })
    expect(menu[0]?.media).toBeNull()
    expect(menu.map(navigationHref)).toEqual(tree.map(navigationHref))
    expect(tree[0]?.media).not.toBeNull()
  })
})

describe('compactMenu and expandMenu', () => {
  it('give back the menu tree menuTree made, field for field, and leave defaults out', () => {
    const stools = { ...entry('Stools'), parentId: 'Chairs', level: 4 }
    const chairs = { ...entry('Chairs', [stools]), parentId: 'Garden', level: 3, childCount: 5 }
    const link: NavigationEntry = {
      ...entry('Shop'),
      parentId: 'root',
      type: 'link',
      linkType: 'external',
      externalLink: 'https://example.org/',
      linkNewTab: true,
      seoPathInfo: null,
    }
    const odd: NavigationEntry = { ...entry('Odd'), parentId: 'elsewhere', level: 7 }
    const tree = menuTree([{ ...entry('Garden', [chairs]), parentId: 'root' }, link, odd])

    const compact = compactMenu(tree)

    expect(expandMenu(compact)).toEqual(tree)
    expect(compact.e[0]).toEqual({
      i: 'Garden',
      n: 'Garden',
      s: 'Garden/',
      h: [{ i: 'Chairs', n: 'Chairs', s: 'Chairs/', c: 5, h: [{ i: 'Stools', n: 'Stools', s: 'Stools/' }] }],
    })
    expect(compact.e[1]).toMatchObject({ t: 'link', k: 'external', x: 'https://example.org/', w: 1 })
    expect(compact.e[1]).not.toHaveProperty('s')
    expect(compact.e[2]).toMatchObject({ p: 'elsewhere', v: 7 })
    expect(expandMenu(compactMenu([]))).toEqual([])
  })
})
