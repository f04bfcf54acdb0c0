/**
 * Orders as Shopware's Order documents, with every association the account and checkout pages use:
 * addresses, billingAddress, deliveries (address, method, state), lineItems (downloads with media and
 * accessGranted), transactions (payment method, state), documents, orderCustomer, currency. The
 * associations of a batch of orders are loaded with one query per table, then handed out per order.
 * Which orders to show (a customer's, a deep link's, one after checkout) is decided by the callers.
 */
import type { Db } from '../db/database.ts'
import type { RequestContext } from '../core/context.ts'
import type { LanguageCache, Shop } from '../core/shop.ts'
import { idFor } from '../lib/ids.ts'
import { mailLocale } from '../mail/templates.ts'
import { NOT_SPECIFIED_SALUTATION_ID } from './customers.ts'
import { loadMedia, type MediaJson } from './media.ts'
import { json, type Row } from '../db/rows.ts'
import { compact, date, str } from './translate.ts'

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

/** Display names of the document types (Shopware's document_type translations). */
const DOCUMENT_TYPES: Record<string, [de: string, en: string, fr: string]> = {
  invoice: ['Rechnung', 'Invoice', 'Facture'],
  delivery_note: ['Lieferschein', 'Delivery note', 'Bon de livraison'],
  credit_note: ['Gutschrift', 'Credit note', 'Avoir'],
  storno: ['Stornorechnung', 'Cancellation invoice', 'Facture d’annulation'],
}

/** The name of the language's locale out of a German, English and French triple (German otherwise). */
function pick(names: [string, string, string], languageId: string): string {
  const locale = mailLocale(languageId)
  return locale === 'en-GB' ? names[1] : locale === 'fr-FR' ? names[2] : names[0]
}

/** A state machine state as Shopware serialises it (`stateMachineState`), named in the language. */
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

/** A row of the orders table. */
export interface OrderRow {
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

/** Every row of `table` whose `column` is one of `ids`, in the given order. */
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

/** The associations of a batch of orders (all orders' rows together) and the language's lookups. */
interface OrderBatch {
  cache: LanguageCache
  languageId: string
  addresses: Row[]
  items: Row[]
  downloads: Row[]
  deliveries: Row[]
  transactions: Row[]
  documents: Row[]
  /** the covers of the line items and the files of their downloads, by media id */
  media: Map<string, MediaJson>
}

/** Loads the associations of all `orders` at once: one query per table, then the media. */
function loadOrderBatch(shop: Shop, ctx: RequestContext, orders: OrderRow[]): OrderBatch {
  const db = shop.db
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
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
    [...downloads.map((d) => str(d.media_id)), ...items.map((i) => str(i.cover_id))],
    ctx.languageChain,
  )
  return {
    cache,
    languageId: ctx.languageId,
    addresses,
    items,
    downloads,
    deliveries,
    transactions,
    documents,
    media,
  }
}

/** The salutation with this id, or "not specified" when there is none or it is unknown. */
function salutationOf(cache: LanguageCache, id: unknown): Json | undefined {
  return (
    cache.salutations.find((x) => x.id === (str(id) ?? NOT_SPECIFIED_SALUTATION_ID)) ??
    cache.salutations.find((x) => x.id === NOT_SPECIFIED_SALUTATION_ID)
  )
}

/** An OrderAddress document with its country, country state and salutation. */
function orderAddressJson(a: Row, cache: LanguageCache): Json {
  const country = cache.countries.find((c) => c.id === a.country_id)
  const states = Array.isArray(country?.states) ? (country.states as Json[]) : []
  return compact({
    id: String(a.id),
    versionId: LIVE_VERSION_ID,
    orderId: String(a.order_id),
    countryId: String(a.country_id),
    countryStateId: str(a.country_state_id),
    salutationId: str(a.salutation_id) ?? NOT_SPECIFIED_SALUTATION_ID,
    title: str(a.title),
    firstName: String(a.first_name),
    lastName: String(a.last_name),
    street: String(a.street),
    zipcode: str(a.zipcode) ?? '',
    city: String(a.city),
    company: str(a.company),
    department: str(a.department),
    phoneNumber: str(a.phone_number),
    additionalAddressLine1: str(a.additional_address_line1),
    additionalAddressLine2: str(a.additional_address_line2),
    vatId: str(a.vat_id),
    createdAt: date(a.created_at),
    country,
    countryState: a.country_state_id ? states.find((x) => x.id === a.country_state_id) : null,
    salutation: salutationOf(cache, a.salutation_id),
    apiAlias: 'order_address',
  })
}

/** An OrderLineItemDownload document of the line item `itemId`, with its media. */
function lineItemDownloadJson(d: Row, itemId: string, media: Map<string, MediaJson>): Json {
  return {
    id: String(d.id),
    versionId: LIVE_VERSION_ID,
    orderLineItemId: itemId,
    orderLineItemVersionId: LIVE_VERSION_ID,
    mediaId: String(d.media_id),
    position: Number(d.position),
    accessGranted: d.access_granted === 1,
    createdAt: date(d.created_at),
    media: media.get(String(d.media_id)),
    apiAlias: 'order_line_item_download',
  }
}

