import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../components/ui/Link.tsx'
import { type CartMessage, productItems, promotionItems } from '../../domain/cart.ts'
import type { Country } from '../../domain/types.ts'
import { CheckoutLayout } from '../layout/CheckoutLayout.tsx'
import { CartHints } from './CartHints.tsx'
import { CartLineItemRow } from './CartLineItemRow.tsx'
import { CartSummary } from './CartSummary.tsx'
import { useActor } from '../../system/hooks.ts'
import { cartBusy, cartKind, displayCart } from './selectors.ts'
import { cartMessageText } from './messages.ts'
import { PromotionCodes } from './PromotionCodes.tsx'
import { ShippingCountrySelect } from './ShippingCountrySelect.tsx'
import { useAnswerMessages } from './useAnswerMessages.ts'

/** What the shop changed or refused with its last answer (toasts announce it too). */
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
  const messages = useAnswerMessages()
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
          {/* The first line's image is the LCP: lazy, it started only once the page's scripts had
              been asked for and shared the connection with them (src/entry-loader.ts waits for
              the priority image when there is one). */}
          {products.map((item, index) => (
            <CartLineItemRow key={item.id} item={item} first={index === 0} />
          ))}
        </ul>
        <PromotionCodes promotions={promotions} />
      </CheckoutLayout>
    </div>
  )
}
