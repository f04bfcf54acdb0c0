/**
 * The orders a shopper may see, read for the Store API: a customer's own, a guest's by deep link
 * code, one just placed; serialised by serialize/orders.ts. Also what the account pages decide per
 * order: whether its payment method may still change, and which download files it grants. With the
 * other readers of placed orders (order-source.ts), above the checkout whose transactions it reads.
 */
import { holdsMoney } from '../checkout/transactions.ts'
import type { RequestContext } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import type { Db } from '../db/database.ts'
import { type OrderRow, serializeOrders } from '../serialize/orders.ts'

type Json = Record<string, unknown>

/**
 * The customer's orders as Shopware's Order documents, with every association the account pages use:
 * addresses, billingAddress, deliveries (address, method, state), lineItems (downloads with media and
 * accessGranted), transactions (payment method, state), documents, orderCustomer, currency.
 */
export function customerOrders(shop: Shop, ctx: RequestContext, customerId: string): Json[] {
  const db = shop.db
  const orders = db
    .prepare<[string, string], OrderRow>(
      'SELECT * FROM orders WHERE customer_id = ? AND sales_channel_id = ? ORDER BY order_date_time DESC, id',
    )
    .all(customerId, ctx.salesChannel.id)
  return serializeOrders(shop, ctx, orders)
}

/** The orders of the sales channel with this deep link code (a guest's way in, see order-state/). */
export function ordersByDeepLink(shop: Shop, ctx: RequestContext, code: string): Json[] {
  const rows = shop.db
    .prepare<[string, string], OrderRow>(
      'SELECT * FROM orders WHERE deep_link_code = ? AND sales_channel_id = ?',
    )
    .all(code, ctx.salesChannel.id)
  return serializeOrders(shop, ctx, rows)
}

/** One order of the sales channel as the Store API shows it (after checkout), or undefined. */
export function orderById(shop: Shop, ctx: RequestContext, orderId: string): Json | undefined {
  const rows = shop.db
    .prepare<[string, string], OrderRow>('SELECT * FROM orders WHERE id = ? AND sales_channel_id = ?')
    .all(orderId, ctx.salesChannel.id)
  return serializeOrders(shop, ctx, rows)[0]
}

/**
 * Whether the customer may still change the payment method of an order (Shopware's
 * paymentChangeable): the latest transaction is not paid and the order is not cancelled.
 */
export function paymentChangeable(order: Json): boolean {
  const state = (order.stateMachineState as Json | undefined)?.technicalName
  const transactions = Array.isArray(order.transactions) ? (order.transactions as Json[]) : []
  const latest = transactions.at(-1)
  const tState = (latest?.stateMachineState as Json | undefined)?.technicalName
  // as POST /order/payment decides: no transaction of the order may still hold the money
  const holding = transactions.some((t) =>
    holdsMoney(String((t.stateMachineState as Json | undefined)?.technicalName ?? '')),
  )
  return (
    state !== 'cancelled' &&
    !holding &&
    ['open', 'failed', 'reminded', 'unconfirmed', 'cancelled'].includes(String(tState))
  )
}

export interface DownloadFile {
  path: string
  fileName: string
  fileExtension: string
  mimeType: string
}

/**
 * The file of an order line item download when it belongs to one of `customerId`'s orders, access
 * has been granted, and the order is paid (a transaction in state paid) and not cancelled; undefined
 * otherwise, whatever the reason. The grant alone is not trusted: a grant left behind on an order
 * cancelled or refunded later must not keep serving the file.
 */
export function grantedDownload(
  db: Db,
  customerId: string,
  orderId: string,
  downloadId: string,
): DownloadFile | undefined {
  return db
    .prepare<[string, string, string], DownloadFile>(
      `SELECT m.path AS path, m.file_name AS fileName, m.file_extension AS fileExtension, m.mime_type AS mimeType
       FROM order_line_item_download d
       JOIN order_line_item i ON i.id = d.order_line_item_id
       JOIN orders o ON o.id = i.order_id
       JOIN media m ON m.id = d.media_id
       WHERE d.id = ? AND o.id = ? AND o.customer_id = ? AND d.access_granted = 1
         AND o.state != 'cancelled'
         AND EXISTS (SELECT 1 FROM order_transaction t WHERE t.order_id = o.id AND t.state = 'paid')`,
    )
    .get(downloadId, orderId, customerId)
}
