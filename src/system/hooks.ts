// React hooks over the root system, through the SystemHost (see host.ts): before the browser starts
// the actor system they answer from the server's dehydrated snapshot, afterwards from the live
// actors. Components read with narrow selectors (re-render only when the selected value changes),
// send events and listen to emitted ones, always by the actor's id from the registry; they never
// call the Store API themselves, and never hold actor refs.

import { useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react'
import { SystemContext } from './context.ts'
import type { SystemHost } from './host.ts'
import {
  ACTORS,
  type ActorId,
  type EmittedOf,
  type EventOf,
  type SelectedView,
  type ViewOf,
} from './registry.ts'

export function useSystemHost(): SystemHost {
  const host = useContext(SystemContext)
  if (!host) throw new Error('System hooks must be used inside <SystemProvider>')
  return host
}

const MISSING = Symbol('missing')

/** The last view a selector ran on and what it selected (stable results for useSyncExternalStore). */
interface Selection<T> {
  view: unknown
  selected: T | typeof MISSING
}

/**
 * A narrow view of an actor, e.g. `useActor('cart', (view) => view.context.queue.length > 0)`.
 * Selectors may use `context`, `value` and `matches()` only. A dehydrated actor (session, cart)
 * always has a view; the others get `undefined` until the browser has started the system.
 */
export function useActor<Id extends ActorId, T>(
  id: Id,
  selector: (view: SelectedView<Id>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const host = useSystemHost()
  const memo = useRef<Selection<T>>({ view: MISSING, selected: MISSING })
  const latest = useRef({ selector, compare })
  latest.current = { selector, compare }
  const subscribe = useCallback((listener: () => void) => host.subscribe(id, listener), [host, id])
  const select = useCallback(
    (view: ViewOf<Id> | undefined, cache: { current: Selection<T> }): T => {
      const cached = cache.current
      if (cached.view === view && cached.selected !== MISSING) return cached.selected
      if (!view && ACTORS[id].dehydrated) throw new Error(`The root system has no ${id} actor`)
      const next = latest.current.selector(view as SelectedView<Id>)
      const selected =
        cached.selected !== MISSING && latest.current.compare(cached.selected, next) ? cached.selected : next
      cache.current = { view, selected }
      return selected
    },
    [id],
  )
  const read = useCallback((): T => select(host.view(id), memo), [host, id, select])
  // Hydration reads what the server rendered, even when the system has started in between (a part
  // of the page that hydrates late); React then re-renders with `read`.
  const hydrationMemo = useRef<Selection<T>>({ view: MISSING, selected: MISSING })
  const readHydration = useCallback(
    (): T => select(host.hydrationView(id), hydrationMemo),
    [host, id, select],
  )
  return useSyncExternalStore(subscribe, read, readHydration)
}

/** `send(event)` for the actor `id`; queued (and the system started) until the system runs. */
export function useSend<Id extends ActorId>(id: Id): (event: EventOf<Id>) => void {
  const host = useSystemHost()
  return useCallback((event: EventOf<Id>) => host.send(id, event), [host, id])
}

/** Runs `handler` for every event of `type` the actor `id` emits (from the moment the system runs). */
export function useEmitted<Id extends ActorId, K extends EmittedOf<Id>['type']>(
  id: Id,
  type: K,
  handler: (event: Extract<EmittedOf<Id>, { type: K }>) => void,
): void {
  const host = useSystemHost()
  const latest = useRef(handler)
  latest.current = handler
  useEffect(
    () =>
      host.on(id, type, (event) => {
        if (event.type === type) latest.current(event as Extract<EmittedOf<Id>, { type: K }>)
      }),
    [host, id, type],
  )
}
