import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CmsSlotOf } from '../../../domain/cms.ts'
import { MediaImage } from '../../media/MediaImage.tsx'
import { usePreloadImage } from '../preload-image.ts'
import { useIsPrioritySlot } from '../priority.ts'

/**
 * CMS image gallery: one large image and a row of thumbnail buttons. The stage keeps the first
 * image's aspect ratio for every image (object-fit: contain), so switching never shifts the page.
 * Without JavaScript the first image shows and the thumbnails link to the full-size files.
 */
export function CmsImageGallery({ slot, sizes }: { slot: CmsSlotOf<'image-gallery'>; sizes: string }) {
  const { t } = useLingui()
  const priority = useIsPrioritySlot(slot.id)
  const items = slot.data?.sliderItems ?? []
  const [index, setIndex] = useState(0)
  usePreloadImage(items[0]?.media, sizes, priority)
  const current = items[Math.min(index, items.length - 1)]
  if (!current) return null
  const first = items[0]?.media
  const ratio = first?.width && first.height ? `${first.width} / ${first.height}` : '4 / 3'
  return (
    <figure className="cms-gallery" aria-label={t`Image gallery`}>
      <div className="cms-gallery__stage" style={{ aspectRatio: ratio }}>
        <MediaImage
          key={current.media.id}
          media={current.media}
          sizes={sizes}
          priority={priority && index === 0}
          className="cms-gallery__image"
        />
      </div>
      {items.length > 1 ? (
        <ul className="cms-gallery__thumbs">
          {items.map((item, position) => {
            const number = position + 1
            const total = items.length
            return (
              <li key={item.media.id}>
                <a
                  href={item.media.url}
                  className="cms-gallery__thumb"
                  aria-current={position === index ? 'true' : undefined}
                  aria-label={t`Show image ${number} of ${total}`}
                  onClick={(event) => {
                    event.preventDefault()
                    setIndex(position)
                  }}
                >
                  <MediaImage media={item.media} sizes="5rem" className="cms-gallery__thumb-img" />
                </a>
              </li>
            )
          })}
        </ul>
      ) : null}
    </figure>
  )
}
