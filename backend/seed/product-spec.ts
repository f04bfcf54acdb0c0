import type { FurnitureKind } from './drawings.ts'
import type { L } from './data/types.ts'

export type Axis = { group: 'colour' | 'size' | 'top'; options: string[]; priceSteps?: number[] }

/** Everything needed to write one listed product (and its variants). Built by catalogue-specs.ts. */
export interface ProductSpec {
  number: string
  name: L
  description: L
  metaDescription: L
  keywords: L
  category: string
  manufacturer: string
  designer?: string
  collection?: string
  kind: FurnitureKind
  style: number
  colour: string
  price: number
  weight: number
  dims?: string
  freight: boolean
  properties: Array<[string, string]>
  axes: Axis[]
  tiers: 'chairs' | 'consumables' | null
  digital: boolean
  deliveryTime: string
  releaseDaysAgo: number
  topseller: boolean
  sale: { discount: number; startDaysAgo: number; earlierPromo: boolean } | null
  sales: number
  stock: number
  closeout: boolean
  minPurchase: number
  purchaseSteps: number
  maxPurchase: number | null
  /** Adds a garden-scene image to the gallery. */
  scene: boolean
}

/** Rounds a price the way a shop prices: 1299, 449, 89 for whole euros, 24.90 below 50. */
export function nicePrice(value: number): number {
  if (value < 50) return Math.max(0.9, Math.round(value) - 0.1)
  if (value < 200) return Math.round(value / 5) * 5 - 1
  return Math.round(value / 10) * 10 - 1
}
