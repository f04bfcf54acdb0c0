// What one request did, collected while it runs: its id, route template, cache outcome, Store API
// calls and an error worth logging. Kept in an AsyncLocalStorage so that the code deep inside a
// request (the upstream wrapper, the page cache, the native forms) can add to it without every
// module passing a context along; the request log line (logger.ts) and the metrics are written from
// it when the response is done. Outside a request (start-up, background renewals after their request
// ended) the notes go nowhere.

import { AsyncLocalStorage } from 'node:async_hooks'

/** How the in-process page cache answered a page: see page-cache.ts. `bypass`: not consulted. */
export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass'

export interface RequestRecord {
  readonly id: string
  /** Set by a mount that knows better than the path (static files); else derived from the path. */
  route: string | undefined
  cache: CacheOutcome | undefined
  storeApiCalls: number
  storeApiMs: number
  /** A failure the handler answered itself (a native form that failed) but an operator should see. */
  error: unknown
}

const requests = new AsyncLocalStorage<RequestRecord>()

export function newRequestRecord(id: string): RequestRecord {
  return { id, route: undefined, cache: undefined, storeApiCalls: 0, storeApiMs: 0, error: undefined }
}

/** Runs `work` with `record` as the current request's record. */
export function withRequestRecord<T>(record: RequestRecord, work: () => T): T {
  return requests.run(record, work)
}

export function currentRequest(): RequestRecord | undefined {
  return requests.getStore()
}

export function noteRoute(route: string): void {
  const record = requests.getStore()
  if (record) record.route = route
}

export function noteCacheOutcome(outcome: CacheOutcome): void {
  const record = requests.getStore()
  // The first outcome counts: a stale hit's background renewal must not turn the request into a miss.
  if (record && record.cache === undefined) record.cache = outcome
}

export function noteError(error: unknown): void {
  const record = requests.getStore()
  if (record) record.error = error
}
