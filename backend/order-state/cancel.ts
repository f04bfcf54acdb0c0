// The customer cancels an order (Shopware's CancelOrderRoute: transition `cancel` of order.state).
// Shopware itself lets the transition run from open and in_progress and leaves the decision whether
// to offer it to the storefront (`core.cart.enableOrderRefunds`); this shop enforces its policy in
// the back end as well: only an open order that is neither paid nor shipped, and only while the
// setting is on. Paid means any transaction of the order holding money (paid, authorised, partly
// paid or partly refunded), not only the latest. The open payment is cancelled with it, so the order
// no longer asks to be paid, its sessions at the payment provider end, its downloads are withdrawn,
// and the stock its lines took is given back.

import type { PlacementProbe } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import { holdsMoney, PAID_STATES, transactionsOf } from '../checkout/transactions.ts'
import { writeTransaction } from '../cart/store.ts'
import { alterStock, orderedQuantities } from '../checkout/stock.ts'
import { ApiProblem } from '../http/errors.ts'
import { endOrderPayments } from '../payment/process.ts'
import { emitWritten } from '../webhooks/emit.ts'

export type NotCancellableReason = 'disabled' | 'paid' | 'shipped'

/** The setting that lets customers cancel their orders (Shopware's storefront shows the button by it). */
export const CANCEL_SETTING = 'core.cart.enableOrderRefunds'

export const orderNotFound = (id: string) =>
  new ApiProblem(404, 'FRAMEWORK__ENTITY_NOT_FOUND', `order for id ${id} not found.`, {
    parameters: { entity: 'order', identifier: id },
  })

/** Shopware's StateMachineException::illegalStateTransition (the order is no longer open). */
const illegalTransition = (state: string) =>
  new ApiProblem(
    400,
    'SYSTEM__ILLEGAL_STATE_TRANSITION',
    `Illegal transition "cancel" from state "${state}". Possible transitions are: `,
    { parameters: { transition: 'cancel', currentState: state } },
  )

/** This shop's refusal: the order is open but already paid or on its way (reason in parameters). */
export const notCancellable = (reason: NotCancellableReason) =>
  new ApiProblem(400, 'GARTENWERK__ORDER_NOT_CANCELLABLE', `The order cannot be cancelled: ${reason}.`, {
    parameters: { reason },
  })

const SHIPPED = new Set(['shipped', 'shipped_partially', 'returned', 'returned_partially'])

/**
 * Cancels `orderId` of `customerId`; returns the order's new state's technical name. The checks and
 * the writes run in one write transaction taken up front (BEGIN IMMEDIATE): two cancellations of one
 * order (a double click, two replicas) queue on the lock and the second finds it cancelled, so the
 * stock comes back once. The stock the order's lines took is returned as Shopware's
 * OrderStockSubscriber does on the transition to cancelled; a crash leaves the order open with its
 * stock taken or cancelled with its stock back, never one without the other. The stock's
 * `product.written` webhooks go out after the commit.
 */
export function cancelOrder(
  shop: Shop,
  customerId: string,
  orderId: string,
  salesChannelId: string,
  now: Date,
  probe: PlacementProbe = () => {},
) {
  const db = shop.db
  const result = writeTransaction(db, () => {
    const order = db
      .prepare<[string, string, string], { id: string; state: string }>(
        'SELECT id, state FROM orders WHERE id = ? AND customer_id = ? AND sales_channel_id = ?',
      )
      .get(orderId, customerId, salesChannelId)
    if (!order) throw orderNotFound(orderId)
    if (order.state !== 'open') throw illegalTransition(order.state)
    if (shop.configValue(CANCEL_SETTING) !== true) throw notCancellable('disabled')
    // Any transaction, not only the latest: a payment of an older transaction keeps the money, and
    // Shopware needs it refunded before the order may be cancelled
    const transactions = transactionsOf(db, orderId)
    const latest = transactions.at(-1)
    if ((latest && PAID_STATES.has(latest.state)) || transactions.some((t) => holdsMoney(t.state)))
      throw notCancellable('paid')
    const deliveries = db
      .prepare<[string], { state: string }>('SELECT state FROM order_delivery WHERE order_id = ?')
      .all(orderId)
    if (deliveries.some((d) => SHIPPED.has(d.state))) throw notCancellable('shipped')
    const at = now.toISOString()
    db.prepare("UPDATE orders SET state = 'cancelled', updated_at = ? WHERE id = ?").run(at, orderId)
    db.prepare(
      "UPDATE order_transaction SET state = 'cancelled' WHERE order_id = ? AND state IN ('open', 'in_progress', 'unconfirmed', 'reminded', 'failed')",
    ).run(orderId)
    db.prepare("UPDATE order_delivery SET state = 'cancelled' WHERE order_id = ? AND state = 'open'").run(
      orderId,
    )
    // nothing of a cancelled order may still be paid at the provider, nor downloaded
    endOrderPayments(db, orderId, now)
    db.prepare(
      `UPDATE order_line_item_download SET access_granted = 0
       WHERE order_line_item_id IN (SELECT id FROM order_line_item WHERE order_id = ?)`,
    ).run(orderId)
    probe('order-cancelled')
    const written = alterStock(db, orderedQuantities(db, orderId))
    probe('stock-returned')
    return { state: 'cancelled' as const, written }
  })
  emitWritten(db, result.written)
  return result.state
}
