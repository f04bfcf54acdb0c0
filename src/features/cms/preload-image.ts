import { preload } from 'react-dom'
import type { Media } from '../../domain/types.ts'
import { mediaSrcSet } from './helpers.ts'

/**
 * The page's likely LCP image: a `<link rel=preload as=image>` with the same srcset/sizes as the
 * <img>, hoisted into the head of the streamed document, so the browser starts it before layout.
 * Call only for the priority slot (one per page). `href` is the <img>'s src when it is not the
 * media's own URL (a box background's sized URL).
 */
export function usePreloadImage(
  media: Media | null | undefined,
  sizes: string,
  priority: boolean,
  href: string | null = media?.url ?? null,
): void {
  if (!priority || !media || !href) return
  const srcSet = mediaSrcSet(media)
  preload(href, {
    as: 'image',
    fetchPriority: 'high',
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
  })
}
