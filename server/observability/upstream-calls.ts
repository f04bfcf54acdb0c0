// Every Store API call of the server goes through this wrapper of the upstream (createApp wraps it
// once): it times the call by operation for the metrics, counts it and its time on the current
// request (the request log line), and passes the request id on as `x-request-id`, so that a slow or
// failing call can be found in the Store API's own logs. The readiness probe uses the bare upstream.

import type { Upstream } from '../upstream.ts'
import type { Metrics } from './metrics.ts'
import { currentRequest } from './request-context.ts'

export const REQUEST_ID_HEADER = 'x-request-id'

/** Shopware ids (32 hex digits) and numbers in a path: one operation for all of them. */
const ID_SEGMENT = /^(?:[0-9a-f]{32}|\d+)$/i

/** More distinct operations than this are counted as `<METHOD> other` (unknown paths from the proxy). */
const MAX_OPERATIONS = 200

/**
 * The operation of a Store API call: its method and path below `/store-api` with ids replaced,
 * e.g. `GET /product/:id`, `POST /checkout/cart/line-item`. The proxy passes any path a browser
 * asks for, so the number of distinct operations is capped: a label per made-up path would grow
 * the registry without bound.
 */
export function createOperationNamer(basePath: string): (method: string, url: string) => string {
  const known = new Set<string>()
  return (method, url) => {
    let path: string
    try {
      path = new URL(url).pathname
    } catch {
      return `${method} other`
    }
    if (path.startsWith(basePath)) path = path.slice(basePath.length)
    const template = path
      .split('/')
      .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
      .join('/')
    const operation = `${method} ${template || '/'}`
    if (known.has(operation)) return operation
    if (known.size >= MAX_OPERATIONS) return `${method} other`
    known.add(operation)
    return operation
  }
}

function errorReason(status: number): string | undefined {
  if (status === 408) return 'timeout'
  if (status === 502 || status === 504) return 'unreachable'
  if (status >= 500) return 'server_error'
  return undefined
}

type FetchInput = string | URL | Request

/** The call with the request id added (an id the caller set itself stays). */
function withRequestId(
  input: FetchInput,
  init: RequestInit | undefined,
  id: string,
): [FetchInput, RequestInit?] {
  if (input instanceof Request && init?.headers === undefined) {
    if (input.headers.has(REQUEST_ID_HEADER)) return [input, init]
    const headers = new Headers(input.headers)
    headers.set(REQUEST_ID_HEADER, id)
    // The headers travel in `init`: the upstream makes its own Request of input and init anyway
    // (upstream.ts guardedFetch), so a copy of the Request here would be one more per call.
    return [input, { ...init, headers }]
  }
  const headers = new Headers(init?.headers)
  if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, id)
  return [input, { ...init, headers }]
}

/** The upstream with every call timed, counted and tagged with the request id. */
export function observeUpstream(upstream: Upstream, metrics: Metrics): Upstream {
  const operationOf = createOperationNamer(new URL(upstream.baseURL).pathname)
  const observed =
    (inner: Upstream['fetch']): Upstream['fetch'] =>
    async (input, init) => {
      const record = currentRequest()
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
      const url = input instanceof Request ? input.url : String(input)
      const operation = operationOf(method, url)
      const started = performance.now()
      const done = (status: string, reason: string | undefined) => {
        const ms = performance.now() - started
        metrics.storeApiSeconds.observe({ operation, status }, ms / 1000)
        if (reason) metrics.storeApiErrors.inc({ operation, reason })
        if (record) {
          record.storeApiCalls += 1
          record.storeApiMs += ms
        }
      }
      const [callInput, callInit] = record ? withRequestId(input, init, record.id) : [input, init]
      try {
        const response = await inner(callInput, callInit)
        done(String(response.status), errorReason(response.status))
        return response
      } catch (error) {
        done('aborted', 'aborted')
        throw error
      }
    }
  const { renderFetch } = upstream
  return {
    ...upstream,
    fetch: observed(upstream.fetch),
    ...(renderFetch ? { renderFetch: observed(renderFetch) } : {}),
  }
}
