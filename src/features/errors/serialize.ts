// What of an error the server's render hands to the browser (the router's adapter that carries it
// is src/app/router-serialization.ts): enough for the error page to pick the same page and status.
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
