import { holdsMoney } from '../checkout/transactions.ts'
import type { Db } from '../db/database.ts'
import type { RequestContext } from '../http/context.ts'
import type { Shop } from '../http/shop.ts'
import { idFor } from '../lib/ids.ts'
import { loadMedia } from '../serialize/media.ts'
import { compact, date, json } from '../serialize/translate.ts'
import { mailLocale } from '../mail/templates.ts'
import { NOT_SPECIFIED_SALUTATION_ID } from './serialize.ts'

type Json = Record<string, unknown>

/** Shopware's live version id: every order row here is the live version. */
export const LIVE_VERSION_ID = '0fa91ce3e96a4bc2be4bd9ce752c3425'

export type StateMachine = 'order.state' | 'order_transaction.state' | 'order_delivery.state'

type Names = Record<string, [de: string, en: string, fr: string]>

/** Display names of the state machine states (Shopware's state_machine_state translations). */
export const STATE_NAMES: Record<StateMachine, Names> = {
  'order.state': {
    open: ['Offen', 'Open', 'Ouverte'],
    in_progress: ['In Bearbeitung', 'In progress', 'En cours'],
    completed: ['Abgeschlossen', 'Done', 'Terminée'],
    cancelled: ['Abgebrochen', 'Cancelled', 'Annulée'],
  },
  'order_transaction.state': {
    open: ['Offen', 'Open', 'Ouvert'],
    in_progress: ['In Bearbeitung', 'In progress', 'En cours'],
    unconfirmed: ['Unbestätigt', 'Unconfirmed', 'Non confirmé'],
    authorized: ['Autorisiert', 'Authorised', 'Autorisé'],
    paid: ['Bezahlt', 'Paid', 'Payé'],
    paid_partially: ['Teilweise bezahlt', 'Paid (partially)', 'Payé partiellement'],
    reminded: ['Erinnert', 'Reminded', 'Relancé'],
    failed: ['Fehlgeschlagen', 'Failed', 'Échoué'],
    cancelled: ['Abgebrochen', 'Cancelled', 'Annulé'],
    refunded: ['Erstattet', 'Refunded', 'Remboursé'],
    refunded_partially: ['Teilweise erstattet', 'Refunded (partially)', 'Remboursé partiellement'],
    chargeback: ['Rückbuchung', 'Chargeback', 'Rétrofacturation'],
  },
  'order_delivery.state': {
    open: ['Offen', 'Open', 'Ouverte'],
    shipped: ['Versandt', 'Shipped', 'Expédiée'],
    shipped_partially: ['Teilweise versandt', 'Shipped (partially)', 'Expédiée partiellement'],
    returned: ['Retour', 'Returned', 'Retournée'],
    returned_partially: ['Teilretour', 'Returned (partially)', 'Retournée partiellement'],
    cancelled: ['Abgebrochen', 'Cancelled', 'Annulée'],
  },
}

const DOCUMENT_TYPES: Record<string, [de: string, en: string, fr: string]> = {
  invoice: ['Rechnung', 'Invoice', 'Facture'],
  delivery_note: ['Lieferschein', 'Delivery note', 'Bon de livraison'],
  credit_note: ['Gutschrift', 'Credit note', 'Avoir'],
  storno: ['Stornorechnung', 'Cancellation invoice', 'Facture d’annulation'],
}

function pick(names: [string, string, string], languageId: string): string {
  const locale = mailLocale(languageId)
  return locale === 'en-GB' ? names[1] : locale === 'fr-FR' ? names[2] : names[0]
}

export function stateJson(machine: StateMachine, technicalName: string, languageId: string): Json {
  const names = STATE_NAMES[machine][technicalName]
  const name = names ? pick(names, languageId) : technicalName
  return {
    id: idFor('state_machine_state', `${machine}.${technicalName}`),
    technicalName,
    name,
    translated: { name },
    apiAlias: 'state_machine_state',
  }
}

