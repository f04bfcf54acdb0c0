// Events, context and emitted events of the checkout machine. Imports only the domain.
//
// Public state names (what the UI reads with `view.matches(…)`), top level:
//   idle · preparing · unavailable · empty · who · addresses · savingAddresses · shipping ·
//   savingShipping · payment · savingPayment · confirm · placing · placed · redirecting ·
//   awaitingPayment · awaitingTransfer · loadingOrder · paid · unpaid · changingPayment
// Tags: 'busy' on every state that waits for the Store API (controls are disabled meanwhile).
// `context.step` is the step the shopper is on (null outside the steps): the route mirrors it into
// the URL.

import type { Cart } from '../../src/domain/cart.ts'
import type {
  CartDifference,
  CheckoutConfig,
  CheckoutFailure,
  CheckoutOrder,
  CheckoutStep,
  MethodChange,
  OrderOutcome,
} from '../../src/domain/checkout.ts'
import type { AddressInput, CustomerAddress } from '../../src/domain/customer.ts'
import type { SessionBroadcast } from '../../src/domain/session.ts'
import type { PaymentMethod, SessionContext, ShippingMethod } from '../../src/domain/types.ts'
import type { ParentRef } from '../parent.ts'

export type { CheckoutStep, OrderOutcome }

/** Which of the context's addresses a new address becomes. */
export type AddressUse = 'billing' | 'shipping' | 'both'

export type CheckoutEvent =
  /** Sent by the /checkout route on mount; `step` from the URL (resumes there when it may). */
  | { type: 'checkout.start'; step?: CheckoutStep | null }
  /** Shipping may equal billing. */
  | { type: 'checkout.setAddresses'; billingAddressId: string; shippingAddressId: string }
  | { type: 'checkout.createAddress'; address: AddressInput; use: AddressUse }
  | { type: 'checkout.chooseShipping'; id: string }
  | { type: 'checkout.choosePayment'; id: string }
  /** Moves on from a step without changing anything (the preselected method stays). */
  | { type: 'checkout.continue' }
  | { type: 'checkout.acceptTerms'; accepted: boolean }
  | { type: 'checkout.declareWaiver'; declared: boolean }
  /** Back to an earlier step from confirm (or any later step). */
  | { type: 'checkout.edit'; step: CheckoutStep }
  /**
   * The browser's Back or Forward moved the URL to `step`: shown when its prerequisites hold (like
   * `checkout.edit`, also forward), otherwise ignored (the route puts the machine's step back).
   */
  | { type: 'checkout.navigate'; step: CheckoutStep }
  | { type: 'checkout.submit' }
  /** The shopper stays on the success page instead of being redirected to the payment provider. */
  | { type: 'checkout.stay' }
  /** Sent by the success routes on mount; works after a reload or in a fresh tab. */
  | {
      type: 'checkout.resumeOrder'
      orderId: string
      outcome: OrderOutcome
      /** Where the provider sends the shopper back (a page path, e.g. the account's order page); default: the success routes. */
      returnPath?: string
    }
  | { type: 'checkout.retryPayment'; paymentMethodId: string }
  /** From the session, forwarded by the root: identity changes (login, guest registration, logout). */
  | SessionBroadcast
  /** From the cart actor, forwarded by the root: the cart the server answered it last (mini cart, quantity changes). */
  | { type: 'cart.updated'; cart: Cart }

/** Emitted to subscribers (`useEmitted('checkout', …)`). */
export type CheckoutEmitted =
  /** The countdown ran out: the UI assigns `window.location` (the machine never touches the browser). */
  | { type: 'checkout.redirect'; url: string }
  | { type: 'checkout.placed'; orderId: string; orderNumber: string }
  | { type: 'checkout.failed'; failure: CheckoutFailure }

/** Sent to the parent (the root) after every context change the checkout made. */
export interface CheckoutContextChanged {
  type: 'checkout.contextChanged'
  session: SessionContext
  cart: Cart
}

/** Optional as a whole: a checkout running alone (tests) needs nothing to start. */
export type CheckoutInput =
  | {
      /** The actor that spawned the checkout (the root passes `self`); without one nobody is told. */
      parent?: ParentRef<CheckoutContextChanged>
    }
  | undefined

export interface CheckoutContext {
  /** The step the shopper is on; null outside the steps (preparing, placing, after placing …). */
  step: CheckoutStep | null
  /** The step the route asked for (from the URL), honoured when its prerequisites hold. */
  requestedStep: CheckoutStep | null
  session: SessionContext | null
  /** The cart of the last answer: for decisions (empty, virtual, downloads, blocking errors). */
  cart: Cart | null
  config: CheckoutConfig | null
  shippingMethods: ShippingMethod[]
  paymentMethods: PaymentMethod[]
  addresses: CustomerAddress[]
  termsAccepted: boolean
  waiverDeclared: boolean
  /** The cart as the shopper confirmed it at submit: placing compares the server's cart with it. */
  confirmedCart: Cart | null
  /** Why the order was not placed: what changed since the shopper confirmed (shown on confirm). */
  changes: CartDifference[]
  /** The last method switch the shop made (from the cart), until the next answer. */
  methodChange: MethodChange | null
  order: CheckoutOrder | null
  /** What the success route said happened (`checkout.resumeOrder`); the order's state decides. */
  outcome: OrderOutcome | null
  /** The page the provider returns to, from `checkout.resumeOrder` (null: the success routes). */
  returnPath: string | null
  /** Where the payment provider waits (redirecting, awaitingPayment: the pay-now link). */
  redirectUrl: string | null
  /** The last failure, kept until the next operation replaces it. */
  failure: CheckoutFailure | null
  /** From the input: the root, told the context and cart after each change; null when running alone. */
  parent: ParentRef<CheckoutContextChanged> | null
}
