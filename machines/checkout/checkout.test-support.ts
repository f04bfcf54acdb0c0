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
import { order, paymentMethod, shippingMethod, shopper } from '../../src/domain/checkout.test-support.ts'
import type { SessionContext } from '../../src/domain/types.ts'
import { deferred } from '../session/session.test-support.ts'
import { checkoutMachine } from './checkout.machine.ts'
import type { AddressChoice, PaymentChange } from './checkout.setup.ts'
import type { CheckoutEmitted, CheckoutInput } from './checkout.types.ts'

export { cart, lineItem, order, paymentMethod, shippingMethod, shopper }

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

type Pending<TInput, TOutput> = { input: TInput; settle: ReturnType<typeof deferred<TOutput>> }

/** The machine with recorded, hand-settled actors and a simulated clock (the 5 s countdown). */
export function harness(input?: CheckoutInput) {
  const calls = {
    loadCheckout: [] as Pending<void, CheckoutData>[],
    saveAddresses: [] as Pending<AddressChoice, ContextAnswer>[],
    saveShipping: [] as Pending<string, ContextAnswer>[],
    savePayment: [] as Pending<string, ContextAnswer>[],
    placeOrder: [] as Pending<{ confirmedCart: Cart }, PlaceOrderResult>[],
    startPayment: [] as Pending<
      { orderId: string; returnPath: string | null },
      { redirectUrl: string | null }
    >[],
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
  const actor = createActor(machine, { clock, input })
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
