import { useLingui } from '@lingui/react/macro'
import { Link } from '../../components/ui/Link.tsx'
import type { CheckoutConfig } from '../../domain/checkout.ts'
import type { Order } from '../../domain/customer.ts'
import { canPayOrder } from '../../domain/orders.ts'
import type { PaymentMethod } from '../../domain/types.ts'
import { CancelOrder } from './CancelOrder.tsx'
import { OrderPayment } from './OrderPayment.tsx'
import { WithdrawalLink } from './WithdrawalLink.tsx'

export interface OrderServicesProps {
  order: Order
  /** The order page's own path (the payment returns there). */
  returnPath: string
  paymentMethods: readonly PaymentMethod[]
  config: CheckoutConfig | null
}

/** What the shopper can still do with an order: pay it, cancel it, withdraw from the contract. */
export function OrderServices({ order, returnPath, paymentMethods, config }: OrderServicesProps) {
  const { t } = useLingui()
  const digital = order.lines.filter((line) => line.downloads.length > 0)
  return (
    <div className="account-stack" data-testid="order-services">
      {canPayOrder(order) ? (
        <OrderPayment
          orderId={order.id}
          returnPath={returnPath}
          paymentMethods={paymentMethods}
          config={config}
        />
      ) : null}
      <CancelOrder order={order} />
      <section className="account-section" aria-labelledby="order-withdraw-title">
        <h2 id="order-withdraw-title">{t`Withdrawal`}</h2>
        {digital.length > 0 ? (
          <p data-testid="order-waiver">
            {t`You waived your right of withdrawal for the digital content of this order when you ordered it; it is excluded from a withdrawal.`}
          </p>
        ) : null}
        <p>
          <WithdrawalLink orderNumber={order.orderNumber} />
        </p>
        <p>
          <Link href="/withdrawal">{t`How withdrawal works`}</Link>
        </p>
      </section>
    </div>
  )
}
