// Categories as navigation entries (menus) and as pages (category route).

import type { Category, LinkType, NavigationEntry, NavigationType } from '../../domain/types.ts'
import type { Schemas } from '../wire.ts'
import { mapCmsPage } from './cms.ts'
import { mapMedia, pick, seoPathOf, text } from './common.ts'

const LINK_TYPES: readonly string[] = ['category', 'product', 'landing_page', 'external']
const NAVIGATION_TYPES: readonly string[] = ['page', 'link', 'folder']

function linkType(value: string | null | undefined): LinkType | null {
  return value && LINK_TYPES.includes(value) ? (value as LinkType) : null
}

function navigationType(value: string | null | undefined): NavigationType {
  return value && NAVIGATION_TYPES.includes(value) ? (value as NavigationType) : 'page'
}

/**
 * The path of Shopware's runtime `seoUrl` (link categories: their target's SEO URL). The embedded
 * back end answers a root-relative path; a technical path or an absolute URL (a real Shopware puts
 * its sales channel domain in front, which may carry a language prefix this storefront adds
 * itself) is not used: the entry then links by its technical path, which redirects.
 */
function seoPathOfSeoUrl(seoUrl: string | null | undefined): string | null {
  if (!seoUrl?.startsWith('/') || seoUrl.startsWith('//')) return null
  if (/^\/(navigation|detail|landingPage)\//.test(seoUrl)) return null
  return seoUrl.slice(1) || null
}

export function mapNavigationEntry(wire: Schemas['Category'], languageId?: string): NavigationEntry {
  const translated = wire.translated
  return {
    id: wire.id,
    parentId: wire.parentId ?? null,
    name: pick(translated?.name, wire.name) ?? '',
    type: navigationType(pick(translated?.type, wire.type)),
    linkType: linkType(pick(translated?.linkType, wire.linkType)),
    externalLink: text(pick(translated?.externalLink, wire.externalLink)),
    internalLink: text(pick(translated?.internalLink, wire.internalLink)),
    linkNewTab: wire.linkNewTab ?? false,
    seoPathInfo: seoPathOf(wire.seoUrls, languageId) ?? seoPathOfSeoUrl(wire.seoUrl),
    media: mapMedia(wire.media),
    breadcrumb: translated?.breadcrumb?.length ? translated.breadcrumb : (wire.breadcrumb ?? []),
    level: wire.level ?? 0,
    childCount: wire.visibleChildCount ?? wire.childCount ?? 0,
    children: (wire.children ?? [])
      .filter((child) => child.visible !== false && child.active !== false)
      .map((child) => mapNavigationEntry(child, languageId)),
  }
}

export function mapCategory(wire: Schemas['Category'], languageId?: string): Category {
  return {
    ...mapNavigationEntry(wire, languageId),
    description: text(pick(wire.translated?.description, wire.description)),
    metaTitle: text(pick(wire.translated?.metaTitle, wire.metaTitle)),
    metaDescription: text(pick(wire.translated?.metaDescription, wire.metaDescription)),
    cmsPage: wire.cmsPage ? mapCmsPage(wire.cmsPage, languageId) : null,
  }
}
