import { CART_MAX_QUANTITY } from '../core/config.ts'
import { cartErrors, type CartErrorJson } from './errors.ts'
import type { StoredLine } from './store.ts'

/** The product columns the quantity rules need. */
export interface ProductRuleRow {
  id: string
  parent_id: string | null
  active: number
  available_stock: number
  is_closeout: number
  min_purchase: number
  max_purchase: number | null
  purchase_steps: number
  child_count: number
}

export interface QuantityLimits {
  min: number
  max: number
  steps: number
}

/**
 * Shopware's ProductCartProcessor limits: at least minPurchase, at most maxPurchase (or the shop's
 * core.cart.maxQuantity), for closeout products at most the available stock, in purchase steps
 * counted from minPurchase. `max` is lowered to the last valid step.
 */
export function limitsFor(p: ProductRuleRow, shopMax: number = CART_MAX_QUANTITY): QuantityLimits {
  const min = Math.max(1, p.min_purchase)
  const steps = Math.max(1, p.purchase_steps)
  let max = p.max_purchase ?? shopMax
  if (p.is_closeout === 1) max = Math.min(max, p.available_stock)
  max = max < min ? max : min + Math.floor((max - min) / steps) * steps
  return { min, max, steps }
}

export interface RuleResult {
  lines: StoredLine[]
  errors: CartErrorJson[]
  /** pieces of each product (by id) the corrected lines hold: gifts check their stock against it */
  used: Map<string, number>
}

/** The largest quantity of at most `room` pieces that a line may hold (minimum plus whole steps). */
function lineCap(room: number, min: number, steps: number): number {
  return room < min ? 0 : min + Math.floor((room - min) / steps) * steps
}

/**
 * Applies the stock and quantity rules to the stored lines. Unknown, inactive and parent products
 * leave the cart (product-not-found), sold-out closeouts too (product-out-of-stock); other quantities
 * are corrected with a warning each (min-order-quantity, product-stock-reached, purchase-steps-quantity).
 *
 * The maximum (max purchase, a closeout's stock) holds for the product, like Shopware's
 * ProductLineItemValidator sums every line of a product: lines are served in cart order, a later
 * line gets what the earlier ones left, and a line with no room left for its minimum leaves the cart.
 */
export function applyQuantityRules(
  lines: readonly StoredLine[],
  rows: Map<string, ProductRuleRow>,
  nameOf: (id: string) => string,
  shopMax: number,
): RuleResult {
  const out: StoredLine[] = []
  const errors: CartErrorJson[] = []
  const used = new Map<string, number>()
  for (const line of lines) {
    const p = rows.get(line.referencedId)
    if (p === undefined || p.active !== 1 || p.child_count > 0) {
      errors.push(cartErrors.productNotFound(line.referencedId))
      continue
    }
    const name = nameOf(p.id)
    const { min, max, steps } = limitsFor(p, shopMax)
    if (max < min) {
      errors.push(cartErrors.outOfStock(p.id, name))
      continue
    }
    const cap = lineCap(max - (used.get(p.id) ?? 0), min, steps)
    if (cap === 0) {
      errors.push(cartErrors.stockReached(p.id, name, max))
      continue
    }
    let quantity = line.quantity
    if (quantity < min) {
      quantity = min
      errors.push(cartErrors.minOrderQuantity(p.id, name, min))
    }
    if (quantity > cap) {
      quantity = cap
      errors.push(cartErrors.stockReached(p.id, name, max))
    }
    const offStep = (quantity - min) % steps
    if (offStep !== 0) {
      quantity -= offStep
      errors.push(cartErrors.purchaseSteps(p.id, name, quantity))
    }
    used.set(p.id, (used.get(p.id) ?? 0) + quantity)
    out.push({ ...line, quantity })
  }
  return { lines: out, errors, used }
}

/** Whether one more piece of the product fits its limits beside what the lines already hold. */
export function roomForOneMore(p: ProductRuleRow, used: Map<string, number>, shopMax: number): boolean {
  const { min, max } = limitsFor(p, shopMax)
  return max >= min && (used.get(p.id) ?? 0) + 1 <= max
}
