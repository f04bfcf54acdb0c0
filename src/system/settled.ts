// Waiting for an actor through the SystemHost: loaders and route guards need the session (and the
// server the cart) settled before they go on, without starting the browser's actor system when the
// server's dehydrated view already answers.

import type { SystemHost } from './host.ts'
import type { ActorId, ViewOf } from './registry.ts'

/**
 * The view of actor `id` once `predicate` holds (e.g. the session's first load has finished). A
 * view that already satisfies it (the server's dehydrated one in the browser) answers at once,
 * without starting the system; otherwise the system is started and watched. Rejects when the
 * system cannot start.
 */
export function whenSettled<Id extends ActorId>(
  host: SystemHost,
  id: Id,
  predicate: (view: ViewOf<Id>) => boolean,
): Promise<ViewOf<Id>> {
  const settled = (): ViewOf<Id> | undefined => {
    const view = host.view(id)
    return view && predicate(view) ? view : undefined
  }
  const now = settled()
  if (now) return Promise.resolve(now)
  return new Promise((resolve, reject) => {
    const check = (): void => {
      const view = settled()
      if (!view) return
      unsubscribe()
      resolve(view)
    }
    const unsubscribe = host.subscribe(id, check)
    if (!host.started) {
      host.system().then(check, (error: unknown) => {
        unsubscribe()
        reject(error)
      })
    }
  })
}

/** The session's first load has finished, with a context or with its failure. */
export function sessionLoaded(view: ViewOf<'session'>): boolean {
  return !view.matches({ activity: 'loading' })
}

/** The cart's first load has finished (after the session's); a failed one is only logged. */
export function cartLoaded(view: ViewOf<'cart'>): boolean {
  return !view.matches({ sync: 'waitingForSession' }) && !view.matches({ sync: 'loading' })
}
