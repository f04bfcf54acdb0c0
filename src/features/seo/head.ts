// Per-page head entries (title, description, canonical, Open Graph, JSON-LD) for TanStack route
// head() functions. hreflang alternates come from the root route (src/i18n/alternates.ts) out of
// the same `alternates` the loader returns, so canonical and hreflang always agree.
import type { JSX } from 'react'
import type { Locale } from '../../domain/locale.ts'
import type { Media } from '../../domain/types.ts'
import { type Alternates, type LocaleOrigins, localizedUrl } from '../../i18n/alternates.ts'
import type { JsonLd } from './json-ld.ts'

export const SITE_NAME = 'Gartenwerk'
/** Search engines cut descriptions at about this length. */
export const DESCRIPTION_MAX = 160

/** A `<meta>` entry as route head() functions return them (React's meta props). */
export type HeadMeta = JSX.IntrinsicElements['meta']

export interface HeadLink {
  rel: string
  href: string
}

export interface SeoHead {
  meta: HeadMeta[]
  links: HeadLink[]
}

/** The parts of the router context the head needs. */
export interface SeoContext {
  locale: Locale
  origins: LocaleOrigins
}

export interface SeoPage {
  title: string
  description?: string | null
  /**
   * The page's path in the current locale (no domain, no locale prefix), or the loader's alternates,
   * from which the current locale's path is taken.
   */
  path: string | Alternates
  /** og:type: `website` for listings and content, `product` for product pages. */
  type?: 'website' | 'product' | 'article'
  image?: Media | null
  jsonLd?: ReadonlyArray<JsonLd | null | undefined>
  /** Pages that must not be indexed (search results, filtered listings). */
  noindex?: boolean
}

/** Plain text from shop HTML for descriptions: tags dropped, entities of text decoded, shortened. */
export function plainText(html: string | null | undefined, max = DESCRIPTION_MAX): string | undefined {
  if (!html) return undefined
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  if (!text) return undefined
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

/** `Teak bench | Gartenwerk`; a title that already names the shop is kept as it is. */
export function withSiteName(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`
}

/** Absolute URL of the page in the current locale (its canonical URL). */
export function canonicalUrl(context: SeoContext, path: string | Alternates): string {
  const own = typeof path === 'string' ? path : (path[context.locale] ?? '/')
  return localizedUrl(context.origins, context.locale, own)
}

/** Media URLs of the embedded back end are root-relative; Open Graph needs absolute ones. */
export function absoluteUrl(context: SeoContext, url: string): string {
  try {
    return new URL(url, context.origins[context.locale]).href
  } catch {
    return url
  }
}

/**
 * The router renders a meta entry `{ 'script:ld+json': data }` as an escaped JSON-LD script (see
 * @tanstack/react-router headContentUtils); its React typings only know <meta> props, hence the
 * widening here — the one place that knows this convention.
 */
export function ldJsonMeta(data: JsonLd): HeadMeta {
  const entry: Record<string, unknown> = { 'script:ld+json': data }
  return entry as HeadMeta
}

/** og:locale wants `de_DE`. */
function ogLocale(locale: Locale): string {
  return locale.replace('-', '_')
}

/** The largest thumbnail (or the original) for og:image: crawlers fetch one picture only. */
function shareImage(media: Media): { url: string; width: number | null; height: number | null } {
  const best = [...media.thumbnails].sort((a, b) => b.width - a.width)[0]
  if (media.width || !best) return { url: media.url, width: media.width, height: media.height }
  return { url: best.url, width: best.width, height: best.height }
}

/**
 * Head entries for one page. Meta with a name/property set here win over the root's (the router
 * keeps the deepest route's); the canonical link is added here only, so each page has exactly one.
 */
export function seoHead(context: SeoContext, page: SeoPage): SeoHead {
  const url = canonicalUrl(context, page.path)
  const description = page.description ? plainText(page.description) : undefined
  const meta: HeadMeta[] = [
    { title: page.title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: page.noindex ? 'noindex, follow' : 'index, follow' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: url },
    { property: 'og:locale', content: ogLocale(context.locale) },
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ]
  if (page.image?.url) {
    const image = shareImage(page.image)
    meta.push({ property: 'og:image', content: absoluteUrl(context, image.url) })
    if (image.width && image.height) {
      meta.push({ property: 'og:image:width', content: String(image.width) })
      meta.push({ property: 'og:image:height', content: String(image.height) })
    }
    const alt = page.image.alt ?? page.image.title
    if (alt) meta.push({ property: 'og:image:alt', content: alt })
  }
  for (const data of page.jsonLd ?? []) if (data) meta.push(ldJsonMeta(data))
  return { meta, links: page.noindex ? [] : [{ rel: 'canonical', href: url }] }
}
