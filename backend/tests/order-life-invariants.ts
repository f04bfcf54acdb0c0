// The money invariants of the order life (docs/security.md, "Money invariants"), read from the
// database and the Store API after every step of a sequence (order-life.property.test.ts). Each
// returns what it found wrong, in words, so a failing run says which rule broke on which order.

import type { Db } from '../db/database.ts'
import type { World } from './order-life.ts'

/** Transaction states in which the shop holds the shopper's money. */
const HOLDING = new Set(['paid', 'paid_partially', 'authorized'])

interface OrderRow {
  id: string
  order_number: string
  state: string
  tax_status: string
  amount_total: number
  amount_net: number
  position_price: number
  price: string
}

interface TransactionRow {
  id: string
  state: string
  amount: string
}

/** The tax state a delivery to this country gives a private customer (Shopware's TaxDetector). */
function expectedTaxStatus(db: Db, countryId: string): string {
  const country = db
    .prepare<[string], { customer_tax_enabled: number; customer_tax_amount: number }>(
      'SELECT customer_tax_enabled, customer_tax_amount FROM country WHERE id = ?',
    )
    .get(countryId)
  return country?.customer_tax_enabled === 1 && Number(country.customer_tax_amount) === 0
    ? 'tax-free'
    : 'gross'
}

/**
 * The country the order is taxed by: its delivery's address, or for an order of downloads only
 * (no delivery: nothing ships) the billing address, where the customer is.
 */
function shippingCountry(db: Db, orderId: string): string | undefined {
  const delivery = db
    .prepare<[string], { country_id: string }>(
      `SELECT oa.country_id FROM order_delivery od JOIN order_address oa ON oa.id = od.shipping_order_address_id
       WHERE od.order_id = ? ORDER BY od.created_at LIMIT 1`,
    )
    .get(orderId)
  if (delivery) return delivery.country_id
  return db
    .prepare<[string], { country_id: string }>(
      'SELECT oa.country_id FROM orders o JOIN order_address oa ON oa.id = o.billing_address_id WHERE o.id = ?',
    )
    .get(orderId)?.country_id
}

const totalOf = (amount: string): number => Number((JSON.parse(amount) as { totalPrice?: number }).totalPrice)

/** What must hold of one order at any moment: taxes by its shipping address, money held once or not at all. */
export function orderViolations(db: Db, orderId: string): string[] {
  const found: string[] = []
  const order = db
    .prepare<[string], OrderRow>(
      'SELECT id, order_number, state, tax_status, amount_total, amount_net, position_price, price FROM orders WHERE id = ?',
    )
    .get(orderId)
  if (!order) return [`order ${orderId} is gone`]
  const name = `order ${order.order_number}`
  const country = shippingCountry(db, orderId)
  if (!country) found.push(`${name} has no address to ship to`)
  else {
    const expected = expectedTaxStatus(db, country)
    if (order.tax_status !== expected)
      found.push(`${name} ships to ${country} (${expected}) but was taxed ${order.tax_status}`)
    const price = JSON.parse(order.price) as { taxStatus?: string }
    if (price.taxStatus !== undefined && price.taxStatus !== order.tax_status)
      found.push(`${name}: price.taxStatus ${price.taxStatus} ≠ tax_status ${order.tax_status}`)
    const tax = Math.round((order.amount_total - order.amount_net) * 100) / 100
    if (expected === 'tax-free' && tax !== 0) found.push(`${name} ships tax-free but carries ${tax} tax`)
    if (expected === 'gross' && order.position_price > 0 && tax <= 0)
      found.push(`${name} ships taxed but carries no tax (${order.amount_total} / ${order.amount_net})`)
  }
  if (order.amount_total < 0 || order.position_price < 0 || order.amount_net < 0)
    found.push(
      `${name} has a negative total (${order.amount_total}, ${order.amount_net}, ${order.position_price})`,
    )

  const transactions = db
    .prepare<[string], TransactionRow>('SELECT id, state, amount FROM order_transaction WHERE order_id = ?')
    .all(orderId)
  const holding = transactions.filter((tx) => HOLDING.has(tx.state))
  const paid = transactions.filter((tx) => tx.state === 'paid')
  if (holding.length > 1)
    found.push(
      `${name} holds money in ${holding.length} transactions (${holding.map((tx) => tx.state).join(', ')})`,
    )
  const paidAmount = paid.reduce((sum, tx) => sum + totalOf(tx.amount), 0)
  if (paid.length > 0 && Math.abs(paidAmount - order.amount_total) > 0.001)
    found.push(`${name} was paid ${paidAmount}, its total is ${order.amount_total}`)
  if (order.state === 'cancelled' && holding.length > 0)
    found.push(`${name} is cancelled but holds money (${holding.map((tx) => tx.state).join(', ')})`)
  return found
}

/** Money held for an order: what decides its downloads, its cancel and its method change. */
export function holdsMoney(db: Db, orderId: string): boolean {
  return db
    .prepare<[string], { state: string }>('SELECT state FROM order_transaction WHERE order_id = ?')
    .all(orderId)
    .some((tx) => HOLDING.has(tx.state))
}

