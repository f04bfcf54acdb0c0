// Price tier labels: 'to {quantity}' for all but the last tier, 'from {quantity}' for the last.
// Returns structured data; the UI translates it. Imports nothing.

import type { PriceTier } from './types.ts'

export interface TierLabel {
  kind: 'to' | 'from'
  quantity: number
  unitPrice: number
}

export function tierLabels(tiers: readonly PriceTier[]): TierLabel[] {
  return tiers.map((tier, index) => ({
    kind: index === tiers.length - 1 ? 'from' : 'to',
    quantity: tier.quantity,
    unitPrice: tier.unitPrice,
  }))
}
