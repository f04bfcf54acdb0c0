import { useLingui } from '@lingui/react/macro'
import { lazy } from 'react'
import type { Cart } from '../../domain/cart.ts'
import { cartStateKind } from '../../domain/cart-state.ts'
import { blockingErrors, type CheckoutStep, hasDownloads } from '../../domain/checkout.ts'
import type { AccountCountry } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import type { ContextOf, EventOf } from '../../system/index.ts'
import { AddressStep, ConfirmStep, MethodStep } from './step-modules.ts'
import type { StepSummary } from './step-summaries.tsx'

/*
 * The address, method and confirmation steps fed from the checkout's context, split out of
 * CheckoutStepView to keep it readable. They read the context and send events, and hold no state:
 * each renders exactly what CheckoutStepView rendered in its place (the method steps the same
 * fragment), so the server-rendered markup (and React's useId values below it) stays the same.
 */

type CheckoutContext = ContextOf<'checkout'>
type SendCheckout = (event: EventOf<'checkout'>) => void

/**
 * React Aria's button (press and focus handling, about 13 KB gzip) is no part of the page a guest
 * opens the checkout on (./CheckoutPage.tsx): it loads with the step that shows it, inside the
 * step's Suspense boundary (./CheckoutStepView.tsx).
 */
const Button = lazy(() => import('../../components/ui/Button.tsx').then((m) => ({ default: m.Button })))

/** One empty list for every render, so the step's props do not change for nothing. */
const NONE: never[] = []

/** Billing and shipping address from the address book, or a new one. */
export function AddressStepView({
  context,
  countries,
  salutations,
  busy,
  send,
}: {
  context: CheckoutContext
  countries: readonly AccountCountry[]
  salutations: readonly Salutation[]
  busy: boolean
  send: SendCheckout
}) {
  const { session, failure } = context
  return (
    <AddressStep
      addresses={context.addresses}
      billingAddressId={session?.customer?.activeBillingAddress?.id ?? null}
      shippingAddressId={session?.customer?.activeShippingAddress?.id ?? null}
      countries={countries}
      salutations={salutations}
      defaultCountryId={session?.countryId ?? null}
      busy={busy}
      violations={failure?.operation === 'saveAddresses' ? failure.violations : NONE}
      onChoose={(billingAddressId, shippingAddressId) =>
        send({ type: 'checkout.setAddresses', billingAddressId, shippingAddressId })
      }
      onCreate={(address, use) => send({ type: 'checkout.createAddress', address, use })}
    />
  )
}

interface MethodStepViewProps {
  context: CheckoutContext
  busy: boolean
  send: SendCheckout
}

/** Back to an earlier step; off while the checkout is busy. */
function BackButton({ to, busy, send }: { to: CheckoutStep; busy: boolean; send: SendCheckout }) {
  const { t } = useLingui()
  return (
    <Button variant="quiet" onPress={() => send({ type: 'checkout.edit', step: to })} isDisabled={busy}>
      {t`Back`}
    </Button>
  )
}

/** The shipping methods of the session's country, and back to the addresses. */
export function ShippingStepView({ context, busy, send }: MethodStepViewProps) {
  return (
    <>
      <MethodStep
        kind="shipping"
        methods={context.shippingMethods}
        selectedId={context.session?.shippingMethod?.id ?? null}
        busy={busy}
        invoiceDueDays={null}
        onChoose={(id) => send({ type: 'checkout.chooseShipping', id })}
      />
      <BackButton to="addresses" busy={busy} send={send} />
    </>
  )
}

/** The payment methods, and back to the step before (a virtual cart has no shipping step). */
export function PaymentStepView({ context, busy, send }: MethodStepViewProps) {
  return (
    <>
      <MethodStep
        kind="payment"
        methods={context.paymentMethods}
        selectedId={context.session?.paymentMethod?.id ?? null}
        busy={busy}
        invoiceDueDays={context.config?.invoiceDueDays ?? null}
        onChoose={(id) => send({ type: 'checkout.choosePayment', id })}
      />
      <BackButton
        to={cartStateKind(context.cart) === 'virtual' ? 'addresses' : 'shipping'}
        busy={busy}
        send={send}
      />
    </>
  )
}

/** The last step: the order as the shop calculated it, the declarations and the order button. */
export function ConfirmStepView({
  context,
  cart,
  summaries,
  placing,
  send,
}: {
  context: CheckoutContext
  /** The cart to show: the cart actor's display cart, else the checkout's. */
  cart: Cart
  summaries: readonly StepSummary[]
  placing: boolean
  send: SendCheckout
}) {
  return (
    <ConfirmStep
      cart={cart}
      summaries={summaries}
      paymentTechnicalName={context.session?.paymentMethod?.technicalName ?? null}
      invoiceDueDays={context.config?.invoiceDueDays ?? null}
      termsAccepted={context.termsAccepted}
      needsWaiver={hasDownloads(context.cart)}
      waiverDeclared={context.waiverDeclared}
      blocking={blockingErrors(context.cart)}
      changes={context.changes}
      placing={placing}
      onAcceptTerms={(accepted) => send({ type: 'checkout.acceptTerms', accepted })}
      onDeclareWaiver={(declared) => send({ type: 'checkout.declareWaiver', declared })}
      onEdit={(to) => send({ type: 'checkout.edit', step: to })}
      onSubmit={() => send({ type: 'checkout.submit' })}
    />
  )
}
