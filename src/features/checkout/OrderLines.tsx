import { useLingui } from '@lingui/react/macro'
import type { CartLineItem } from '../../domain/cart.ts'
import { LineItemDetails } from '../cart/LineItemDetails.tsx'
import { usePriceFormatter } from '../product/usePriceFormatter.ts'

/** The product lines of the order to confirm: what, how many, unit and line price (the server's). */
export function OrderLines({ items }: { items: readonly CartLineItem[] }) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  return (
    <ul className="checkout-lines" data-testid="checkout-lines">
      {items.map((item) => {
        const quantity = item.quantity
        const unit = item.price ? format(item.price.unitPrice) : ''
        return (
          <li key={item.id} className="cart-item cart-item--compact">
            <LineItemDetails item={item} />
            <p className="cart-item__quantity">
              {t`Quantity: ${quantity}`}
              {item.price ? <span className="cart-item__unit"> · {t`Unit price: ${unit}`}</span> : null}
            </p>
            <p className="cart-item__total">{item.price ? format(item.price.totalPrice) : ''}</p>
          </li>
        )
      })}
    </ul>
  )
}
