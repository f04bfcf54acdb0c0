// Where a cart is taxed. Goods are taxed where they ship to (the context's shipping location: the
// customer's active shipping address). A cart of downloads only ships nothing: a digital sale to a
// consumer is taxed where the customer is, and the billing address is the evidence of that (EU VAT,
// place of supply of electronically supplied services). Otherwise a German customer could add a
// Swiss shipping address that nothing is ever sent to and buy downloads tax-free (the order-life
// property test, backend/tests/order-life.property.test.ts, holds every order to this).

import {
  activeAddressIds,
  type RequestContext,
  type ShippingLocation,
  withShippingLocation,
} from '../core/context.ts'
import { addressById } from '../core/customers.ts'
import type { Shop } from '../core/shop.ts'
import { activeContextCustomer } from './availability.ts'

/** True when one of the products is a physical good (anything that is not a download ships). */
export function shipsGoods(shop: Shop, productIds: readonly string[]): boolean {
  if (productIds.length === 0) return false
  const row = shop.db
    .prepare<[string], { physical: number | null }>(
      `SELECT SUM(states NOT LIKE '%"is-download"%') AS physical
       FROM product WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .get(JSON.stringify(productIds))
  return Number(row?.physical ?? 0) > 0
}

/** The customer's billing address as a location, or null for a visitor without one. */
export function billingLocation(shop: Shop, ctx: RequestContext): ShippingLocation | null {
  const customer = activeContextCustomer(shop, ctx)
  if (!customer) return null
  const billing = addressById(shop.db, activeAddressIds(shop, ctx, customer).billing)
  return billing
    ? { countryId: billing.country_id, countryStateId: billing.country_state_id, addressId: billing.id }
    : null
}

/**
 * The context a cart of these products is priced and taxed in: the shipping location's when goods
 * ship, the billing address's when it holds downloads only (and the customer has one).
 */
export function taxContextFor(
  shop: Shop,
  ctx: RequestContext,
  productIds: readonly string[],
): RequestContext {
  if (productIds.length === 0 || shipsGoods(shop, productIds)) return ctx
  const billing = billingLocation(shop, ctx)
  if (!billing || billing.countryId === ctx.shippingLocation.countryId) return ctx
  return withShippingLocation(shop, ctx, billing)
}
