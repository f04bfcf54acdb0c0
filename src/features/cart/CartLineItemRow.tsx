import { useLingui } from '@lingui/react/macro'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import type { CartLineItem } from '../../domain/cart.ts'
import { usePriceFormatter } from '../product/usePriceFormatter.ts'
import { useSend } from '../../system/hooks.ts'
import { LineItemDetails } from './LineItemDetails.tsx'
import { QuantityStepper } from './QuantityStepper.tsx'

/** One product line of the cart page: details, unit price, quantity stepper, line total, remove. */
export function CartLineItemRow({ item }: { item: CartLineItem }) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  const send = useSend('cart')
  const price = item.price && !item.pending ? item.price : null
  const quantity = item.quantity
  return (
    <li className="cart-item" data-pending={item.pending ? '' : undefined} data-testid="cart-line-item">
      <LineItemDetails item={item} headingLevel={2} />
      <dl className="cart-item__prices">
        <div>
          <dt>{t`Unit price`}</dt>
          <dd>{price ? format(price.unitPrice) : t`Updating…`}</dd>
        </div>
        <div>
          <dt>{t`Total`}</dt>
          <dd className="cart-item__total">{price ? format(price.totalPrice) : t`Updating…`}</dd>
        </div>
      </dl>
      {item.removable ? (
        <>
          <QuantityStepper
            quantity={item.quantity}
            rules={item.quantityRules}
            itemName={item.label}
            onChange={(quantity) => send({ type: 'cart.changeQuantity', lineItemId: item.id, quantity })}
          />
          <NativeButton
            variant="quiet"
            className="cart-item__remove"
            onClick={() => send({ type: 'cart.remove', lineItemId: item.id })}
          >
            {t`Remove`}
            <span className="visually-hidden"> {item.label}</span>
          </NativeButton>
        </>
      ) : (
        <p className="cart-item__quantity">{t`Quantity: ${quantity}`}</p>
      )}
    </li>
  )
}
