// The checkout as the storefront sees it: its steps, the shop's checkout configuration, the order it
// places, its failures, and pure rules over carts (what blocks an order, what changed since the
// shopper confirmed, which step may be shown). Imports nothing but other domain modules.

import {
  type Cart,
  type CartMessage,
  cartStateKind,
  goodItemCount,
  productItems,
  STATE_IS_DOWNLOAD,
} from './cart.ts'
import type { Order, Violation } from './customer.ts'
import { asFailure, type FailureView, failureView, storeApiFailure } from './failure.ts'
import { isGuestSession, sessionIdentity } from './session.ts'
import type { PaymentMethod, SessionContext, ShippingMethod } from './types.ts'
import type { CustomerAddress } from './customer.ts'

import { CHECKOUT_STEPS, type CheckoutStep, isCheckoutStep } from './checkout-steps.ts'

export { CHECKOUT_STEPS, type CheckoutStep, isCheckoutStep }

export interface BankAccount {
  accountHolder: string
  bankName: string
  iban: string
  bic: string
}

/** The sales channel's checkout settings (GET /context → salesChannel.customFields). */
export interface CheckoutConfig {
  /** Guests may order (Shopware's guest checkout); off: only logged-in customers. */
  guestCheckout: boolean
  /** Where prepayment and invoice orders are paid to; null when the shop configured none. */
  bankAccount: BankAccount | null
  invoiceDueDays: number | null
}

/** Payment methods that never leave the shop: the order stays unpaid until the transfer arrives. */
export const TRANSFER_PAYMENT_METHODS: readonly string[] = ['payment_prepayment', 'payment_invoice']

/** An order as the checkout needs it: the account's order plus how it is paid. */
export interface CheckoutOrder extends Order {
  paymentMethodId: string | null
  /** Technical name of the transaction's payment method (`payment_card` …). */
  paymentTechnicalName: string | null
  deepLinkCode: string | null
  /**
   * The shopper may still choose another payment method (Shopware's `paymentChangeable` of POST
   * /order, which knows every rule of POST /order/payment, e.g. no transaction holding money).
   */
  paymentChangeable: boolean
}

/** What the success routes say happened: placed (just now), back from the provider paid or not. */
export type OrderOutcome = 'placed' | 'paid' | 'unpaid'

/** Where an order stands for the checkout after (re)loading it. */
export type OrderStanding = 'paid' | 'unpaid' | 'awaitingTransfer' | 'placed'

/**
 * The transaction state decides: paid is paid, failed or cancelled is unpaid. An open transaction
 * of a transfer method waits for the transfer; of a provider method it is paid next (placed), unless
 * the shopper just came back from the provider without paying (outcome 'unpaid' or a 'paid' the
 * provider did not confirm): then retrying is offered instead of redirecting again.
 */
export function orderStanding(order: CheckoutOrder, outcome: OrderOutcome): OrderStanding {
  const state = order.transactionState
  if (state === 'paid') return 'paid'
  if (state !== 'open' && state !== 'reminded' && state !== 'unconfirmed') return 'unpaid'
  if (order.paymentTechnicalName && TRANSFER_PAYMENT_METHODS.includes(order.paymentTechnicalName)) {
    return 'awaitingTransfer'
  }
  return outcome === 'placed' ? 'placed' : 'unpaid'
}

/** Retrying needs POST /order/payment unless the same method's transaction is still open. */
export function needsPaymentChange(order: CheckoutOrder, paymentMethodId: string): boolean {
  return order.paymentMethodId !== paymentMethodId || order.transactionState !== 'open'
}

/** Everything the checkout reads when it starts. */
export interface CheckoutData {
  session: SessionContext
  cart: Cart
  config: CheckoutConfig
  shippingMethods: ShippingMethod[]
  paymentMethods: PaymentMethod[]
  /** The customer's (or guest's) address book; empty for an anonymous shopper. */
  addresses: CustomerAddress[]
}

/**
 * What the checkout's actors answer after every context change (PATCH, then GET /context and GET
 * /checkout/cart): the methods available for the new context and, where it changed, the addresses.
 */
export interface ContextAnswer {
  session: SessionContext
  cart: Cart
  shippingMethods: ShippingMethod[]
  paymentMethods: PaymentMethod[]
  addresses: CustomerAddress[] | null
}

/** What placing answers: the order, or the cart that changed since the shopper confirmed it. */
export type PlaceOrderResult =
  | { outcome: 'placed'; order: CheckoutOrder; session: SessionContext; cart: Cart }
  | { outcome: 'cartChanged'; session: SessionContext; cart: Cart }

