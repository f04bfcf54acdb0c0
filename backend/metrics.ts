// What the embedded back end reports about itself for the host's metrics: how long order placements
// take and how often SQLite stayed busy. The back end has no metrics library of its own: the storefront
// server, when it mounts the back end in-process, passes an implementation that records these in its
// Prometheus registry (server/observability/metrics.ts); a standalone back end passes none.
//
// SQLite busy: nothing here retries on SQLITE_BUSY; the connection's busy_timeout (5 s, db/database.ts)
// makes SQLite wait for a writer of another process (the seed CLI, a second server on the same file).
// What is counted is a request that failed with SQLITE_BUSY anyway, after that wait.

import type { MiddlewareHandler } from 'hono'

export interface BackendMetrics {
  /** POST /store-api/checkout/order took `seconds`: placed (2xx), refused (4xx) or failed (5xx). */
  orderPlacement(seconds: number, outcome: 'placed' | 'refused' | 'failed'): void
  /** A request ended in SQLITE_BUSY (or one of its extended codes, SQLITE_BUSY_SNAPSHOT …). */
  sqliteBusy(): void
}

const ORDER_PATH = '/store-api/checkout/order'

/** Whether an error (or one of its causes) is SQLite's busy error. */
export function isSqliteBusy(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false
  const code = (error as Error & { code?: unknown }).code
  if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) return true
  return isSqliteBusy(error.cause, depth + 1)
}

/** Middleware on `/store-api/*` that reports to `metrics`; reads the error the error handler answered. */
export function observeBackend(metrics: BackendMetrics): MiddlewareHandler {
  return async (c, next) => {
    const placing = c.req.method === 'POST' && c.req.path === ORDER_PATH
    const started = placing ? performance.now() : 0
    await next()
    if (isSqliteBusy(c.error)) metrics.sqliteBusy()
    if (!placing) return
    const status = c.res.status
    const outcome = status < 400 ? 'placed' : status < 500 ? 'refused' : 'failed'
    metrics.orderPlacement((performance.now() - started) / 1000, outcome)
  }
}
