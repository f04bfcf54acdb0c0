import type { Context } from 'hono'
import { loadCart } from '../cart/store.ts'
import type { AppEnv } from '../core/context.ts'
import { availablePaymentMethods, availableShippingMethods, checkoutFacts } from '../cart/availability.ts'

type Json = Record<string, unknown>

/** Shopware reads `onlyAvailable` as a boolean from the query or the body ('1', 'true', true, 1). */
function wantsAvailable(payload: Record<string, unknown>): boolean {
  const v = payload.onlyAvailable
  return v === true || v === 1 || v === '1' || v === 'true'
}

/**
 * GET|POST /payment-method and /shipping-method with `onlyAvailable`: only the methods the
 * context's cart, country and customer can use (the same rules the cart applies), as Shopware's
 * routes filter by availability rules. Without the flag every assigned method is listed.
 */
export function onlyAvailable(
  c: Context<AppEnv>,
  kind: 'paymentMethods' | 'shippingMethods',
  methods: Json[],
  payload: Record<string, unknown>,
): Json[] {
  if (!wantsAvailable(payload)) return methods
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  const productIds = loadCart(shop.db, ctx.token).lines.map((l) => l.referencedId)
  const facts = checkoutFacts(shop, ctx, productIds)
  return kind === 'paymentMethods'
    ? availablePaymentMethods(shop, facts, methods)
    : availableShippingMethods(shop, facts, methods)
}
