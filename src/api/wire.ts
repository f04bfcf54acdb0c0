// Wire types come only from @shopware/api-client (Shopware 6.7's official schema); never hand-written.

import type { operations, Schemas } from '@shopware/api-client/store-api-types'

export type { operations, Schemas }

/** Response body of an operation, e.g. `WireResponse<'readContext get /context'>`. */
export type WireResponse<K extends keyof operations> = operations[K]['response']

/** Request body of an operation (never when it takes none). */
export type WireBody<K extends keyof operations> = operations[K] extends { body?: infer B } ? B : never

export type Criteria = Schemas['Criteria']
export type ProductListingCriteria = Schemas['ProductListingCriteria']