interface OrderRow {
  id: string
  order_number: string
  customer_id: string | null
  sales_channel_id: string
  language_id: string
  currency_id: string
  currency_factor: number
  state: string
  order_date_time: string
  price: string
  shipping_costs: string
  amount_total: number
  amount_net: number
  position_price: number
  shipping_total: number
  tax_status: string
  billing_address_id: string
  deep_link_code: string
  customer_comment: string | null
  affiliate_code: string | null
  campaign_code: string | null
  order_customer_id: string
  order_customer_email: string
  order_customer_salutation_id: string | null
  order_customer_first_name: string
  order_customer_last_name: string
  order_customer_company: string | null
  order_customer_title: string | null
  order_customer_vat_ids: string
  order_customer_number: string | null
  created_at: string
  updated_at: string | null
}

type Row = Record<string, unknown>

function rowsOf(db: Db, table: string, column: string, ids: string[], order = 'created_at, id'): Row[] {
  if (ids.length === 0) return []
  return db
    .prepare<[string], Row>(
      `SELECT * FROM ${table} WHERE ${column} IN (SELECT value FROM json_each(?)) ORDER BY ${order}`,
    )
    .all(JSON.stringify(ids))
}

/**
 * A stored CalculatedPrice as the Order schema types `shippingCosts` and transaction `amount`: the
 * schema declares calculatedTaxes/taxRules/listPrice… there as objects, so the array and null parts
 * are left out (the order's `price` carries the tax breakdown).
 */
function priceSummary(stored: unknown): Json {
  const p = json<Json>(stored, {})
  const out: Json = {
    unitPrice: Number(p.unitPrice ?? 0),
    quantity: Number(p.quantity ?? 1),
    totalPrice: Number(p.totalPrice ?? 0),
  }
  for (const key of ['calculatedTaxes', 'taxRules', 'referencePrice', 'listPrice', 'regulationPrice']) {
    const v = p[key]
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) out[key] = v
  }
  out.apiAlias = 'calculated_price'
  return out
}

const s = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

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

