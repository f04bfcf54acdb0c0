import type { Media } from '../../domain/types.ts'
import { LCP_ELEMENT_TIMING } from './element-timing.ts'
import { mediaSrcSet } from '../cms/helpers.ts'

export interface MediaImageProps {
  media: Media
  /** The `sizes` attribute matching the slot's rendered width. */
  sizes: string
  /** The page's likely LCP image: eager with high fetch priority. Everything else is lazy. */
  priority?: boolean
  /** Alt text when the media has none; pass '' for decorative images. */
  fallbackAlt?: string
  className?: string
  /**
   * Writes the intrinsic width and height (the browser reserves the box from them). Off only where
   * the stylesheet already fixes the box (a product card's square frame) and the image repeats.
   */
  intrinsic?: boolean
}

/**
 * A responsive image from Shopware media: thumbnails as srcset, intrinsic width/height so the
 * browser reserves the box before the file arrives (no layout shift).
 */
export function MediaImage({
  media,
  sizes,
  priority = false,
  fallbackAlt = '',
  className,
  intrinsic = true,
}: MediaImageProps) {
  const { width, height } = intrinsic ? intrinsicSize(media) : { width: undefined, height: undefined }
  return (
    <img
      className={className}
      src={media.url}
      srcSet={mediaSrcSet(media)}
      sizes={sizes}
      width={width}
      height={height}
      alt={media.alt ?? media.title ?? fallbackAlt}
      loading={priority ? 'eager' : 'lazy'}
      // 'auto' is the default: left out, as on every lazy image of a page (product cards).
      fetchPriority={priority ? 'high' : undefined}
      // Chromium reports when this image is on screen; the entry loader waits for that.
      elementtiming={priority ? LCP_ELEMENT_TIMING : undefined}
      // Lazy images arrive after the first paint, so the default (`auto`: the browser decides) serves
      // them as well as `async` would, without the attribute on every product card. The LCP image is
      // decoded with the frame it is painted in.
      decoding={priority ? 'sync' : undefined}
    />
  )
}

/**
 * The image's intrinsic size for width/height attributes (the browser derives the aspect ratio
 * from them before loading). Media without metadata fall back to their largest thumbnail, which
 * has the same aspect ratio.
 */
export function intrinsicSize(media: Media): { width: number | undefined; height: number | undefined } {
  if (media.width && media.height) return { width: media.width, height: media.height }
  const largest = media.thumbnails.reduce<Media['thumbnails'][number] | undefined>(
    (best, thumbnail) =>
      thumbnail.width > 0 && thumbnail.height > 0 && thumbnail.width > (best?.width ?? 0) ? thumbnail : best,
    undefined,
  )
  return largest ? { width: largest.width, height: largest.height } : { width: undefined, height: undefined }
}
