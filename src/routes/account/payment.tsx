import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PaymentMethodForm } from '../../features/account/PaymentMethodForm.tsx'
import { accountHead } from '../../features/account/route-head.ts'
import { TITLES } from '../../features/account/titles.ts'
import { AccountLayout } from '../../features/layout/AccountLayout.tsx'
import { loadPaymentMethods } from '../-loaders/account.ts'

export const Route = createFileRoute('/account/payment')({
  loader: ({ context }) => loadPaymentMethods(context.api),
  head: ({ match }) => accountHead(match.context.i18n, TITLES.payment),
  component: PaymentRoute,
})

function PaymentRoute() {
  const { i18n } = useLingui()
  const methods = Route.useLoaderData()
  return (
    <AccountLayout title={i18n._(TITLES.payment)}>
      <PaymentMethodForm methods={methods} />
    </AccountLayout>
  )
}
