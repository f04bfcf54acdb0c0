import type { SessionFailure } from '../../domain/session.ts'
import { type SystemHost, whenSessionReady } from '../../system/index.ts'

/** An Error shaped like the API client's ApiError, so classifyError picks the same page and status. */
export function sessionLoadError(failure: SessionFailure | null): Error {
  const error = new Error(failure?.message ?? 'Critical error. Shopware context is not provided.')
  error.name = 'ApiError'
  return Object.assign(error, {
    ...(failure?.status ? { status: failure.status } : {}),
    details: failure?.code
      ? [{ status: String(failure.status ?? ''), code: failure.code, title: '', detail: failure.message }]
      : [],
  })
}

/**
 * Waits for the session actor's first load and throws when it produced no context: without one
 * no page can be rendered (prices, language, currency), so the Store API's failure (maintenance
 * 503, unreachable 502, slow 408, misconfigured 412) becomes the page's error and status.
 */
export async function ensureSession(system: SystemHost): Promise<void> {
  const session = await whenSessionReady(system)
  if (!session.session) throw sessionLoadError(session.error)
}