export interface OrderSnapshot {
  state: string
  transactions: number
  holding: boolean
}

export function snapshotOrder(db: Db, orderId: string): OrderSnapshot {
  const row = db.prepare<[string], { state: string }>('SELECT state FROM orders WHERE id = ?').get(orderId)
  const count = db
    .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM order_transaction WHERE order_id = ?')
    .get(orderId)
  return { state: row?.state ?? '', transactions: count?.n ?? 0, holding: holdsMoney(db, orderId) }
}

/** A paid order can neither change its method (no new transaction) nor be cancelled. */
export function paidOrderViolations(name: string, before: OrderSnapshot, after: OrderSnapshot): string[] {
  if (!before.holding) return []
  const found: string[] = []
  if (after.state === 'cancelled' && before.state !== 'cancelled')
    found.push(`${name} was cancelled while paid`)
  if (after.transactions !== before.transactions) found.push(`${name} changed its payment method while paid`)
  return found
}

/**
 * Stock on hand plus what this sequence's open and completed orders took is the stock the sequence
 * began with (the sequences run one after another, so this holds for all of them together). Counted
 * over the sequence's own orders: a scan of every order ever placed made a 10,000-sequence run
 * quadratic.
 */
export function stockViolations(db: Db, before: Map<string, number>, orderIds: readonly string[]): string[] {
  const taken = new Map<string, number>()
  const lines = db.prepare<[string], { product_id: string; quantity: number }>(
    `SELECT li.product_id, li.quantity FROM order_line_item li JOIN orders o ON o.id = li.order_id
     WHERE li.order_id = ? AND li.product_id IS NOT NULL AND o.state != 'cancelled'`,
  )
  for (const id of orderIds)
    for (const row of lines.all(id))
      taken.set(row.product_id, (taken.get(row.product_id) ?? 0) + row.quantity)
  const found: string[] = []
  const stockOf = db.prepare<[string], { stock: number }>('SELECT stock FROM product WHERE id = ?')
  for (const [id, initial] of before) {
    const stock = stockOf.get(id)?.stock ?? 0
    const held = taken.get(id) ?? 0
    if (initial !== stock + held)
      found.push(`product ${id}: stock ${stock} + ordered ${held} ≠ ${initial} when the sequence began`)
  }
  return found
}

/** The stock of the products a sequence can order (its lines and the premium gifts). */
export function stockOfProducts(db: Db, productIds: readonly string[]): Map<string, number> {
  const stockOf = db.prepare<[string], { stock: number }>('SELECT stock FROM product WHERE id = ?')
  return new Map(productIds.map((id) => [id, stockOf.get(id)?.stock ?? 0]))
}

/** A single-use code (max_redemptions_global) is in at most that many orders, cancelled ones too. */
export function codeViolations(db: Db): string[] {
  return db
    .prepare<[], { code: string | null; max: number; orders: number }>(
      `SELECT p.code, p.max_redemptions_global AS max, COUNT(DISTINCT li.order_id) AS orders
       FROM promotion p JOIN order_line_item li ON li.promotion_id = p.id
       WHERE p.max_redemptions_global IS NOT NULL GROUP BY p.id HAVING orders > max`,
    )
    .all()
    .map((row) => `code ${row.code ?? '(automatic)'} is in ${row.orders} orders, at most ${row.max} allowed`)
}

/** Downloads are served exactly for paid, not cancelled orders (asked as their owner would). */
export async function downloadViolations(world: World): Promise<string[]> {
  const found: string[] = []
  for (const order of world.orders) {
    const downloads = world.t.db
      .prepare<[string], { id: string }>(
        `SELECT d.id FROM order_line_item_download d JOIN order_line_item li ON li.id = d.order_line_item_id
         WHERE li.order_id = ?`,
      )
      .all(order.id)
    if (downloads.length === 0) continue
    const state = world.t.db
      .prepare<[string], { state: string }>('SELECT state FROM orders WHERE id = ?')
      .get(order.id)
    const served = holdsPaid(world.t.db, order.id) && state?.state !== 'cancelled'
    const owner = order.owner === 0 ? world.auditor : world.shoppers[1]
    for (const download of downloads) {
      const res = await world.t.request(`/store-api/order/download/${order.id}/${download.id}`, {
        headers: { accept: 'application/json', ...(owner.token ? { 'sw-context-token': owner.token } : {}) },
      })
      await res.body?.cancel()
      if (res.status >= 500) found.push(`download of order ${order.number} answered ${res.status}`)
      else if ((res.status === 200) !== served)
        found.push(
          `download of order ${order.number} (${state?.state}, paid: ${served}) answered ${res.status}`,
        )
    }
  }
  return found
}

function holdsPaid(db: Db, orderId: string): boolean {
  const row = db
    .prepare<[string], { n: number }>(
      "SELECT COUNT(*) AS n FROM order_transaction WHERE order_id = ? AND state = 'paid'",
    )
    .get(orderId)
  return (row?.n ?? 0) > 0
}
