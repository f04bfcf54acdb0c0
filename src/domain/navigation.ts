// Menus as the page carries them. Imports nothing but domain types.

import type { NavigationEntry } from './types.ts'

/**
 * The menu tree without what menus never render (each entry's media with its thumbnails, and its
 * breadcrumb). The root loader's data is dehydrated into every page: for the seeded shop this is
 * about half of the menus' weight (~16 KB of the home page). Links are built from the fields kept.
 */
export function menuTree(entries: readonly NavigationEntry[]): NavigationEntry[] {
  return entries.map((entry) => ({
    ...entry,
    media: null,
    breadcrumb: [],
    children: menuTree(entry.children),
  }))
}
