import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccountDownloads } from '../../features/account/AccountFiles.tsx'
import { accountHead } from '../../features/account/route-head.ts'
import { TITLES } from '../../features/account/titles.ts'
import { AccountLayout } from '../../features/layout/AccountLayout.tsx'
import { loadAllOrders } from '../-loaders/order-files.ts'

/** The purchased files of all the customer's orders (read-only, so a route loader). */
export const Route = createFileRoute('/account/downloads')({
  loader: ({ context }) => loadAllOrders(context.api),
  head: ({ match }) => accountHead(match.context.i18n, TITLES.downloads),
  component: DownloadsRoute,
})

function DownloadsRoute() {
  const { i18n } = useLingui()
  return (
    <AccountLayout title={i18n._(TITLES.downloads)}>
      <AccountDownloads orders={Route.useLoaderData()} />
    </AccountLayout>
  )
}
