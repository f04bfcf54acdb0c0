import { useLingui } from '@lingui/react/macro'
import type { CmsSlotOf } from '../../../domain/cms.ts'
import { ProductCard } from '../../product/ProductCard.tsx'
import { slotConfig } from '../helpers.ts'
import { Carousel } from './Carousel.tsx'

const CARD_SIZES = '(min-width: 64rem) 20rem, (min-width: 48rem) 33vw, 80vw'

export function CmsProductBox({ slot, sizes }: { slot: CmsSlotOf<'product-box'>; sizes: string }) {
  const product = slot.data?.product
  return product ? <ProductCard product={product} sizes={sizes} /> : null
}

/** Product slider with its optional title from the slot config. */
export function CmsProductSlider({ slot }: { slot: CmsSlotOf<'product-slider'> }) {
  const { t } = useLingui()
  const products = slot.data?.products ?? []
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
