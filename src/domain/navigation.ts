// Menus as the layout renders them. Imports nothing but domain types.

import type { NavigationEntry } from './types.ts'

/**
 * The menu tree without what menus never render (each entry's media with its thumbnails, and its
 * breadcrumb): the root loader keeps the menus for minutes (and the server renders every page from
 * them). Links are built from the fields kept.
 */
export function menuTree(entries: readonly NavigationEntry[]): NavigationEntry[] {
  return entries.map((entry) => ({
    ...entry,
    media: null,
    breadcrumb: [],
    children: menuTree(entry.children),
  }))
}
