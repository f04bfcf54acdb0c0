import { useLingui } from '@lingui/react/macro'
import { NativeFormField } from '../../components/native-form.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import type { CartLineItem } from '../../domain/cart.ts'
import { usePriceFormatter } from '../product/usePriceFormatter.ts'
import { useSend } from '../../system/hooks.ts'
import { LineItemDetails } from './LineItemDetails.tsx'
import { QuantityStepper } from './QuantityStepper.tsx'

/**
 * One product line of the cart page: details, unit price, quantity stepper, line total, remove.
 * `first`: the top line, whose image is the page's LCP on a phone.
 */
export function CartLineItemRow({ item, first = false }: { item: CartLineItem; first?: boolean }) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  const send = useSend('cart')
  const price = item.price && !item.pending ? item.price : null
  const quantity = item.quantity
  return (
    <li className="cart-item" data-pending={item.pending ? '' : undefined} data-testid="cart-line-item">
      <LineItemDetails item={item} headingLevel={2} priority={first} />
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
            lineItemId={item.id}
            quantity={item.quantity}
            rules={item.quantityRules}
            itemName={item.label}
            onChange={(quantity) => send({ type: 'cart.changeQuantity', lineItemId: item.id, quantity })}
          />
          <form method="post" className="cart-item__remove-form">
            <NativeFormField form="cart.remove" />
            <input type="hidden" name="lineItemId" value={item.id} />
            <NativeButton
              variant="quiet"
              className="cart-item__remove"
              submit
              onClick={(event) => {
                event.preventDefault()
                send({ type: 'cart.remove', lineItemId: item.id })
              }}
            >
              {t`Remove`}
              <span className="visually-hidden"> {item.label}</span>
            </NativeButton>
          </form>
        </>
      ) : (
        <p className="cart-item__quantity">{t`Quantity: ${quantity}`}</p>
      )}
    </li>
  )
}
