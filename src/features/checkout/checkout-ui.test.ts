import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { order } from '../../domain/checkout.test-support.ts'
import { storeApiFailure, failureView } from '../../domain/failure.ts'
import type { CheckoutFailure, CheckoutOperation } from '../../domain/checkout.ts'
import type { ActorView, ContextOf } from '../../system/index.ts'
import { checkoutFailureText } from './messages.ts'
import { orderScreen } from './order-selectors.ts'
import { checkoutScreen } from './selectors.ts'

/** The checkout's context as the selectors see it (without the machine's wiring to the root). */
type CheckoutContext = ContextOf<'checkout'>

const EMPTY: CheckoutContext = {
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
}

function view(value: string, context: Partial<CheckoutContext> = {}): ActorView<CheckoutContext> {
  return { value, context: { ...EMPTY, ...context }, matches: (state) => state === value }
}

function failure(operation: CheckoutOperation, init: Parameters<typeof storeApiFailure>[0]): CheckoutFailure {
  const built = storeApiFailure(init)
  return { operation, ...failureView(built), violations: built.violations }
}

describe('checkoutScreen', () => {
  it('is loading before the browser runs the system and while the checkout reads', () => {
    expect(checkoutScreen(undefined)).toEqual({ kind: 'loading' })
    expect(checkoutScreen(view('preparing'))).toEqual({ kind: 'loading' })
  })

  it('shows the step the machine is on, busy while its choice is saved', () => {
    expect(checkoutScreen(view('payment', { step: 'payment' }))).toEqual({
      kind: 'step',
      step: 'payment',
      busy: false,
    })
    expect(checkoutScreen(view('savingPayment', { step: 'payment' }))).toEqual({
      kind: 'step',
      step: 'payment',
      busy: true,
    })
    // Placing keeps the confirm page (the order button says it is busy).
    expect(checkoutScreen(view('placing'))).toEqual({ kind: 'step', step: 'confirm', busy: true })
  })

  it('tells empty, unavailable and placed apart', () => {
    expect(checkoutScreen(view('empty')).kind).toBe('empty')
    expect(checkoutScreen(view('unavailable')).kind).toBe('unavailable')
    expect(checkoutScreen(view('redirecting')).kind).toBe('placed')
  })
})

describe('orderScreen', () => {
  const paid = order('payment_card', 'paid')

  it('waits for the order the page asks for, not another one the checkout holds', () => {
    expect(orderScreen(view('paid', { order: paid }), 'another-order')).toEqual({ kind: 'loading' })
    expect(orderScreen(view('paid', { order: paid }), paid.id)).toEqual({ kind: 'order', state: 'paid' })
  })

  it('says when the checkout is busy with this order, so the page does not ask again', () => {
    expect(orderScreen(view('redirecting', { order: paid }), paid.id)).toEqual({
      kind: 'inProgress',
      state: 'redirecting',
    })
    expect(orderScreen(view('changingPayment', { order: paid }), paid.id).kind).toBe('inProgress')
  })
})

describe('checkoutFailureText', () => {
  const i18n = setupI18n({ locale: 'en-GB', messages: { 'en-GB': {} } })

  it('gives the spec texts for a refused guest and a failed payment', () => {
    expect(checkoutFailureText(i18n, failure('who', { reason: 'notLoggedIn' }))).toBe(
      'You must be logged-in before submitting an order',
    )
    expect(checkoutFailureText(i18n, failure('startPayment', { status: 500 }))).toBe(
      'An error occurred. Please try again later or contact us.',
    )
  })

  it('leaves field violations of an address to the fields', () => {
    const refused = failure('saveAddresses', {
      status: 400,
      reason: 'invalidInput',
      violations: [
        { pointer: '/zipcode', field: 'zipcode', reason: 'zipCode', detail: 'bad', parameters: {} },
      ],
    })
    expect(checkoutFailureText(i18n, refused)).toBeNull()
    expect(checkoutFailureText(i18n, failure('saveAddresses', { status: 500 }))).toBe(
      'The address could not be saved. Please check it and try again.',
    )
  })
})
