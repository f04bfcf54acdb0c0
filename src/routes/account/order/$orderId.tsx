import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OrderDetail } from '../../../features/account/Orders.tsx'
import { accountHead } from '../../../features/account/route-head.ts'
import { SUCCESS_CATALOGS } from '../../../features/checkout/route-head.ts'
import { AccountLayout } from '../../../features/layout/AccountLayout.tsx'
import { OrderServices } from '../../../features/orders/OrderServices.tsx'
import { ensureCatalogs } from '../../../i18n/i18n.ts'
import { loadOrderPage } from '../../-loaders/orders.ts'

/** One order of the customer (../../-loaders/account.ts: another customer's order is a 404). */
export const Route = createFileRoute('/account/order/$orderId')({
  // The payment retry speaks the checkout's words.
  beforeLoad: ({ context }) => ensureCatalogs(context.i18n, SUCCESS_CATALOGS),
  loader: ({ context, params }) => loadOrderPage(context.api, params.orderId),
  head: ({ match, loaderData }) => {
    const orderNumber = loaderData?.order.orderNumber ?? ''
    return accountHead(match.context.i18n, msg`Order ${orderNumber}`)
  },
  component: OrderRoute,
})

function OrderRoute() {
  const { t } = useLingui()
  const { order, paymentMethods, config } = Route.useLoaderData()
  const orderNumber = order.orderNumber
  return (
    <AccountLayout title={t`Order ${orderNumber}`}>
      <OrderDetail
        order={order}
        services={
          <OrderServices
            order={order}
            returnPath={`/account/order/${order.id}`}
            paymentMethods={paymentMethods}
            config={config}
          />
        }
      />
    </AccountLayout>
  )
}
