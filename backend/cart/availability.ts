/**
 * Which shipping and payment methods can serve a cart or an order (Shopware's availability rules):
 * the cart calculation checks its methods with them (methods.ts), the method lists filter with them
 * (checkout/available-methods.ts), and a payment method change of a placed order asks them again
 * (payment/set-payment.ts).
 */
import { activeAddressIds, type RequestContext } from '../core/context.ts'
import { addressById, type CustomerRow, customerById } from '../core/customers.ts'
import type { Shop } from '../core/shop.ts'

type Json = Record<string, unknown>

/**
 * What the availability of shipping and payment methods depends on, as Shopware's availability
 * rules see it: the delivery country (the context's shipping location), the logged-in customer
 * (guest or not) with the country of the active billing address, and the goods (physical at all,
 * the heaviest item).
 */
export interface CheckoutFacts {
  countryId: string
  billingCountryId: string | null
  customer: CustomerRow | null
  /** the cart holds physical goods, or nothing yet (an empty cart is checked like a physical one) */
  needsShipping: boolean
  /** weight in kg of the heaviest physical product in the cart (0 when none has a weight) */
  heaviestKg: number
}

/** Payment methods a guest order cannot use (by technical name): the shop only invoices account holders. */
export const NOT_FOR_GUESTS: ReadonlySet<string> = new Set(['payment_invoice'])

/** The context's customer when it is active and belongs to the sales channel, else null. */
export function activeContextCustomer(shop: Shop, ctx: RequestContext): CustomerRow | null {
  const id = ctx.payload.customerId
  if (typeof id !== 'string' || id === '') return null
  const row = customerById(shop.db, id)
  return row?.active === 1 && row.sales_channel_id === ctx.salesChannel.id ? row : null
}

export function checkoutFacts(shop: Shop, ctx: RequestContext, productIds: readonly string[]): CheckoutFacts {
  const customer = activeContextCustomer(shop, ctx)
  const billing = customer ? addressById(shop.db, activeAddressIds(shop, ctx, customer).billing) : undefined
  const goods =
    productIds.length === 0
      ? undefined
      : shop.db
          .prepare<[string], { physical: number | null; heaviest: number | null }>(
            `SELECT SUM(states NOT LIKE '%"is-download"%') AS physical,
                    MAX(CASE WHEN states NOT LIKE '%"is-download"%' THEN COALESCE(weight, 0) ELSE 0 END) AS heaviest
             FROM product WHERE id IN (SELECT value FROM json_each(?))`,
          )
          .get(JSON.stringify(productIds))
  return {
    // where the goods go: the active shipping address when there is one (the context's country otherwise)
    countryId: ctx.shippingLocation.countryId,
    billingCountryId: billing?.country_id ?? null,
    customer,
    needsShipping: goods === undefined || Number(goods.physical ?? 0) > 0,
    heaviestKg: Number(goods?.heaviest ?? 0),
  }
}

function isoOf(shop: Shop, countryId: string): string {
  return String(shop.countryRows.get(countryId)?.iso ?? '')
}

function blockedFor(shop: Shop, table: string, column: string, methodId: string, countryId: string): boolean {
  return (
    shop.db
      .prepare<[string, string], { one: number }>(
        `SELECT 1 AS one FROM ${table} WHERE ${column} = ? AND country_id = ?`,
      )
      .get(methodId, countryId) !== undefined
  )
}

/**
 * Why a shipping method cannot deliver this cart, or null when it can: a country block, or an item
 * heavier than the method carries (parcel services take up to 30 kg; heavier furniture goes by freight).
 */
export function shippingBlockReason(shop: Shop, facts: CheckoutFacts, method: Json): string | null {
  const id = String(method.id)
  if (blockedFor(shop, 'shipping_method_blocked_country', 'shipping_method_id', id, facts.countryId))
    return `Blocked for the delivery country ${isoOf(shop, facts.countryId)}`
  const max = shop.db
    .prepare<[string], { max_weight: number | null }>('SELECT max_weight FROM shipping_method WHERE id = ?')
    .get(id)?.max_weight
  if (typeof max === 'number' && facts.heaviestKg > max) return `Not available for items over ${max} kg`
  return null
}

/**
 * Why a payment method cannot pay for this order, or null when it can: a block for the delivery or
 * the billing country, or a method that guests cannot use.
 */
export function paymentBlockReason(shop: Shop, facts: CheckoutFacts, method: Json): string | null {
  const id = String(method.id)
  const blocked = (countryId: string) =>
    blockedFor(shop, 'payment_method_blocked_country', 'payment_method_id', id, countryId)
  if (blocked(facts.countryId)) return `Blocked for the delivery country ${isoOf(shop, facts.countryId)}`
  if (facts.billingCountryId && blocked(facts.billingCountryId))
    return `Blocked for the billing country ${isoOf(shop, facts.billingCountryId)}`
  if (facts.customer?.guest === 1 && NOT_FOR_GUESTS.has(String(method.technicalName)))
    return 'Not available for guest orders'
  return null
}

/** The methods of a list that are available (Shopware's `onlyAvailable`), in their order. */
export function availableShippingMethods(shop: Shop, facts: CheckoutFacts, methods: Json[]): Json[] {
  return facts.needsShipping ? methods.filter((m) => shippingBlockReason(shop, facts, m) === null) : methods
}

export function availablePaymentMethods(shop: Shop, facts: CheckoutFacts, methods: Json[]): Json[] {
  return methods.filter((m) => paymentBlockReason(shop, facts, m) === null)
}

/**
 * The facts of a placed order (for a payment method change): its delivery country, its billing
 * country and its customer, as Shopware assembles a context from the order.
 */
export function orderFacts(shop: Shop, orderId: string, customer: CustomerRow): CheckoutFacts {
  const row = shop.db
    .prepare<[string], { billing: string | null; shipping: string | null }>(
      `SELECT (SELECT a.country_id FROM order_address a WHERE a.id = o.billing_address_id) AS billing,
              (SELECT a.country_id FROM order_delivery d JOIN order_address a ON a.id = d.shipping_order_address_id
               WHERE d.order_id = o.id ORDER BY d.created_at LIMIT 1) AS shipping
       FROM orders o WHERE o.id = ?`,
    )
    .get(orderId)
  const billing = row?.billing ?? null
  return {
    countryId: row?.shipping ?? billing ?? '',
    billingCountryId: billing,
    customer,
    needsShipping: row?.shipping != null,
    heaviestKg: 0,
  }
}
