import { useLingui } from '@lingui/react/macro'
import type { PriceTier, ProductPrice as Price } from '../../domain/types.ts'
import { PriceTiers } from './PriceTiers.tsx'
import { TaxNote } from './TaxNote.tsx'
import { usePriceFormatter } from './usePriceFormatter.ts'

/**
 * The price the Store API calculated for this product (never computed here), the strike-through
 * list price with the lowest price of the last 30 days, the tax/shipping note and graduated prices.
 */
export function ProductPrice({ price, tiers }: { price: Price; tiers: readonly PriceTier[] }) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  const reduced = price.listPrice !== null && price.listPrice > price.unitPrice
  const lowest = price.regulationPrice !== null ? format(price.regulationPrice) : null
  const headline = format(price.unitPrice)
  return (
    <div className="product-price">
      <p className="product-price__amount" data-testid="product-price">
        <span className={reduced ? 'product-price__current is-reduced' : 'product-price__current'}>
          {headline}
        </span>
        {reduced && price.listPrice !== null ? (
          <s className="product-price__list">
            <span className="visually-hidden">{t`Previously`}</span> {format(price.listPrice)}
          </s>
        ) : null}
      </p>
      {reduced && lowest ? (
        <p className="product-price__lowest">{t`Lowest price in the last 30 days: ${lowest}`}</p>
      ) : null}
      <TaxNote />
      <PriceTiers tiers={tiers} />
    </div>
  )
}
