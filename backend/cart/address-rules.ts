/**
 * The cart's address rules (Shopware's cart AddressValidator): part of every cart calculation
 * (methods.ts), so they live with the cart; the address rules themselves are the registration's
 * (customer/validate.ts).
 */
import { activeAddressIds, type RequestContext } from '../core/context.ts'
import { type AddressRow, addressById, addressPayload } from '../core/customers.ts'
import type { Shop } from '../core/shop.ts'
import { validateAddress, Violations } from '../customer/validate.ts'
import type { CheckoutFacts } from './availability.ts'
import { type CartErrorJson, cartErrors } from './errors.ts'

type Json = Record<string, unknown>

interface CountryState {
  active: number
  shipping_available: number
  in_channel: number
}

function countryState(shop: Shop, salesChannelId: string, countryId: string): CountryState | undefined {
  return shop.db
    .prepare<[string, string], CountryState>(
      `SELECT c.active, c.shipping_available,
              EXISTS (SELECT 1 FROM sales_channel_country s WHERE s.country_id = c.id AND s.sales_channel_id = ?) AS in_channel
       FROM country c WHERE c.id = ?`,
    )
    .get(salesChannelId, countryId)
}

function countryName(shop: Shop, ctx: RequestContext, countryId: string): string {
  const country = shop
    .forLanguage(ctx.salesChannel.id, ctx.languageId)
    .countries.find((c) => c.id === countryId)
  const translated = (country?.translated ?? {}) as Json
  return String(translated.name ?? country?.name ?? shop.countryRows.get(countryId)?.iso ?? countryId)
}

function violationsOf(shop: Shop, ctx: RequestContext, row: AddressRow): Json[] {
  const v = new Violations()
  validateAddress(shop, ctx, v, addressPayload(row), '')
  return v.list.map((e) => ({ code: e.code, pointer: e.source?.pointer ?? '', message: e.detail }))
}

/**
 * Shopware's cart AddressValidator, extended by the address validation the order converter runs:
 * the delivery country must take shipments (active, shipping available, assigned to the sales
 * channel), the logged-in customer's billing country must be one the shop sells to, and both active
 * addresses must still pass the registration's address rules (postal code pattern, required state,
 * …). Each finding is a blocking error (level 20); shipping findings only count for physical goods.
 */
export function addressErrors(shop: Shop, ctx: RequestContext, facts: CheckoutFacts): CartErrorJson[] {
  const channel = ctx.salesChannel.id
  const usable = (s: CountryState | undefined, shipping: boolean) =>
    s !== undefined && s.active === 1 && s.in_channel === 1 && (!shipping || s.shipping_available === 1)
  if (facts.needsShipping && !usable(countryState(shop, channel, facts.countryId), true))
    return [cartErrors.shippingAddressBlocked(countryName(shop, ctx, facts.countryId))]
  const customer = facts.customer
  if (!customer) return []
  const ids = activeAddressIds(shop, ctx, customer)
  const billing = addressById(shop.db, ids.billing)
  const shipping = addressById(shop.db, ids.shipping)
  const errors: CartErrorJson[] = []
  if (billing && !usable(countryState(shop, channel, billing.country_id), false))
    return [cartErrors.billingAddressBlocked(countryName(shop, ctx, billing.country_id))]
  if (billing) {
    const violations = violationsOf(shop, ctx, billing)
    if (violations.length > 0) errors.push(cartErrors.addressInvalid(true, billing.id, violations))
  }
  if (facts.needsShipping && shipping) {
    if (!usable(countryState(shop, channel, shipping.country_id), true))
      return [...errors, cartErrors.shippingAddressBlocked(countryName(shop, ctx, shipping.country_id))]
    const violations = shipping.id === billing?.id ? [] : violationsOf(shop, ctx, shipping)
    if (violations.length > 0) errors.push(cartErrors.addressInvalid(false, shipping.id, violations))
  }
  return errors
}
