import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { OrderDetail } from '../../../features/account/Orders'
import { accountHead } from '../../../features/account/route-head.ts'
import { AccountLayout } from '../../../features/layout/AccountLayout'

/** One order of the customer; another customer's order or an unknown id is a 404 (reveals nothing). */
export const Route = createFileRoute('/account/order/$orderId')({
  loader: async ({ context: { api }, params }) => {
    const order = await api.order.detail(params.orderId)
    if (!order) throw notFound()
    return order
  },
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
