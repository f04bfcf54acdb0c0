import { createFileRoute } from '@tanstack/react-router'
import { SuccessPage } from '../../../../features/checkout/SuccessPage.tsx'
import { SUCCESS_CATALOGS, successHead } from '../../../../features/checkout/route-head.ts'
import { ensureCatalogs } from '../../../../i18n/i18n.ts'
import { loadSuccessPage } from '../../../-loaders/checkout.ts'

/**
 * Where the payment provider sends the shopper when the payment failed or was cancelled (errorUrl,
 * with `?error-code=`, which the page does not need: the order's transaction state says it all).
 * The order's own state decides what the page shows (checkout layout).
 */
export const Route = createFileRoute('/checkout/success/$orderId/unpaid')({
  staticData: { layout: 'checkout' },
  beforeLoad: ({ context }) => ensureCatalogs(context.i18n, SUCCESS_CATALOGS),
  loader: ({ context }) => loadSuccessPage(context.api),
  head: ({ match }) => successHead(match.context.i18n),
  component: SuccessUnpaidRoute,
})

function SuccessUnpaidRoute() {
  const { orderId } = Route.useParams()
  const { paymentMethods, config } = Route.useLoaderData()
  return <SuccessPage orderId={orderId} outcome="unpaid" paymentMethods={paymentMethods} config={config} />
}
