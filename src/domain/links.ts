// Link building exactly as the spec (section 2) says. Imports nothing.

import type { LinkType } from './types.ts'

/** What productHref needs: the id and the SEO path of the current language, if any. */
export interface ProductLinkSource {
  id: string
  seoPathInfo?: string | null
}

/** What navigationHref needs from a navigation entry. */
export interface NavigationLinkSource {
  id: string
  linkType?: LinkType | string | null
  externalLink?: string | null
  internalLink?: string | null
  seoPathInfo?: string | null
}

function seoPath(seoPathInfo: string | null | undefined): string | null {
  if (!seoPathInfo) return null
  const trimmed = seoPathInfo.replace(/^\/+/, '')
  return trimmed ? `/${trimmed}` : null
}

/** `/{seoPathInfo}` when the product has an SEO path, otherwise `/detail/{id}`. */
export function productHref(product: ProductLinkSource): string {
  return seoPath(product.seoPathInfo) ?? `/detail/${product.id}`
}

const PATH_BY_LINK_TYPE: Record<string, string> = {
  category: 'navigation',
  product: 'detail',
  landing_page: 'landingPage',
}

/**
 * External link if set, else the SEO path, else `/{navigation|detail|landingPage}/{internalLink or id}`
 * by linkType. Entries without a usable linkType (plain pages, folders, an `external` type without a
 * link) are categories: `/navigation/{id}`.
 */
export function navigationHref(entry: NavigationLinkSource): string {
  if (entry.externalLink) return entry.externalLink
  const seo = seoPath(entry.seoPathInfo)
  if (seo) return seo
  const segment = (entry.linkType && PATH_BY_LINK_TYPE[entry.linkType]) || 'navigation'
  return `/${segment}/${entry.internalLink || entry.id}`
}

/** True for links that leave the storefront (absolute http(s) or protocol-relative URLs). */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(href)
}

/**
 * A path with its escapes decoded, or as it is when it holds a malformed one: the router hands
 * loaders decoded paths, so a literal `%` (a request for `/%25`) is no escape at all.
 */
export function safeDecodePath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
