// Pages the browser already knows by path: the menus of the root loader carry each entry's SEO path
// and id. A menu link (rendered by the layout, without a page hint) then needs no `/seo-url` lookup.
import { navigationHref, safeDecodePath } from '../../domain/links.ts'
import { normalisePath, type PageHint } from '../../domain/page-link.ts'
import type { NavigationEntry } from '../../domain/types.ts'

function hintOf(entry: NavigationEntry): PageHint | null {
  if (entry.externalLink) return null
  switch (entry.linkType) {
    case 'product':
      return entry.internalLink ? { routeName: 'frontend.detail.page', id: entry.internalLink } : null
    case 'landing_page':
      return entry.internalLink ? { routeName: 'frontend.landing.page', id: entry.internalLink } : null
    case 'category':
      // A link entry to another category: its own SEO URL (if any) belongs to the entry itself.
      return entry.type === 'link' && entry.internalLink
        ? { routeName: 'frontend.navigation.page', id: entry.internalLink }
        : { routeName: 'frontend.navigation.page', id: entry.id }
    default:
      return entry.type === 'folder' ? null : { routeName: 'frontend.navigation.page', id: entry.id }
  }
}

/** Path (normalised, see `normalisePath`) → page. */
export type KnownPages = Map<string, PageHint>

/** Every menu entry with an internal link, by path. */
export function knownPages(menus: readonly (readonly NavigationEntry[])[]): KnownPages {
  const known: KnownPages = new Map()
  const visit = (entries: readonly NavigationEntry[]) => {
    for (const entry of entries) {
      const hint = hintOf(entry)
      // Link entries with an SEO URL of their own are left to the lookup (Shopware resolves them).
      if (hint && !(entry.type === 'link' && entry.seoPathInfo)) {
        known.set(normalisePath(safeDecodePath(navigationHref(entry))), hint)
      }
      visit(entry.children)
    }
  }
  for (const menu of menus) visit(menu)
  return known
}
