import { useLingui } from '@lingui/react/macro'
import type { CmsSlotOf } from '../../../domain/cms.ts'
import { Link } from '../../../components/ui/Link.tsx'
import { MediaImage } from '../../media/MediaImage.tsx'
import { usePreloadImage } from '../preload-image.ts'
import { useIsPrioritySlot } from '../priority.ts'
import { Carousel } from './Carousel.tsx'

/** CMS image slider; only its first slide may be the page's priority image. */
export function CmsImageSlider({ slot, sizes }: { slot: CmsSlotOf<'image-slider'>; sizes: string }) {
  const { t } = useLingui()
  const priority = useIsPrioritySlot(slot.id)
  const items = slot.data?.sliderItems ?? []
  usePreloadImage(items[0]?.media, sizes, priority)
  if (items.length === 0) return null
  return (
    <Carousel label={t`Image gallery`}>
      {items.map((item, index) => {
        const image = (
          <MediaImage
            key={item.media.id}
            media={item.media}
            sizes={sizes}
            priority={priority && index === 0}
            className="carousel__img"
          />
        )
        return item.url ? (
          <Link
            key={item.media.id}
            href={item.url}
            variant="plain"
            target={item.newTab ? '_blank' : undefined}
          >
            {image}
          </Link>
        ) : (
          image
        )
      })}
    </Carousel>
  )
}
