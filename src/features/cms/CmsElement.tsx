import type { CmsSlot } from '../../domain/types'
import { CmsImage } from './elements/CmsImage'
import { CmsImageSlider } from './elements/CmsImageSlider'
import { CmsProductBox, CmsProductSlider } from './elements/CmsProducts'
import { CmsText } from './elements/CmsText'

/**
 * Renders one slot by its element type. Unknown types render nothing for shoppers; in development a
 * visible marker shows which element still needs a component.
 */
export function CmsElement({ slot, sizes }: { slot: CmsSlot; sizes: string }) {
  switch (slot.type) {
    case 'text':
      return <CmsText slot={slot} />
    case 'image':
      return <CmsImage slot={slot} sizes={sizes} />
    case 'image-slider':
      return <CmsImageSlider slot={slot} sizes={sizes} />
    case 'product-box':
      return <CmsProductBox slot={slot} sizes={sizes} />
    case 'product-slider':
      return <CmsProductSlider slot={slot} />
    default:
      return import.meta.env.DEV ? (
        <p className="cms-unknown" data-cms-type={slot.type}>
          CMS element “{slot.type}” ({slot.slot}) has no component yet.
        </p>
      ) : null
  }
}
