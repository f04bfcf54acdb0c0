// What changed between the cart the shopper confirmed and the cart the Store API calculates now
// (stock corrected a quantity, a line went away, a price or a method changed, carts were merged).
// The checkout explains these on its confirm step instead of placing an order the shopper did not
// see. Pure; imports only the domain.

import type { Cart, CartLineItem } from './cart.ts'

export type CartDifference =
  | { kind: 'lineAdded'; label: string; quantity: number }
  | { kind: 'lineRemoved'; label: string }
  | { kind: 'quantity'; label: string; before: number; after: number }
  | { kind: 'price'; label: string; before: number; after: number }
  | { kind: 'shipping'; before: string | null; after: string | null }
  | { kind: 'shippingCosts'; before: number; after: number }
  | { kind: 'total'; before: number; after: number }
  /** The shop switched the shipping or payment method (the cart reports it once). */
  | { kind: 'method'; method: 'shipping' | 'payment'; before: string; after: string }

function byId(cart: Cart): Map<string, CartLineItem> {
  return new Map(cart.lineItems.map((item) => [item.id, item]))
}

function shippingName(cart: Cart): string | null {
  return cart.deliveries[0]?.shippingMethodName ?? null
}

function shippingCosts(cart: Cart): number {
  return cart.deliveries.reduce((sum, delivery) => sum + delivery.shippingCosts, 0)
}

/** Every difference that matters for the order; empty when the carts agree. */
export function explainCartChanges(confirmed: Cart, current: Cart): CartDifference[] {
  const changes: CartDifference[] = []
  const before = byId(confirmed)
  const after = byId(current)
  for (const [id, line] of before) {
    const now = after.get(id)
    if (!now) {
      changes.push({ kind: 'lineRemoved', label: line.label })
      continue
    }
    if (now.quantity !== line.quantity) {
      changes.push({ kind: 'quantity', label: now.label, before: line.quantity, after: now.quantity })
    }
    const priceBefore = line.price?.totalPrice ?? null
    const priceAfter = now.price?.totalPrice ?? null
    if (
      now.quantity === line.quantity &&
      priceBefore !== null &&
      priceAfter !== null &&
      priceBefore !== priceAfter
    ) {
      changes.push({ kind: 'price', label: now.label, before: priceBefore, after: priceAfter })
    }
  }
  for (const [id, line] of after) {
    if (!before.has(id)) changes.push({ kind: 'lineAdded', label: line.label, quantity: line.quantity })
  }
  if (shippingName(confirmed) !== shippingName(current)) {
    changes.push({ kind: 'shipping', before: shippingName(confirmed), after: shippingName(current) })
  }
  if (shippingCosts(confirmed) !== shippingCosts(current)) {
    changes.push({ kind: 'shippingCosts', before: shippingCosts(confirmed), after: shippingCosts(current) })
  }
  for (const message of current.errors) {
    const method =
      message.messageKey === 'shipping-method-changed'
        ? 'shipping'
        : message.messageKey === 'payment-method-changed'
          ? 'payment'
          : null
    if (!method || confirmed.errors.some((seen) => seen.key === message.key)) continue
    const prefix = method === 'shipping' ? 'ShippingMethod' : 'PaymentMethod'
    changes.push({
      kind: 'method',
      method,
      before: message.parameters[`old${prefix}Name`] ?? '',
      after: message.parameters[`new${prefix}Name`] ?? '',
    })
  }
  if (confirmed.price.totalPrice !== current.price.totalPrice) {
    changes.push({ kind: 'total', before: confirmed.price.totalPrice, after: current.price.totalPrice })
  }
  return changes
}
