// The root route's guard: no page renders without a Store API context. Routes own their guards
// (beforeLoad), as TanStack keeps them; the account guards are beside it (./account-guards.ts).

import { type StoreApiFailure, storeApiFailure } from '../../domain/failure.ts'
import type { SessionFailure } from '../../domain/session.ts'
import { sessionLoaded, whenSettled } from '../../system/settled.ts'
import type { SystemHost } from '../../system/index.ts'

/** The session load's failure again, so classifyError picks the same page and status as for the call. */
export function sessionLoadError(failure: SessionFailure | null): StoreApiFailure {
  if (!failure) return storeApiFailure({ message: 'Critical error. Shopware context is not provided.' })
  const { operation: _operation, ...view } = failure
  return storeApiFailure(view)
}

/**
 * Waits for the session actor's first load and throws when it produced no context: without one
 * no page can be rendered (prices, language, currency), so the Store API's failure (maintenance
 * 503, unreachable 502, slow 408, misconfigured 412) becomes the page's error and status.
 */
export async function ensureSession(system: SystemHost): Promise<void> {
  const { context } = await whenSettled(system, 'session', sessionLoaded)
  if (!context.session) throw sessionLoadError(context.error)
}
