import { useLingui } from '@lingui/react/macro'
import { useEffect, useReducer, useRef } from 'react'
import { Alert } from '../../components/ui/Alert.tsx'
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
import { STEP_URL_START, stepUrlAction } from './step-url.ts'

export interface CheckoutPageProps {
  countries: readonly AccountCountry[]
  salutations: readonly Salutation[]
  /** The step in the URL when the page opened (a reload resumes there when it may). */
  requestedStep: CheckoutStep | undefined
  /**
   * Puts the machine's step into the URL: a new history entry per step (Back and Forward move
   * between steps), or replacing the current one (the first step, a step the machine refused).
   */
  onStepChange: (step: CheckoutStep, replace: boolean) => void
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
  const lastShown = useRef<CheckoutStep | null>(null)
  const { requestedStep, onStepChange, onPlaced } = props

  useEffect(() => {
    if (started.current) return
    started.current = true
    send({ type: 'checkout.start', step: requestedStep ?? null })
  }, [send, requestedStep])

  // The URL follows the machine's step; Back and Forward ask the machine (./step-url.ts). After
  // asking, one more pass decides whether the URL must be corrected (the machine may refuse, and
  // then nothing else would render again).
  const urlMemory = useRef(STEP_URL_START)
  const [asked, recheck] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    void asked
    const { action, memory } = stepUrlAction(urlMemory.current, step, requestedStep)
    urlMemory.current = memory
    if (action.kind === 'ask') {
      send({ type: 'checkout.navigate', step: action.step })
      recheck()
    } else if (action.kind === 'write') onStepChange(action.step, action.replace)
  }, [step, requestedStep, onStepChange, send, asked])

  useEmitted('checkout', 'checkout.placed', (event) => onPlaced(event.orderId))

  const heading = <h1>{t`Checkout`}</h1>
  if (screen.kind === 'loading') {
    return (
      <div className="checkout-page">
        {heading}
        <p role="status" data-testid="checkout-loading">{t`Loading the checkout…`}</p>
        {/* Without the page's code the checkout never leaves this state: say so and what to do. */}
        <noscript>
          <Alert className="checkout-alert">
            {t`The checkout needs JavaScript, which did not run in your browser. Please turn JavaScript on for this shop and reload the page; your basket is kept.`}
          </Alert>
        </noscript>
      </div>
    )
  }
  if (screen.kind === 'unavailable') {
    return (
      <div className="checkout-page">
        {heading}
        <Alert className="checkout-alert">{t`The checkout could not be loaded. Please try again.`}</Alert>
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
        <CheckoutStepView step={screen.step} busy={screen.busy} lastShown={lastShown} {...props} />
      </CheckoutLayout>
    </div>
  )
}
