// React hooks over the root system. Components read with narrow selectors (re-render only when the
// selected value changes) and send events; they never call the Store API themselves.

import { useSelector } from '@xstate/react'
import { useCallback, useContext, useEffect, useRef } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { notificationsMachine } from '../../machines/notifications/notifications.machine.ts'
import type { sessionMachine } from '../../machines/session/session.machine.ts'
import type { SessionEmitted, SessionEvent } from '../../machines/session/session.types.ts'
import type { NotificationType } from '../domain/notifications.ts'
import { SystemContext } from './context.ts'
import type { RootSystem } from './create-root-system.ts'

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>
export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>

export function useRootSystem(): RootSystem {
  const system = useContext(SystemContext)
  if (!system) throw new Error('useRootSystem must be used inside <SystemProvider>')
  return system
}

/** A narrow view of the session, e.g. `useSession((s) => s.context.session?.currency.isoCode)`. */
export function useSession<T>(
  selector: (snapshot: SessionSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useRootSystem().getSnapshot().context.session, selector, compare)
}

export function useSessionSend(): (event: SessionEvent) => void {
  const session = useRootSystem().getSnapshot().context.session
  return useCallback((event: SessionEvent) => session.send(event), [session])
}

/** Runs `handler` for every emitted session event of `type` (e.g. a toast on 'session.failed'). */
export function useSessionEvent<K extends SessionEmitted['type']>(
  type: K,
  handler: (event: Extract<SessionEmitted, { type: K }>) => void,
): void {
  const session = useRootSystem().getSnapshot().context.session
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    const subscription = session.on(type, (event) =>
      latest.current(event as Extract<SessionEmitted, { type: K }>),
    )
    return () => subscription.unsubscribe()
  }, [session, type])
}

export function useNotifications<T>(
  selector: (snapshot: NotificationsSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useRootSystem().getSnapshot().context.notifications, selector, compare)
}

export interface NotifyOptions {
  type: NotificationType
  /** Already translated (Lingui `t`), the machine never translates. */
  message: string
  persistent?: boolean
}

function newId(): string {
  // randomUUID needs a secure context; plain-http preview hosts fall back to getRandomValues.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  )
}

/** Returns `notify(options) → id`; dismiss with `useDismissNotification()(id)`. */
export function useNotify(): (options: NotifyOptions) => string {
  const notifications = useRootSystem().getSnapshot().context.notifications
  return useCallback(
    ({ type, message, persistent = false }: NotifyOptions) => {
      const id = newId()
      notifications.send({ type: 'notifications.push', notification: { id, type, message, persistent } })
      return id
    },
    [notifications],
  )
}

export function useDismissNotification(): (id: string) => void {
  const notifications = useRootSystem().getSnapshot().context.notifications
  return useCallback(
    (id: string) => notifications.send({ type: 'notifications.dismiss', id }),
    [notifications],
  )
}
