import { describe, expect, it } from 'vitest'
import { message } from '../../src/domain/cart.test-support.ts'
import { NOT_LOGGED_IN_MESSAGE } from '../../src/domain/checkout.ts'
import { storeApiFailure, violation } from '../../src/domain/failure.ts'
import {
  cart,
  contextAnswer,
  data,
  downloadCart,
  harness,
  order,
  physicalCart,
  shopper,
} from './checkout.test-support.ts'
import type { CheckoutContextChanged } from './checkout.types.ts'
import { recordingParent } from '../parent.test-support.ts'

/** A checkout started and loaded with `loaded`, on the step the routing chose. */
async function started(loaded: ReturnType<typeof data>, step?: 'confirm' | 'shipping' | 'payment') {
  const h = harness()
  h.actor.send({ type: 'checkout.start', step })
  expect(h.actor.getSnapshot().hasTag('busy')).toBe(true)
  await h.answer('loadCheckout', loaded)
  return h
}

/** On confirm with terms accepted, ready to submit. */
async function readyToSubmit() {
  const h = await started(data(shopper('customer'), physicalCart()), 'confirm')
  h.actor.send({ type: 'checkout.acceptTerms', accepted: true })
  return h
}

describe('checkout routing', () => {
  it('shows the empty state for an empty cart', async () => {
    const h = await started(data(shopper('customer'), cart([])))
    expect(h.actor.getSnapshot().value).toBe('empty')
  })

  it('asks who the shopper is first, and moves on once the session says', async () => {
    const h = await started(data(shopper('anonymous'), physicalCart()))
    expect(h.actor.getSnapshot().value).toBe('who')
    expect(h.actor.getSnapshot().context.step).toBe('who')
    h.actor.send({ type: 'checkout.continue' })
    expect(h.actor.getSnapshot().value).toBe('who')
    h.actor.send({ type: 'session.changed', session: shopper('guest') })
    // Known now: address book and cart (merged at a login) are read again.
    expect(h.actor.getSnapshot().value).toBe('preparing')
    await h.answer('loadCheckout', data(shopper('guest'), physicalCart()))
    expect(h.actor.getSnapshot().value).toBe('addresses')
  })

  it('refuses a guest when guest checkout is off, with the reason the UI translates', async () => {
    const h = await started(data(shopper('guest'), physicalCart(), { guestCheckout: false }))
    const { value, context } = h.actor.getSnapshot()
    expect(value).toBe('who')
    expect(context.failure).toMatchObject({
      operation: 'who',
      reason: 'notLoggedIn',
      message: NOT_LOGGED_IN_MESSAGE,
    })
    h.actor.send({ type: 'checkout.continue' })
    expect(h.actor.getSnapshot().value).toBe('who')
    expect(h.emitted.at(-1)).toMatchObject({ type: 'checkout.failed', failure: { reason: 'notLoggedIn' } })
  })

  it('loads once when started twice (a remount), resuming at the later request', async () => {
    const h = harness()
    h.actor.send({ type: 'checkout.start', step: 'payment' })
    h.actor.send({ type: 'checkout.start', step: 'confirm' })
    expect(h.calls.loadCheckout).toHaveLength(1)
    await h.answer('loadCheckout', data(shopper('customer'), physicalCart()))
    expect(h.actor.getSnapshot().value).toBe('confirm')
  })

  it('resumes at the step of the URL when everything before it is done', async () => {
    const h = await started(data(shopper('customer'), physicalCart()), 'confirm')
    expect(h.actor.getSnapshot().value).toBe('confirm')
  })

  it('never shows the shipping step for a cart of downloads', async () => {
    const h = await started(data(shopper('guest'), downloadCart()), 'shipping')
    expect(h.actor.getSnapshot().value).toBe('addresses')
    h.actor.send({ type: 'checkout.continue' })
    expect(h.actor.getSnapshot().value).toBe('payment')
    h.actor.send({ type: 'checkout.edit', step: 'shipping' })
    expect(h.actor.getSnapshot().value).toBe('payment')
  })

  it('sends a shopper who logged out elsewhere back to who', async () => {
    const h = await started(data(shopper('customer'), physicalCart()), 'payment')
    h.actor.send({ type: 'session.changed', session: shopper('anonymous') })
    expect(h.actor.getSnapshot().value).toBe('who')
  })
})

