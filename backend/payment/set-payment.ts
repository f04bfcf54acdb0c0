/**
 * A placed order's payment method changes (Shopware's SetPaymentOrderRoute, POST /order/payment):
 * the payment sessions started before end, and the transaction reopens or a new one starts with the
 * chosen method. It lives with the payment processing it calls (process.ts), above the checkout
 * that placed the order.
 */
import { orderFacts, paymentBlockReason } from '../cart/availability.ts'
import { writeTransaction } from '../cart/store.ts'
import { checkoutProblems } from '../checkout/errors.ts'
import {
  canTransition,
  holdsMoney,
  PAID_STATES,
  transactionsOf,
  transition,
} from '../checkout/transactions.ts'
import type { RequestContext } from '../core/context.ts'
import type { CustomerRow } from '../core/customers.ts'
import type { Shop } from '../core/shop.ts'
import { randomId } from '../lib/ids.ts'
import { endOrderPayments } from './process.ts'

/** Transaction states after which the shopper may pick another method (Shopware's paymentChangeable). */
const CHANGEABLE = new Set(['open', 'failed', 'reminded', 'unconfirmed', 'cancelled'])

interface OrderRow {
  id: string
  order_number: string
  state: string
  price: string
}

/** A transaction amount as Shopware builds it from the order price (SetPaymentOrderRoute). */
function amountOf(price: string): string {
  const p = JSON.parse(price) as Record<string, unknown>
  const total = Number(p.totalPrice ?? 0)
  return JSON.stringify({
    unitPrice: total,
    quantity: 1,
    totalPrice: total,
    calculatedTaxes: Array.isArray(p.calculatedTaxes) ? p.calculatedTaxes : [],
    taxRules: Array.isArray(p.taxRules) ? p.taxRules : [],
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  })
}

/**
 * POST /order/payment: changes the payment method of the customer's unpaid order, as Shopware's
 * SetPaymentOrderRoute does. The same method as the current transaction reopens it (after a failed
 * or cancelled payment); another method cancels the open transactions and starts a new one in the
 * initial state; either way the payment sessions started before end. Refused: another customer's
 * or unknown order (404 CHECKOUT__ORDER_ORDER_NOT_FOUND), a method the order cannot use (400
 * CHECKOUT__UNKNOWN_PAYMENT_METHOD), an order with any paid or authorised transaction (400
 * CHECKOUT__ORDER_ORDER_ALREADY_PAID), a cancelled order or one whose payment is in progress (403
 * CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE).
 */
export function setOrderPayment(
  shop: Shop,
  ctx: RequestContext,
  customer: CustomerRow,
  orderId: string,
  paymentMethodId: string,
  now: Date,
): void {
  const db = shop.db
  writeTransaction(db, () => {
    const order = db
      .prepare<[string, string, string], OrderRow>(
        'SELECT id, order_number, state, price FROM orders WHERE id = ? AND customer_id = ? AND sales_channel_id = ?',
      )
      .get(orderId, customer.id, ctx.salesChannel.id)
    if (!order) throw checkoutProblems.orderNotFound(orderId)
    const method = shop
      .forLanguage(ctx.salesChannel.id, ctx.languageId)
      .paymentMethods.find((m) => m.id === paymentMethodId)
    if (!method || paymentBlockReason(shop, orderFacts(shop, orderId, customer), method) !== null)
      throw checkoutProblems.unknownPaymentMethod(paymentMethodId)
    const transactions = transactionsOf(db, orderId)
    const last = transactions.at(-1)
    // Shopware looks at the latest transaction only; an older one that still holds the money (paid
    // through a session of a replaced transaction) counts as well: another method would ask twice
    if ((last && PAID_STATES.has(last.state)) || transactions.some((t) => holdsMoney(t.state)))
      throw checkoutProblems.orderAlreadyPaid(orderId, order.order_number)
    if (order.state === 'cancelled' || (last && !CHANGEABLE.has(last.state)))
      throw checkoutProblems.paymentNotChangeable()

    if (last && last.payment_method_id === paymentMethodId && last.state === 'open') return
    // the transaction is reopened or replaced: no session started for it before may still pay
    endOrderPayments(db, orderId, now)
    if (last && last.payment_method_id === paymentMethodId) {
      if (canTransition(last.state, 'reopen')) {
        transition(db, last.id, 'reopen')
        return
      }
    }
    for (const t of transactions) {
      if (t.state === 'cancelled' || t.state === 'failed') continue
      if (canTransition(t.state, 'cancel')) transition(db, t.id, 'cancel')
    }
    // strictly after the previous one, so "the latest transaction" never depends on id order
    const at = new Date(Math.max(now.getTime(), last ? Date.parse(last.created_at) + 1 : 0)).toISOString()
    db.prepare(
      `INSERT INTO order_transaction (id, order_id, payment_method_id, state, amount, created_at)
       VALUES (?, ?, ?, 'open', ?, ?)`,
    ).run(randomId(), orderId, paymentMethodId, amountOf(order.price), at)
  })
}
