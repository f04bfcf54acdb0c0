// The checkout: from the cart to a placed order (the steps), then paying it (checkout.order.ts).
//
// The session owns who the shopper is; the checkout owns the order's choices. Its actors PATCH the
// context (addresses, shipping, payment) and answer the context and cart afterwards; the checkout
// tells the root (`checkout.contextChanged`), which hands them to the session and the cart, so the
// header and the cart page show what the checkout chose. Identity changes (login, guest
// registration, logout) come back from the session as `session.changed`, forwarded by the root.
//
// Steps: who → addresses → shipping (skipped when the cart holds downloads only) → payment →
// confirm → placing. `checkout.start` (the /checkout route on mount, with the URL's step) reloads
// everything and resumes at the requested step when everything before it is done. Busy states wait
// for the Store API and ignore what the shopper sends meanwhile (one order per double click).

import { assertEvent, not } from 'xstate'
import type { CheckoutStep, ContextAnswer } from '../../src/domain/checkout.ts'
import { CHECKOUT_STEPS } from '../../src/domain/checkout-steps.ts'
import { orderStates } from './checkout.order.ts'
import { type AddressChoice, checkoutSetup } from './checkout.setup.ts'
import type { CheckoutEvent } from './checkout.types.ts'

/** A step state: it sets `context.step`, and a logout elsewhere sends the shopper back to `who`. */
function step(name: CheckoutStep) {
  return {
    entry: { type: 'enterStep' as const, params: { step: name } },
    on: {
      'session.changed': [
        {
          guard: 'lostIdentity' as const,
          target: '#checkout.routing' as const,
          actions: 'storeSession' as const,
        },
        { actions: 'storeSession' as const },
      ],
      // Back and Forward in the browser: any other step whose prerequisites hold.
      'checkout.navigate': editHandlers(CHECKOUT_STEPS.filter((other) => other !== name)),
      // The shopper emptied the cart elsewhere (mini cart, another tab).
      'cart.updated': [
        {
          guard: 'updatedCartEmpty' as const,
          target: '#checkout.empty' as const,
          actions: 'storeCart' as const,
        },
        { actions: 'storeCart' as const },
      ],
    },
  }
}

/** `checkout.edit { step }`: back to any earlier step that may be shown. */
function editHandlers(steps: readonly CheckoutStep[]) {
  return steps.map((target) => ({
    guard: { type: 'editsStep' as const, params: { step: target } },
    target: `#checkout.${target}` as const,
  }))
}

/** A state that saves one choice through `actor` and moves on to `next` (or back on failure). */
function saving<A extends 'saveAddresses' | 'saveShipping' | 'savePayment', TInput>(
  actor: A,
  input: (args: { event: CheckoutEvent }) => TInput,
  back: 'addresses' | 'shipping' | 'payment',
  next: { target: CheckoutStep; guard?: 'cartVirtual' }[],
) {
  return {
    tags: ['busy'],
    // Reloading the checkout meanwhile would race the PATCH: the answer comes first.
    on: { 'checkout.start': {} },
    invoke: {
      id: actor as string,
      src: actor,
      input,
      onDone: next.map(({ target, guard }) => ({
        ...(guard ? { guard } : {}),
        target: `#checkout.${target}`,
        actions: [
          {
            type: 'storeAnswer' as const,
            params: ({ event }: { event: { output: ContextAnswer } }) => ({ answer: event.output }),
          },
          'notifyParent' as const,
        ],
      })),
      onError: {
        target: `#checkout.${back}`,
        actions: [
          {
            type: 'storeFailure' as const,
            params: ({ event }: { event: { error: unknown } }) => ({ operation: actor, error: event.error }),
          },
          'emitFailed' as const,
        ],
      },
    },
  }
}

function addressChoice({ event }: { event: CheckoutEvent }): AddressChoice {
  assertEvent(event, ['checkout.setAddresses', 'checkout.createAddress'])
  if (event.type === 'checkout.setAddresses') {
    return {
      kind: 'select',
      billingAddressId: event.billingAddressId,
      shippingAddressId: event.shippingAddressId,
    }
  }
  return { kind: 'create', address: event.address, use: event.use }
}

