import type { ProductSummary } from '../../domain/types.ts'
import { AddToCartButton } from '../cart/AddToCartButton.tsx'
import { MediaImage } from '../media/MediaImage.tsx'
import { WishlistToggle } from '../wishlist/WishlistToggle.tsx'
import { CardBadges } from './card/CardBadges.tsx'
import { CardLink } from './card/CardLink.tsx'
import { CardPrice } from './card/CardPrice.tsx'
import { DeliveryTimeNote } from './DeliveryTimeNote.tsx'

export interface ProductCardProps {
  product: ProductSummary
  sizes: string
  priority?: boolean
  /** Heading level of the product name inside the surrounding outline. */
  headingLevel?: 2 | 3
}

/**
 * A product teaser: image with badges, name (the link, carrying the product id for the router),
 * price, delivery time and, for products without variants, "add to cart". Products whose variant
 * count is unknown (CMS teasers) or that have variants link to the page to choose one instead.
 */
export function ProductCard({ product, sizes, priority = false, headingLevel = 3 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="product-card">
      <div className="product-card__media">
        {product.cover ? (
          <MediaImage
            media={product.cover}
            sizes={sizes}
            priority={priority}
            fallbackAlt={product.name}
            // The card's frame is square by the stylesheet (`.product-card__media`, aspect-ratio 1,
            // the image covers it): no width/height or class needed, on up to 20 cards a page. The
            // listing's likely LCP image (`priority`) keeps both: its size is known before the
            // stylesheet, and the first-paint checks find it by its class.
            intrinsic={priority}
            className={priority ? 'product-card__img' : undefined}
          />
        ) : (
          <div className="product-card__placeholder" aria-hidden="true" />
        )}
        <CardBadges badges={product.badges} />
      </div>
      {/* Positioned by `.product-card > .wishlist-toggle` (over the image, above the name link's
          stretched hit area): no wrapper or class, as the card repeats up to 20 times per page. */}
      <WishlistToggle productId={product.id} productName={product.name} />
      {/* No class: `.product-card > :is(h2, h3)` finds it (the card repeats up to 20 times). */}
      <Heading>
        <CardLink product={product}>{product.name}</CardLink>
      </Heading>
      <CardPrice product={product} />
      {/* No class: the line after the price (src/styles/listing.css), on up to 20 cards a page. */}
      <DeliveryTimeNote product={product} />
      {product.childCount === 0 ? (
        <div className="product-card__actions">
          <AddToCartButton
            productId={product.id}
            productName={product.name}
            isDisabled={!product.available}
            size="small"
          />
        </div>
      ) : null}
    </article>
  )
}
