import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import type { CartMessage } from '../../domain/cart.ts'
import { useNotify } from '../notifications/notify.ts'
import { useActor, useEmitted, useSend } from '../../system/hooks.ts'

// The cart's message table loads with the first thing to say (events come from the running cart
// actor, after the first interaction), not with every page.
const texts = () => import('./messages.ts')

export interface CartFeedbackOptions {
  /** Also hand each batch of cart messages to the page (the cart page lists them inline). */
  onMessages?: (messages: CartMessage[]) => void
  /**
   * Whether a confirmed add is said in a toast now (default yes). The header's mini cart says it
   * itself while it is open; a toast then lay over its "View cart" and "Checkout" links on a phone,
   * where a tap on them hit the toast.
   */
  toastAdds?: () => boolean
}

/**
 * Turns the cart's events into what the shopper sees: a toast when an add was confirmed or a change
 * was refused (rolled back), and one toast per cart message. Reads the error store once: as soon as
 * it holds messages they are taken (the machine emits them and clears the store). Mount it once per
 * page chrome (the header does; the checkout chrome's cart page does).
 */
export function useCartFeedback({ onMessages, toastAdds }: CartFeedbackOptions = {}): void {
  const { i18n } = useLingui()
  const notify = useNotify()
  const send = useSend('cart')
  const pending = useActor('cart', (view) => view.context.messages.length)

  useEmitted('cart', 'cart.added', (event) => {
    if (toastAdds && !toastAdds()) return
    void texts().then(({ ADDED_TO_CART, translate }) =>
      notify({ type: 'success', message: translate(i18n, ADDED_TO_CART, { name: event.productName }) }),
    )
  })
  useEmitted('cart', 'cart.failed', (event) => {
    void texts().then(({ cartFailureText }) =>
      notify({ type: 'danger', message: cartFailureText(i18n, event.failure) }),
    )
  })
  useEmitted('cart', 'cart.messages', (event) => {
    void texts().then(({ cartMessageText, toneOf }) => {
      for (const message of event.messages) {
        notify({ type: toneOf(message.level), message: cartMessageText(i18n, message) })
      }
    })
    onMessages?.(event.messages)
  })

  useEffect(() => {
    if (pending > 0) send({ type: 'cart.takeMessages' })
  }, [pending, send])
}
