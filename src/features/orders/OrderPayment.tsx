import { useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Alert } from '../../components/ui/Alert.tsx'
import { type CheckoutConfig, TRANSFER_PAYMENT_METHODS } from '../../domain/checkout.ts'
import type { PaymentMethod } from '../../domain/types.ts'
import { checkoutFailureText } from '../checkout/messages.ts'
import { OrderStatusView } from '../checkout/OrderStatusView.tsx'
import { useOrderPayment } from '../checkout/useOrderPayment.ts'
import { PayAnotherWay } from './PayAnotherWay.tsx'

export interface OrderPaymentProps {
  orderId: string
  /** This page's path (without locale prefix): the payment provider sends the shopper back here. */
  returnPath: string
  paymentMethods: readonly PaymentMethod[]
  config: CheckoutConfig | null
}

/**
 * Paying an unpaid order from its page (account or guest link). The checkout's order states do the
 * work (load the order, choose the same or another method, start the payment, count down to the
 * provider); the provider returns to this page, whose loader reads the order's new payment state.
 * ORDER_ALREADY_PAID / ORDER_NOT_FOUND arrive as the checkout's failure and are said in its words.
 * An order waiting for a bank transfer may be paid another way while its payment is changeable.
 */
export function OrderPayment({ orderId, returnPath, paymentMethods, config }: OrderPaymentProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const { unavailable, order, failure, leaving, state } = useOrderPayment(orderId, 'unpaid', returnPath)
  // Leaving a bank transfer for another method: nothing failed, so not the retry view meanwhile.
  const leavingTransfer =
    state === 'changingPayment' && TRANSFER_PAYMENT_METHODS.includes(order?.paymentTechnicalName ?? '')
  return (
    <section
      className="account-section order-payment"
      aria-labelledby="order-payment-title"
      data-testid="order-payment"
    >
      <h2 id="order-payment-title">{t`Pay this order`}</h2>
      {unavailable ? (
        <Alert className="account-alert" tone="danger">
          {failure
            ? checkoutFailureText(i18n, failure)
            : t`Something went wrong. Please try again later or contact us.`}
        </Alert>
      ) : order && state ? (
        <>
          {failure && state === 'unpaid' ? (
            // E.g. paid meanwhile in another tab (ORDER_ALREADY_PAID) or no longer there (ORDER_NOT_FOUND).
            <Alert className="account-alert" tone="danger" data-testid="order-payment-failure">
              {checkoutFailureText(i18n, failure)}
            </Alert>
          ) : null}
          {leavingTransfer ? (
            <p role="status">{t`Changing the payment method…`}</p>
          ) : (
            <OrderStatusView
              order={order}
              state={state}
              leaving={leaving}
              paymentMethods={paymentMethods}
              config={config}
            />
          )}
          {state === 'awaitingTransfer' && order.paymentChangeable ? (
            <PayAnotherWay
              order={order}
              paymentMethods={paymentMethods}
              invoiceDueDays={config?.invoiceDueDays ?? null}
            />
          ) : null}
        </>
      ) : (
        <p role="status">{t`Loading the payment…`}</p>
      )}
    </section>
  )
}
