import { useLingui as useLinguiCore } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { type RefObject, useEffect, useRef } from 'react'
import { Button } from '../../components/ui/Button.tsx'
import { cartStateKind } from '../../domain/cart-state.ts'
import { blockingErrors, type CheckoutStep, hasDownloads } from '../../domain/checkout.ts'
import { useActor, useSend } from '../../system/hooks.ts'
import { displayCart } from '../cart/selectors.ts'
import { AddressStep } from './AddressStep.tsx'
import type { CheckoutPageProps } from './CheckoutPage.tsx'
import { ConfirmStep } from './ConfirmStep.tsx'
import { checkoutFailureText } from './messages.ts'
import { MethodChangeNotice } from './MethodChangeNotice.tsx'
import { MethodStep } from './MethodStep.tsx'
import { useStepSummaries } from './step-summaries.tsx'
import { WhoStep } from './WhoStep.tsx'

const NONE: never[] = []

/** The step's form with the checkout's data, and what went wrong or changed above it. */
export function CheckoutStepView({
  step,
  busy,
  countries,
  salutations,
  storefrontUrl,
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
  // A new step replaces the form the focus was in: the focus moves to the new step's heading, so
  // keyboard and screen reader users continue there instead of at the top of the page (<body>).
  // Also when the checkout reloaded in between (who → addresses reads the address book again, and
  // this view was unmounted meanwhile); not when the page opens on its first step.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    const previous = lastShown.current
    lastShown.current = step
    if (previous !== null && previous !== step) heading.current?.focus()
  }, [step, lastShown])
  const summaries = useStepSummaries(
    context?.session ?? null,
    context?.addresses ?? NONE,
    cartStateKind(context?.cart ?? null) === 'virtual',
  )
  if (!context) return null
  const { session, failure } = context
  const cart = shown ?? context.cart
  const failureText = failure ? checkoutFailureText(i18n, failure) : null
  const back = (to: CheckoutStep) => (
    <Button variant="quiet" onPress={() => send({ type: 'checkout.edit', step: to })} isDisabled={busy}>
      {t`Back`}
    </Button>
  )

  const titles: Record<CheckoutStep, string> = {
    who: t`Your details`,
    addresses: t`Addresses`,
    shipping: t`Shipping method`,
    payment: t`Payment method`,
    confirm: t`Check your order`,
  }

  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title" aria-busy={busy}>
      <h2 id="checkout-step-title" ref={heading} tabIndex={-1}>
        {titles[step]}
      </h2>
      {failureText ? (
        <p className="checkout-alert" role="alert" data-testid="checkout-failure">
          {failureText}
        </p>
      ) : null}
      {context.methodChange ? <MethodChangeNotice change={context.methodChange} /> : null}
      {step === 'who' ? (
        <WhoStep
          countries={countries}
          salutations={salutations}
          defaultCountryId={session?.countryId ?? null}
          storefrontUrl={storefrontUrl}
          guestCheckout={context.config?.guestCheckout ?? true}
        />
      ) : null}
      {step === 'addresses' ? (
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
      ) : null}
      {step === 'shipping' ? (
        <>
          <MethodStep
            kind="shipping"
            methods={context.shippingMethods}
            selectedId={session?.shippingMethod?.id ?? null}
            busy={busy}
            invoiceDueDays={null}
            onChoose={(id) => send({ type: 'checkout.chooseShipping', id })}
          />
          {back('addresses')}
        </>
      ) : null}
      {step === 'payment' ? (
        <>
          <MethodStep
            kind="payment"
            methods={context.paymentMethods}
            selectedId={session?.paymentMethod?.id ?? null}
            busy={busy}
            invoiceDueDays={context.config?.invoiceDueDays ?? null}
            onChoose={(id) => send({ type: 'checkout.choosePayment', id })}
          />
          {back(cartStateKind(context.cart) === 'virtual' ? 'addresses' : 'shipping')}
        </>
      ) : null}
      {step === 'confirm' && cart ? (
        <ConfirmStep
          cart={cart}
          summaries={summaries}
          paymentTechnicalName={session?.paymentMethod?.technicalName ?? null}
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
      ) : null}
    </section>
  )
}