describe('the cart the server answered the cart actor', () => {
  it("replaces the checkout's cart, empties into the empty state, and a filled cart starts over", async () => {
    const h = await started(data(shopper('customer'), physicalCart()), 'confirm')
    h.actor.send({ type: 'cart.updated', cart: physicalCart(2) })
    expect(h.actor.getSnapshot().value).toBe('confirm')
    expect(h.actor.getSnapshot().context.cart?.lineItems[0]?.quantity).toBe(2)
    h.actor.send({ type: 'cart.updated', cart: cart([]) })
    expect(h.actor.getSnapshot().value).toBe('empty')
    h.actor.send({ type: 'cart.updated', cart: physicalCart() })
    expect(h.actor.getSnapshot().value).toBe('preparing')
  })
})

describe('checkout steps', () => {
  it('saves the addresses, then goes on to payment for a cart of downloads', async () => {
    const h = await started(data(shopper('guest'), downloadCart()))
    h.actor.send({ type: 'checkout.setAddresses', billingAddressId: 'a1', shippingAddressId: 'a1' })
    expect(h.actor.getSnapshot().value).toBe('savingAddresses')
    expect(h.calls.saveAddresses[0]?.input).toEqual({
      kind: 'select',
      billingAddressId: 'a1',
      shippingAddressId: 'a1',
    })
    // Reloading meanwhile would race the PATCH.
    h.actor.send({ type: 'checkout.start' })
    expect(h.actor.getSnapshot().value).toBe('savingAddresses')
    await h.answer('saveAddresses', contextAnswer(shopper('guest'), downloadCart()))
    expect(h.actor.getSnapshot().value).toBe('payment')
  })

  it('keeps the shopper on the step with the violations when an address is refused', async () => {
    const h = await started(data(shopper('guest'), physicalCart()))
    h.actor.send({
      type: 'checkout.createAddress',
      use: 'both',
      address: {
        salutationId: null,
        firstName: 'Ada',
        lastName: 'Gärtner',
        company: null,
        department: null,
        street: '',
        additionalAddressLine1: null,
        zipcode: '10115',
        city: 'Berlin',
        countryId: 'de',
        countryStateId: null,
        phoneNumber: null,
      },
    })
    await h.fail(
      'saveAddresses',
      storeApiFailure({
        status: 400,
        reason: 'invalidInput',
        violations: [violation({ reason: 'blank', pointer: '/street' })],
      }),
    )
    const { value, context } = h.actor.getSnapshot()
    expect(value).toBe('addresses')
    expect(context.failure).toMatchObject({ operation: 'saveAddresses', status: 400 })
    expect(context.failure?.violations[0]?.field).toBe('street')
  })

  it('records a method the shop switched', async () => {
    const h = await started(data(shopper('guest'), physicalCart()), 'shipping')
    h.actor.send({ type: 'checkout.chooseShipping', id: 'sm-shipping_express' })
    expect(h.calls.saveShipping[0]?.input).toBe('sm-shipping_express')
    const switched = message('payment-method-changed', {
      oldPaymentMethodName: 'Rechnung',
      newPaymentMethodName: 'Karte',
    })
    await h.answer(
      'saveShipping',
      contextAnswer(shopper('guest'), cart(physicalCart().lineItems, [switched])),
    )
    expect(h.actor.getSnapshot().value).toBe('payment')
    expect(h.actor.getSnapshot().context.methodChange).toEqual({
      kind: 'payment',
      oldName: 'Rechnung',
      newName: 'Karte',
    })
  })

  it('submits only with terms accepted, the waiver for downloads, and no blocking errors', async () => {
    const h = await started(data(shopper('guest'), downloadCart()), 'confirm')
    h.actor.send({ type: 'checkout.submit' })
    expect(h.actor.getSnapshot().value).toBe('confirm')
    h.actor.send({ type: 'checkout.acceptTerms', accepted: true })
    expect(h.actor.getSnapshot().can({ type: 'checkout.submit' })).toBe(false)
    h.actor.send({ type: 'checkout.declareWaiver', declared: true })
    expect(h.actor.getSnapshot().can({ type: 'checkout.submit' })).toBe(true)

    const blocked = { ...message('shipping-method-blocked'), level: 'warning' as const }
    const b = await started(data(shopper('customer'), cart(physicalCart().lineItems, [blocked])), 'confirm')
    b.actor.send({ type: 'checkout.acceptTerms', accepted: true })
    expect(b.actor.getSnapshot().can({ type: 'checkout.submit' })).toBe(false)
  })
})

