import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from '../../components/ui/Link'
import { type CartMessage, productItems, promotionItems } from '../../domain/cart'
import type { Country } from '../../domain/types'
import { CheckoutLayout } from '../layout/CheckoutLayout'
import { CartHints } from './CartHints'
import { CartLineItemRow } from './CartLineItemRow'
import { CartSummary } from './CartSummary'
import { useActor } from '../../system/hooks'
import { cartBusy, cartKind, displayCart } from './selectors'
import { cartMessageText } from './messages'
import { PromotionCodes } from './PromotionCodes'
import { ShippingCountrySelect } from './ShippingCountrySelect'
import { useCartFeedback } from './useCartFeedback'

/** What the shop changed or refused with the last answer, until the next one (toasts announce it). */
function CartMessages({ messages }: { messages: CartMessage[] }) {
  const { i18n } = useLinguiCore()
  if (messages.length === 0) return null
  return (
    <ul className="cart-messages" data-testid="cart-messages">
      {messages.map((message) => (
        <li key={message.key} className="cart-message" data-level={message.level}>
          {cartMessageText(i18n, message)}
        </li>
      ))}
    </ul>
  )
}

/** /checkout/cart: the cart page in the checkout chrome. */
export function CartPage({ countries }: { countries: Country[] }) {
  const { t } = useLingui()
  const cart = useActor('cart', displayCart)
  const kind = useActor('cart', cartKind)
  const busy = useActor('cart', cartBusy)
  const [messages, setMessages] = useState<CartMessage[]>([])
  useCartFeedback({ onMessages: setMessages })
  const products = productItems(cart)
  const promotions = promotionItems(cart)

  if (!cart || kind === 'empty') {
    return (
      <div className="cart-page cart-page--empty">
        <h1>{t`Cart`}</h1>
        <CartMessages messages={messages} />
        <p data-testid="cart-empty">
          <Trans>Your cart is empty.</Trans>
        </p>
        <Link href="/" variant="button">
          {t`Continue shopping`}
        </Link>
      </div>
    )
  }

  const summary = (
    <>
      <CartSummary cart={cart} busy={busy} />
      <CartHints hints={cart.hints} />
      <ShippingCountrySelect countries={countries} />
      <Link href="/checkout" variant="button" className="cart-page__checkout" preload={false}>
        {t`Proceed to checkout`}
      </Link>
    </>
  )
  return (
    <div className="cart-page">
      <h1>{t`Cart`}</h1>
      <CartMessages messages={messages} />
      <CheckoutLayout summary={summary}>
        <ul className="cart-page__items" aria-busy={busy} aria-label={t`Items in your cart`}>
          {products.map((item) => (
            <CartLineItemRow key={item.id} item={item} />
          ))}
        </ul>
        <PromotionCodes promotions={promotions} />
      </CheckoutLayout>
    </div>
  )
}
