import { type AddressRow, type CustomerRow, nextNumber } from '../core/customers.ts'
import { detectTaxState, type RequestContext } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import { deepLinkCode, randomId } from '../lib/ids.ts'
import { shipsGoods } from '../cart/tax-location.ts'

type Json = Record<string, unknown>

export interface OrderSource {
  /** the calculated cart (calculateCart's json) the order is made of */
  cart: Json
  customer: CustomerRow
  billing: AddressRow
  shipping: AddressRow
  customerComment: string | null
  affiliateCode: string | null
  campaignCode: string | null
}

export interface WrittenOrder {
  id: string
  orderNumber: string
  deepLinkCode: string
  /** product id → ordered quantity (stock to take) */
  quantities: Map<string, number>
  /** ids of the promotions the order redeems */
  promotionIds: string[]
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : [])
const obj = (value: unknown): Json => (value !== null && typeof value === 'object' ? (value as Json) : {})

const ZERO_PRICE = {
  unitPrice: 0,
  quantity: 1,
  totalPrice: 0,
  calculatedTaxes: [],
  taxRules: [],
  referencePrice: null,
  listPrice: null,
  regulationPrice: null,
  apiAlias: 'calculated_price',
}

function insert(shop: Shop, table: string, row: Record<string, unknown>): void {
  const columns = Object.keys(row)
  shop.db
    .prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
    .run(...columns.map((c) => row[c] ?? null))
}

function orderAddress(
  shop: Shop,
  orderId: string,
  a: AddressRow,
  vatId: string | null,
  at: string,
  id = randomId(),
): string {
  insert(shop, 'order_address', {
    id,
    order_id: orderId,
    country_id: a.country_id,
    country_state_id: a.country_state_id,
    salutation_id: a.salutation_id,
    title: a.title,
    first_name: a.first_name,
    last_name: a.last_name,
    company: a.company,
    department: a.department,
    street: a.street,
    zipcode: a.zipcode,
    city: a.city,
    phone_number: a.phone_number,
    additional_address_line1: a.additional_address_line1,
    additional_address_line2: a.additional_address_line2,
    vat_id: vatId,
    created_at: at,
  })
  return id
}

/**
 * Variant options as the order line's payload carries them: property group options with their
 * group (the schema's PropertyGroupOption), in the order's language.
 */
function productOptions(shop: Shop, ctx: RequestContext, productId: string): Json[] {
  const row = shop.db
    .prepare<[string], { option_ids: string | null }>('SELECT option_ids FROM product WHERE id = ?')
    .get(productId)
  let ids: unknown = []
  try {
    ids = JSON.parse(row?.option_ids ?? '[]')
  } catch {
    ids = []
  }
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId).options
  return (Array.isArray(ids) ? ids : []).flatMap((id) => {
    const option = cache.options.get(String(id))
    return option ? [option] : []
  })
}

function lineRow(shop: Shop, ctx: RequestContext, orderId: string, line: Json, position: number, at: string) {
  const price = obj(line.price)
  const type = String(line.type)
  const product = type === 'product'
  const payload = obj(line.payload)
  const promotionPayload = { promotionId: String(line.id), code: line.referencedId ?? '' }
  return {
    id: randomId(),
    order_id: orderId,
    identifier: String(line.id),
    referenced_id: line.referencedId === undefined ? null : String(line.referencedId),
    product_id: product ? String(line.referencedId) : null,
    promotion_id: type === 'promotion' ? String(line.id) : null,
    type,
    label: String(line.label ?? ''),
    description: typeof line.description === 'string' ? line.description : null,
    quantity: Number(line.quantity),
    unit_price: Number(price.unitPrice ?? 0),
    total_price: Number(price.totalPrice ?? 0),
    price: JSON.stringify(price),
    price_definition: JSON.stringify({
      price: Number(price.unitPrice ?? 0),
      quantity: Number(line.quantity),
      isCalculated: true,
      taxRules: list(price.taxRules),
      type: 'quantity',
    }),
    payload: JSON.stringify(
      product
        ? { ...payload, options: productOptions(shop, ctx, String(line.referencedId)) }
        : promotionPayload,
    ),
    states: JSON.stringify(list(line.states)),
    good: line.good === false ? 0 : 1,
    removable: line.removable === false ? 0 : 1,
    stackable: line.stackable === false ? 0 : 1,
    cover_id: product ? ((obj(line.cover).id as string | undefined) ?? null) : null,
    position,
    created_at: at,
  }
}

