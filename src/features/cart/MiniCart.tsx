import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../components/ui/Button.tsx'
import { Dialog, Modal } from '../../components/ui/Dialog.tsx'
import { Link } from '../../components/ui/Link.tsx'
import { productItems, promotionItems } from '../../domain/cart.ts'
import { usePriceFormatter } from '../product/usePriceFormatter.ts'
import { useActor } from '../../system/hooks.ts'
import { cartBusy, displayCart } from './selectors.ts'
import { LineItemDetails } from './LineItemDetails.tsx'
import { ADDED_TO_CART, translate } from './messages.ts'

export interface MiniCartProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** Name of the product added last (announced in the dialog). */
  added: string | null
}

/**
 * The mini cart: a drawer dialog that opens on every add. Focus moves into it and returns to the
 * add button on close (Escape, the close button, a click outside). Lines show at once (optimistic);
 * amounts are the server's and are marked busy while changes are on their way.
 */
export function MiniCart({ isOpen, onOpenChange, added }: MiniCartProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const format = usePriceFormatter()
  const cart = useActor('cart', displayCart)
  const busy = useActor('cart', cartBusy)
  const products = productItems(cart)
  const promotions = promotionItems(cart)
  const close = () => onOpenChange(false)
  return (
    <Modal variant="drawer" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={t`Cart`} className="mini-cart">
        <Button variant="icon" slot="close" className="mini-cart__close" aria-label={t`Close cart`}>
          ×
        </Button>
        <p className="mini-cart__status" role="status">
          {added ? translate(i18n, ADDED_TO_CART, { name: added }) : ''}
        </p>
        {products.length === 0 ? (
          <p className="mini-cart__empty">
            <Trans>Your cart is empty.</Trans>
          </p>
        ) : (
          <ul className="mini-cart__items" aria-busy={busy}>
            {products.map((item) => {
              const quantity = item.quantity
              return (
                <li
                  key={item.id}
                  className="cart-item cart-item--compact"
                  data-pending={item.pending ? '' : undefined}
                >
                  <LineItemDetails item={item} />
                  <p className="cart-item__quantity">{t`Quantity: ${quantity}`}</p>
                  <p className="cart-item__total">
                    {item.price && !item.pending ? format(item.price.totalPrice) : t`Updating…`}
                  </p>
                </li>
              )
            })}
          </ul>
        )}
        {promotions.length > 0 ? (
          <ul className="mini-cart__promotions">
            {promotions.map((item) => (
              <li key={item.id}>
                {item.label}
                {item.price ? <span> {format(item.price.totalPrice)}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {cart && products.length > 0 ? (
          <dl className="mini-cart__totals">
            <div>
              <dt>{t`Subtotal`}</dt>
              <dd>{format(cart.price.positionPrice)}</dd>
            </div>
            <div>
              <dt>{t`Total`}</dt>
              <dd data-testid="mini-cart-total" aria-busy={busy}>
                {format(cart.price.totalPrice)}
              </dd>
            </div>
          </dl>
        ) : null}
        <div className="mini-cart__actions">
          <Link href="/checkout/cart" variant="button" onClick={close} preload={false}>
            {t`View cart`}
          </Link>
          {products.length > 0 ? (
            <Link href="/checkout" variant="plain" onClick={close} preload={false}>
              {t`Proceed to checkout`}
            </Link>
          ) : null}
        </div>
      </Dialog>
    </Modal>
  )
}
