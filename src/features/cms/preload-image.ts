import { preload } from 'react-dom'
import type { Media } from '../../domain/types.ts'
import { mediaSrcSet } from './helpers.ts'

/**
 * The page's likely LCP image: a `<link rel=preload as=image>` with the same srcset/sizes as the
 * <img>, hoisted into the head of the streamed document, so the browser starts it before layout.
 * Call only for the priority slot (one per page).
 */
export function usePreloadImage(media: Media | null | undefined, sizes: string, priority: boolean): void {
  if (!priority || !media?.url) return
  const srcSet = mediaSrcSet(media)
  preload(media.url, {
    as: 'image',
    fetchPriority: 'high',
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
  })
}
