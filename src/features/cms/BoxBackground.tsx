import type { Media } from '../../domain/types.ts'
import { LCP_ELEMENT_TIMING } from '../media/element-timing.ts'
import { intrinsicSize } from '../media/MediaImage.tsx'
import { mediaSrcSet, sizedBackgroundUrl } from './helpers.ts'
import { usePreloadImage } from './preload-image.ts'

/** How the image fills its box, as `background-size` would: cover, contain or its own size. */
const FITS: Record<string, string> = { cover: 'cover', contain: 'contain', auto: 'none' }

/** `sizes` of a box background: a full-width section spans the viewport, a boxed one the content. */
export function backgroundSizes(fullWidth: boolean): string {
  return fullWidth ? '100vw' : '(min-width: 78rem) 1248px, 100vw'
}

export interface BoxBackgroundProps {
  media: Media | null
  mode: string | null
  sizes: string
  /** The page's first visual (a hero): eager, high fetch priority and preloaded in the head. */
  priority: boolean
}

/**
 * A section's or block's background image as a real <img> behind its content (CSS positions it),
 * not a CSS background: the preload scanner sees it in the HTML, the browser picks a thumbnail for
 * the viewport from the srcset, and the hero can carry fetchpriority. `src` keeps Shopware's sized
 * background URL for browsers without srcset; an over-long URL is refused and no image is shown.
 */
export function BoxBackground({ media, mode, sizes, priority }: BoxBackgroundProps) {
  const src = sizedBackgroundUrl(media)
  usePreloadImage(media, sizes, priority, src)
  if (!src || !media) return null
  const { width, height } = intrinsicSize(media)
  return (
    <img
      className="cms-background"
      data-fit={FITS[mode ?? 'cover'] ?? 'cover'}
      src={src}
      srcSet={mediaSrcSet(media)}
      sizes={sizes}
      width={width}
      height={height}
      alt={media.alt ?? media.title ?? ''}
      loading={priority ? 'eager' : 'lazy'}
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
