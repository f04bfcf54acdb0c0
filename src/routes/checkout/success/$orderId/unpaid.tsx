import { createFileRoute } from '@tanstack/react-router'
import { SuccessPage } from '../../../../features/checkout/SuccessPage.tsx'
import { SUCCESS_CATALOGS, successHead } from '../../../../features/checkout/route-head.ts'
import { ensureCatalogs } from '../../../../i18n/i18n.ts'
import { loadSuccessPage } from '../../../-loaders/checkout.ts'
import { searchSchema } from '../../../-lib/search-schema.ts'

/** Shopware's PaymentException codes are upper-case words joined by underscores. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,99}$/

/**
 * Where the payment provider sends the shopper when the payment failed or was cancelled (errorUrl,
 * with Shopware's `?error-code=`). The order's own state decides what the page shows (checkout
 * layout); the code says why it is unpaid (cancelled, declined, expired), so the page can say what
 * to do now. An unknown or malformed code is dropped: the general payment failure text then.
 */
export const Route = createFileRoute('/checkout/success/$orderId/unpaid')({
  staticData: { layout: 'checkout' },
  validateSearch: searchSchema((raw): { 'error-code'?: string } => {
    const code = raw['error-code']
    return typeof code === 'string' && ERROR_CODE.test(code) ? { 'error-code': code } : {}
  }),
  beforeLoad: ({ context }) => ensureCatalogs(context.i18n, SUCCESS_CATALOGS),
  loader: ({ context }) => loadSuccessPage(context.api),
  head: ({ match }) => successHead(match.context.i18n),
  component: SuccessUnpaidRoute,
})

function SuccessUnpaidRoute() {
  const { orderId } = Route.useParams()
  const { paymentMethods, config } = Route.useLoaderData()
  const errorCode = Route.useSearch({ select: (search) => search['error-code'] ?? null })
  return (
    <SuccessPage
      orderId={orderId}
      outcome="unpaid"
      errorCode={errorCode}
      paymentMethods={paymentMethods}
      config={config}
    />
  )
}
