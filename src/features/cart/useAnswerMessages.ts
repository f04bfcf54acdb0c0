import { useState } from 'react'
import type { Cart, CartMessage } from '../../domain/cart.ts'
import { useActor } from '../../system/hooks.ts'
import { useCartFeedback } from './useCartFeedback.ts'

/**
 * The cart's feedback (toasts) plus the messages of the shop's last answer, for the cart page to list
 * inline. An answer carries its messages or none: the list is kept with the cart it came with and
 * shown only while that cart is the shop's latest, so a later answer without messages (a removed
 * line, a reload after a login or a country change) clears it. Before, the list stayed until the
 * next batch: an empty cart still said "the promo code … is not valid" after the line it was
 * entered for was gone (issue 32, found by the UI replay of the cart's paths).
 */
export function useAnswerMessages(): CartMessage[] {
  const served = useActor('cart', (view) => view.context.cart)
  const [shown, setShown] = useState<{ cart: Cart | null; messages: CartMessage[] }>({
    cart: null,
    messages: [],
  })
  // The batch is taken (and emitted) after the render that shows its answer: `served` is that answer.
  useCartFeedback({ onMessages: (messages) => setShown({ cart: served, messages }) })
  return shown.cart === served ? shown.messages : []
}
