// Small helpers shared by the mappers: Shopware sends translated values next to raw ones and
// leaves optional fields out; the domain wants one value and explicit nulls.

import type { Media, MediaThumbnail, SeoUrl } from '../../domain/types.ts'
import type { Schemas } from '../wire.ts'

/** A JSON object (not null, not an array): where the wire format is looser than its schema. */
export function isWireRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The translated value when present and non-empty, else the raw value, else null. */
export function pick<T>(translated: T | null | undefined, raw: T | null | undefined): T | null {
  if (translated !== undefined && translated !== null && translated !== '') return translated
  return raw ?? null
}

export function text(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value
}

function thumbnail(wire: Schemas['MediaThumbnail']): MediaThumbnail {
  return { url: wire.url, width: wire.width, height: wire.height }
}

export function mapMedia(wire: Schemas['Media'] | null | undefined): Media | null {
  if (!wire?.url) return null
  return {
    id: wire.id,
    url: wire.url,
    alt: pick(wire.translated?.alt, wire.alt),
    title: pick(wire.translated?.title, wire.title),
    width: wire.metaData?.width ?? null,
    height: wire.metaData?.height ?? null,
    thumbnails: (wire.thumbnails ?? []).map(thumbnail).sort((a, b) => a.width - b.width),
  }
}

export function mapSeoUrl(wire: Schemas['SeoUrl']): SeoUrl {
  return {
    id: wire.id,
    routeName: wire.routeName,
    foreignKey: wire.foreignKey,
    languageId: wire.languageId,
    seoPathInfo: wire.seoPathInfo,
    pathInfo: wire.pathInfo,
    isCanonical: wire.isCanonical ?? false,
  }
}

/**
 * The SEO path for the current language out of an entity's seoUrls (the API returns the current
 * sales channel's urls when asked with sw-include-seo-urls). Canonical first; null when none.
 */
export function seoPathOf(
  seoUrls: Schemas['SeoUrl'][] | null | undefined,
  languageId?: string,
): string | null {
  const candidates = (seoUrls ?? []).filter(
    (url) => !url.isDeleted && url.seoPathInfo && (!languageId || url.languageId === languageId),
  )
  const best = candidates.find((url) => url.isCanonical) ?? candidates[0]
  return best?.seoPathInfo ?? null
}