function serializeOrders(shop: Shop, ctx: RequestContext, orders: OrderRow[]): Json[] {
  const db = shop.db
  const lang = ctx.languageId
  const cache = shop.forLanguage(ctx.salesChannel.id, lang)
  const ids = orders.map((o) => o.id)
  const addresses = rowsOf(db, 'order_address', 'order_id', ids)
  const items = rowsOf(db, 'order_line_item', 'order_id', ids, 'position, id')
  const downloads = rowsOf(
    db,
    'order_line_item_download',
    'order_line_item_id',
    items.map((i) => String(i.id)),
    'position, id',
  )
  const deliveries = rowsOf(db, 'order_delivery', 'order_id', ids)
  const transactions = rowsOf(db, 'order_transaction', 'order_id', ids)
  const documents = rowsOf(
    db,
    'document',
    'order_id',
    ids,
    'created_at, CAST(document_number AS INTEGER), id',
  )
  const media = loadMedia(
    db,
    [...downloads.map((d) => s(d.media_id)), ...items.map((i) => s(i.cover_id))],
    ctx.languageChain,
  )
  const salutation = (id: unknown) =>
    cache.salutations.find((x) => x.id === (s(id) ?? NOT_SPECIFIED_SALUTATION_ID)) ??
    cache.salutations.find((x) => x.id === NOT_SPECIFIED_SALUTATION_ID)
  const addressJson = (a: Row): Json => {
    const country = cache.countries.find((c) => c.id === a.country_id)
    const states = Array.isArray(country?.states) ? (country.states as Json[]) : []
    return compact({
      id: String(a.id),
      versionId: LIVE_VERSION_ID,
      orderId: String(a.order_id),
      countryId: String(a.country_id),
      countryStateId: s(a.country_state_id),
      salutationId: s(a.salutation_id) ?? NOT_SPECIFIED_SALUTATION_ID,
      title: s(a.title),
      firstName: String(a.first_name),
      lastName: String(a.last_name),
      street: String(a.street),
      zipcode: s(a.zipcode) ?? '',
      city: String(a.city),
      company: s(a.company),
      department: s(a.department),
      phoneNumber: s(a.phone_number),
      additionalAddressLine1: s(a.additional_address_line1),
      additionalAddressLine2: s(a.additional_address_line2),
      vatId: s(a.vat_id),
      createdAt: date(a.created_at),
      country,
      countryState: a.country_state_id ? states.find((x) => x.id === a.country_state_id) : null,
      salutation: salutation(a.salutation_id),
      apiAlias: 'order_address',
    })
  }
  const shippingMethod = (id: unknown) => cache.shippingMethods.find((m) => m.id === id)
  const paymentMethod = (id: unknown) => cache.paymentMethods.find((m) => m.id === id)
  const lineItemJson = (i: Row): Json =>
    compact({
      id: String(i.id),
      versionId: LIVE_VERSION_ID,
      orderId: String(i.order_id),
      orderVersionId: LIVE_VERSION_ID,
      productId: s(i.product_id),
      productVersionId: i.product_id ? LIVE_VERSION_ID : null,
      promotionId: s(i.promotion_id),
      parentId: s(i.parent_id),
      coverId: s(i.cover_id),
      identifier: String(i.identifier),
      referencedId: s(i.referenced_id),
      quantity: Number(i.quantity),
      label: String(i.label),
      description: s(i.description),
      payload: json<Json>(i.payload, {}),
      good: i.good === 1,
      removable: i.removable === 1,
      stackable: i.stackable === 1,
      position: Number(i.position),
      price: json<Json>(i.price, {}),
      priceDefinition: i.price_definition
        ? { ...json<Json>(i.price_definition, {}), apiAlias: 'cart_price_quantity' }
        : null,
      unitPrice: Number(i.unit_price),
      totalPrice: Number(i.total_price),
      type: String(i.type),
      states: json<string[]>(i.states, []),
      cover: i.cover_id ? media.get(String(i.cover_id)) : null,
      downloads: downloads
        .filter((d) => d.order_line_item_id === i.id)
        .map((d) => ({
          id: String(d.id),
          versionId: LIVE_VERSION_ID,
          orderLineItemId: String(i.id),
          orderLineItemVersionId: LIVE_VERSION_ID,
          mediaId: String(d.media_id),
          position: Number(d.position),
          accessGranted: d.access_granted === 1,
          createdAt: date(d.created_at),
          media: media.get(String(d.media_id)),
          apiAlias: 'order_line_item_download',
        })),
      children: [],
      translated: {},
      createdAt: date(i.created_at),
      apiAlias: 'order_line_item',
    })
  return orders.map((o) => {
    const own = <T extends Row>(list: T[]) => list.filter((x) => x.order_id === o.id)
    const orderAddresses = own(addresses).map(addressJson)
    const orderDeliveries = own(deliveries).map((d) =>
      compact({
        id: String(d.id),
        versionId: LIVE_VERSION_ID,
        orderId: o.id,
        orderVersionId: LIVE_VERSION_ID,
        shippingOrderAddressId: String(d.shipping_order_address_id),
        shippingOrderAddressVersionId: LIVE_VERSION_ID,
        shippingMethodId: String(d.shipping_method_id),
        stateId: idFor('state_machine_state', `order_delivery.state.${String(d.state)}`),
        trackingCodes: json<string[]>(d.tracking_codes, []),
        shippingDateEarliest: date(d.shipping_date_earliest),
        shippingDateLatest: date(d.shipping_date_latest),
        shippingCosts: priceSummary(d.shipping_costs),
        createdAt: date(d.created_at),
        stateMachineState: stateJson('order_delivery.state', String(d.state), lang),
        shippingOrderAddress: orderAddresses.find((a) => a.id === d.shipping_order_address_id),
        shippingMethod: shippingMethod(d.shipping_method_id),
        apiAlias: 'order_delivery',
      }),
    )
    const orderTransactions = own(transactions).map((t) =>
      compact({
        id: String(t.id),
        versionId: LIVE_VERSION_ID,
        orderId: o.id,
        orderVersionId: LIVE_VERSION_ID,
        paymentMethodId: String(t.payment_method_id),
        amount: priceSummary(t.amount),
        stateId: idFor('state_machine_state', `order_transaction.state.${String(t.state)}`),
        createdAt: date(t.created_at),
        stateMachineState: stateJson('order_transaction.state', String(t.state), lang),
        paymentMethod: paymentMethod(t.payment_method_id),
        apiAlias: 'order_transaction',
      }),
    )
    const orderDocuments = own(documents).map((d) => {
      const type = String(d.document_type)
      const names = DOCUMENT_TYPES[type]
      const config = json<Json>(d.config, {})
      return compact({
        id: String(d.id),
        documentTypeId: idFor('document_type', type),
        orderId: o.id,
        orderVersionId: LIVE_VERSION_ID,
        documentMediaFileId: s(d.media_id),
        config: {
          ...config,
          name: typeof config.name === 'string' ? config.name : type,
          title: typeof config.title === 'string' ? config.title : names ? pick(names, lang) : type,
          documentNumber: String(d.document_number),
        },
        sent: d.sent === 1,
        static: false,
        deepLinkCode: String(d.deep_link_code),
        documentNumber: String(d.document_number),
        fileType: 'pdf',
        createdAt: date(d.created_at),
        documentType: {
          id: idFor('document_type', type),
          technicalName: type,
          name: names ? pick(names, lang) : type,
          translated: { name: names ? pick(names, lang) : type },
          apiAlias: 'document_type',
        },
        apiAlias: 'document',
      })
    })
    const firstTransaction = orderTransactions.at(-1)
    const firstDelivery = orderDeliveries[0]
    return compact({
      id: o.id,
      versionId: LIVE_VERSION_ID,
      orderNumber: o.order_number,
      billingAddressId: o.billing_address_id,
      billingAddressVersionId: LIVE_VERSION_ID,
      primaryOrderDeliveryId: firstDelivery ? String(firstDelivery.id) : null,
      primaryOrderTransactionId: firstTransaction ? String(firstTransaction.id) : null,
      currencyId: o.currency_id,
      languageId: o.language_id,
      salesChannelId: o.sales_channel_id,
      orderDateTime: date(o.order_date_time),
      orderDate: o.order_date_time.slice(0, 10),
      price: json<Json>(o.price, {}),
      amountTotal: o.amount_total,
      amountNet: o.amount_net,
      positionPrice: o.position_price,
      taxStatus: o.tax_status,
      shippingCosts: priceSummary(o.shipping_costs),
      shippingTotal: o.shipping_total,
      currencyFactor: o.currency_factor,
      deepLinkCode: o.deep_link_code,
      customerComment: o.customer_comment,
      affiliateCode: o.affiliate_code,
      campaignCode: o.campaign_code,
      stateId: idFor('state_machine_state', `order.state.${o.state}`),
      createdAt: date(o.created_at),
      updatedAt: date(o.updated_at),
      stateMachineState: stateJson('order.state', o.state, lang),
      orderCustomer: compact({
        id: o.order_customer_id,
        versionId: LIVE_VERSION_ID,
        orderId: o.id,
        customerId: o.customer_id,
        email: o.order_customer_email,
        salutationId: o.order_customer_salutation_id ?? NOT_SPECIFIED_SALUTATION_ID,
        firstName: o.order_customer_first_name,
        lastName: o.order_customer_last_name,
        company: o.order_customer_company,
        title: o.order_customer_title,
        vatIds: json<string[]>(o.order_customer_vat_ids, []),
        customerNumber: o.order_customer_number,
        salutation: salutation(o.order_customer_salutation_id),
        apiAlias: 'order_customer',
      }),
      currency: cache.currencies.find((c) => c.id === o.currency_id),
      addresses: orderAddresses,
      billingAddress: orderAddresses.find((a) => a.id === o.billing_address_id),
      deliveries: orderDeliveries,
      primaryOrderDelivery: firstDelivery,
      lineItems: own(items).map(lineItemJson),
      transactions: orderTransactions,
      primaryOrderTransaction: firstTransaction,
      documents: orderDocuments,
      apiAlias: 'order',
    })
  })
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
