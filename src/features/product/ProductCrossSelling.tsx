import type { CrossSellingGroup } from '../../domain/product.ts'
import { Carousel } from '../cms/elements/Carousel.tsx'
import { ProductCard } from './ProductCard.tsx'

const CARD_SIZES = '(min-width: 64rem) 16rem, (min-width: 48rem) 33vw, 80vw'

/** One slider per cross-selling group ("From the same collection", "Matching covers" …). */
export function ProductCrossSelling({ groups }: { groups: readonly CrossSellingGroup[] }) {
  if (groups.length === 0) return null
  return (
    <div className="product-cross-selling">
      {groups.map((group) => (
        <section
          key={group.id}
          className="product-cross-selling__group"
          aria-labelledby={`cross-selling-${group.id}`}
        >
          <h2 id={`cross-selling-${group.id}`}>{group.name}</h2>
          <Carousel label={group.name}>
            {group.products.map((product) => (
              <ProductCard key={product.id} product={product} sizes={CARD_SIZES} />
            ))}
          </Carousel>
        </section>
      ))}
    </div>
  )
}
