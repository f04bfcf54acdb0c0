// Types, declared actors (ports), guards and actions of the checkout machine (the states are in
// checkout.machine.ts and checkout.order.ts). Every implementation is named; src/system/actors/
// checkout.ts provides the real actors (the Store API), tests fakes or the embedded back end.

import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { cartStateKind } from '../../src/domain/cart.ts'
import {
  blockingErrors,
  type CheckoutData,
  type CheckoutOperation,
  type CheckoutOrder,
  type CheckoutStep,
  type ContextAnswer,
  checkoutIdentity,
  describeCheckoutFailure,
  explainCartChanges,
  guestRefused,
  hasDownloads,
  isCartEmpty,
  methodChangeOf,
  type OrderStanding,
  orderStanding,
  type PlaceOrderResult,
  stepReachable,
} from '../../src/domain/checkout.ts'
import type { AddressInput } from '../../src/domain/customer.ts'
import type { Cart } from '../../src/domain/cart.ts'
import type { SessionContext } from '../../src/domain/types.ts'
import type {
  AddressUse,
  CheckoutContext,
  CheckoutContextChanged,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutInput,
} from './checkout.types.ts'

function notProvided<TOutput, TInput>(name: string) {
  // The machine declares what it needs; running it without `.provide()` fails loudly and visibly.
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The checkout actor "${name}" is not provided`)
  })
}

/** What `saveAddresses` sends: existing addresses chosen, or a new one created and used. */
export type AddressChoice =
  | { kind: 'select'; billingAddressId: string; shippingAddressId: string }
  | { kind: 'create'; address: AddressInput; use: AddressUse }

export interface PaymentChange {
  orderId: string
  paymentMethodId: string
  /** POST /order/payment first (another method, or the same one's transaction failed/cancelled). */
  change: boolean
}

const baseSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    input: {} as CheckoutInput,
  },
  actors: {
    /** The context, cart, checkout configuration, available methods and address book. */
    loadCheckout: notProvided<CheckoutData, void>('loadCheckout'),
    /** PATCH /context (billing and shipping address ids), creating a new address first if asked. */
    saveAddresses: notProvided<ContextAnswer, AddressChoice>('saveAddresses'),
    saveShipping: notProvided<ContextAnswer, string>('saveShipping'),
    savePayment: notProvided<ContextAnswer, string>('savePayment'),
    /** Re-reads the cart, compares it with the confirmed one, then POST /checkout/order. */
    placeOrder: notProvided<PlaceOrderResult, { confirmedCart: Cart }>('placeOrder'),
    /** POST /handle-payment; finishUrl and errorUrl are the adapter's (the route's origin). */
    startPayment: notProvided<{ redirectUrl: string | null }, { orderId: string; returnPath: string | null }>(
      'startPayment',
    ),
    loadOrder: notProvided<CheckoutOrder, { orderId: string }>('loadOrder'),
    /** POST /order/payment when `change`, then the order re-read. */
    changePayment: notProvided<CheckoutOrder, PaymentChange>('changePayment'),
  },
  delays: {
    /** The success page counts down before it sends the shopper to the payment provider. */
    redirectDelay: 5000,
  },
  guards: {
    cartEmpty: ({ context }) => isCartEmpty(context.cart),
    updatedCartEmpty: ({ event }) => {
      assertEvent(event, 'cart.updated')
      return isCartEmpty(event.cart)
    },
    cartVirtual: ({ context }) => cartStateKind(context.cart) === 'virtual',
    notIdentified: ({ context }) => checkoutIdentity(context.session) === 'anonymous',
    guestNotAllowed: ({ context }) =>
      checkoutIdentity(context.session) === 'guest' && context.config?.guestCheckout === false,
    /** The requested step is `step` and everything before it is done. */
    resumesAt: ({ context }, params: { step: CheckoutStep }) =>
      context.requestedStep === params.step && stepReachable(params.step, context.session, context.cart),
    /** Moving on to `step` from the one before (its prerequisites hold). */
    reachable: ({ context }, params: { step: CheckoutStep }) =>
      stepReachable(params.step, context.session, context.cart),
    /** `checkout.edit` (or `checkout.navigate`) asks for `step`, which may be shown (never shipping for a cart of downloads). */
    editsStep: ({ context, event }, params: { step: CheckoutStep }) => {
      assertEvent(event, ['checkout.edit', 'checkout.navigate'])
      return event.step === params.step && stepReachable(params.step, context.session, context.cart)
    },
    canSubmit: ({ context }) =>
      context.termsAccepted &&
      (context.waiverDeclared || !hasDownloads(context.cart)) &&
      blockingErrors(context.cart).length === 0,
    /** The success route asks for the order this checkout has just placed and is paying. */
    resumesCurrentOrder: ({ context, event }) => {
      assertEvent(event, 'checkout.resumeOrder')
      return event.outcome === 'placed' && event.orderId === context.order?.id
    },
    /** The order may still be paid another way (the Store API's `paymentChangeable` for it). */
    orderPaymentChangeable: ({ context }) => context.order?.paymentChangeable === true,
    wasPlaced: (_, params: { result: PlaceOrderResult }) => params.result.outcome === 'placed',
    resultCartEmpty: (_, params: { result: PlaceOrderResult }) => isCartEmpty(params.result.cart),
    hasRedirect: (_, params: { redirectUrl: string | null }) => params.redirectUrl !== null,
    standingIs: ({ context }, params: { standing: OrderStanding; order: CheckoutOrder }) =>
      orderStanding(params.order, context.outcome ?? 'placed') === params.standing,
    /** A session change left a shopper for whom no order can be placed (logged out elsewhere). */
    lostIdentity: ({ event }) => {
      assertEvent(event, 'session.changed')
      return checkoutIdentity(event.session) === 'anonymous'
    },
    becameIdentified: ({ event }) => {
      assertEvent(event, 'session.changed')
      return checkoutIdentity(event.session) !== 'anonymous'
    },
  },
  actions: {
    storeResume: assign(({ event }) => {
      assertEvent(event, 'checkout.resumeOrder')
      return {
        outcome: event.outcome,
        returnPath: event.returnPath ?? null,
        step: null,
        redirectUrl: null,
        failure: null,
      }
    }),
    storeRequest: assign(({ event }) => {
      assertEvent(event, 'checkout.start')
      return { requestedStep: event.step ?? null, failure: null }
    }),
    storeRequestedStep: assign((_, params: { step: CheckoutStep }) => ({ requestedStep: params.step })),
    enterStep: assign((_, params: { step: CheckoutStep | null }) => ({ step: params.step })),
    storeData: assign((_, params: { data: CheckoutData }) => ({
      ...params.data,
      methodChange: methodChangeOf(params.data.cart),
      failure: null,
    })),
    storeAnswer: assign(({ context }, params: { answer: ContextAnswer }) => ({
      session: params.answer.session,
      cart: params.answer.cart,
      shippingMethods: params.answer.shippingMethods,
      paymentMethods: params.answer.paymentMethods,
      addresses: params.answer.addresses ?? context.addresses,
      methodChange: methodChangeOf(params.answer.cart),
      failure: null,
    })),
    storeCart: assign(({ event }) => {
      assertEvent(event, 'cart.updated')
      return { cart: event.cart }
    }),
    storeSession: assign(({ event }) => {
      assertEvent(event, 'session.changed')
      return { session: event.session }
    }),
    storeFailure: assign((_, params: { operation: CheckoutOperation; error: unknown }) => ({
      failure: describeCheckoutFailure(params.operation, params.error),
    })),
    refuseGuest: assign({ failure: () => guestRefused() }),
    storeTerms: assign(({ event }) => {
      assertEvent(event, 'checkout.acceptTerms')
      return { termsAccepted: event.accepted }
    }),
    storeWaiver: assign(({ event }) => {
      assertEvent(event, 'checkout.declareWaiver')
      return { waiverDeclared: event.declared }
    }),
    /** The cart as shown when the shopper pressed the order button; a second press changes nothing. */
    confirmCart: assign(({ context }) => ({ confirmedCart: context.cart, changes: [], failure: null })),
    storeChangedCart: assign(({ context }, params: { result: PlaceOrderResult }) => {
      if (params.result.outcome !== 'cartChanged') return {}
      const cart = params.result.cart
      return {
        cart,
        session: params.result.session,
        changes: context.confirmedCart ? explainCartChanges(context.confirmedCart, cart) : [],
        methodChange: methodChangeOf(cart),
        // The shopper must confirm the new cart again.
        termsAccepted: false,
      }
    }),
    storePlaced: assign((_, params: { result: PlaceOrderResult }) =>
      params.result.outcome === 'placed'
        ? {
            order: params.result.order,
            session: params.result.session,
            cart: params.result.cart,
            confirmedCart: null,
            termsAccepted: false,
            waiverDeclared: false,
          }
        : {},
    ),
    storeOrder: assign((_, params: { order: CheckoutOrder }) => ({ order: params.order, failure: null })),
    storeRedirect: assign((_, params: { redirectUrl: string | null }) => ({
      redirectUrl: params.redirectUrl,
    })),
    emitPlaced: emit(({ context }) => ({
      type: 'checkout.placed' as const,
      orderId: context.order?.id ?? '',
      orderNumber: context.order?.orderNumber ?? '',
    })),
    emitRedirect: emit(({ context }) => ({
      type: 'checkout.redirect' as const,
      url: context.redirectUrl ?? '',
    })),
    emitFailed: emit(({ context }) => ({
      type: 'checkout.failed' as const,
      failure: context.failure ?? describeCheckoutFailure('load', 'Unknown failure'),
    })),
  },
})

// The root keeps session and cart in step with the context the checkout changed: the checkout tells
// it, the root forwards. A checkout running alone (tests) has no parent to tell (machines/parent.ts).
// (Added with `extend`: inside the first `setup()` an enqueueActions would make TypeScript lose the
// guard types of the state configs, as in the session machine.)
export const checkoutSetup = baseSetup.extend({
  actions: {
    notifyParent: baseSetup.enqueueActions(({ context, enqueue }) => {
      if (!context.session || !context.cart || !context.parent) return
      const changed: CheckoutContextChanged = {
        type: 'checkout.contextChanged',
        session: context.session,
        cart: context.cart,
      }
      enqueue.sendTo(context.parent, changed)
    }),
  },
})

export type { SessionContext }
