import { createFileRoute } from '@tanstack/react-router'
import { SuccessPage } from '../../../../features/checkout/SuccessPage.tsx'
import { SUCCESS_CATALOGS, successHead } from '../../../../features/checkout/route-head.ts'
import { ensureCatalogs } from '../../../../i18n/i18n.ts'
import { loadSuccessPage } from '../../../-loaders/checkout.ts'

/**
 * The order success page the checkout opens after placing an order (spec: /checkout/success/{id}).
 * The order's own state decides what the page shows (checkout layout).
 */
export const Route = createFileRoute('/checkout/success/$orderId/')({
  staticData: { layout: 'checkout' },
  beforeLoad: ({ context }) => ensureCatalogs(context.i18n, SUCCESS_CATALOGS),
  loader: ({ context }) => loadSuccessPage(context.api),
  head: ({ match }) => successHead(match.context.i18n),
  component: SuccessPlacedRoute,
})

function SuccessPlacedRoute() {
  const { orderId } = Route.useParams()
  const { paymentMethods, config } = Route.useLoaderData()
  return <SuccessPage orderId={orderId} outcome="placed" paymentMethods={paymentMethods} config={config} />
}
