// Waiting for the session through the SystemHost, without starting the actor system when the
// server's dehydrated session already answers (the browser's first navigation).

import type { SessionMachineContext } from '../../machines/session/session.types.ts'
import type { SystemHost } from './host.ts'

function settled(host: SystemHost): SessionMachineContext | undefined {
  const view = host.view<SessionMachineContext>('session')
  return view && !view.matches({ activity: 'loading' }) ? view.context : undefined
}

/**
 * The session machine's context once its load has finished (successfully or not). A dehydrated,
 * settled session answers at once; otherwise the system is started and awaited.
 */
export function whenSessionReady(host: SystemHost): Promise<SessionMachineContext> {
  const now = settled(host)
  if (now) return Promise.resolve(now)
  return new Promise((resolve, reject) => {
    const check = (): void => {
      const context = settled(host)
      if (!context) return
      unsubscribe()
      resolve(context)
    }
    const unsubscribe = host.subscribe('session', check)
    if (!host.started) host.system().then(check, reject)
  })
}