describe('placing', () => {
  it('places one order per double click and tells who listens', async () => {
    const h = await readyToSubmit()
    h.actor.send({ type: 'checkout.submit' })
    h.actor.send({ type: 'checkout.submit' })
    expect(h.calls.placeOrder).toHaveLength(1)
    expect(h.calls.placeOrder[0]?.input.confirmedCart.lineItems[0]?.quantity).toBe(1)
    await h.answer('placeOrder', {
      outcome: 'placed',
      order: order('payment_prepayment', 'open'),
      session: shopper('customer'),
      cart: cart([]),
    })
    expect(h.actor.getSnapshot().value).toBe('placed')
    expect(h.emitted).toContainEqual({
      type: 'checkout.placed',
      orderId: order('x', 'open').id,
      orderNumber: '10042',
    })
    await h.answer('startPayment', { redirectUrl: null })
    expect(h.actor.getSnapshot().value).toBe('awaitingTransfer')
  })

  it('goes back to confirm with the changes when the cart changed meanwhile', async () => {
    const h = await readyToSubmit()
    h.actor.send({ type: 'checkout.submit' })
    await h.answer('placeOrder', {
      outcome: 'cartChanged',
      session: shopper('customer'),
      cart: physicalCart(3),
    })
    const { value, context } = h.actor.getSnapshot()
    expect(value).toBe('confirm')
    expect(context.changes.map((change) => change.kind)).toEqual(['quantity', 'total'])
    // The shopper confirms the new cart again.
    expect(context.termsAccepted).toBe(false)
  })

  it('shows the empty state when the cart was ordered meanwhile (another tab)', async () => {
    const h = await readyToSubmit()
    h.actor.send({ type: 'checkout.submit' })
    await h.answer('placeOrder', { outcome: 'cartChanged', session: shopper('customer'), cart: cart([]) })
    expect(h.actor.getSnapshot().value).toBe('empty')
  })

  it('keeps the confirm step with the failure when the order is refused', async () => {
    const h = await readyToSubmit()
    h.actor.send({ type: 'checkout.submit' })
    await h.fail('placeOrder', storeApiFailure({ status: 403, reason: 'notLoggedIn' }))
    expect(h.actor.getSnapshot().value).toBe('confirm')
    expect(h.actor.getSnapshot().context.failure).toMatchObject({ operation: 'place', reason: 'notLoggedIn' })
  })
})

