// The checkout after the order button: placing the order, starting its payment, and where the
// order stands when the shopper comes back from the payment provider (or reloads a success page).
//
// placing → placed → redirecting (5 s, then `checkout.redirect`; `checkout.stay` stops it) or
// awaitingTransfer (prepayment, invoice). `checkout.resumeOrder` → loadingOrder → paid | unpaid |
// awaitingTransfer | placed, as the order's transaction says. unpaid (or awaitingTransfer, while the
// method may change) → `checkout.retryPayment` → changingPayment → placed (the payment starts
// again). A failed payment never loses the order: it stays placed and unpaid, and may be paid again.

import { assertEvent } from 'xstate'
import {
  type CheckoutOrder,
  needsPaymentChange,
  type OrderStanding,
  type PlaceOrderResult,
} from '../../src/domain/checkout.ts'
import { checkoutSetup } from './checkout.setup.ts'

const toStanding = (standing: OrderStanding, target: string) => ({
  guard: {
    type: 'standingIs' as const,
    params: ({ event }: { event: { output: CheckoutOrder } }) => ({ standing, order: event.output }),
  },
  target,
  actions: {
    type: 'storeOrder' as const,
    params: ({ event }: { event: { output: CheckoutOrder } }) => ({ order: event.output }),
  },
})

/**
 * The success route mounting after the order button asks for the order being paid: nothing to load
 * (a second handle-payment would restart the countdown); any other resume loads the order.
 */
const justPlaced = { guard: 'resumesCurrentOrder' as const }

const placeResult = ({ event }: { event: { output: PlaceOrderResult } }) => ({ result: event.output })

