import { deepLinkCode, randomId } from '../lib/ids.ts'
import { nextNumber } from '../core/customers.ts'
import type { Db } from '../db/database.ts'
import type { CompanyDetails } from './company.ts'
import type { DocumentTypeName } from './texts.ts'

/**
 * Shopware's number ranges of documents start at 1000 (document_invoice, document_delivery_note);
 * the seed and the shop share one range named `document`, so every document number is unique.
 */
export const DOCUMENT_NUMBER_RANGE = 'document'
const DOCUMENT_NUMBER_START = 1000

/** Whether the order holds goods that travel (a product line that is not a download). */
export function hasPhysicalGoods(db: Db, orderId: string): boolean {
  const row = db
    .prepare<[string], { n: number }>(
      `SELECT COUNT(*) AS n FROM order_line_item
       WHERE order_id = ? AND type = 'product' AND good = 1 AND states NOT LIKE '%"is-download"%'`,
    )
    .get(orderId)
  return (row?.n ?? 0) > 0
}

/**
 * The documents an order gets when it is placed: always the invoice, and the delivery note when
 * goods are shipped. Shopware leaves this to a flow ("create document" on checkout.order.placed);
 * the embedded back end has no flow builder and no back office to print them later, so it creates
 * them with the order (inside the placement transaction: an order never exists without its
 * invoice). Only the row is written: number, deep-link code and the frozen seller details. The PDF
 * is rendered from the stored order when it is downloaded (the order rows are a snapshot that
 * never changes, so the file is the same every time).
 */
export function createOrderDocuments(
  db: Db,
  orderId: string,
  company: CompanyDetails,
  now: Date,
): { id: string; type: DocumentTypeName; number: string }[] {
  const types: DocumentTypeName[] = hasPhysicalGoods(db, orderId) ? ['invoice', 'delivery_note'] : ['invoice']
  const insert = db.prepare(
    `INSERT INTO document (id, order_id, document_type, document_number, config, deep_link_code, sent, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 0, ?)`,
  )
  return types.map((type) => {
    const id = randomId()
    const number = nextNumber(db, DOCUMENT_NUMBER_RANGE, DOCUMENT_NUMBER_START)
    const config = { name: type, documentNumber: number, documentDate: now.toISOString(), ...company }
    insert.run(id, orderId, type, number, JSON.stringify(config), deepLinkCode(), now.toISOString())
    return { id, type, number }
  })
}