/** An OrderLineItem document with its cover and downloads. */
function orderLineItemJson(i: Row, batch: OrderBatch): Json {
  return compact({
    id: String(i.id),
    versionId: LIVE_VERSION_ID,
    orderId: String(i.order_id),
    orderVersionId: LIVE_VERSION_ID,
    productId: str(i.product_id),
    productVersionId: i.product_id ? LIVE_VERSION_ID : null,
    promotionId: str(i.promotion_id),
    parentId: str(i.parent_id),
    coverId: str(i.cover_id),
    identifier: String(i.identifier),
    referencedId: str(i.referenced_id),
    quantity: Number(i.quantity),
    label: String(i.label),
    description: str(i.description),
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
    cover: i.cover_id ? batch.media.get(String(i.cover_id)) : null,
    downloads: batch.downloads
      .filter((d) => d.order_line_item_id === i.id)
      .map((d) => lineItemDownloadJson(d, String(i.id), batch.media)),
    children: [],
    translated: {},
    createdAt: date(i.created_at),
    apiAlias: 'order_line_item',
  })
}

/** An OrderDelivery document of order `o`, with its address (one of `orderAddresses`), method and state. */
function orderDeliveryJson(d: Row, o: OrderRow, orderAddresses: Json[], batch: OrderBatch): Json {
  return compact({
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
    stateMachineState: stateJson('order_delivery.state', String(d.state), batch.languageId),
    shippingOrderAddress: orderAddresses.find((a) => a.id === d.shipping_order_address_id),
    shippingMethod: batch.cache.shippingMethods.find((m) => m.id === d.shipping_method_id),
    apiAlias: 'order_delivery',
  })
}

/** An OrderTransaction document of order `o`, with its payment method and state. */
function orderTransactionJson(t: Row, o: OrderRow, batch: OrderBatch): Json {
  return compact({
    id: String(t.id),
    versionId: LIVE_VERSION_ID,
    orderId: o.id,
    orderVersionId: LIVE_VERSION_ID,
    paymentMethodId: String(t.payment_method_id),
    amount: priceSummary(t.amount),
    stateId: idFor('state_machine_state', `order_transaction.state.${String(t.state)}`),
    createdAt: date(t.created_at),
    stateMachineState: stateJson('order_transaction.state', String(t.state), batch.languageId),
    paymentMethod: batch.cache.paymentMethods.find((m) => m.id === t.payment_method_id),
    apiAlias: 'order_transaction',
  })
}

/** A Document of order `o` with its type, its config completed by name, title and number. */
function orderDocumentJson(d: Row, o: OrderRow, languageId: string): Json {
  const type = String(d.document_type)
  const names = DOCUMENT_TYPES[type]
  const config = json<Json>(d.config, {})
  return compact({
    id: String(d.id),
    documentTypeId: idFor('document_type', type),
    orderId: o.id,
    orderVersionId: LIVE_VERSION_ID,
    documentMediaFileId: str(d.media_id),
    config: {
      ...config,
      name: typeof config.name === 'string' ? config.name : type,
      title: typeof config.title === 'string' ? config.title : names ? pick(names, languageId) : type,
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
      name: names ? pick(names, languageId) : type,
      translated: { name: names ? pick(names, languageId) : type },
      apiAlias: 'document_type',
    },
    apiAlias: 'document',
  })
}

/** The OrderCustomer document: the customer as the order recorded them. */
function orderCustomerJson(o: OrderRow, cache: LanguageCache): Json {
  return compact({
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
    salutation: salutationOf(cache, o.order_customer_salutation_id),
    apiAlias: 'order_customer',
  })
}

/** One Order document with its associations, taken from the batch's rows of this order. */
function orderJson(o: OrderRow, batch: OrderBatch): Json {
  const lang = batch.languageId
  const own = (list: Row[]) => list.filter((x) => x.order_id === o.id)
  const orderAddresses = own(batch.addresses).map((a) => orderAddressJson(a, batch.cache))
  const orderDeliveries = own(batch.deliveries).map((d) => orderDeliveryJson(d, o, orderAddresses, batch))
  const orderTransactions = own(batch.transactions).map((t) => orderTransactionJson(t, o, batch))
  const orderDocuments = own(batch.documents).map((d) => orderDocumentJson(d, o, lang))
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
    orderCustomer: orderCustomerJson(o, batch.cache),
    currency: batch.cache.currencies.find((c) => c.id === o.currency_id),
    addresses: orderAddresses,
    billingAddress: orderAddresses.find((a) => a.id === o.billing_address_id),
    deliveries: orderDeliveries,
    primaryOrderDelivery: firstDelivery,
    lineItems: own(batch.items).map((i) => orderLineItemJson(i, batch)),
    transactions: orderTransactions,
    primaryOrderTransaction: firstTransaction,
    documents: orderDocuments,
    apiAlias: 'order',
  })
}

/** The orders as Order documents with all their associations, in the order given. */
export function serializeOrders(shop: Shop, ctx: RequestContext, orders: OrderRow[]): Json[] {
  const batch = loadOrderBatch(shop, ctx, orders)
  return orders.map((o) => orderJson(o, batch))
}
