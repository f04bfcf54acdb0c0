// The checkout model: the checkout machine itself, walked by xstate/graph with each scenario's
// events. A scenario says what the shopper does (which identity, which methods, whether they move
// the delivery to Switzerland …) and what the back end is expected to answer, structurally: who the
// shopper is, which lines, which methods, which cart notices, whether the order needs the provider.
// Amounts, ids and texts stay the back end's: the replay maps the model's names to real ids.

import { type ActorLogic, type DoneActorEvent, type SnapshotFrom, transition } from 'xstate'
import { type StatePath, TestModel } from 'xstate/graph'
import { checkoutMachine } from '../../machines/checkout/checkout.machine.ts'
import type { CheckoutEvent } from '../../machines/checkout/checkout.types.ts'
import { cart as cartOf, lineItem, message } from '../../src/domain/cart.test-support.ts'
import type { Cart, CartLineItem } from '../../src/domain/cart.ts'
import { CHECKOUT_STEPS, type CheckoutStep } from '../../src/domain/checkout-steps.ts'
import {
  blockingErrors,
  type CheckoutData,
  type CheckoutOrder,
  type ContextAnswer,
  type PlaceOrderResult,
} from '../../src/domain/checkout.ts'
import type { Address, PaymentMethod, SessionContext, ShippingMethod } from '../../src/domain/types.ts'
import { customer, sessionContext } from '../../machines/session/session.test-support.ts'

export type Snapshot = SnapshotFrom<typeof checkoutMachine>
/** The countdown before the provider's page ran out (the machine's delayed transition). */
export const COUNTDOWN_EVENT = 'xstate.after.redirectDelay.checkout.redirecting'

export type ModelEvent =
  | CheckoutEvent
  | DoneActorEvent<unknown>
  | { type: 'xstate.init' }
  | { type: typeof COUNTDOWN_EVENT }

/**
 * How the shopper leaves the countdown page: `stays` presses "stay" (the machine-level replay,
 * which has no browser to leave), `countdown` lets the countdown run out and goes to the provider's
 * page with it wherever the scenario pays there (the UI replay, on the test's clock).
 */
export interface ModelOptions {
  leaves?: 'stays' | 'countdown'
}

import type { Identity, PaymentName, Scenario, ShippingName, TourLeg } from './checkout.scenarios.ts'

export type { Scenario }

const PAYMENT_REDIRECTS: Record<PaymentName, boolean> = {
  payment_card: true,
  payment_prepayment: false,
  payment_invoice: false,
}

const ADDRESS_DE: Address = {
  id: 'address-de',
  firstName: 'Max',
  lastName: 'Mustermann',
  company: null,
  street: 'Hauptstraße 1',
  zipcode: '10115',
  city: 'Berlin',
  countryId: 'DE',
}
const ADDRESS_CH: Address = {
  ...ADDRESS_DE,
  id: 'address-ch',
  city: 'Zürich',
  zipcode: '8001',
  countryId: 'CH',
}

function method<T extends PaymentMethod | ShippingMethod>(technicalName: string): T {
  return {
    id: technicalName,
    technicalName,
    name: technicalName,
    shortName: null,
    description: null,
    deliveryTime: null,
    media: null,
  } as unknown as T
}

/** The model's context: who, where it ships to, which methods. Ids are technical names. */
export function modelSession(
  identity: Identity,
  options: { shipping?: ShippingName; payment?: string; swiss?: boolean } = {},
): SessionContext {
  const shippingAddress = options.swiss ? ADDRESS_CH : ADDRESS_DE
  return sessionContext({
    countryId: shippingAddress.countryId,
    shippingMethod: method<ShippingMethod>(options.shipping ?? 'shipping_standard'),
    paymentMethod: method<PaymentMethod>(options.payment ?? 'payment_card'),
    customer:
      identity === 'anonymous'
        ? null
        : customer({
            guest: identity === 'guest',
            activeBillingAddress: ADDRESS_DE,
            activeShippingAddress: shippingAddress,
          }),
  })
}

function lines(scenario: Scenario, count: number, quantity = 1): CartLineItem[] {
  return Array.from({ length: count }, (_, index) =>
    lineItem({
      id: `line-${index}`,
      quantity: index === 0 ? quantity : 1,
      states: scenario.downloads ? ['is-download'] : ['is-physical'],
    }),
  )
}