/**
 * The cart's tax status, checked against the address the order is taxed by.
 *
 * Money invariant: an order is taxed by the address it ships to. A cart calculated for another
 * delivery country (a context country, a moved address) must not become an order; this throws
 * before anything (even an order number) is taken.
 * An order of downloads only ships nothing and is taxed where the customer is: by the billing
 * address (cart/tax-location.ts).
 */
function checkedTaxStatus(shop: Shop, ctx: RequestContext, source: OrderSource, price: Json): string {
  const taxStatus = String(price.taxStatus ?? ctx.taxState)
  const goods = list(source.cart.lineItems).flatMap((line) => {
    const item = obj(line)
    return item.type === 'product' &&
      typeof item.referencedId === 'string' &&
      obj(item.payload).isPremiumGift !== true
      ? [item.referencedId]
      : []
  })
  const taxedBy = shipsGoods(shop, goods) ? source.shipping : source.billing
  const expected = detectTaxState(shop, ctx.salesChannel, ctx.payload, taxedBy.country_id)
  if (taxStatus !== expected) {
    throw new Error(
      `Order tax state ${taxStatus} disagrees with the address it is taxed by (country ${taxedBy.country_id}: ${expected})`,
    )
  }
  return taxStatus
}

/** The identity of an order being written: ids, number, deep link code and the moment. */
interface OrderHead {
  id: string
  billingId: string
  orderNumber: string
  code: string
  at: string
}

/** What the order row takes from the cart: its price, shipping costs and tax status. */
interface OrderAmounts {
  price: Json
  shippingCosts: Json
  taxStatus: string
}

/** Inserts the orders row: the cart's amounts and a snapshot of the customer, in state open. */
function insertOrderRow(
  shop: Shop,
  ctx: RequestContext,
  source: OrderSource,
  head: OrderHead,
  amounts: OrderAmounts,
): void {
  const { customer } = source
  const { price, shippingCosts } = amounts
  insert(shop, 'orders', {
    id: head.id,
    order_number: head.orderNumber,
    customer_id: customer.id,
    sales_channel_id: ctx.salesChannel.id,
    language_id: ctx.languageId,
    currency_id: ctx.currencyId,
    currency_factor: ctx.price.currencyFactor,
    state: 'open',
    order_date_time: head.at,
    price: JSON.stringify(price),
    shipping_costs: JSON.stringify(shippingCosts),
    amount_total: Number(price.totalPrice ?? 0),
    amount_net: Number(price.netPrice ?? 0),
    position_price: Number(price.positionPrice ?? 0),
    shipping_total: Number(shippingCosts.totalPrice ?? 0),
    tax_status: amounts.taxStatus,
    billing_address_id: head.billingId,
    deep_link_code: head.code,
    customer_comment: source.customerComment,
    affiliate_code: source.affiliateCode,
    campaign_code: source.campaignCode,
    order_customer_id: randomId(),
    order_customer_email: customer.email,
    order_customer_salutation_id: customer.salutation_id,
    order_customer_first_name: customer.first_name,
    order_customer_last_name: customer.last_name,
    order_customer_company: customer.company,
    order_customer_title: customer.title,
    order_customer_vat_ids: customer.vat_ids,
    order_customer_number: customer.customer_number,
    created_at: head.at,
  })
}

/**
 * Inserts the order's line items in cart order, each product line with its product's download
 * files (access not granted yet). Answers the quantities per product and the promotions redeemed.
 */
