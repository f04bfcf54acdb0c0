import { createSerializationAdapter } from '@tanstack/react-router'
import { type FailureView, failureView, StoreApiFailure, storeApiFailure } from '../../domain/failure.ts'

/** What of an error reaches the browser: enough to pick the page, nothing of the server's internals. */
export interface SerializedError {
  name: string
  message: string
  /** A Store API failure's fields (without violations and parameters), null for any other error. */
  failure: FailureView | null
}

/** Strips stack, cause (axios config with sw-access-key and the visitor's context token) and the rest. */
export function toSerializedError(error: Error): SerializedError {
  return {
    name: error.name,
    message: error.message,
    failure: error instanceof StoreApiFailure ? failureView(error) : null,
  }
}

/** Rebuilds an Error the error pages classify exactly as on the server (no hydration mismatch). */
export function fromSerializedError(value: SerializedError): Error {
  const error = value.failure ? storeApiFailure(value.failure) : new Error(value.message)
  error.name = value.name
  return error
}

/**
 * Loader errors are dehydrated into the page. Without this adapter the router would serialise the
 * whole object graph, including stacks and the axios `cause` with the request headers.
 */
export const errorSerializationAdapter = createSerializationAdapter({
  key: 'storefront-error',
  test: (value: unknown): value is Error => value instanceof Error,
  toSerializable: toSerializedError,
  fromSerializable: fromSerializedError,
})
