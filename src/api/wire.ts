// Wire types come from @shopware/api-client (Shopware 6.7's official schema). The only hand-written
// ones are SchemaAmendments and LocalOperations below: what the routes this client calls take or
// answer that the schema lacks, each with its reason.

import type { operations, Schemas } from '@shopware/api-client/store-api-types'

export type { operations, Schemas }

/**
 * What the schema leaves out of operations it does describe. Each entry is intersected with the
 * official one (`StoreOperations[K]` is `operations[K] & SchemaAmendments[K]`), so it can add a
 * field but never loosen one the schema declares.
 */
type SchemaAmendments = {
  /**
   * Shopware's ProductCrossSellingRoute reads a Criteria from the request like the other read
   * routes, but the schema lists no body. The product page sends `includes` so that the
   * cross-selling products come as teasers, not whole product graphs.
   */
  'readProductCrossSellings post /product/{productId}/cross-selling': {
    body?: Schemas['NoneFieldsCriteria']
  }
}

/** An answer of this shop's withdrawal route; every field optional, the client falls back on its input. */
interface WireWithdrawal {
  orderNumber?: string
  receivedAt?: string
  lineItems?: unknown
  itemsDescription?: string | null
  excludedLineItems?: unknown
}

/**
 * Routes that exist but are absent from the official schema, written in its shape (key
 * '<operationId> <method> <path>'; body, pathParams, response, responseCode).
 */
type LocalOperations = {
  /**
   * Sets the customer's default payment method (Shopware's ChangePaymentMethodRoute). The 6.7
   * schema does not list it; the embedded back end serves it (backend/routes/account.ts) and
   * answers SuccessResponse.
   */
  'changePaymentMethod post /account/change-payment-method/{paymentMethodId}': {
    contentType?: 'application/json'
    accept?: 'application/json'
    pathParams: {
      paymentMethodId: string
    }
    response: Schemas['SuccessResponse']
    responseCode: 200
  }
  /**
   * The electronic withdrawal function: a route of this shop's back end (backend/routes/order-state.ts,
   * under the shop's prefix as a plugin's route would be); Shopware's core has none.
   */
  'declareWithdrawal post /gartenwerk/order/withdrawal': {
    contentType?: 'application/json'
    accept?: 'application/json'
    body: {
      orderNumber: string
      email: string
      lineItemIds?: string[]
      itemsDescription?: string
      comment?: string
    }
    response: WireWithdrawal
    responseCode: 200
  }
}

/** Every Store API operation the client may call: the official schema plus the local additions. */
export type StoreOperations = operations & SchemaAmendments & LocalOperations

/** An operation key, e.g. `'readCart get /checkout/cart'`: operationId, method and path. */
export type OperationKey = keyof StoreOperations & string

type ResponseOf<Op> = Op extends { response: infer R } ? R : never

/** Response body of an operation, e.g. `WireResponse<'readContext get /context'>`. */
export type WireResponse<K extends OperationKey> = ResponseOf<StoreOperations[K]>

/** Request body of an operation (never when it takes none). */
export type WireBody<K extends OperationKey> = StoreOperations[K] extends { body?: infer B } ? B : never

export type Criteria = Schemas['Criteria']
export type ProductListingCriteria = Schemas['ProductListingCriteria']

/** A JSON object of a wire body whose shape the schema leaves open (aggregations, slot data, meta). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
