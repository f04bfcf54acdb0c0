import { useLingui as useLinguiCore } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { type RefObject, Suspense, useEffect, useRef } from 'react'
import { Alert } from '../../components/ui/Alert.tsx'
import { cartStateKind } from '../../domain/cart-state.ts'
import type { CheckoutStep } from '../../domain/checkout.ts'
import { useActor, useSend } from '../../system/hooks.ts'
import { displayCart } from '../cart/selectors.ts'
import type { CheckoutPageProps } from './CheckoutPage.tsx'
import { AddressStepView, ConfirmStepView, PaymentStepView, ShippingStepView } from './CheckoutStepForms.tsx'
import { checkoutFailureText } from './messages.ts'
import { MethodChangeNotice } from './MethodChangeNotice.tsx'
import { preloadSteps, WhoStep } from './step-modules.ts'
import { useStepSummaries } from './step-summaries.tsx'

const NONE: never[] = []

/** The step's form with the checkout's data, and what went wrong or changed above it. */
export function CheckoutStepView({
  step,
  busy,
  countries,
  salutations,
  storefrontUrl,
  guestCheckout,
  lastShown,
}: CheckoutPageProps & {
  step: CheckoutStep
  busy: boolean
  /** The step this page showed last (kept by the page: the view unmounts while the checkout reloads). */
  lastShown: RefObject<CheckoutStep | null>
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const send = useSend('checkout')
  const context = useActor('checkout', (view) => view?.context)
  const shown = useActor('cart', displayCart)
  const placing = useActor('checkout', (view) => view?.matches('placing') ?? false)
  const heading = useStepHeadingFocus(step, lastShown)
  // The session actor's country: the same before the machine has read the checkout (the server's
  // who step, ./CheckoutPage.tsx) and after, so the who step's island keeps its props.
  const countryId = useActor('session', (view) => view.context.session?.countryId ?? null)
  const summaries = useStepSummaries(
    context?.session ?? null,
    context?.addresses ?? NONE,
    cartStateKind(context?.cart ?? null) === 'virtual',
  )
  // Only the who step shows before the machine has read the checkout.
  if (!context && step !== 'who') return null
  const failure = context?.failure ?? null
  const cart = shown ?? context?.cart ?? null
  const failureText = failure ? checkoutFailureText(i18n, failure) : null

  const titles: Record<CheckoutStep, string> = {
    who: t`Your details`,
    addresses: t`Addresses`,
    shipping: t`Shipping method`,
    payment: t`Payment method`,
    confirm: t`Check your order`,
  }

  return (
    // The other steps' code loads once the shopper reaches into this one (./step-modules.ts).
    <section
      className="checkout-step"
      aria-labelledby="checkout-step-title"
      aria-busy={busy}
      onPointerDownCapture={preloadSteps}
      onFocusCapture={preloadSteps}
    >
      <h2 id="checkout-step-title" ref={heading} tabIndex={-1}>
        {titles[step]}
      </h2>
      {failureText ? (
        <Alert className="checkout-alert" data-testid="checkout-failure">
          {failureText}
        </Alert>
      ) : null}
      {context?.methodChange ? <MethodChangeNotice change={context.methodChange} /> : null}
      {/* A step's form is its own chunk: its place stays empty for the moment it loads. */}
      <Suspense fallback={null}>
        {step === 'who' ? (
          <WhoStep
            countries={countries}
            salutations={salutations}
            defaultCountryId={countryId}
            storefrontUrl={storefrontUrl}
            guestCheckout={context?.config?.guestCheckout ?? guestCheckout ?? true}
          />
        ) : null}
        {step === 'addresses' && context ? (
          <AddressStepView
            context={context}
            countries={countries}
            salutations={salutations}
            busy={busy}
            send={send}
          />
        ) : null}
        {step === 'shipping' && context ? (
          <ShippingStepView context={context} busy={busy} send={send} />
        ) : null}
        {step === 'payment' && context ? <PaymentStepView context={context} busy={busy} send={send} /> : null}
        {step === 'confirm' && context && cart ? (
          <ConfirmStepView
            context={context}
            cart={cart}
            summaries={summaries}
            placing={placing}
            send={send}
          />
        ) : null}
      </Suspense>
    </section>
  )
}

/**
 * A new step replaces the form the focus was in: the focus moves to the new step's heading, so
 * keyboard and screen reader users continue there instead of at the top of the page (<body>).
 * Also when the checkout reloaded in between (who → addresses reads the address book again, and
 * this view was unmounted meanwhile); not when the page opens on its first step.
 */
function useStepHeadingFocus(step: CheckoutStep, lastShown: RefObject<CheckoutStep | null>) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    const previous = lastShown.current
    lastShown.current = step
    if (previous !== null && previous !== step) heading.current?.focus()
  }, [step, lastShown])
  return heading
}
