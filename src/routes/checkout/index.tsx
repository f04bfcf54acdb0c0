import { msg } from '@lingui/core/macro'
import { createFileRoute, useRouteContext } from '@tanstack/react-router'
import { useCallback } from 'react'
import { type CheckoutStep, isCheckoutStep } from '../../domain/checkout-steps.ts'
import { CheckoutPage } from '../../features/checkout/CheckoutPage.tsx'
import { SHOP_INFO } from '../../features/layout/shop-info.ts'
import { ensureCatalogs } from '../../i18n/i18n.ts'
import { loadCheckoutPage } from '../-loaders/checkout.ts'
import { searchSchema } from '../-lib/search-schema.ts'

const CHECKOUT_TITLE = msg({ message: 'Checkout' })

/**
 * The checkout (checkout layout): `?step=` is where the shopper is, so a reload resumes there (the
 * machine checks that everything before it is done). Each step is a history entry: the browser's
 * Back and Forward move between steps, and the machine decides whether a step may be shown. The page starts the checkout actor; the
 * loader only reads the countries and salutations for the address forms and whether guests may order.
 */
export const Route = createFileRoute('/checkout/')({
  staticData: { layout: 'checkout' },
  validateSearch: searchSchema((raw): { step?: CheckoutStep } =>
    isCheckoutStep(raw.step) ? { step: raw.step } : {},
  ),
  // The forms' texts (account), the totals' (cart) and the checkout's own: loaded with the page.
  beforeLoad: ({ context }) => ensureCatalogs(context.i18n, ['account', 'cart', 'checkout']),
  loader: ({ context }) => loadCheckoutPage(context.api),
  staleTime: 5 * 60_000,
  head: ({ match }) => ({
    meta: [
      { title: `${match.context.i18n._(CHECKOUT_TITLE)} | ${SHOP_INFO.name}` },
      { name: 'robots', content: 'noindex, follow' },
    ],
  }),
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { countries, salutations, guestCheckout } = Route.useLoaderData()
  const { step } = Route.useSearch()
  const { origins, locale } = useRouteContext({ from: '__root__' })
  const navigate = Route.useNavigate()
  const onStepChange = useCallback(
    (next: CheckoutStep, replace: boolean) => void navigate({ search: { step: next }, replace }),
    [navigate],
  )
  const onPlaced = useCallback(
    (orderId: string) =>
      void navigate({ to: '/checkout/success/$orderId', params: { orderId }, replace: true }),
    [navigate],
  )
  return (
    <CheckoutPage
      countries={countries}
      salutations={salutations}
      guestCheckout={guestCheckout}
      requestedStep={step}
      onStepChange={onStepChange}
      onPlaced={onPlaced}
      storefrontUrl={origins[locale]}
    />
  )
}