export const orderStates = {
  placing: checkoutSetup.createStateConfig({
    description: 'The order is being placed; a second press is ignored.',
    tags: ['busy'],
    entry: { type: 'enterStep', params: { step: null } },
    // A second press of the order button, a reload of the steps: ignored until the answer is in.
    on: { 'checkout.submit': {}, 'checkout.start': {}, 'checkout.resumeOrder': {} },
    invoke: {
      id: 'placeOrder',
      src: 'placeOrder',
      input: ({ context }) => {
        if (!context.confirmedCart) throw new Error('placing without a confirmed cart')
        return { confirmedCart: context.confirmedCart }
      },
      onDone: [
        {
          guard: { type: 'wasPlaced', params: placeResult },
          target: 'placed',
          actions: [{ type: 'storePlaced', params: placeResult }, 'notifyParent', 'emitPlaced'],
        },
        // Nothing left to order (another tab placed it): the empty state.
        {
          guard: { type: 'resultCartEmpty', params: placeResult },
          target: 'empty',
          actions: [{ type: 'storeChangedCart', params: placeResult }, 'notifyParent'],
        },
        // The cart changed since the shopper confirmed it: back to confirm, the changes explained.
        {
          target: 'confirm',
          actions: [{ type: 'storeChangedCart', params: placeResult }, 'notifyParent'],
        },
      ],
      onError: {
        target: 'confirm',
        actions: [
          { type: 'storeFailure', params: ({ event }) => ({ operation: 'place', error: event.error }) },
          'emitFailed',
        ],
      },
    },
  }),
  placed: checkoutSetup.createStateConfig({
    description: 'The order exists; its payment is being started.',
    tags: ['busy'],
    entry: { type: 'enterStep', params: { step: null } },
    on: { 'checkout.start': {}, 'checkout.resumeOrder': justPlaced },
    invoke: {
      id: 'startPayment',
      src: 'startPayment',
      input: ({ context }) => {
        if (!context.order) throw new Error('paying without an order')
        return { orderId: context.order.id, returnPath: context.returnPath }
      },
      onDone: [
        {
          guard: { type: 'hasRedirect', params: ({ event }) => ({ redirectUrl: event.output.redirectUrl }) },
          target: 'redirecting',
          actions: {
            type: 'storeRedirect',
            params: ({ event }) => ({ redirectUrl: event.output.redirectUrl }),
          },
        },
        { target: 'awaitingTransfer' },
      ],
      onError: {
        target: 'unpaid',
        actions: [
          {
            type: 'storeFailure',
            params: ({ event }) => ({ operation: 'startPayment', error: event.error }),
          },
          'emitFailed',
        ],
      },
    },
  }),
  /** The countdown runs (the UI shows and announces it); then the UI leaves for the provider. */
  redirecting: checkoutSetup.createStateConfig({
    description:
      'The shopper is about to be sent to the payment provider’s page (after a short wait, or at once when they choose to stay).',
    after: { redirectDelay: { target: 'awaitingPayment', actions: 'emitRedirect' } },
    on: { 'checkout.stay': { target: 'awaitingPayment' }, 'checkout.resumeOrder': justPlaced },
  }),
  /** The shopper stayed (or the browser did not leave): the pay-now link is `context.redirectUrl`. */
  awaitingPayment: checkoutSetup.createStateConfig({
    description: 'The shopper is paying at the provider; the shop waits for them to come back.',
    on: { 'checkout.resumeOrder': justPlaced },
  }),
  /**
   * Prepayment or invoice: the order is placed and waits for the transfer (bank details shown). Until
   * the money is in, the shopper may pay another way instead (online, as Shopware's order edit page
   * allows), where the Store API says the method is still changeable.
   */
  awaitingTransfer: checkoutSetup.createStateConfig({
    description: 'The order is placed and is paid by transfer or on invoice: the page shows how to pay.',
    on: {
      'checkout.resumeOrder': justPlaced,
      'checkout.retryPayment': { guard: 'orderPaymentChangeable', target: 'changingPayment' },
    },
  }),
  loadingOrder: checkoutSetup.createStateConfig({
    description: 'Back from the provider (or opening an order): the order is read to see whether it is paid.',
    tags: ['busy'],
    invoke: {
      id: 'loadOrder',
      src: 'loadOrder',
      input: ({ event }) => {
        assertEvent(event, 'checkout.resumeOrder')
        return { orderId: event.orderId }
      },
      onDone: [
        toStanding('paid', 'paid'),
        toStanding('awaitingTransfer', 'awaitingTransfer'),
        toStanding('placed', 'placed'),
        toStanding('unpaid', 'unpaid'),
      ],
      onError: {
        target: 'unavailable',
        actions: [
          { type: 'storeFailure', params: ({ event }) => ({ operation: 'loadOrder', error: event.error }) },
          'emitFailed',
        ],
      },
    },
  }),
  /** Paid: nothing about the order can change any more. */
  paid: { description: 'The order is paid: the page thanks the shopper.' },
  /** Not paid (declined, cancelled, expired): another method or the same one again. */
  unpaid: checkoutSetup.createStateConfig({
    description: 'The payment failed or was cancelled: the shopper may try again with another method.',
    on: { 'checkout.retryPayment': { target: 'changingPayment' } },
  }),
  changingPayment: checkoutSetup.createStateConfig({
    description: 'The order’s payment method is being changed to try again.',
    tags: ['busy'],
    on: { 'checkout.start': {}, 'checkout.resumeOrder': {} },
    invoke: {
      id: 'changePayment',
      src: 'changePayment',
      input: ({ context, event }) => {
        assertEvent(event, 'checkout.retryPayment')
        // Every way in starts from a state of a loaded order.
        if (!context.order) throw new Error('changingPayment entered without an order')
        return {
          orderId: context.order.id,
          paymentMethodId: event.paymentMethodId,
          change: needsPaymentChange(context.order, event.paymentMethodId),
        }
      },
      onDone: {
        target: 'placed',
        actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) },
      },
      onError: {
        target: 'unpaid',
        actions: [
          {
            type: 'storeFailure',
            params: ({ event }) => ({ operation: 'changePayment', error: event.error }),
          },
          'emitFailed',
        ],
      },
    },
  }),
}
