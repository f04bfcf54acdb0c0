import type { ContextPayload, RequestContext } from '../core/context.ts'
import type { LanguageCache, Shop } from '../core/shop.ts'
import { addressErrors } from './address-rules.ts'
import {
  availablePaymentMethods,
  availableShippingMethods,
  checkoutFacts,
  paymentBlockReason,
  shippingBlockReason,
} from './availability.ts'
import { convertToMinor, toMinor } from '../pricing/money.ts'
import { type CartErrorJson, cartErrors } from './errors.ts'

type Json = Record<string, unknown>

export interface MethodChoice {
  shippingMethod: Json | null
  paymentMethod: Json | null
  payload: ContextPayload
  changed: boolean
  errors: CartErrorJson[]
}

/**
 * The checkout rules of a cart. First the addresses (address-rules.ts: blocked countries,
 * addresses that no longer pass validation), then the context's shipping and payment methods,
 * checked against the availability rules
 * (availability.ts: country blocks, item weight, guest orders). A method that is not
 * available is replaced by the first available one (by position) and reported as
 * shipping-method-changed / payment-method-changed with both names, as Shopware's
 * BlockedShippingMethodSwitcher and BlockedPaymentMethodSwitcher do; only when nothing is left does
 * the cart keep the *-blocked error, which blocks the order. A cart of downloads only needs no
 * shipping, so its shipping method is not checked. `productIds` are the cart's products.
 */
export function chooseMethods(
  shop: Shop,
  ctx: RequestContext,
  cache: LanguageCache,
  productIds: readonly string[] = [],
): MethodChoice {
  const payload: ContextPayload = { ...ctx.payload }
  const errors: CartErrorJson[] = []
  let changed = false
  const ref = (m: Json) => ({ id: String(m.id), name: String(m.name ?? '') })
  const facts = checkoutFacts(shop, ctx, productIds)
  errors.push(...addressErrors(shop, ctx, facts))

  let shipping =
    cache.shippingMethods.find((m) => m.id === payload.shippingMethodId) ?? cache.shippingMethods[0]
  const shippingReason = shipping && facts.needsShipping ? shippingBlockReason(shop, facts, shipping) : null
  if (shipping && shippingReason !== null) {
    const other = availableShippingMethods(shop, facts, cache.shippingMethods)[0]
    if (other) {
      errors.push(cartErrors.shippingChanged(ref(shipping), ref(other), shippingReason))
      shipping = other
      payload.shippingMethodId = String(other.id)
      changed = true
    } else errors.push(cartErrors.shippingBlocked(ref(shipping).id, ref(shipping).name, shippingReason))
  }

  let payment = cache.paymentMethods.find((m) => m.id === payload.paymentMethodId) ?? cache.paymentMethods[0]
  const paymentReason = payment ? paymentBlockReason(shop, facts, payment) : null
  if (payment && paymentReason !== null) {
    const other = availablePaymentMethods(shop, facts, cache.paymentMethods)[0]
    if (other) {
      errors.push(cartErrors.paymentChanged(ref(payment), ref(other), paymentReason))
      payment = other
      payload.paymentMethodId = String(other.id)
      changed = true
    } else errors.push(cartErrors.paymentBlocked(ref(payment).id, ref(payment).name, paymentReason))
  }
  return { shippingMethod: shipping ?? null, paymentMethod: payment ?? null, payload, changed, errors }
}

/**
 * Shipping cost by cart value (shipping_method_price, calculation 2): the price row of the context
 * currency whose range holds the delivered goods total, else the default currency's converted by the factor.
 * Gross or net by the tax state, as for products.
 */
export function shippingCostMinor(
  shop: Shop,
  ctx: RequestContext,
  methodId: string,
  deliverableMinor: number,
): number {
  const d = ctx.price.itemRounding.decimals
  const rows = shop.db
    .prepare<
      [string],
      { currency_id: string; quantity_start: number; quantity_end: number | null; gross: number; net: number }
    >(
      'SELECT currency_id, quantity_start, quantity_end, gross, net FROM shipping_method_price WHERE shipping_method_id = ? AND calculation = 2 ORDER BY quantity_start',
    )
    .all(methodId)
  const mine = rows.filter((r) => r.currency_id === ctx.currencyId)
  const list = mine.length > 0 ? mine : rows.filter((r) => r.currency_id !== ctx.currencyId)
  const factor = mine.length > 0 ? 1 : ctx.price.currencyFactor
  let hit: (typeof list)[number] | undefined
  for (const r of list) {
    if (deliverableMinor >= toMinor(r.quantity_start * factor, d)) hit = r
  }
  if (!hit) return 0
  const amount = ctx.taxState === 'gross' ? hit.gross : hit.net
  return convertToMinor(amount, factor, ctx.price.itemRounding, ctx.taxState !== 'gross')
}
