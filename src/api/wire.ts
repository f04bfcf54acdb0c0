// Wire types come only from @shopware/api-client (Shopware 6.7's official schema); never hand-written.

import type { operations, Schemas } from '@shopware/api-client/store-api-types'

export type { operations, Schemas }

/** Response body of an operation, e.g. `WireResponse<'readContext get /context'>`. */
export type WireResponse<K extends keyof operations> = operations[K]['response']

/** Request body of an operation (never when it takes none). */
export type WireBody<K extends keyof operations> = operations[K] extends { body?: infer B } ? B : never

export type Criteria = Schemas['Criteria']
export type ProductListingCriteria = Schemas['ProductListingCriteria']

/** A JSON object of a wire body whose shape the schema leaves open (aggregations, slot data, meta). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
