import { describe, expect, it } from 'vitest'
import { navigationHref } from './links.ts'
import { menuTree } from './navigation.ts'
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
