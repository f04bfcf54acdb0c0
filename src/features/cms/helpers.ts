// Pure helpers for the CMS renderer (visibility, backgrounds, box styles). No React here so they are
// unit-testable.
import type { CSSProperties } from 'react'
import type { CmsSlot, Margins, Media, Visibility } from '../../domain/types.ts'

/** Longest background image URL the renderer accepts; a longer one is dropped, not rendered. */
export const MAX_BACKGROUND_URL_LENGTH = 1000
const DEFAULT_IMAGE_SIZE = 800
const CAP_THRESHOLD = 1920
const CAPPED_SIZE = 1900

/** Image dimension to request: missing → 800, above 1920 → 1900, otherwise rounded up to the next 100. */
export function backgroundImageDimension(size: number | null | undefined): number {
  if (!size || !Number.isFinite(size) || size <= 0) return DEFAULT_IMAGE_SIZE
  if (size > CAP_THRESHOLD) return CAPPED_SIZE
  return Math.ceil(size / 100) * 100
}

/**
 * URL of a section/block background image sized for the thumbnail service
 * (`?width=…&height=…&fit=crop,smart`). Throws 'Url is too long' for URLs over 1000 characters,
 * which the caller turns into "no background" rather than a broken page.
 */
export function backgroundImageUrl(
  url: string,
  width: number | null | undefined,
  height: number | null | undefined,
): string {
  if (url.length > MAX_BACKGROUND_URL_LENGTH) throw new Error('Url is too long')
  const params = `width=${backgroundImageDimension(width)}&height=${backgroundImageDimension(height)}&fit=crop,smart`
  const [base = '', hash] = url.split('#', 2)
  const joined = `${base}${base.includes('?') ? '&' : '?'}${params}`
  return hash === undefined ? joined : `${joined}#${hash}`
}

/** Classes that hide an element per breakpoint: mobile < md, tablet md..<lg, desktop ≥ lg. */
export function visibilityClasses(visibility: Visibility | null | undefined): string[] {
  if (!visibility) return []
  const classes: string[] = []
  if (!visibility.mobile) classes.push('cms-hidden-mobile')
  if (!visibility.tablet) classes.push('cms-hidden-tablet')
  if (!visibility.desktop) classes.push('cms-hidden-desktop')
  return classes
}

/** Only plain colour values reach the style attribute (no `url()`, no `;` smuggling). */
export function safeColor(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  return /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]+)$/i.test(trimmed) ? trimmed : undefined
}

/** Only CSS lengths (`20px`, `1.5rem`, `0`) are used as margins. */
export function safeLength(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  return /^-?\d+(\.\d+)?(px|rem|em|%|vh|vw)?$/.test(trimmed) ? trimmed : undefined
}

export interface BoxStyleSource {
  backgroundColor: string | null
  margins?: Margins
}

/** The sized URL of a background image, or null when there is none or it is refused (too long). */
export function sizedBackgroundUrl(media: Media | null): string | null {
  if (!media?.url) return null
  try {
    return backgroundImageUrl(media.url, media.width, media.height)
  } catch {
    // An over-long URL is refused; the box renders without its background image.
    return null
  }
}

/**
 * Inline style of a section or block: background colour and margins. A background image is an
 * <img> of its own (BoxBackground), so the browser can choose its size and priority.
 */
export function boxStyle(source: BoxStyleSource): CSSProperties {
  const style: CSSProperties = {}
  const color = safeColor(source.backgroundColor)
  if (color) style.backgroundColor = color
  if (source.margins) {
    const { top, right, bottom, left } = source.margins
    const lengths = [top, right, bottom, left].map(safeLength)
    const [first] = lengths
    // Four equal margins (Shopware's usual "0" or "20px" all round) as the shorthand: the same box,
    // a quarter of the inline style on every block of a CMS page.
    if (first && lengths.every((length) => length === first)) {
      style.margin = first
      return style
    }
    const keys = ['marginTop', 'marginRight', 'marginBottom', 'marginLeft'] as const
    keys.forEach((key, index) => {
      const length = lengths[index]
      if (length) style[key] = length
    })
  }
  return style
}

/** Keeps the CMS author's class names but only as plain identifiers. */
export function safeClassNames(value: string | null | undefined): string[] {
  if (!value) return []
  return value.split(/\s+/).filter((name) => /^[a-zA-Z_][\w-]*$/.test(name))
}

/**
 * The value of a slot's static config entry, or undefined. Mapped entries (`category.description`)
 * name a field; their resolved value arrives in the slot's data, never in the config.
 */
export function slotConfig(slot: CmsSlot, key: string): unknown {
  const entry = slot.config[key]
  return entry?.source === 'static' ? entry.value : undefined
}

/** `srcset` from a media's thumbnails (plus the original when its width is known). */
export function mediaSrcSet(media: Media): string | undefined {
  const entries = [...media.thumbnails]
    .filter((thumbnail) => thumbnail.url && thumbnail.width > 0)
    .sort((a, b) => a.width - b.width)
    .map((thumbnail) => `${srcSetUrl(thumbnail.url)} ${thumbnail.width}w`)
  if (media.width && !media.thumbnails.some((thumbnail) => thumbnail.width === media.width)) {
    entries.push(`${srcSetUrl(media.url)} ${media.width}w`)
  }
  return entries.length > 0 ? entries.join(', ') : undefined
}

/** Spaces and commas separate srcset candidates, so they must not appear raw in a URL. */
function srcSetUrl(url: string): string {
  return url.replace(/ /g, '%20').replace(/,/g, '%2C')
}