export function modelCart(
  scenario: Scenario,
  count: number,
  options: { quantity?: number; switched?: boolean; blocked?: boolean } = {},
): Cart {
  const errors = options.switched
    ? [
        message('shipping-method-changed', {
          oldShippingMethodName: 'shipping_express',
          newShippingMethodName: 'shipping_standard',
        }),
      ]
    : options.blocked
      ? [message('shipping-method-blocked', { name: 'shipping_freight' })]
      : []
  return cartOf(lines(scenario, count, options.quantity), errors)
}

const done = (id: string, output: unknown): DoneActorEvent<unknown> => ({
  type: `xstate.done.actor.${id}`,
  output,
  actorId: id,
})

function order(payment: PaymentName, transactionState: string): CheckoutOrder {
  return {
    id: 'model-order',
    orderNumber: '10000',
    orderDate: '',
    status: 'open',
    statusName: 'Open',
    amountTotal: 0,
    shippingTotal: 0,
    currencyIsoCode: 'EUR',
    paymentMethodName: payment,
    paymentState: transactionState === 'paid' ? 'paid' : 'unpaid',
    transactionState,
    lines: [],
    billingAddress: null,
    shippingAddress: null,
    documents: [],
    paymentMethodId: payment,
    paymentTechnicalName: payment,
    deepLinkCode: null,
    paymentChangeable: transactionState !== 'paid',
  }
}

function answer(session: SessionContext, cart: Cart): ContextAnswer {
  return {
    session,
    cart,
    shippingMethods: [method('shipping_standard'), method('shipping_express')],
    paymentMethods: [method('payment_card'), method('payment_prepayment')],
    addresses: null,
  }
}