function insertLineItems(
  shop: Shop,
  ctx: RequestContext,
  orderId: string,
  lineItems: Json[],
  at: string,
): Pick<WrittenOrder, 'quantities' | 'promotionIds'> {
  const quantities = new Map<string, number>()
  const promotionIds: string[] = []
  const download = shop.db.prepare<[string], { media_id: string; position: number }>(
    'SELECT media_id, position FROM product_download WHERE product_id = ? ORDER BY position',
  )
  lineItems.forEach((line, index) => {
    const row = lineRow(shop, ctx, orderId, line, index + 1, at)
    insert(shop, 'order_line_item', row)
    if (row.product_id) {
      quantities.set(row.product_id, (quantities.get(row.product_id) ?? 0) + row.quantity)
      for (const file of download.all(row.product_id)) {
        insert(shop, 'order_line_item_download', {
          id: randomId(),
          order_line_item_id: row.id,
          media_id: file.media_id,
          position: file.position,
          access_granted: 0,
          created_at: at,
        })
      }
    }
    if (row.promotion_id) promotionIds.push(row.promotion_id)
  })
  return { quantities, promotionIds }
}

/**
 * Inserts the order's delivery in state open, to a copy of the shipping address (the billing
 * address's copy when both are the same address).
 */
function insertDelivery(
  shop: Shop,
  source: OrderSource,
  head: OrderHead,
  delivery: Json,
  shippingCosts: Json,
): void {
  const sameAddress = source.shipping.id === source.billing.id
  const shippingId = sameAddress
    ? head.billingId
    : orderAddress(shop, head.id, source.shipping, null, head.at)
  const date = obj(delivery.deliveryDate)
  insert(shop, 'order_delivery', {
    id: randomId(),
    order_id: head.id,
    shipping_order_address_id: shippingId,
    shipping_method_id: String(obj(delivery.shippingMethod).id),
    state: 'open',
    tracking_codes: '[]',
    shipping_date_earliest: String(date.earliest ?? head.at),
    shipping_date_latest: String(date.latest ?? head.at),
    shipping_costs: JSON.stringify(shippingCosts),
    created_at: head.at,
  })
}

/** Inserts the order's payment transaction in state open. */
function insertTransaction(shop: Shop, orderId: string, transaction: Json, at: string): void {
  insert(shop, 'order_transaction', {
    id: randomId(),
    order_id: orderId,
    payment_method_id: String(transaction.paymentMethodId),
    state: 'open',
    amount: JSON.stringify(obj(transaction.amount)),
    created_at: at,
  })
}

/**
 * Writes one order from a calculated cart, as Shopware's OrderConverter builds it: the order with
 * the cart's prices, the customer snapshot, billing and shipping address copies, the line items
 * (downloads of digital products, not yet accessible), one delivery for physical goods and one
 * transaction, all in the initial states (open). Call inside the placement transaction.
 */
export function writeOrder(shop: Shop, ctx: RequestContext, source: OrderSource, now: Date): WrittenOrder {
  const at = now.toISOString()
  const { cart, customer } = source
  const price = obj(cart.price)
  const taxStatus = checkedTaxStatus(shop, ctx, source, price)
  const id = randomId()
  const billingId = randomId()
  const orderNumber = nextNumber(shop.db, 'order')
  const code = deepLinkCode()
  const head: OrderHead = { id, billingId, orderNumber, code, at }
  const delivery = list(cart.deliveries)[0]
  const transaction = list(cart.transactions)[0]
  const shippingCosts = delivery ? obj(delivery.shippingCosts) : ZERO_PRICE
  const vatIds = JSON.parse(customer.vat_ids || '[]') as unknown
  const vatId = Array.isArray(vatIds) && typeof vatIds[0] === 'string' ? vatIds[0] : null
  insertOrderRow(shop, ctx, source, head, { price, shippingCosts, taxStatus })
  orderAddress(shop, id, source.billing, vatId, at, billingId)
  const { quantities, promotionIds } = insertLineItems(shop, ctx, id, list(cart.lineItems), at)
  if (delivery) insertDelivery(shop, source, head, delivery, shippingCosts)
  if (transaction) insertTransaction(shop, id, transaction, at)
  return { id, orderNumber, deepLinkCode: code, quantities, promotionIds }
}
