// A checkout machine with hand-driven fake actors: every call is recorded and waits until the test
// settles it, so busy states can be observed. Builders for the data the actors answer.

import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { cart, lineItem } from '../../src/domain/cart.test-support.ts'
import type { Cart } from '../../src/domain/cart.ts'
import type {
  CheckoutConfig,
  CheckoutData,
  CheckoutOrder,
  ContextAnswer,
  PlaceOrderResult,
} from '../../src/domain/checkout.ts'
import type { Address, PaymentMethod, SessionContext, ShippingMethod } from '../../src/domain/types.ts'
import { customer, deferred, sessionContext } from '../session/session.test-support.ts'
import { checkoutMachine } from './checkout.machine.ts'
import type { AddressChoice, PaymentChange } from './checkout.setup.ts'
import type { CheckoutEmitted } from './checkout.types.ts'

export { cart, lineItem }

const ADDRESS: Address = {
  id: 'ad000000000000000000000000000001',
  firstName: 'Ada',
  lastName: 'Gärtner',
  company: null,
  street: 'Hauptstraße 1',
  zipcode: '10115',
  city: 'Berlin',
  countryId: 'co000000000000000000000000000de1',
}

export function paymentMethod(technicalName: string): PaymentMethod {
  return {
    id: `pm-${technicalName}`,
    technicalName,
    name: technicalName,
    shortName: null,
    description: null,
    media: null,
  }
}

export function shippingMethod(technicalName: string): ShippingMethod {
  return {
    id: `sm-${technicalName}`,
    technicalName,
    name: technicalName,
    description: null,
    deliveryTime: null,
    media: null,
  }
}

/** A session of `who`, with addresses and both methods set (every step reachable). */
export function shopper(who: 'anonymous' | 'guest' | 'customer', payment = 'payment_card'): SessionContext {
  return sessionContext({
    shippingMethod: shippingMethod('shipping_standard'),
    paymentMethod: paymentMethod(payment),
    customer:
      who === 'anonymous'
        ? null
        : customer({ guest: who === 'guest', activeBillingAddress: ADDRESS, activeShippingAddress: ADDRESS }),
  })
}

export const physicalCart = (quantity = 1): Cart => cart([lineItem({ quantity })])
export const downloadCart = (): Cart => cart([lineItem({ states: ['is-download'] })])

export function data(
  session: SessionContext,
  items: Cart,
  config: Partial<CheckoutConfig> = {},
): CheckoutData {
  return {
    session,
    cart: items,
    config: { guestCheckout: true, bankAccount: null, invoiceDueDays: null, ...config },
    shippingMethods: [shippingMethod('shipping_standard'), shippingMethod('shipping_express')],
    paymentMethods: [paymentMethod('payment_card'), paymentMethod('payment_prepayment')],
    addresses: [],
  }
}

export function contextAnswer(session: SessionContext, items: Cart): ContextAnswer {
  return { session, cart: items, shippingMethods: [], paymentMethods: [], addresses: null }
}

export function order(technicalName: string, transactionState: string): CheckoutOrder {
  return {
    id: 'or000000000000000000000000000001',
    orderNumber: '10042',
    orderDate: '2026-11-26T05:00:00.000Z',
    status: 'open',
    statusName: 'Open',
    amountTotal: 100,
    shippingTotal: 0,
    currencyIsoCode: 'EUR',
    paymentMethodName: technicalName,
    paymentState: transactionState === 'paid' ? 'paid' : 'unpaid',
    transactionState,
    lines: [],
    billingAddress: null,
    shippingAddress: null,
    documents: [],
    paymentMethodId: `pm-${technicalName}`,
    paymentTechnicalName: technicalName,
    deepLinkCode: 'deep-link',
  }
}

type Pending<TInput, TOutput> = { input: TInput; settle: ReturnType<typeof deferred<TOutput>> }

/** The machine with recorded, hand-settled actors and a simulated clock (the 5 s countdown). */
export function harness() {
  const calls = {
    loadCheckout: [] as Pending<void, CheckoutData>[],
    saveAddresses: [] as Pending<AddressChoice, ContextAnswer>[],
    saveShipping: [] as Pending<string, ContextAnswer>[],
    savePayment: [] as Pending<string, ContextAnswer>[],
    placeOrder: [] as Pending<{ confirmedCart: Cart }, PlaceOrderResult>[],
    startPayment: [] as Pending<{ orderId: string }, { redirectUrl: string | null }>[],
    loadOrder: [] as Pending<{ orderId: string }, CheckoutOrder>[],
    changePayment: [] as Pending<PaymentChange, CheckoutOrder>[],
  }
  function recorded<TInput, TOutput>(list: Pending<TInput, TOutput>[]) {
    return fromPromise<TOutput, TInput>(({ input }) => {
      const settle = deferred<TOutput>()
      list.push({ input, settle })
      return settle.promise
    })
  }
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: recorded(calls.loadCheckout),
      saveAddresses: recorded(calls.saveAddresses),
      saveShipping: recorded(calls.saveShipping),
      savePayment: recorded(calls.savePayment),
      placeOrder: recorded(calls.placeOrder),
      startPayment: recorded(calls.startPayment),
      loadOrder: recorded(calls.loadOrder),
      changePayment: recorded(calls.changePayment),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock })
  const emitted: CheckoutEmitted[] = []
  for (const type of ['checkout.redirect', 'checkout.placed', 'checkout.failed'] as const) {
    actor.on(type, (event) => emitted.push(event))
  }
  actor.start()
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
  /** Settles the last call of `name` and lets the machine take the answer. */
  async function answer<K extends keyof typeof calls>(
    name: K,
    output: Parameters<(typeof calls)[K][number]['settle']['resolve']>[0],
  ) {
    const call = calls[name].at(-1)
    if (!call) throw new Error(`no ${name} call`)
    ;(call.settle.resolve as (value: unknown) => void)(output)
    await tick()
  }
  async function fail(name: keyof typeof calls, error: unknown) {
    const call = calls[name].at(-1)
    if (!call) throw new Error(`no ${name} call`)
    call.settle.reject(error)
    await tick()
  }
  return { actor, calls, clock, emitted, answer, fail, tick }
}
