import { useLingui } from '@lingui/react/macro'
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { Alert } from '../../components/ui/Alert.tsx'
import { Link } from '../../components/ui/Link.tsx'
import { cartStateKind } from '../../domain/cart-state.ts'
import { type CheckoutStep, checkoutIdentity } from '../../domain/checkout.ts'
import type { AccountCountry } from '../../domain/customer.ts'
import type { Salutation } from '../../domain/types.ts'
import { useActor, useEmitted, useSend } from '../../system/hooks.ts'
import { CheckoutLayout } from '../layout/CheckoutLayout.tsx'
import { CheckoutProgress } from './CheckoutProgress.tsx'
import { CheckoutStepView } from './CheckoutStepView.tsx'
import { CheckoutSummaryColumn } from './CheckoutSummaryColumn.tsx'
import { type CheckoutScreen, checkoutScreen, sameScreen, urlStep } from './selectors.ts'
import { STEP_URL_START, stepUrlAction } from './step-url.ts'

export interface CheckoutPageProps {
  countries: readonly AccountCountry[]
  salutations: readonly Salutation[]
  /** Guests may order (the shop's setting as the page's loader read it); null: not known. */
  guestCheckout: boolean | null
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

const Button = lazy(() => import('../../components/ui/Button.tsx').then((m) => ({ default: m.Button })))

const WHO: CheckoutScreen = { kind: 'step', step: 'who', busy: false }

/**
 * The shopper's first intent anywhere on the page (a pointer over it, a touch, a key, the focus, a
 * password manager's input): the checkout machine starts with it on a guest's who step.
 */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const

const subscribeNever = (): (() => void) => () => {}

/** True on the server and while the browser hydrates the server's HTML (its first render). */
function useRenderedByServer(): boolean {
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  )
  const [first] = useState(hydrating)
  return first
}

/**
 * /checkout: the checkout actor drives it. The page starts the checkout with the URL's step;
 * afterwards the URL follows the machine's step. A guest (nobody logged in, no guest details yet)
 * with a filled cart always starts on the who step: the server renders it from the session and the
 * cart it already has, and the machine (the actor system, the Store API client: about 60 KB gzip)
 * starts with the shopper's first intent on the page, while the step's forms (an island) load.
 * Until the machine has read the checkout, the page keeps showing that step: the same components in
 * the same place, so nothing the shopper typed is lost. Everyone else sees the loading state until
 * the machine has read their checkout (it is read per shopper in the browser).
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { t } = useLingui()
  const send = useSend('checkout')
  const machineScreen = useActor('checkout', checkoutScreen, sameScreen)
  const step = useActor('checkout', urlStep)
  const started = useRef(false)
  const lastShown = useRef<CheckoutStep | null>(null)
  const page = useRef<HTMLDivElement>(null)
  const { requestedStep, onStepChange, onPlaced, guestCheckout } = props
  const anonymous = useActor('session', (view) => checkoutIdentity(view.context.session) === 'anonymous')
  const filled = useActor('cart', (view) => cartStateKind(view.context.display) !== 'empty')
  const byServer = useRenderedByServer()
  // The server's who step: shown until the machine shows a screen of its own.
  const [early, setEarly] = useState(() => byServer && anonymous && filled && guestCheckout !== null)
  const [waiting, setWaiting] = useState(early)
  const screen = early && machineScreen.kind === 'loading' ? WHO : machineScreen
  // The machine read the checkout while a registration or login was on its way: it shows the who
  // step of a shopper the session knows by now, and reads again for the next step.
  const machineAnonymous = useActor('checkout', (view) =>
    view?.context.step === 'who' ? checkoutIdentity(view.context.session) === 'anonymous' : false,
  )
  useEffect(() => {
    if (machineAnonymous && !anonymous) send({ type: 'checkout.start', step: 'addresses' })
  }, [machineAnonymous, anonymous, send])

  useEffect(() => {
    if (machineScreen.kind !== 'loading') setEarly(false)
  }, [machineScreen.kind])

  useEffect(() => {
    if (!waiting) return
    const document = page.current?.ownerDocument
    if (!document) return
    const intent = () => setWaiting(false)
    for (const type of INTENT) document.addEventListener(type, intent, { capture: true, passive: true })
    return () => {
      for (const type of INTENT) document.removeEventListener(type, intent, { capture: true })
    }
  }, [waiting])

  useEffect(() => {
    if (waiting || started.current) return
    started.current = true
    send({ type: 'checkout.start', step: requestedStep ?? null })
  }, [send, requestedStep, waiting])

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

  // The order's page takes over once the order is placed: told by the machine as it places it, or,
  // when the shopper comes back to /checkout while its payment starts or changes (Back from the
  // order's page, the mini cart's link), by the order the machine still pays; it ignores the new
  // start then, and this page would say "One moment please…" for good. Once per order and address:
  // a Back before the order's page has shown (its code still loading) leaves this same page mounted
  // on another step's address, and it must send the shopper on again.
  const payingOrderId = useActor('checkout', (view) => view?.context.order?.id ?? null)
  const sentToOrder = useRef<string | null>(null)
  const toOrder = useCallback(
    (orderId: string) => {
      const sent = `${orderId} ${requestedStep ?? ''}`
      if (sentToOrder.current === sent) return
      sentToOrder.current = sent
      onPlaced(orderId)
    },
    [onPlaced, requestedStep],
  )
  useEmitted('checkout', 'checkout.placed', (event) => toOrder(event.orderId))
  useEffect(() => {
    if (screen.kind === 'placed' && payingOrderId) toOrder(payingOrderId)
  }, [screen.kind, payingOrderId, toOrder])

  const heading = <h1>{t`Checkout`}</h1>
  if (screen.kind === 'loading') {
    return (
      <div className="checkout-page" ref={page}>
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
        <Suspense fallback={null}>
          <Button onPress={() => send({ type: 'checkout.start', step: requestedStep ?? null })}>
            {t`Try again`}
          </Button>
        </Suspense>
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
    <div className="checkout-page" ref={page}>
      {heading}
      <CheckoutProgress current={screen.step} />
      <CheckoutLayout summary={screen.step === 'confirm' ? null : <CheckoutSummaryColumn />}>
        <CheckoutStepView step={screen.step} busy={screen.busy} lastShown={lastShown} {...props} />
      </CheckoutLayout>
    </div>
  )
}
