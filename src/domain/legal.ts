// The shop's legal pages (terms, privacy policy, withdrawal policy, imprint) as links. Imports
// nothing but domain modules.

import { navigationHref } from './links.ts'
import type { NavigationEntry } from './types.ts'

export const LEGAL_PAGES = ['tos', 'privacy', 'revocation', 'imprint'] as const

export type LegalPage = (typeof LEGAL_PAGES)[number]

/**
 * Which categories hold the legal pages: the sales channel's custom field `gartenwerk_legal_pages`
 * (the embedded back end fills it from Shopware's basic-information settings; on a real Shopware
 * the merchant sets it). A page the shop did not name is absent.
 */
export type LegalPageIds = Partial<Record<LegalPage, string>>

export interface LegalLink {
  /** A path inside the locale (the page's SEO path where it has one). */
  href: string
  /** The page's name as the shop's navigation calls it, in the page's language. */
  name: string
}

/** The legal pages that could be linked; a page missing here is shown as plain text, never a dead link. */
export type LegalLinks = Partial<Record<LegalPage, LegalLink>>

export const NO_LEGAL_LINKS: LegalLinks = Object.freeze({})

/** The legal page ids of a sales channel's customFields value; anything malformed is left out. */
export function legalPageIds(value: unknown): LegalPageIds {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const fields = value as Record<string, unknown>
  const ids: LegalPageIds = {}
  for (const page of LEGAL_PAGES) {
    const id = fields[page]
    if (typeof id === 'string' && id !== '') ids[page] = id
  }
  return ids
}

function findEntry(entries: readonly NavigationEntry[], id: string): NavigationEntry | null {
  for (const entry of entries) {
    if (entry.id === id) return entry
    const found = findEntry(entry.children, id)
    if (found) return found
  }
  return null
}

/**
 * The legal pages' links, resolved in the menus the page already loaded (footer and service
 * navigation, in the page's language, so each link is that language's SEO path; `/navigation/<id>`
 * only for a category that has none). A page whose category is in none of them gets no link.
 */
export function resolveLegalLinks(
  ids: LegalPageIds,
  menus: readonly (readonly NavigationEntry[])[],
): LegalLinks {
  const links: LegalLinks = {}
  for (const page of LEGAL_PAGES) {
    const id = ids[page]
    if (!id) continue
    const entry = menus.map((menu) => findEntry(menu, id)).find((found) => found !== null)
    if (!entry) continue
    links[page] = { href: navigationHref(entry), name: entry.name }
  }
  return links
}
