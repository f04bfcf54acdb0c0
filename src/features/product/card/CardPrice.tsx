import { useLingui } from '@lingui/react/macro'
import type { ProductSummary } from '../../../domain/types.ts'
import { usePriceFormatter } from '../usePriceFormatter.ts'

/**
 * The price the Store API calculated: a "from" price for products with variants or tiers; for
 * reduced products the list price (struck through) and the lowest price of the last 30 days
 * (EU Omnibus directive), both as the Store API sent them.
 */
export function CardPrice({ product }: { product: ProductSummary }) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  const { price } = product
  const shown =
    product.hasPriceRange && product.cheapestPrice !== null ? product.cheapestPrice : price.unitPrice
  const amount = format(shown)
  const reduced = price.listPrice !== null && price.listPrice > price.unitPrice
  const listPrice = reduced && price.listPrice !== null ? format(price.listPrice) : null
  const lowest = reduced && price.regulationPrice !== null ? format(price.regulationPrice) : null
  const shownPrice = (
    <p className="product-card__price" data-reduced={reduced ? '' : undefined}>
      {product.hasPriceRange ? t`from ${amount}` : amount}
      {listPrice ? (
        <>
          {' '}
          <s className="product-card__list-price">
            <span className="visually-hidden">{t`Previously`} </span>
            {listPrice}
          </s>
        </>
      ) : null}
    </p>
  )
  // The grouping element only where there are two lines to keep together: most cards show one price,
  // and a listing repeats the card up to 20 times.
  if (!lowest) return shownPrice
  return (
    <div className="product-card__prices">
      {shownPrice}
      <p className="product-card__lowest">{t`Lowest price in the last 30 days: ${lowest}`}</p>
    </div>
  )
}