/** Events offered in `snapshot`: the shopper's, in the scenario's order of doing things, or the back end's answer. */
export function buildCheckoutModelEvents(
  snapshot: Snapshot,
  scenario: Scenario,
  options: ModelOptions = {},
): ModelEvent[] {
  const { context } = snapshot
  const session = context.session
  const shipping = (session?.shippingMethod?.technicalName ?? 'shipping_standard') as ShippingName
  const payment = session?.paymentMethod?.technicalName ?? 'payment_card'
  const swissNow = session?.customer?.activeShippingAddress?.countryId === 'CH'
  const currentCart = context.cart ?? modelCart(scenario, scenario.lines)
  const identity = session?.customer ? (session.customer.guest ? 'guest' : 'customer') : 'anonymous'
  // A sofa travels by freight only (the back end switches to it at once).
  const standard: ShippingName = scenario.blocked ? 'shipping_freight' : 'shipping_standard'
  switch (snapshot.value) {
    case 'idle':
      return [{ type: 'checkout.start' }]
    case 'preparing': {
      const known = identity !== 'anonymous' || scenario.identity !== 'anonymous'
      const who = identity === 'anonymous' ? scenario.identity : identity
      const data: CheckoutData = {
        config: { guestCheckout: scenario.guestCheckout, bankAccount: null, invoiceDueDays: null },
        session: modelSession(who, { shipping: standard, payment: session?.paymentMethod?.technicalName }),
        cart: modelCart(scenario, known && context.session ? scenario.linesAfterWho : scenario.lines, {
          blocked: scenario.blocked && who !== 'anonymous',
        }),
        shippingMethods: [],
        paymentMethods: [],
        addresses: [],
      }
      return [done('loadCheckout', data)]
    }
    case 'who':
      return [{ type: 'session.changed', session: modelSession(scenario.becomes, { shipping: standard }) }]
    case 'addresses':
      if (scenario.swiss && shipping === 'shipping_express' && !swissNow) {
        return [{ type: 'checkout.createAddress', address: MODEL_ADDRESS_INPUT, use: 'shipping' }]
      }
      if (scenario.choosesAddresses) {
        return [
          { type: 'checkout.setAddresses', billingAddressId: 'address-de', shippingAddressId: 'address-de' },
        ]
      }
      return [{ type: 'checkout.continue' }]
    case 'savingAddresses': {
      if (!scenario.swiss) {
        // The chosen addresses are the ones the context had: nothing else changes.
        const same = modelSession(identity, { shipping, payment })
        return [done('saveAddresses', answer(same, stripNotices(currentCart)))]
      }
      const next = modelSession(identity, { shipping: 'shipping_standard', payment, swiss: true })
      return [
        done('saveAddresses', {
          ...answer(next, modelCart(scenario, currentCart.lineItems.length, { switched: true })),
          addresses: [],
        }),
      ]
    }
    case 'shipping':
      if (((scenario.swiss && !swissNow) || scenario.choosesExpress) && shipping !== 'shipping_express') {
        return [{ type: 'checkout.chooseShipping', id: 'shipping_express' }]
      }
      return [{ type: 'checkout.continue' }]
    case 'savingShipping':
      return [
        done(
          'saveShipping',
          answer(
            modelSession(identity, { shipping: 'shipping_express', payment }),
            modelCart(scenario, currentCart.lineItems.length),
          ),
        ),
      ]
    case 'payment':
      if (payment !== scenario.payment) return [{ type: 'checkout.choosePayment', id: scenario.payment }]
      return [{ type: 'checkout.continue' }]
    case 'savingPayment':
      return [
        done(
          'savePayment',
          answer(
            modelSession(identity, { shipping, payment: scenario.payment, swiss: swissNow }),
            stripNotices(currentCart),
          ),
        ),
      ]
    case 'confirm': {
      // Back to the addresses from the order's summary (the payment step's Back leads to shipping).
      if (scenario.swiss && !swissNow) return [{ type: 'checkout.edit', step: 'addresses' }]
      if (scenario.raiseOnConfirm && (currentCart.lineItems[0]?.quantity ?? 1) === 1) {
        return [
          { type: 'cart.updated', cart: modelCart(scenario, currentCart.lineItems.length, { quantity: 2 }) },
        ]
      }
      if (!context.termsAccepted) return [{ type: 'checkout.acceptTerms', accepted: true }]
      if (scenario.downloads && !context.waiverDeclared)
        return [{ type: 'checkout.declareWaiver', declared: true }]
      return [{ type: 'checkout.submit' }]
    }
    case 'placing': {
      const confirmed = context.confirmedCart ?? currentCart
      const changedAlready = (confirmed.lineItems[0]?.quantity ?? 1) > 1
      const result: PlaceOrderResult =
        scenario.cartChangesAtSubmit && !changedAlready
          ? {
              outcome: 'cartChanged',
              session: session ?? modelSession(identity),
              cart: modelCart(scenario, confirmed.lineItems.length, { quantity: 2 }),
            }
          : {
              outcome: 'placed',
              order: order(scenario.payment, 'open'),
              session: session ?? modelSession(identity),
              cart: cartOf([]),
            }
      return [done('placeOrder', result)]
    }
    case 'placed': {
      const method = (context.order?.paymentTechnicalName ?? scenario.payment) as PaymentName
      return [done('startPayment', { redirectUrl: PAYMENT_REDIRECTS[method] ? '/demo-payment/model' : null })]
    }
    case 'redirecting':
      return options.leaves === 'countdown' && scenario.cardAttempts.length > 0
        ? [{ type: COUNTDOWN_EVENT }]
        : [{ type: 'checkout.stay' }]
    case 'awaitingPayment': {
      // The first visit to the provider, or the one after a retry (the last resume said unpaid).
      const attempt = scenario.cardAttempts[context.outcome === null ? 0 : 1]
      if (attempt) {
        const outcome = attempt === 'paid' ? 'paid' : 'unpaid'
        return [{ type: 'checkout.resumeOrder', orderId: 'model-order', outcome }]
      }
      return scenario.retryWithPrepayment
        ? [{ type: 'checkout.resumeOrder', orderId: 'model-order', outcome: 'unpaid' }]
        : []
    }
    case 'loadingOrder': {
      // A declined card fails the transaction; leaving the provider's page keeps it open.
      const state =
        scenario.cardAttempts.length === 0 ? 'open' : context.outcome === 'paid' ? 'paid' : 'failed'
      return [done('loadOrder', order(scenario.payment, state))]
    }
    case 'unpaid':
      return [{ type: 'checkout.retryPayment', paymentMethodId: retryMethod(scenario) }]
    case 'awaitingTransfer':
      // Paid another way instead of the transfer (while the order's payment may still change).
      return scenario.paysAnotherWay && context.order?.paymentTechnicalName !== scenario.paysAnotherWay
        ? [{ type: 'checkout.retryPayment', paymentMethodId: scenario.paysAnotherWay }]
        : []
    case 'changingPayment':
      return [done('changePayment', order(retryMethod(scenario), 'open'))]
    default:
      return []
  }
}

