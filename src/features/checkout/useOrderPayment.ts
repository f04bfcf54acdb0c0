import { useEffect, useRef, useState } from 'react'
import type { OrderOutcome } from '../../domain/checkout.ts'
import { useActor, useEmitted, useSend } from '../../system/hooks.ts'
import { type OrderState, orderScreen, sameOrderScreen } from './order-selectors.ts'

/**
 * An order's payment as the checkout actor sees it, for a page about one order (the success page,
 * an order's own page): asks the checkout for the order's state once per order and outcome, unless
 * the checkout is already working on it (asking again would interrupt a payment it is starting), and
 * follows the checkout to the payment provider. `returnPath` makes the provider come back to the
 * asking page instead of the checkout's success page.
 */
export function useOrderPayment(orderId: string, outcome: OrderOutcome, returnPath?: string) {
  const send = useSend('checkout')
  const screen = useActor('checkout', (view) => orderScreen(view, orderId), sameOrderScreen)
  const order = useActor('checkout', (view) =>
    view?.context.order?.id === orderId ? view.context.order : null,
  )
  const failure = useActor('checkout', (view) => view?.context.failure ?? null)
  const [leaving, setLeaving] = useState(false)
  const asked = useRef<string | null>(null)

  useEffect(() => {
    const key = `${orderId}:${outcome}:${returnPath ?? ''}`
    if (asked.current === key || screen.kind === 'inProgress') return
    asked.current = key
    send(
      returnPath === undefined
        ? { type: 'checkout.resumeOrder', orderId, outcome }
        : { type: 'checkout.resumeOrder', orderId, outcome, returnPath },
    )
  }, [orderId, outcome, returnPath, screen.kind, send])

  useEmitted('checkout', 'checkout.redirect', (event) => {
    setLeaving(true)
    window.location.assign(event.url)
  })

  // The order's state once it is known; while the checkout loads it, nothing to show yet.
  const state: OrderState | null =
    screen.kind === 'order'
      ? screen.state
      : screen.kind === 'inProgress' && screen.state !== 'loadingOrder'
        ? screen.state
        : null
  return { unavailable: screen.kind === 'unavailable', order, failure, leaving, state }
}
