import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OrderList } from '../../../features/account/Orders.tsx'
import { accountHead } from '../../../features/account/route-head.ts'
import { TITLES } from '../../../features/account/titles.ts'
import { AccountLayout } from '../../../features/layout/AccountLayout.tsx'
import { loadOrders } from '../../-loaders/account.ts'
import { pageSearchSchema } from '../../-lib/search-schema.ts'

/** Order history (read-only, so a route loader); `p` is the page, bad values mean page 1. */
export const Route = createFileRoute('/account/order/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.p ?? 1 }),
  loader: ({ context, deps }) => loadOrders(context.api, deps.page),
  head: ({ match }) => accountHead(match.context.i18n, TITLES.orders),
  component: OrdersRoute,
})

function OrdersRoute() {
  const { i18n } = useLingui()
  return (
    <AccountLayout title={i18n._(TITLES.orders)}>
      <OrderList data={Route.useLoaderData()} />
    </AccountLayout>
  )
}
