import { useLingui as useLinguiCore } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import type { CheckoutConfig, CheckoutOrder } from '../../domain/checkout.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { formatPrice } from '../../domain/money.ts'
import type { PaymentMethod } from '../../domain/types.ts'
import { useActor, useSend } from '../../system/hooks.ts'
import { SHOP_INFO } from '../layout/shop-info.ts'
import { BankTransfer } from './BankTransfer.tsx'
import { paymentProblemText } from './messages.ts'
import { paymentProblem } from '../../domain/payment-return.ts'
import { MethodStep } from './MethodStep.tsx'
import type { OrderState } from './order-selectors.ts'
import { PaymentCountdown } from './PaymentCountdown.tsx'

export interface OrderStatusViewProps {
  order: CheckoutOrder
  state: OrderState
  /** The countdown ran out and the browser is on its way to the provider. */
  leaving: boolean
  /** Shopware's `error-code` from the provider's return (null: the transaction's state says why). */
  errorCode?: string | null
  paymentMethods: readonly PaymentMethod[]
  config: CheckoutConfig | null
}

/** What the order's payment needs now: wait, go to the provider, transfer, nothing, or try again. */
export function OrderStatusView({
  order,
  state,
  leaving,
  errorCode = null,
  paymentMethods,
  config,
}: OrderStatusViewProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const send = useSend('checkout')
  const redirectUrl = useActor('checkout', (view) => view?.context.redirectUrl ?? null)
  const amount = formatPrice(order.amountTotal, { currency: order.currencyIsoCode, locale: i18n.locale })

  if (state === 'placed') return <p role="status">{t`Your payment is being prepared…`}</p>
  if ((state === 'redirecting' || (state === 'awaitingPayment' && leaving)) && redirectUrl) {
    return (
      <PaymentCountdown
        redirectUrl={redirectUrl}
        leaving={leaving}
        onStay={() => send({ type: 'checkout.stay' })}
      />
    )
  }
  if (state === 'awaitingPayment') {
    return (
      <section className="checkout-card" aria-labelledby="order-pay-title">
        <h2 id="order-pay-title">{t`Payment`}</h2>
        <p>{t`Your order has not been paid yet. Pay whenever you are ready:`}</p>
        {redirectUrl ? (
          // A plain link: the payment page is not a route of the shop.
          <a href={redirectUrl} className="ui-link" data-variant="button">
            {t`Pay now`}
          </a>
        ) : null}
      </section>
    )
  }
  if (state === 'awaitingTransfer') {
    const invoice = order.paymentTechnicalName === 'payment_invoice'
    return config?.bankAccount ? (
      <BankTransfer
        account={config.bankAccount}
        amount={amount}
        orderNumber={order.orderNumber}
        dueDays={invoice ? (config.invoiceDueDays ?? null) : null}
      />
    ) : (
      <p>{t`We have sent you our bank details by e-mail.`}</p>
    )
  }
  if (state === 'paid') {
    return (
      <p className="checkout-alert" data-tone="info" role="status" data-testid="order-paid">
        {t`Your payment has been received. We have sent you a confirmation by e-mail. A paid order can no longer be changed; please contact us if anything is wrong.`}
      </p>
    )
  }
  // unpaid, changingPayment: the methods the loader read; without them, the order's own method again.
  const retrying = state === 'changingPayment'
  return (
    <section className="checkout-card checkout-retry" aria-labelledby="order-retry-title">
      <h2 id="order-retry-title">{t`Your order has not been paid`}</h2>
      <Alert className="checkout-alert" data-testid="payment-failed">
        {paymentProblemText(
          i18n,
          paymentProblem(errorCode, order.transactionState),
          order.paymentTechnicalName,
        )}
      </Alert>
      <p>
        {t`Your order is saved. Pay it with the same or another payment method, or call us:`}{' '}
        <a href={SHOP_INFO.phoneHref}>{SHOP_INFO.phoneDisplay}</a>
      </p>
      {paymentMethods.length > 0 ? (
        <MethodStep
          kind="payment"
          label={t`Pay with`}
          submitLabel={t`Pay now`}
          methods={paymentMethods}
          selectedId={order.paymentMethodId}
          busy={retrying}
          invoiceDueDays={config?.invoiceDueDays ?? null}
          onChoose={(paymentMethodId) => send({ type: 'checkout.retryPayment', paymentMethodId })}
        />
      ) : order.paymentMethodId ? (
        <Button
          isDisabled={retrying}
          onPress={() =>
            send({ type: 'checkout.retryPayment', paymentMethodId: order.paymentMethodId ?? '' })
          }
        >
          {t`Try again`}
        </Button>
      ) : null}
    </section>
  )
}
