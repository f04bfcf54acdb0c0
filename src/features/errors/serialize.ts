import { createSerializationAdapter } from '@tanstack/react-router'

/** What of an error reaches the browser: enough to pick the page, nothing of the server's internals. */
export interface SerializedError {
  name: string
  message: string
  status: number | null
  statusText: string | null
  details: Array<{ status: string; code: string; title: string; detail: string }>
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback
}

/** Strips stack, cause (axios config with sw-access-key and the visitor's context token) and the rest. */
export function toSerializedError(error: Error): SerializedError {
  const record = error as Error & { status?: unknown; statusText?: unknown; details?: unknown }
  const details = Array.isArray(record.details) ? record.details : []
  return {
    name: error.name,
    message: error.message,
    status: typeof record.status === 'number' ? record.status : null,
    statusText: typeof record.statusText === 'string' ? record.statusText : null,
    details: details
      .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
      .map((entry) => ({
        status: text(entry.status),
        code: text(entry.code),
        title: text(entry.title),
        detail: text(entry.detail),
      })),
  }
}

/** Rebuilds an Error the error pages classify exactly as on the server (no hydration mismatch). */
export function fromSerializedError(value: SerializedError): Error {
  const error = new Error(value.message)
  error.name = value.name
  return Object.assign(error, {
    ...(value.status === null ? {} : { status: value.status }),
    ...(value.statusText === null ? {} : { statusText: value.statusText }),
    details: value.details,
  })
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
