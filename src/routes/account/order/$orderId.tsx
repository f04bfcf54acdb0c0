import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OrderDetail } from '../../../features/account/Orders.tsx'
import { accountHead } from '../../../features/account/route-head.ts'
import { AccountLayout } from '../../../features/layout/AccountLayout.tsx'
import { loadOrder } from '../../-loaders/account.ts'

/** One order of the customer (../../-loaders/account.ts: another customer's order is a 404). */
export const Route = createFileRoute('/account/order/$orderId')({
  loader: ({ context, params }) => loadOrder(context.api, params.orderId),
  head: ({ match, loaderData }) => {
    const orderNumber = loaderData?.orderNumber ?? ''
    return accountHead(match.context.i18n, msg`Order ${orderNumber}`)
  },
  component: OrderRoute,
})

function OrderRoute() {
  const { t } = useLingui()
  const order = Route.useLoaderData()
  const orderNumber = order.orderNumber
  return (
    <AccountLayout title={t`Order ${orderNumber}`}>
      <OrderDetail order={order} />
    </AccountLayout>
  )
}
