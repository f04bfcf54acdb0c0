import { createFileRoute } from '@tanstack/react-router'
import { SUCCESS_CATALOGS, successHead } from '../features/checkout/route-head.ts'
import { GuestOrderPage } from '../features/orders/GuestOrderPage.tsx'
import { ensureCatalogs } from '../i18n/i18n.ts'
import { loadDeepLinkPage } from './-loaders/orders.ts'

/**
 * An order by the deep link code of its confirmation mail: for its owner, a guest who proves e-mail
 * and postal code, or (a customer account's order) after the login. Never indexed.
 */
export const Route = createFileRoute('/order/$deepLinkCode')({
  beforeLoad: ({ context }) => ensureCatalogs(context.i18n, SUCCESS_CATALOGS),
  loader: ({ context, params }) => loadDeepLinkPage(context.api, params.deepLinkCode),
  head: ({ match }) => successHead(match.context.i18n),
  component: DeepLinkRoute,
})

function DeepLinkRoute() {
  const { deepLinkCode } = Route.useParams()
  const { view, paymentMethods, config } = Route.useLoaderData()
  return <GuestOrderPage code={deepLinkCode} view={view} paymentMethods={paymentMethods} config={config} />
}