export type CheckoutOperation =
  | 'load'
  | 'saveAddresses'
  | 'createAddress'
  | 'saveShipping'
  | 'savePayment'
  | 'who'
  | 'place'
  | 'startPayment'
  | 'loadOrder'
  | 'changePayment'

/** A failed checkout operation, serialisable (the violations name the fields of a refused address). */
export interface CheckoutFailure extends FailureView {
  operation: CheckoutOperation
  violations: Violation[]
}

export function describeCheckoutFailure(operation: CheckoutOperation, error: unknown): CheckoutFailure {
  const failure = asFailure(error)
  return { operation, ...failureView(failure), violations: failure.violations }
}

/** Shopware's words when an order is placed without a logged-in customer (the UI translates the reason). */
export const NOT_LOGGED_IN_MESSAGE = 'You must be logged-in before submitting an order'

/** The refusal of a guest when the shop has guest checkout switched off. */
export function guestRefused(): CheckoutFailure {
  const failure = storeApiFailure({
    kind: 'unexpected',
    status: null,
    reason: 'notLoggedIn',
    message: NOT_LOGGED_IN_MESSAGE,
  })
  return { operation: 'who', ...failureView(failure), violations: [] }
}

/** Cart error keys that block an order whatever their level (Shopware's blockOrder()). */
const BLOCKING_KEYS = new Set(['shipping-method-blocked', 'payment-method-blocked'])

/** Whether a cart error blocks the order: every error-level one and the blocked methods. */
export function blocksOrder(message: CartMessage): boolean {
  return message.level === 'error' || BLOCKING_KEYS.has(message.messageKey)
}

export function blockingErrors(cart: Cart | null): CartMessage[] {
  return cart ? cart.errors.filter(blocksOrder) : []
}

/** The shop switched a method the shopper had (it became unavailable); names as the shopper saw them. */
export interface MethodChange {
  kind: 'shipping' | 'payment'
  oldName: string
  newName: string
}

/** The last method switch the cart reports, if any (`shipping-method-changed` / `payment-method-changed`). */
export function methodChangeOf(cart: Cart | null): MethodChange | null {
  if (!cart) return null
  for (const message of [...cart.errors].reverse()) {
    const kind =
      message.messageKey === 'shipping-method-changed'
        ? 'shipping'
        : message.messageKey === 'payment-method-changed'
          ? 'payment'
          : null
    if (!kind) continue
    const prefix = kind === 'shipping' ? 'ShippingMethod' : 'PaymentMethod'
    return {
      kind,
      oldName: message.parameters[`old${prefix}Name`] ?? '',
      newName: message.parameters[`new${prefix}Name`] ?? '',
    }
  }
  return null
}

/** The cart holds a download: the withdrawal waiver must be declared. */
export function hasDownloads(cart: Cart | null): boolean {
  return productItems(cart).some((item) => item.states.includes(STATE_IS_DOWNLOAD))
}

export function isCartEmpty(cart: Cart | null): boolean {
  return goodItemCount(cart) <= 0
}

/** Whether the shopper is someone an order can be placed for (a guest only with guest checkout on). */
export function checkoutIdentity(session: SessionContext | null): 'anonymous' | 'guest' | 'customer' {
  const identity = sessionIdentity(session)
  if (identity === 'loggedIn') return 'customer'
  return isGuestSession(session?.customer) ? 'guest' : 'anonymous'
}

/**
 * Whether `step` may be shown (a reload resumes there): everything before it is done. The context
 * always carries a shipping and a payment method (Shopware preselects them), so after the addresses
 * only the shipping step is skipped, for a cart of downloads only.
 */
export function stepReachable(
  step: CheckoutStep,
  session: SessionContext | null,
  cart: Cart | null,
): boolean {
  if (step === 'who') return true
  if (checkoutIdentity(session) === 'anonymous') return false
  if (step === 'addresses') return true
  const customer = session?.customer
  const addressed = Boolean(customer?.activeBillingAddress && customer.activeShippingAddress)
  if (!addressed) return false
  const virtual = cartStateKind(cart) === 'virtual'
  if (step === 'shipping') return !virtual
  const shipped = virtual || Boolean(session?.shippingMethod)
  if (step === 'payment') return shipped
  return shipped && Boolean(session?.paymentMethod)
}

export { explainCartChanges, type CartDifference } from './checkout-changes.ts'
