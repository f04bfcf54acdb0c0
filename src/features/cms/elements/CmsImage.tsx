import type { CmsSlotOf } from '../../../domain/cms.ts'
import { Link } from '../../../components/ui/Link.tsx'
import { MediaImage } from '../../media/MediaImage.tsx'
import { slotConfig } from '../helpers.ts'
import { usePreloadImage } from '../preload-image.ts'
import { useIsPrioritySlot } from '../priority.ts'

const DISPLAY_MODES = new Set(['standard', 'cover', 'contain'])

/** A CMS image, optionally linked; `displayMode` cover/contain fill a fixed-ratio box. */
export function CmsImage({ slot, sizes }: { slot: CmsSlotOf<'image'>; sizes: string }) {
  const priority = useIsPrioritySlot(slot.id)
  const image = slot.data
  usePreloadImage(image?.media, sizes, priority)
  if (!image) return null
  const mode = String(slotConfig(slot, 'displayMode') ?? 'standard')
  const picture = (
    <MediaImage media={image.media} sizes={sizes} priority={priority} className="cms-image__img" />
  )
  return (
    <figure className="cms-image" data-mode={DISPLAY_MODES.has(mode) ? mode : 'standard'}>
      {image.url ? (
        <Link href={image.url} variant="plain" target={image.newTab ? '_blank' : undefined}>
          {picture}
        </Link>
      ) : (
        picture
      )}
    </figure>
  )
}
