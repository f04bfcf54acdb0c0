import { useLingui } from '@lingui/react/macro'
import { productHref } from '../../domain/links'
import type { ProductSummary } from '../../domain/types'
import { Link } from '../../components/ui/Link'
import { MediaImage } from '../media/MediaImage'
import { usePriceFormatter } from './usePriceFormatter'

export interface ProductCardProps {
  product: ProductSummary
  sizes: string
  priority?: boolean
  /** Heading level of the product name inside the surrounding outline. */
  headingLevel?: 2 | 3
}

/** A product teaser: image, name (the link) and the price the Store API calculated. */
export function ProductCard({ product, sizes, priority = false, headingLevel = 3 }: ProductCardProps) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const price =
    product.hasPriceRange && product.cheapestPrice !== null ? product.cheapestPrice : product.price.unitPrice
  const amount = format(price)
  return (
    <article className="product-card">
      <div className="product-card__media">
        {product.cover ? (
          <MediaImage
            media={product.cover}
            sizes={sizes}
            priority={priority}
            fallbackAlt={product.name}
            className="product-card__img"
          />
        ) : (
          <div className="product-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <Heading className="product-card__name">
        <Link href={productHref(product)} variant="plain" className="product-card__link">
          {product.name}
        </Link>
      </Heading>
      <p className="product-card__price">
        {product.hasPriceRange ? t`from ${amount}` : amount}
        {product.price.listPrice !== null && product.price.listPrice > product.price.unitPrice ? (
          <s className="product-card__list-price">
            <span className="visually-hidden">{t`Previously`}</span> {format(product.price.listPrice)}
          </s>
        ) : null}
      </p>
    </article>
  )
}
