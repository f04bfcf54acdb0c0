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

/**
 * A menu entry as the page carries it: short keys, and only what differs from the default or can
 * not be derived (the parent id and level come from the tree, the child count from the children).
 * The menus are dehydrated into every page; this is about a third of their full form.
 */
export interface CompactEntry {
  /** id */
  i: string
  /** name */
  n: string
  /** seoPathInfo, when there is one */
  s?: string
  /** type, unless 'page' */
  t?: NavigationEntry['type']
  /** linkType, externalLink, internalLink, when set */
  k?: NavigationEntry['linkType']
  x?: string
  l?: string
  /** linkNewTab, when true */
  w?: 1
  /** parentId and level, when they are not the parent's id and level + 1 */
  p?: string | null
  v?: number
  /** childCount, when it is not the number of children (a tree loaded to a limited depth) */
  c?: number
  /** children, when there are any */
  h?: CompactEntry[]
}

/** A menu's entries with the parent id and level of its first level. */
export interface CompactMenu {
  p: string | null
  v: number
  e: CompactEntry[]
}

function compactEntry(entry: NavigationEntry, parentId: string | null, level: number): CompactEntry {
  const compact: CompactEntry = { i: entry.id, n: entry.name }
  if (entry.seoPathInfo !== null) compact.s = entry.seoPathInfo
  if (entry.type !== 'page') compact.t = entry.type
  if (entry.linkType !== null) compact.k = entry.linkType
  if (entry.externalLink !== null) compact.x = entry.externalLink
  if (entry.internalLink !== null) compact.l = entry.internalLink
  if (entry.linkNewTab) compact.w = 1
  if (entry.parentId !== parentId) compact.p = entry.parentId
  if (entry.level !== level) compact.v = entry.level
  if (entry.childCount !== entry.children.length) compact.c = entry.childCount
  if (entry.children.length > 0) {
    compact.h = entry.children.map((child) => compactEntry(child, entry.id, entry.level + 1))
  }
  return compact
}

function expandEntry(compact: CompactEntry, parentId: string | null, level: number): NavigationEntry {
  const id = compact.i
  const ownLevel = compact.v ?? level
  const children = (compact.h ?? []).map((child) => expandEntry(child, id, ownLevel + 1))
  return {
    id,
    parentId: compact.p !== undefined ? compact.p : parentId,
    name: compact.n,
    type: compact.t ?? 'page',
    linkType: compact.k ?? null,
    externalLink: compact.x ?? null,
    internalLink: compact.l ?? null,
    linkNewTab: compact.w === 1,
    seoPathInfo: compact.s ?? null,
    media: null,
    breadcrumb: [],
    level: ownLevel,
    childCount: compact.c ?? children.length,
    children,
  }
}

/** The compact form of a menu tree (as menuTree returns it: no media, no breadcrumbs). */
export function compactMenu(entries: readonly NavigationEntry[]): CompactMenu {
  const first = entries[0]
  const parentId = first?.parentId ?? null
  const level = first?.level ?? 1
  return { p: parentId, v: level, e: entries.map((entry) => compactEntry(entry, parentId, level)) }
}

/** The menu tree back from its compact form, equal to menuTree's result it was made from. */
export function expandMenu(menu: CompactMenu): NavigationEntry[] {
  return menu.e.map((entry) => expandEntry(entry, menu.p, menu.v))
}