describe('paying', () => {
  async function placedByCard() {
    const h = await readyToSubmit()
    h.actor.send({ type: 'checkout.submit' })
    await h.answer('placeOrder', {
      outcome: 'placed',
      order: order('payment_card', 'open'),
      session: shopper('customer'),
      cart: cart([]),
    })
    await h.answer('startPayment', { redirectUrl: '/demo-payment/abc' })
    return h
  }

  it('counts down five seconds, then asks the UI to leave for the provider', async () => {
    const h = await placedByCard()
    expect(h.actor.getSnapshot().value).toBe('redirecting')
    expect(h.calls.startPayment[0]?.input).toEqual({ returnPath: null, orderId: order('x', 'open').id })
    h.clock.increment(4999)
    expect(h.emitted.some((event) => event.type === 'checkout.redirect')).toBe(false)
    h.clock.increment(1)
    expect(h.emitted).toContainEqual({ type: 'checkout.redirect', url: '/demo-payment/abc' })
    expect(h.actor.getSnapshot().value).toBe('awaitingPayment')
  })

  it('ignores the success route asking for the order it is paying, loads any other', async () => {
    const h = await placedByCard()
    h.actor.send({ type: 'checkout.resumeOrder', orderId: order('x', 'open').id, outcome: 'placed' })
    expect(h.actor.getSnapshot().value).toBe('redirecting')
    expect(h.calls.loadOrder).toHaveLength(0)
    h.actor.send({ type: 'checkout.resumeOrder', orderId: order('x', 'open').id, outcome: 'unpaid' })
    expect(h.actor.getSnapshot().value).toBe('loadingOrder')
  })

  it('stays on the page when the shopper says so (the pay-now link remains)', async () => {
    const h = await placedByCard()
    h.actor.send({ type: 'checkout.stay' })
    h.clock.increment(10_000)
    expect(h.actor.getSnapshot().value).toBe('awaitingPayment')
    expect(h.actor.getSnapshot().context.redirectUrl).toBe('/demo-payment/abc')
    expect(h.emitted.some((event) => event.type === 'checkout.redirect')).toBe(false)
  })

  it('keeps the order unpaid when the payment cannot start', async () => {
    const h = await readyToSubmit()
    h.actor.send({ type: 'checkout.submit' })
    await h.answer('placeOrder', {
      outcome: 'placed',
      order: order('payment_card', 'open'),
      session: shopper('customer'),
      cart: cart([]),
    })
    await h.fail('startPayment', storeApiFailure({ status: 502, kind: 'network' }))
    expect(h.actor.getSnapshot().value).toBe('unpaid')
    expect(h.actor.getSnapshot().context.order?.orderNumber).toBe('10042')
  })
})

describe('resuming an order', () => {
  async function resumed(outcome: 'placed' | 'paid' | 'unpaid', loaded: ReturnType<typeof order>) {
    const h = harness()
    h.actor.send({ type: 'checkout.resumeOrder', orderId: loaded.id, outcome })
    expect(h.calls.loadOrder[0]?.input).toEqual({ orderId: loaded.id })
    await h.answer('loadOrder', loaded)
    return h
  }

  it('follows the transaction: paid, failed, open transfer, open card', async () => {
    expect((await resumed('paid', order('payment_card', 'paid'))).actor.getSnapshot().value).toBe('paid')
    expect((await resumed('unpaid', order('payment_card', 'failed'))).actor.getSnapshot().value).toBe(
      'unpaid',
    )
    expect((await resumed('placed', order('payment_prepayment', 'open'))).actor.getSnapshot().value).toBe(
      'awaitingTransfer',
    )
    // Just placed, paid by card: the payment starts (again).
    expect((await resumed('placed', order('payment_card', 'open'))).actor.getSnapshot().value).toBe('placed')
    // Back from the provider without paying: retrying is offered instead of a redirect loop.
    expect((await resumed('unpaid', order('payment_card', 'open'))).actor.getSnapshot().value).toBe('unpaid')
  })

  it('retries: the same method after a failure is reopened, and the payment starts again', async () => {
    const h = await resumed('unpaid', order('payment_card', 'failed'))
    h.actor.send({ type: 'checkout.retryPayment', paymentMethodId: 'pm-payment_card' })
    expect(h.calls.changePayment[0]?.input).toEqual({
      orderId: order('x', 'open').id,
      paymentMethodId: 'pm-payment_card',
      change: true,
    })
    await h.answer('changePayment', order('payment_card', 'open'))
    expect(h.actor.getSnapshot().value).toBe('placed')
    expect(h.calls.startPayment).toHaveLength(1)
  })

  it('pays from another page: the provider returns to the path the page asked for', async () => {
    const h = harness()
    const loaded = order('payment_card', 'failed')
    const returnPath = `/account/order/${loaded.id}`
    h.actor.send({ type: 'checkout.resumeOrder', orderId: loaded.id, outcome: 'unpaid', returnPath })
    await h.answer('loadOrder', loaded)
    h.actor.send({ type: 'checkout.retryPayment', paymentMethodId: 'pm-payment_card' })
    await h.answer('changePayment', order('payment_card', 'open'))
    expect(h.calls.startPayment[0]?.input).toEqual({ orderId: loaded.id, returnPath })
  })

  it('retries with the same open method without changing it', async () => {
    const h = await resumed('unpaid', order('payment_card', 'open'))
    h.actor.send({ type: 'checkout.retryPayment', paymentMethodId: 'pm-payment_card' })
    expect(h.calls.changePayment[0]?.input.change).toBe(false)
  })

  it('accepts no change of a paid order, and an unknown order is unavailable', async () => {
    const h = await resumed('paid', order('payment_card', 'paid'))
    h.actor.send({ type: 'checkout.retryPayment', paymentMethodId: 'pm-payment_prepayment' })
    expect(h.actor.getSnapshot().value).toBe('paid')
    const missing = harness()
    missing.actor.send({ type: 'checkout.resumeOrder', orderId: 'nope', outcome: 'paid' })
    await missing.fail('loadOrder', storeApiFailure({ status: 404, reason: 'notFound' }))
    expect(missing.actor.getSnapshot().value).toBe('unavailable')
    expect(missing.actor.getSnapshot().context.failure).toMatchObject({
      operation: 'loadOrder',
      reason: 'notFound',
    })
  })
})

