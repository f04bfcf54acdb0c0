import { useLingui } from '@lingui/react/macro'
import type { CheckoutOrder } from '../../domain/checkout.ts'
import type { PaymentMethod } from '../../domain/types.ts'
import { useSend } from '../../system/hooks.ts'
import { MethodStep } from '../checkout/MethodStep.tsx'

export interface PayAnotherWayProps {
  /** An order waiting for a bank transfer whose method may still change (`paymentChangeable`). */
  order: CheckoutOrder
  paymentMethods: readonly PaymentMethod[]
  invoiceDueDays: number | null
}

/**
 * Beside the bank details of a prepayment (or invoice) order: pay it another way instead, as
 * Shopware's order edit page offers while the payment is changeable. The checkout changes the method
 * (POST /order/payment, which refuses once money is held) and starts the new payment; a provider
 * returns to the order's page.
 */
export function PayAnotherWay({ order, paymentMethods, invoiceDueDays }: PayAnotherWayProps) {
  const { t } = useLingui()
  const send = useSend('checkout')
  const others = paymentMethods.filter((method) => method.id !== order.paymentMethodId)
  if (others.length === 0) return null
  return (
    <section
      className="checkout-card"
      aria-labelledby="order-pay-another-title"
      data-testid="order-pay-another-way"
    >
      <h3 id="order-pay-another-title">{t`Pay another way`}</h3>
      <p>
        {t`Would you rather not transfer the amount? Choose another payment method instead; the transfer is then no longer needed.`}
      </p>
      <MethodStep
        kind="payment"
        label={t`Pay with`}
        submitLabel={t`Change payment method`}
        methods={others}
        selectedId={null}
        busy={false}
        invoiceDueDays={invoiceDueDays}
        onChoose={(paymentMethodId) => send({ type: 'checkout.retryPayment', paymentMethodId })}
      />
    </section>
  )
}
