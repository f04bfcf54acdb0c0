import { useLingui } from '@lingui/react/macro'
import type { CmsSlot } from '../../../domain/types'
import { ProductCard } from '../../product/ProductCard'
import { slotConfig } from '../helpers'
import { productBoxData, productSliderData } from '../slot-data'
import { Carousel } from './Carousel'

const CARD_SIZES = '(min-width: 64rem) 20rem, (min-width: 48rem) 33vw, 80vw'

export function CmsProductBox({ slot, sizes }: { slot: CmsSlot; sizes: string }) {
  const product = productBoxData(slot.data)
  return product ? <ProductCard product={product} sizes={sizes} /> : null
}

/** Product slider with its optional title from the slot config. */
export function CmsProductSlider({ slot }: { slot: CmsSlot }) {
  const { t } = useLingui()
  const products = productSliderData(slot.data)
  if (products.length === 0) return null
  const title = slotConfig(slot, 'title')
  const heading = typeof title === 'string' && title.trim() ? title.trim() : null
  return (
    <div className="cms-product-slider">
      {heading ? <h2 className="cms-product-slider__title">{heading}</h2> : null}
      <Carousel label={heading ?? t`Products`}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} sizes={CARD_SIZES} />
        ))}
      </Carousel>
    </div>
  )
}
