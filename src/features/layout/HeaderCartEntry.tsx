import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { lazy, Suspense, useState } from 'react'
import { useActor, useEmitted } from '../../system/hooks.ts'
import { cartCount } from '../cart/selectors.ts'
import { translate } from '../cart/translate.ts'
import { useCartFeedback } from '../cart/useCartFeedback.ts'
import { HeaderIconLink } from './HeaderIconLink.tsx'

// The mini cart (React Aria dialog) is not part of the header's initial JavaScript: it loads when
// it opens for the first time.
const CART_WITH_COUNT = msg({ message: 'Cart, {count, plural, one {# item} other {# items}}' })
const CART = msg({ message: 'Cart' })

const MiniCart = lazy(() => import('../cart/MiniCart.tsx').then((module) => ({ default: module.MiniCart })))

/**
 * The header's cart entry (owned by the cart feature): a link to the cart page with the live count
 * of good items (server-rendered from the dehydrated cart), the mini cart that opens on every add,
 * and the cart's toasts.
 */
export function HeaderCartEntry() {
  const { i18n } = useLingui()
  const count = useActor('cart', cartCount)
  const [open, setOpen] = useState(false)
  // Kept here: the first add happens before the lazily loaded mini cart exists.
  const [added, setAdded] = useState<string | null>(null)
  // The open mini cart confirms the add in its own status line; a toast only once it is closed.
  useCartFeedback({ toastAdds: () => !open })
  useEmitted('cart', 'cart.adding', (event) => {
    setAdded(event.productName)
    setOpen(true)
  })
  const label = count > 0 ? translate(i18n, CART_WITH_COUNT, { count }) : translate(i18n, CART)
  return (
    <>
      <HeaderIconLink
        href="/checkout/cart"
        label={label}
        icon="cart"
        count={{ value: count, className: 'header-cart__count', testId: 'header-cart-count' }}
      />
      {open ? (
        <Suspense fallback={null}>
          <MiniCart isOpen={open} onOpenChange={setOpen} added={added} />
        </Suspense>
      ) : null}
    </>
  )
}