describe('browser history (checkout.navigate)', () => {
  // Defect 16: Back on the shipping step left the checkout. The route asks the machine for the step
  // the URL moved to; the machine shows it when its prerequisites hold, in both directions.
  it('goes back and forward between the steps whose prerequisites hold', async () => {
    const h = await started(data(shopper('customer'), physicalCart()), 'shipping')
    expect(h.actor.getSnapshot().value).toBe('shipping')
    h.actor.send({ type: 'checkout.navigate', step: 'addresses' })
    expect(h.actor.getSnapshot().context.step).toBe('addresses')
    h.actor.send({ type: 'checkout.navigate', step: 'shipping' })
    expect(h.actor.getSnapshot().value).toBe('shipping')
    h.actor.send({ type: 'checkout.navigate', step: 'confirm' })
    expect(h.actor.getSnapshot().value).toBe('confirm')
  })

  it('stays where it is for a step it may not show', async () => {
    const h = await started(data(shopper('customer'), downloadCart()), 'payment')
    expect(h.actor.getSnapshot().value).toBe('payment')
    // A cart of downloads has no shipping step.
    h.actor.send({ type: 'checkout.navigate', step: 'shipping' })
    expect(h.actor.getSnapshot().value).toBe('payment')
  })

  it('does not let a refused guest past the first step', async () => {
    const h = await started(data(shopper('guest'), physicalCart(), { guestCheckout: false }))
    expect(h.actor.getSnapshot().value).toBe('who')
    h.actor.send({ type: 'checkout.navigate', step: 'addresses' })
    expect(h.actor.getSnapshot().value).toBe('who')
  })
})

describe('telling its parent', () => {
  it('tells the parent the context and cart its change left, for the session and the cart', async () => {
    const { parent, received } = recordingParent<CheckoutContextChanged>()
    const h = harness({ parent })
    h.actor.send({ type: 'checkout.start' })
    await h.answer('loadCheckout', data(shopper('guest'), downloadCart()))
    // Loading changed nothing: nobody is told.
    expect(received).toEqual([])
    h.actor.send({ type: 'checkout.setAddresses', billingAddressId: 'a1', shippingAddressId: 'a1' })
    await h.answer('saveAddresses', contextAnswer(shopper('customer'), downloadCart()))
    expect(received).toEqual([
      { type: 'checkout.contextChanged', session: shopper('customer'), cart: downloadCart() },
    ])
  })
})
