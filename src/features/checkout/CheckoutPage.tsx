import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { Button } from '../../components/ui/Button.tsx'
import { Link } from '../../components/ui/Link.tsx'
import type { CheckoutStep } from '../../domain/checkout.ts'
import type { AccountCountry } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import { useActor, useEmitted, useSend } from '../../system/hooks.ts'
import { CheckoutLayout } from '../layout/CheckoutLayout.tsx'
import { CheckoutProgress } from './CheckoutProgress.tsx'
import { CheckoutStepView } from './CheckoutStepView.tsx'
import { CheckoutSummaryColumn } from './CheckoutSummaryColumn.tsx'
import { checkoutScreen, sameScreen, urlStep } from './selectors.ts'

export interface CheckoutPageProps {
  countries: readonly AccountCountry[]
  salutations: readonly Salutation[]
  /** The step in the URL when the page opened (a reload resumes there when it may). */
  requestedStep: CheckoutStep | undefined
  /** Puts the machine's step into the URL (replacing the entry: no history per step). */
  onStepChange: (step: CheckoutStep) => void
  /** The order is placed: on to its success page. */
  onPlaced: (orderId: string) => void
  storefrontUrl: string
}

/**
 * /checkout: the checkout actor drives it. On mount the page starts the checkout with the URL's
 * step; afterwards the URL follows the machine's step. The server renders the loading state (the
 * checkout is read per shopper in the browser), so nothing of one shopper is cached in HTML.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { t } = useLingui()
  const send = useSend('checkout')
  const screen = useActor('checkout', checkoutScreen, sameScreen)
  const step = useActor('checkout', urlStep)
  const started = useRef(false)
  const { requestedStep, onStepChange, onPlaced } = props

  useEffect(() => {
    if (started.current) return
    started.current = true
    send({ type: 'checkout.start', step: requestedStep ?? null })
  }, [send, requestedStep])

  useEffect(() => {
    if (step && step !== requestedStep) onStepChange(step)
  }, [step, requestedStep, onStepChange])

  useEmitted('checkout', 'checkout.placed', (event) => onPlaced(event.orderId))

  const heading = <h1>{t`Checkout`}</h1>
  if (screen.kind === 'loading') {
    return (
      <div className="checkout-page">
        {heading}
        <p role="status" data-testid="checkout-loading">{t`Loading the checkout…`}</p>
        {/* Without the page's code the checkout never leaves this state: say so and what to do. */}
        <noscript>
          <p className="checkout-alert" role="alert">
            {t`The checkout needs JavaScript, which did not run in your browser. Please turn JavaScript on for this shop and reload the page; your basket is kept.`}
          </p>
        </noscript>
      </div>
    )
  }
  if (screen.kind === 'unavailable') {
    return (
      <div className="checkout-page">
        {heading}
        <p className="checkout-alert" role="alert">
          {t`The checkout could not be loaded. Please try again.`}
        </p>
        <Button onPress={() => send({ type: 'checkout.start', step: requestedStep ?? null })}>
          {t`Try again`}
        </Button>
      </div>
    )
  }
  if (screen.kind === 'empty') {
    return (
      <div className="checkout-page">
        {heading}
        <p data-testid="checkout-empty">{t`Your cart is empty, so there is nothing to order yet.`}</p>
        <Link href="/" variant="button">
          {t`Continue shopping`}
        </Link>
      </div>
    )
  }
  if (screen.kind === 'placed') {
    return (
      <div className="checkout-page">
        {heading}
        <p role="status">{t`Your order has been placed. One moment please…`}</p>
      </div>
    )
  }
  return (
    <div className="checkout-page">
      {heading}
      <CheckoutProgress current={screen.step} />
      <CheckoutLayout summary={screen.step === 'confirm' ? null : <CheckoutSummaryColumn />}>
        <CheckoutStepView step={screen.step} busy={screen.busy} {...props} />
      </CheckoutLayout>
    </div>
  )
}