function chosenId({ event }: { event: CheckoutEvent }): string {
  assertEvent(event, ['checkout.chooseShipping', 'checkout.choosePayment'])
  return event.id
}

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  initial: 'idle',
  context: ({ input }) => ({
    step: null,
    requestedStep: null,
    session: null,
    cart: null,
    config: null,
    shippingMethods: [],
    paymentMethods: [],
    addresses: [],
    termsAccepted: false,
    waiverDeclared: false,
    confirmedCart: null,
    changes: [],
    methodChange: null,
    order: null,
    outcome: null,
    returnPath: null,
    redirectUrl: null,
    failure: null,
    parent: input?.parent ?? null,
  }),
  on: {
    'checkout.start': { target: '.preparing', actions: 'storeRequest' },
    'checkout.resumeOrder': { target: '.loadingOrder', actions: 'storeResume' },
    'session.changed': { actions: 'storeSession' },
    'cart.updated': { actions: 'storeCart' },
  },
  states: {
    idle: { description: 'The checkout page has not been opened yet.' },
    preparing: {
      description:
        'Opening the checkout: the cart, the shopper’s addresses and the shipping and payment methods are read.',
      tags: ['busy'],
      entry: { type: 'enterStep', params: { step: null } },
      // A second start while loading (a remount) only changes the requested step: one load.
      on: { 'checkout.start': { actions: 'storeRequest' } },
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        onDone: {
          target: 'routing',
          actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: {
          target: 'unavailable',
          actions: [
            { type: 'storeFailure', params: ({ event }) => ({ operation: 'load', error: event.error }) },
            'emitFailed',
          ],
        },
      },
    },
    /** Nothing could be read; `checkout.start` tries again. */
    unavailable: {
      description: 'The checkout could not be read: the page says so; opening it again retries.',
    },
    routing: {
      description:
        'Decides at once which step to show: an empty cart, who the shopper is, or the step they asked for when everything before it is done.',
      always: [
        { guard: 'cartEmpty', target: 'empty' },
        { guard: 'notIdentified', target: 'who' },
        { guard: 'guestNotAllowed', target: 'who', actions: 'refuseGuest' },
        { guard: { type: 'resumesAt', params: { step: 'confirm' } }, target: 'confirm' },
        { guard: { type: 'resumesAt', params: { step: 'payment' } }, target: 'payment' },
        { guard: { type: 'resumesAt', params: { step: 'shipping' } }, target: 'shipping' },
        { guard: { type: 'resumesAt', params: { step: 'who' } }, target: 'who' },
        { target: 'addresses' },
      ],
    },
    empty: {
      description:
        'The cart is empty: there is nothing to check out; it starts over if something is put into the cart.',
      entry: { type: 'enterStep', params: { step: null } },
      // Something was put into the cart meanwhile (another tab): the checkout starts over.
      on: { 'cart.updated': { guard: not('updatedCartEmpty'), target: 'preparing', actions: 'storeCart' } },
    },
    who: {
      description: 'Step 1: the shopper logs in or continues as a guest.',
      ...step('who'),
      on: {
        // A guest registration (or login) in this step: the shopper is known, the address book and
        // the cart (merged at login) are read again.
        'session.changed': [
          { guard: 'lostIdentity', actions: 'storeSession' },
          {
            guard: 'becameIdentified',
            target: 'preparing',
            actions: ['storeSession', { type: 'storeRequestedStep', params: { step: 'addresses' } }],
          },
        ],
        'checkout.continue': [
          { guard: 'guestNotAllowed', actions: ['refuseGuest', 'emitFailed'] },
          { guard: { type: 'reachable', params: { step: 'addresses' } }, target: 'addresses' },
        ],
        'checkout.navigate': [
          { guard: 'guestNotAllowed', actions: ['refuseGuest', 'emitFailed'] },
          ...editHandlers(['addresses', 'shipping', 'payment', 'confirm']),
        ],
      },
    },
    addresses: {
      description: 'Step 2: billing and shipping addresses.',
      ...step('addresses'),
      on: {
        ...step('addresses').on,
        'checkout.setAddresses': { target: 'savingAddresses' },
        'checkout.createAddress': { target: 'savingAddresses' },
        'checkout.continue': [
          { guard: 'cartVirtual', target: 'payment' },
          { guard: { type: 'reachable', params: { step: 'shipping' } }, target: 'shipping' },
        ],
        'checkout.edit': editHandlers(['who']),
      },
    },
    savingAddresses: {
      ...saving('saveAddresses', addressChoice, 'addresses', [
        { target: 'payment', guard: 'cartVirtual' },
        { target: 'shipping' },
      ]),
      description: 'The chosen addresses are being saved.',
    },
    shipping: {
      description: 'Step 3: the shipping method (skipped for downloads only).',
      ...step('shipping'),
      on: {
        ...step('shipping').on,
        'checkout.chooseShipping': { target: 'savingShipping' },
        'checkout.continue': { guard: { type: 'reachable', params: { step: 'payment' } }, target: 'payment' },
        'checkout.edit': editHandlers(['who', 'addresses']),
      },
    },
    savingShipping: {
      ...saving('saveShipping', chosenId, 'shipping', [{ target: 'payment' }]),
      description: 'The shipping method is being saved.',
    },
    payment: {
      description: 'Step 4: the payment method.',
      ...step('payment'),
      on: {
        ...step('payment').on,
        'checkout.choosePayment': { target: 'savingPayment' },
        'checkout.continue': { guard: { type: 'reachable', params: { step: 'confirm' } }, target: 'confirm' },
        'checkout.edit': editHandlers(['who', 'addresses', 'shipping']),
      },
    },
    savingPayment: {
      ...saving('savePayment', chosenId, 'payment', [{ target: 'confirm' }]),
      description: 'The payment method is being saved.',
    },
    confirm: {
      description: 'Step 5: the shopper reviews the order, accepts the terms and places it.',
      ...step('confirm'),
      on: {
        ...step('confirm').on,
        'checkout.acceptTerms': { actions: 'storeTerms' },
        'checkout.declareWaiver': { actions: 'storeWaiver' },
        'checkout.edit': editHandlers(['who', 'addresses', 'shipping', 'payment']),
        'checkout.submit': { guard: 'canSubmit', target: 'placing', actions: 'confirmCart' },
      },
    },
    ...orderStates,
  },
})