/** Another card after a decline; prepayment after leaving the provider's page unpaid; or the scenario's other way. */
function retryMethod(scenario: Scenario): PaymentName {
  if (scenario.paysAnotherWay) return scenario.paysAnotherWay
  return scenario.cardAttempts.length > 0 ? 'payment_card' : 'payment_prepayment'
}

function stripNotices(cart: Cart): Cart {
  return { ...cart, errors: [] }
}

/** The model's new address; the replay sends a real Swiss one. */
export const MODEL_ADDRESS_INPUT = {
  salutationId: null,
  firstName: 'Max',
  lastName: 'Mustermann',
  company: null,
  department: null,
  street: 'Bahnhofstrasse 1',
  additionalAddressLine1: null,
  zipcode: '8001',
  city: 'Zürich',
  countryId: 'CH',
  countryStateId: null,
  phoneNumber: null,
}

/** What must agree between the model and the real checkout after every step. */
export function observable(snapshot: Snapshot) {
  const { context } = snapshot
  // Before the checkout's own load, what it holds is whatever session the root forwarded.
  const loaded = snapshot.value !== 'idle' && snapshot.value !== 'preparing'
  const session = loaded ? context.session : null
  return {
    value: snapshot.value,
    step: context.step,
    identity: session?.customer ? (session.customer.guest ? 'guest' : 'customer') : 'anonymous',
    lines: context.cart?.lineItems.length ?? 0,
    quantity: context.cart?.lineItems.reduce((sum, item) => sum + item.quantity, 0) ?? 0,
    confirmedQuantity: context.confirmedCart?.lineItems.reduce((sum, item) => sum + item.quantity, 0) ?? 0,
    shipping: session?.shippingMethod?.technicalName ?? null,
    payment: session?.paymentMethod?.technicalName ?? null,
    termsAccepted: context.termsAccepted,
    waiverDeclared: context.waiverDeclared,
    // Lines and methods; amounts (prices, totals, shipping costs) are the back end's business.
    changes: context.changes
      .map((change) => change.kind)
      .filter((kind) => kind !== 'price' && kind !== 'total' && kind !== 'shippingCosts')
      .sort(),
    methodChange: context.methodChange?.kind ?? null,
    blocking: blockingErrors(context.cart).map((error) => error.messageKey),
    order: context.order ? context.order.paymentTechnicalName : null,
    outcome: context.outcome,
    failure: context.failure && { operation: context.failure.operation, reason: context.failure.reason },
  }
}

/** A short, readable name of a step for path listings and test titles. */
export function stepLabel(event: ModelEvent | undefined): string {
  if (!event || event.type === 'xstate.init') return 'start'
  if (event.type.startsWith('xstate.done.actor.'))
    return `answer ${event.type.slice('xstate.done.actor.'.length)}`
  switch (event.type) {
    case 'checkout.choosePayment':
    case 'checkout.chooseShipping':
      return `${event.type} ${event.id}`
    case 'checkout.createAddress':
      return `${event.type} (${event.address.countryId}, ${event.use})`
    case 'checkout.start':
      return event.step ? `${event.type} ${event.step}` : event.type
    case 'checkout.edit':
    case 'checkout.navigate':
      return `${event.type} ${event.step}`
    case 'checkout.retryPayment':
      return `${event.type} ${event.paymentMethodId}`
    case 'checkout.resumeOrder':
      return `${event.type} ${event.outcome}`
    case COUNTDOWN_EVENT:
      return 'the countdown runs out'
    case 'cart.updated':
      return `cart.updated (quantity ${event.cart.lineItems[0]?.quantity ?? 0})`
    case 'session.changed':
      return `session.changed (${event.session.customer ? (event.session.customer.guest ? 'guest' : 'customer') : 'anonymous'})`
    default:
      return event.type
  }
}

