import type { ShopLanguageCode } from '../core/config.ts'
import type { Db } from '../db/database.ts'
import { postalAddressLines } from '../lib/postal-address.ts'
import { mailLocale } from '../mail/templates.ts'
import { type CompanyDetails, frozenCompany } from './company.ts'
import type { DocumentTypeName } from './texts.ts'

type Json = Record<string, unknown>

/** The document row with what the download's access rules need. */
export interface DocumentRow {
  id: string
  order_id: string
  document_type: string
  document_number: string
  config: string
  deep_link_code: string
  created_at: string
  order_customer_id: string | null
  order_customer_email: string
  customer_guest: number | null
  billing_zipcode: string | null
  sales_channel_id: string
}

export function documentById(db: Db, id: string): DocumentRow | undefined {
  return db
    .prepare<[string], DocumentRow>(
      `SELECT d.id, d.order_id, d.document_type, d.document_number, d.config, d.deep_link_code, d.created_at,
         o.customer_id AS order_customer_id, o.order_customer_email, o.sales_channel_id,
         (SELECT guest FROM customer WHERE id = o.customer_id) AS customer_guest,
         (SELECT zipcode FROM order_address WHERE id = o.billing_address_id) AS billing_zipcode
       FROM document d JOIN orders o ON o.id = d.order_id WHERE d.id = ?`,
    )
    .get(id)
}

export interface DocumentAddress {
  lines: string[]
}

export interface DocumentLine {
  position: number
  productNumber: string | null
  label: string
  quantity: number
  unitPrice: number
  totalPrice: number
  taxRate: number | null
}

export interface TaxLine {
  taxRate: number
  tax: number
  price: number
}

/** Everything an invoice or delivery note prints, read from the stored order. */
export interface DocumentData {
  type: DocumentTypeName
  locale: ShopLanguageCode
  documentNumber: string
  documentDate: string
  orderNumber: string
  orderDate: string
  customerNumber: string | null
  currency: string
  company: CompanyDetails
  billing: DocumentAddress
  shipping: DocumentAddress | null
  lines: DocumentLine[]
  shippingCosts: number
  netTotal: number
  grossTotal: number
  taxes: TaxLine[]
  taxFree: boolean
  paymentMethod: string | null
  shippingMethod: string | null
}

const obj = (value: unknown): Json => (value !== null && typeof value === 'object' ? (value as Json) : {})
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : [])
const parse = (text: unknown): unknown => {
  try {
    return JSON.parse(String(text ?? 'null'))
  } catch {
    return null
  }
}

/** A name in the order's language, else in any language (seeded rows have all three). */
function translated(db: Db, table: string, column: string, id: unknown, languageId: string): string | null {
  if (typeof id !== 'string') return null
  const row = db
    .prepare<[string, string], { name: string }>(
      `SELECT name FROM ${table} WHERE ${column} = ? ORDER BY language_id = ? DESC LIMIT 1`,
    )
    .get(id, languageId)
  return row?.name ?? null
}

function addressLines(db: Db, address: Json | undefined, languageId: string): DocumentAddress | null {
  if (!address) return null
  const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)
  const lines = postalAddressLines(
    {
      company: text(address.company),
      department: text(address.department),
      title: text(address.title),
      first_name: text(address.first_name) ?? '',
      last_name: text(address.last_name) ?? '',
      street: text(address.street) ?? '',
      additional_address_line1: text(address.additional_address_line1),
      additional_address_line2: text(address.additional_address_line2),
      zipcode: text(address.zipcode),
      city: text(address.city) ?? '',
    },
    {
      country: translated(db, 'country_translation', 'country_id', address.country_id, languageId),
      state: translated(
        db,
        'country_state_translation',
        'country_state_id',
        address.country_state_id,
        languageId,
      ),
    },
  )
  return { lines }
}

/** Reads the order of a document as the document prints it; undefined when the order is gone. */
export function documentData(
  db: Db,
  doc: DocumentRow,
  fallbackCompany: CompanyDetails,
): DocumentData | undefined {
  const order = db.prepare<[string], Json>('SELECT * FROM orders WHERE id = ?').get(doc.order_id)
  if (!order) return undefined
  const languageId = String(order.language_id)
  const addresses = db
    .prepare<[string], Json>('SELECT * FROM order_address WHERE order_id = ?')
    .all(doc.order_id)
  const delivery = db
    .prepare<[string], Json>(
      'SELECT * FROM order_delivery WHERE order_id = ? ORDER BY created_at, rowid LIMIT 1',
    )
    .get(doc.order_id)
  const transaction = db
    .prepare<[string], Json>(
      'SELECT * FROM order_transaction WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
    .get(doc.order_id)
  const items = db
    .prepare<[string], Json>(
      'SELECT * FROM order_line_item WHERE order_id = ? AND parent_id IS NULL ORDER BY position, id',
    )
    .all(doc.order_id)
  const currency = db
    .prepare<[string], { iso_code: string }>('SELECT iso_code FROM currency WHERE id = ?')
    .get(String(order.currency_id))
  const price = obj(parse(order.price))
  const config = obj(parse(doc.config))
  const type: DocumentTypeName = doc.document_type === 'delivery_note' ? 'delivery_note' : 'invoice'
  return {
    type,
    locale: mailLocale(languageId),
    documentNumber: doc.document_number,
    documentDate: typeof config.documentDate === 'string' ? config.documentDate : doc.created_at,
    orderNumber: String(order.order_number),
    orderDate: String(order.order_date_time),
    customerNumber: typeof order.order_customer_number === 'string' ? order.order_customer_number : null,
    currency: currency?.iso_code ?? 'EUR',
    company: frozenCompany(config, fallbackCompany),
    billing: addressLines(
      db,
      addresses.find((a) => a.id === order.billing_address_id),
      languageId,
    ) ?? { lines: [] },
    shipping: addressLines(
      db,
      addresses.find((a) => a.id === delivery?.shipping_order_address_id),
      languageId,
    ),
    lines: items.map((item, index) => {
      const itemPrice = obj(parse(item.price))
      const rate = list(itemPrice.calculatedTaxes)[0]?.taxRate
      const productNumber = obj(parse(item.payload)).productNumber
      return {
        position: index + 1,
        productNumber: typeof productNumber === 'string' ? productNumber : null,
        label: String(item.label),
        quantity: Number(item.quantity),
        unitPrice: Number(item.unit_price),
        totalPrice: Number(item.total_price),
        taxRate: typeof rate === 'number' ? rate : null,
      }
    }),
    shippingCosts: Number(order.shipping_total ?? 0),
    netTotal: Number(order.amount_net ?? 0),
    grossTotal: Number(order.amount_total ?? 0),
    taxes: list(price.calculatedTaxes)
      .map((t) => ({ taxRate: Number(t.taxRate), tax: Number(t.tax), price: Number(t.price) }))
      .filter((t) => Number.isFinite(t.taxRate) && Number.isFinite(t.tax))
      .sort((a, b) => b.taxRate - a.taxRate),
    taxFree: order.tax_status === 'tax-free',
    paymentMethod: translated(
      db,
      'payment_method_translation',
      'payment_method_id',
      transaction?.payment_method_id,
      languageId,
    ),
    shippingMethod: translated(
      db,
      'shipping_method_translation',
      'shipping_method_id',
      delivery?.shipping_method_id,
      languageId,
    ),
  }
}
