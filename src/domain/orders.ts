// After the order: what a customer or guest may still do with it (pay again, cancel, withdraw) and
// the shapes of the guest's credentials and of a declared withdrawal. Pure rules, no I/O.

import type { Order } from './customer.ts'
import type { SessionContext } from './types.ts'

/** Transaction states in which the order counts as paid (its payment can no longer change). */
const PAID = new Set(['paid', 'paid_partially', 'authorized', 'refunded', 'refunded_partially', 'chargeback'])
/** Transaction states from which the shopper may pay again (Shopware's paymentChangeable). */
const PAYABLE = new Set(['open', 'failed', 'reminded', 'unconfirmed', 'cancelled'])
const SHIPPED = new Set(['shipped', 'shipped_partially', 'returned', 'returned_partially'])

/** The order may be paid (again) from its page: not cancelled and not paid. */
export function canPayOrder(order: Pick<Order, 'status' | 'transactionState'>): boolean {
  return order.status !== 'cancelled' && PAYABLE.has(order.transactionState ?? '')
}

/**
 * What an order's page says about its payment: `failed` (declined, cancelled at the provider: pay it
 * again), `due` (nothing failed, it is simply not paid yet: a transfer to make, or a payment not
 * started), or null (paid, money held, or the order is cancelled and owes nothing).
 */
export function unpaidNotice(order: Pick<Order, 'status' | 'transactionState'>): 'failed' | 'due' | null {
  const state = order.transactionState ?? ''
  if (order.status === 'cancelled' || PAID.has(state)) return null
  return state === 'failed' || state === 'cancelled' ? 'failed' : 'due'
}

/** Why an order cannot be cancelled by the shopper, or null when it can. */
export type CancelBlock = 'cancelled' | 'closed' | 'paid' | 'shipped'

export function cancelBlock(
  order: Pick<Order, 'status' | 'transactionState' | 'deliveryState'>,
): CancelBlock | null {
  if (order.status === 'cancelled') return 'cancelled'
  if (order.status !== 'open') return 'closed'
  if (PAID.has(order.transactionState ?? '')) return 'paid'
  if (SHIPPED.has(order.deliveryState ?? '')) return 'shipped'
  return null
}

/** What a guest proves to open an order from the mail link (Shopware asks e-mail and postal code). */
export interface GuestCredentials {
  email: string
  zipcode: string
}

export interface WithdrawalInput {
  orderNumber: string
  email: string
  /** The items withdrawn; empty: the whole order (unless described in `itemsDescription`). */
  lineItemIds: string[]
  /** Which items, in the shopper's words ('' for none). */
  itemsDescription: string
  comment: string
}

export interface WithdrawalItem {
  id: string
  label: string
  quantity: number
}

/** The receipt of a withdrawal, as shown on screen (the mail says the same). */
export interface WithdrawalReceipt {
  orderNumber: string
  /** ISO time the shop received it. */
  receivedAt: string
  lineItems: WithdrawalItem[]
  /** Which items, in the shopper's words (null: the listed items or the whole order). */
  itemsDescription: string | null
  /** Items whose right of withdrawal was waived at checkout (digital content). */
  excludedLineItems: WithdrawalItem[]
  /**
   * 'shop': recorded by the shop's withdrawal route (confirmation mail sent); 'contactForm': the
   * back end lacks that route (a plain Shopware), so the declaration went out as a contact message.
   */
  channel: 'shop' | 'contactForm'
}

/** What the order pages ask the shop to do (one request per submit). */
export type OrderRequest =
  | { kind: 'openGuestOrder'; code: string; credentials: GuestCredentials }
  | { kind: 'withdraw'; input: WithdrawalInput }
  | { kind: 'cancel'; orderId: string }

/** The answer to an OrderRequest. */
export type OrderResult =
  /**
   * The order the deep link opened; `session` is the context the proof of e-mail and postal code
   * logged in as the guest (null when the order was not found), for the header and the payment.
   */
  | { kind: 'guestOrder'; order: Order | null; session: SessionContext | null }
  | { kind: 'withdrawn'; receipt: WithdrawalReceipt }
  | { kind: 'cancelled'; orderId: string }
