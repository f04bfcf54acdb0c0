import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccountDocuments } from '../../features/account/AccountFiles.tsx'
import { accountHead } from '../../features/account/route-head.ts'
import { TITLES } from '../../features/account/titles.ts'
import { AccountLayout } from '../../features/layout/AccountLayout.tsx'
import { loadAllOrders } from '../-loaders/order-files.ts'

/** The invoices and delivery notes of all the customer's orders (read-only, so a route loader). */
export const Route = createFileRoute('/account/documents')({
  loader: ({ context }) => loadAllOrders(context.api),
  head: ({ match }) => accountHead(match.context.i18n, TITLES.documents),
  component: DocumentsRoute,
})

function DocumentsRoute() {
  const { i18n } = useLingui()
  return (
    <AccountLayout title={i18n._(TITLES.documents)}>
      <AccountDocuments orders={Route.useLoaderData()} />
    </AccountLayout>
  )
}
