// React hooks over the root system, through the SystemHost (see host.ts): before the browser starts
// the actor system they answer from the server's dehydrated snapshot, afterwards from the live
// actors. Components read with narrow selectors (re-render only when the selected value changes)
// and send events; they never call the Store API themselves, and never hold actor refs.

import { useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react'
import type { AnyEventObject } from 'xstate'
import type { NotificationsContext } from '../../machines/notifications/notifications.machine.ts'
import type {
  SessionMachineContext,
  SessionEmitted,
  SessionEvent,
} from '../../machines/session/session.types.ts'
import type { NotificationType } from '../domain/notifications.ts'
import { SystemContext } from './context.ts'
import type { ActorView, SystemHost } from './host.ts'

export type SessionSnapshot = ActorView<SessionMachineContext>
export type NotificationsSnapshot = ActorView<NotificationsContext>

export function useSystemHost(): SystemHost {
  const host = useContext(SystemContext)
  if (!host) throw new Error('System hooks must be used inside <SystemProvider>')
  return host
}

const MISSING = Symbol('missing')

/** The last view a selector ran on and what it selected (stable results for useSyncExternalStore). */
interface Selection<TContext, T> {
  view: ActorView<TContext> | undefined | typeof MISSING
  selected: T | typeof MISSING
}

/**
 * A narrow view of the actor registered under `systemId`, e.g.
 * `useSystemSelector<CartContext, number>('cart', (s) => s.context.cart?.lineItems.length ?? 0)`.
 * Selectors may use `context`, `value` and `matches()` only. Without such an actor the selector
 * gets `undefined`.
 */
export function useSystemSelector<TContext, T>(
  systemId: string,
  selector: (view: ActorView<TContext> | undefined) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const host = useSystemHost()
  const memo = useRef<Selection<TContext, T>>({ view: MISSING, selected: MISSING })
  const latest = useRef({ selector, compare })
  latest.current = { selector, compare }
  const subscribe = useCallback(
    (listener: () => void) => host.subscribe(systemId, listener),
    [host, systemId],
  )
  const select = useCallback(
    (view: ActorView<TContext> | undefined, cache: { current: Selection<TContext, T> }): T => {
      const cached = cache.current
      if (cached.view === view && cached.selected !== MISSING) return cached.selected
      const next = latest.current.selector(view)
      const selected =
        cached.selected !== MISSING && latest.current.compare(cached.selected, next) ? cached.selected : next
      cache.current = { view, selected }
      return selected
    },
    [],
  )
  const read = useCallback((): T => select(host.view<TContext>(systemId), memo), [host, systemId, select])
  // Hydration reads what the server rendered, even when the system has started in between (a part
  // of the page that hydrates late); React then re-renders with `read`.
  const hydrationMemo = useRef<Selection<TContext, T>>({ view: MISSING, selected: MISSING })
  const readHydration = useCallback(
    (): T => select(host.hydrationView<TContext>(systemId), hydrationMemo),
    [host, systemId, select],
  )
  return useSyncExternalStore(subscribe, read, readHydration)
}

/** `send(event)` for the actor under `systemId`; queued until the system runs. */
export function useSystemSend<TEvent extends AnyEventObject>(systemId: string): (event: TEvent) => void {
  const host = useSystemHost()
  return useCallback((event: TEvent) => host.send(systemId, event), [host, systemId])
}

/** Runs `handler` for every event of `type` that the actor under `systemId` emits. */
export function useSystemEvent<TEvent extends AnyEventObject>(
  systemId: string,
  type: TEvent['type'],
  handler: (event: TEvent) => void,
): void {
  const host = useSystemHost()
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => host.on(systemId, type, (event) => latest.current(event as TEvent)), [host, systemId, type])
}

/** A narrow view of the session, e.g. `useSession((s) => s.context.session?.currency.isoCode)`. */
export function useSession<T>(
  selector: (snapshot: SessionSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSystemSelector<SessionMachineContext, T>(
    'session',
    (view) => {
      if (!view) throw new Error('The root system has no session actor')
      return selector(view)
    },
    compare,
  )
}

export function useSessionSend(): (event: SessionEvent) => void {
  return useSystemSend<SessionEvent>('session')
}

/** Runs `handler` for every emitted session event of `type` (e.g. a toast on 'session.failed'). */
export function useSessionEvent<K extends SessionEmitted['type']>(
  type: K,
  handler: (event: Extract<SessionEmitted, { type: K }>) => void,
): void {
  useSystemEvent<SessionEmitted>('session', type, (event) => {
    if (event.type === type) handler(event as Extract<SessionEmitted, { type: K }>)
  })
}

const NO_NOTIFICATIONS: NotificationsContext = { items: [] }

export function useNotifications<T>(
  selector: (snapshot: NotificationsSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSystemSelector<NotificationsContext, T>(
    'notifications',
    // Nothing to show before the system starts: notifications are never dehydrated.
    (view) => selector(view ?? { value: 'active', context: NO_NOTIFICATIONS, matches: () => false }),
    compare,
  )
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
  const send = useSystemSend('notifications')
  return useCallback(
    ({ type, message, persistent = false }: NotifyOptions) => {
      const id = newId()
      send({ type: 'notifications.push', notification: { id, type, message, persistent } })
      return id
    },
    [send],
  )
}

export function useDismissNotification(): (id: string) => void {
  const send = useSystemSend('notifications')
  return useCallback((id: string) => send({ type: 'notifications.dismiss', id }), [send])
}
