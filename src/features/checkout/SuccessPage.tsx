import { useLingui as useLinguiCore } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { Alert } from '../../components/ui/Alert.tsx'
import type { CheckoutConfig, OrderOutcome } from '../../domain/checkout.ts'
import type { PaymentMethod } from '../../domain/types.ts'
import { checkoutFailureText } from './messages.ts'
import { OrderSummary } from './OrderSummary.tsx'
import { OrderStatusView } from './OrderStatusView.tsx'
import { useOrderPayment } from './useOrderPayment.ts'

export interface SuccessPageProps {
  orderId: string
  outcome: OrderOutcome
  /** Shopware's `error-code` the provider's errorUrl carried (the unpaid route), if any. */
  errorCode?: string | null
  /** Methods a retry may use (the route's loader; the checkout may not have read them). */
  paymentMethods: readonly PaymentMethod[]
  config: CheckoutConfig | null
}

/**
 * /checkout/success/$orderId (and /paid, /unpaid, where the payment provider sends the shopper
 * back): the order number and summary, then what the payment needs. On mount the page asks the
 * checkout for the order's state, unless the checkout has just placed this very order and is
 * already starting its payment (asking again would interrupt that). Works after a reload and in a
 * fresh tab: the order's transaction state decides.
 */
export function SuccessPage({
  orderId,
  outcome,
  errorCode = null,
  paymentMethods,
  config,
}: SuccessPageProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const { unavailable, order, failure, leaving, state } = useOrderPayment(orderId, outcome)
  // The checkout's last button is gone: the focus moves to the page's heading once the order is
  // shown (it fell to <body>), so keyboard and screen reader users start reading there.
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = Boolean(order && state)
  useEffect(() => {
    if (shown) heading.current?.focus()
  }, [shown])

  if (unavailable) {
    return (
      <div className="checkout-success">
        <h1>{t`Your order`}</h1>
        <Alert className="checkout-alert">
          {failure
            ? checkoutFailureText(i18n, failure)
            : t`An error occurred. Please try again later or contact us.`}
        </Alert>
      </div>
    )
  }
  if (!order || !state) {
    return (
      <div className="checkout-success">
        <h1>{t`Your order`}</h1>
        <p role="status" data-testid="order-loading">
          {t`Loading your order…`}
        </p>
      </div>
    )
  }
  const orderNumber = order.orderNumber
  return (
    <div className="checkout-success" data-testid="checkout-success" data-state={state}>
      <h1 ref={heading} tabIndex={-1}>
        {state === 'paid' ? t`Thank you for your order` : t`Your order has been placed`}
      </h1>
      <p className="checkout-success__number">
        {t`Order number:`} <strong data-testid="order-number">{orderNumber}</strong>
      </p>
      <OrderStatusView
        order={order}
        state={state}
        leaving={leaving}
        errorCode={errorCode}
        paymentMethods={paymentMethods}
        config={config}
      />
      <OrderSummary order={order} />
    </div>
  )
}
