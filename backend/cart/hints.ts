import type { RequestContext } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import { toMajor, toMinor } from '../pricing/money.ts'

type Json = Record<string, unknown>

/**
 * What the cart page shows as hints, computed here so the storefront never does money arithmetic:
 * the remaining amount to free standard shipping (none when nothing ships: a basket of downloads
 * is never told "150 € more for free shipping") and to the next premium gift, and codes that wait for
 * their conditions. Not part of Shopware's contract: it travels in `extensions.cartHints`.
 */
export function cartHints(
  shop: Shop,
  ctx: RequestContext,
  shippingMethodId: string,
  gifts: { id: string; threshold: number; product_id: string }[],
  goodsMinor: number,
  deliverableMinor: number,
  codes: readonly string[],
  promotionLines: Json[],
  /** Codes another promotion excludes: saved, but waiting for that one to go, not for conditions. */
  excludedCodes: readonly string[],
  /** Whether anything in the cart is shipped (false when it holds only downloads or nothing). */
  ships = true,
): Json {
  const d = ctx.price.itemRounding.decimals
  const freeFrom = ships ? freeShippingFromMinor(shop, ctx, shippingMethodId) : null
  const levels = gifts.map((g) => {
    const threshold = toMinor(g.threshold * ctx.price.currencyFactor, d)
    return {
      threshold: toMajor(threshold, d),
      productId: g.product_id,
      unlocked: goodsMinor > 0 && goodsMinor >= threshold,
    }
  })
  const next = levels.find((l) => !l.unlocked)
  const applied = new Set(promotionLines.map((l) => String(l.referencedId ?? '').toLowerCase()))
  const excluded = new Set(excludedCodes.map((c) => c.toLowerCase()))
  return {
    freeShipping:
      freeFrom === null
        ? null
        : {
            threshold: toMajor(freeFrom, d),
            remaining: toMajor(Math.max(0, freeFrom - deliverableMinor), d),
            reached: deliverableMinor >= freeFrom,
          },
    premiumGifts: {
      levels,
      nextThreshold: next ? next.threshold : null,
      remaining: next ? toMajor(Math.max(0, toMinor(next.threshold, d) - goodsMinor), d) : null,
    },
    pendingPromotionCodes: codes.filter(
      (c) => !applied.has(c.toLowerCase()) && !excluded.has(c.toLowerCase()),
    ),
    excludedPromotionCodes: codes.filter((c) => excluded.has(c.toLowerCase())),
    apiAlias: 'cart_hints',
  }
}

function freeShippingFromMinor(shop: Shop, ctx: RequestContext, method: string): number | null {
  const d = ctx.price.itemRounding.decimals
  const rows = shop.db
    .prepare<[string], { currency_id: string; quantity_start: number }>(
      'SELECT currency_id, quantity_start FROM shipping_method_price WHERE shipping_method_id = ? AND gross = 0 AND calculation = 2',
    )
    .all(method)
  const mine = rows.find((r) => r.currency_id === ctx.currencyId)
  if (mine) return toMinor(mine.quantity_start, d)
  const other = rows[0]
  return other ? toMinor(other.quantity_start * ctx.price.currencyFactor, d) : null
}