export function vertex(snapshot: Snapshot): string {
  return JSON.stringify(observable(snapshot))
}

/** The goal of a blocked cart is the confirm step with the terms accepted (and nothing placed). */
export function reached(snapshot: Snapshot, scenario: Scenario): boolean {
  return (
    JSON.stringify(snapshot.value) === JSON.stringify(scenario.goal) &&
    (!scenario.blocked || snapshot.context.termsAccepted)
  )
}

/** The shortest paths through the checkout machine to the scenario's goal, with its events. */
export function scenarioPaths(
  scenario: Scenario,
  options: ModelOptions = {},
): StatePath<Snapshot, ModelEvent>[] {
  const modelLogic = checkoutMachine as unknown as ActorLogic<Snapshot, ModelEvent, undefined>
  const model = new TestModel<Snapshot, ModelEvent, undefined>(modelLogic, {
    events: (snapshot) => buildCheckoutModelEvents(snapshot, scenario, options),
    serializeState: (snapshot) => vertex(snapshot),
  })
  const toGoal = model
    .getShortestPaths({ toState: (snapshot) => reached(snapshot, scenario) })
    .filter((path) => reached(path.state, scenario))
    .map((path) => comingBack(path, scenario))
  // Each leg of the tour: the shortest way on from where the last one ended, with the leg's event
  // offered in every step (the scenario's own events elsewhere: the answers of the saves).
  return (scenario.tour ?? []).reduce((paths, leg) => {
    const event = tourEvent(leg)
    const arrived = (snapshot: Snapshot) => snapshot.value === leg.to
    return model
      .getShortestPathsFrom(paths, {
        events: (snapshot) =>
          STEP_STATES.has(String(snapshot.value))
            ? [event]
            : buildCheckoutModelEvents(snapshot, scenario, options),
        toState: arrived,
      })
      .filter((path) => arrived(path.state))
  }, toGoal)
}

const STEP_STATES = new Set<string>(CHECKOUT_STEPS)

/**
 * The path with what a page sends by itself where the machine stays put (a loop, which no shortest
 * path takes): a `checkout.start` after the first step into each of the scenario's `comesBack`
 * states (the page, opened again, starts the checkout with the step its URL still has), and the
 * success page's `checkout.resumeOrder` once the order stands. The machine says what each does.
 */
function comingBack<P extends StatePath<Snapshot, ModelEvent>>(path: P, scenario: Scenario): P {
  const states = new Set(scenario.comesBack ?? [])
  if (scenario.successPageAsks) states.add('awaitingTransfer')
  if (states.size === 0) return path
  const steps: StatePath<Snapshot, ModelEvent>['steps'] = []
  let urlStep: CheckoutStep | null = null
  for (const step of path.steps) {
    steps.push(step)
    urlStep = step.state.context.step ?? urlStep
    const value = String(step.state.value)
    if (!states.delete(value)) continue
    const event: ModelEvent =
      value === 'awaitingTransfer'
        ? { type: 'checkout.resumeOrder', orderId: step.state.context.order?.id ?? '', outcome: 'placed' }
        : { type: 'checkout.start', step: comeBackStep(value, urlStep) }
    steps.push({ event, state: transition(checkoutMachine, step.state, event)[0] })
  }
  return { ...path, steps, weight: steps.length }
}

/**
 * The step in the URL of the checkout page the shopper comes back to in `state`. Before the order,
 * the step of the entry they left. While the payment starts, Back from the success page, whose entry
 * replaced the confirm step's: the payment step's entry before it. While a retry's payment method
 * changes, the mini cart's link, with no step (the success page of the retry was opened from the
 * provider, so Back from it leaves the tab's page).
 */
function comeBackStep(state: string, urlStep: CheckoutStep | null): CheckoutStep | null {
  if (state === 'placed') return 'payment'
  if (state === 'changingPayment') return null
  return urlStep
}

function tourEvent(leg: TourLeg): ModelEvent {
  if (leg.via === 'continue') return { type: 'checkout.continue' }
  return leg.via === 'edit'
    ? { type: 'checkout.edit', step: leg.to }
    : { type: 'checkout.navigate', step: leg.to }
}
