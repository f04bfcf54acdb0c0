import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { ProductSummary } from '../../domain/types'
import { sanitizeHtml } from '../cms/sanitize'
import { MediaImage } from '../media/MediaImage'
import { usePriceFormatter } from './usePriceFormatter'

/**
 * The product's essentials: image, name, the price the Store API calculated, availability and
 * description. The catalogue issue grows this into the full detail page (variants, reviews …).
 */
export function ProductDetail({ product }: { product: ProductSummary }) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  const description = useMemo(
    () => (product.description ? sanitizeHtml(product.description) : ''),
    [product.description],
  )
  const { listPrice, unitPrice } = product.price
  const amount = format(unitPrice)
  const { productNumber, deliveryTime } = product
  return (
    <article className="page product-detail">
      <div className="product-detail__media">
        {product.cover ? (
          <MediaImage
            media={product.cover}
            sizes="(min-width: 48rem) 50vw, 100vw"
            priority
            fallbackAlt={product.name}
            className="product-detail__img"
          />
        ) : null}
      </div>
      <div className="product-detail__info">
        <h1>{product.name}</h1>
        <p className="product-detail__number">
          <Trans>Product number: {productNumber}</Trans>
        </p>
        <p className="product-detail__price">
          {product.hasPriceRange ? t`from ${amount}` : amount}
          {listPrice !== null && listPrice > unitPrice ? (
            <s className="product-card__list-price">
              <span className="visually-hidden">{t`Previously`}</span> {format(listPrice)}
            </s>
          ) : null}
        </p>
        <p>{product.available ? t`In stock` : t`Currently not available`}</p>
        {deliveryTime ? (
          <p>
            <Trans>Delivery time: {deliveryTime}</Trans>
          </p>
        ) : null}
        {description ? (
          <section aria-labelledby="product-description">
            <h2 id="product-description">{t`Description`}</h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (allow-list, tested) */}
            <div className="cms-text" dangerouslySetInnerHTML={{ __html: description }} />
          </section>
        ) : null}
      </div>
    </article>
  )
}
