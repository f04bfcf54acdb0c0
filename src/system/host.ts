// The SystemHost stands between React and the root actor system. On the server it wraps a running
// system. In the browser the system (XState and every machine, about 15 KB gzip) is NOT part of the
// JavaScript needed to hydrate: until it starts, components read the actors' state from the
// server's dehydrated snapshot ("views"), and events sent meanwhile are queued. It starts on the
// first sign of intent (pointer, key, touch), on the first event sent, or when a route needs it.
//
// This module must not import xstate or the machines at runtime (types only).

import type { AnyEventObject, StateValue } from 'xstate'
import type { RootSystem } from './create-root-system.ts'

/** The part of an actor snapshot that selectors may use, live or dehydrated. */
export interface ActorView<TContext = unknown> {
  value: StateValue
  context: TContext
  /** Like XState's `snapshot.matches`: `'a'`, `'a.b'` or `{ a: 'b' }`. */
  matches(value: StateValue): boolean
}

/** Plain JSON, as the server writes it into the page. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** JSON-safe `{ value, context }` per system id, written into the page by the server. */
export type DehydratedViews = Record<string, { value: StateValue; context: Json }>

interface Subscribable {
  subscribe(listener: () => void): { unsubscribe(): void }
  getSnapshot(): { value: StateValue; context: unknown; matches(value: StateValue): boolean }
  send(event: AnyEventObject): void
  on(type: string, handler: (event: AnyEventObject) => void): { unsubscribe(): void }
}

/** Whether `current` is in (or below) the state `expected`, as XState's `matchesState`. */
export function matchesValue(current: StateValue, expected: StateValue): boolean {
  const wanted = typeof expected === 'string' ? fromPath(expected) : expected
  if (typeof wanted === 'string') {
    return typeof current === 'string' ? current === wanted : wanted in current
  }
  if (typeof current === 'string') return false
  return Object.entries(wanted).every(([key, child]) => {
    const actual = current[key]
    return actual !== undefined && (child === undefined || matchesValue(actual, child))
  })
}

function fromPath(path: string): StateValue {
  const parts = path.split('.')
  let value: StateValue = parts.at(-1) ?? ''
  for (let index = parts.length - 2; index >= 0; index--) value = { [parts[index] ?? '']: value }
  return value
}

function dehydratedView<T>(view: { value: StateValue; context: Json }): ActorView<T> {
  return {
    value: view.value,
    context: view.context as unknown as T,
    matches: (value) => matchesValue(view.value, value),
  }
}

type Starter = () => Promise<RootSystem>

interface EmittedListener {
  type: string
  handler: (event: AnyEventObject) => void
  subscription?: { unsubscribe(): void } | undefined
}

export class SystemHost {
  #system: RootSystem | null = null
  #starting: Promise<RootSystem> | null = null
  readonly #start: Starter | null
  readonly #views: Map<string, ActorView>
  readonly #listeners = new Map<string, Set<() => void>>()
  readonly #queue: { systemId: string; event: AnyEventObject }[] = []
  readonly #emitted = new Map<string, Set<EmittedListener>>()
  readonly #stops: (() => void)[] = []

  private constructor(system: RootSystem | null, views: DehydratedViews, start: Starter | null) {
    this.#start = start
    this.#views = new Map(Object.entries(views).map(([id, view]) => [id, dehydratedView(view)]))
    if (system) this.#attach(system)
  }

  /** A host over a system that already runs (server, tests). */
  static running(system: RootSystem): SystemHost {
    return new SystemHost(system, {}, null)
  }

  /** A host that shows `views` until `start()` resolves with the system (browser). */
  static deferred(views: DehydratedViews, start: Starter): SystemHost {
    return new SystemHost(null, views, start)
  }

  get started(): boolean {
    return this.#system !== null
  }

  /** The running system; starts it if needed. */
  system(): Promise<RootSystem> {
    if (this.#system) return Promise.resolve(this.#system)
    if (!this.#start) return Promise.reject(new Error('This system host cannot start a system'))
    if (!this.#starting) {
      this.#starting = this.#start().then(
        (system) => {
          this.#attach(system)
          return system
        },
        (error: unknown) => {
          this.#starting = null
          throw error
        },
      )
    }
    return this.#starting
  }

  /** The current view of an actor (live once started), or undefined if there is none. */
  view<T>(systemId: string): ActorView<T> | undefined {
    const actor = this.#actor(systemId)
    if (actor) return actor.getSnapshot() as ActorView<T>
    return this.#views.get(systemId) as ActorView<T> | undefined
  }

  /**
   * What the server rendered for an actor: the dehydrated view in the browser (also after the start,
   * for parts of the page that hydrate later, see src/components/island.tsx), the live view on the
   * server. React reads it while hydrating and then re-renders with `view()`.
   */
  hydrationView<T>(systemId: string): ActorView<T> | undefined {
    if (this.#start === null) return this.view<T>(systemId)
    return this.#views.get(systemId) as ActorView<T> | undefined
  }

  subscribe(systemId: string, listener: () => void): () => void {
    if (this.#system) {
      const subscription = this.#actor(systemId)?.subscribe(listener)
      return () => subscription?.unsubscribe()
    }
    // Before the start: collected, and subscribed to the actor when the system attaches.
    let set = this.#listeners.get(systemId)
    if (!set) {
      set = new Set()
      this.#listeners.set(systemId, set)
    }
    set.add(listener)
    return () => set.delete(listener)
  }

  /** Sends now, or queues (in order) and starts the system. */
  send(systemId: string, event: AnyEventObject): void {
    const actor = this.#actor(systemId)
    if (actor) {
      actor.send(event)
      return
    }
    this.#queue.push({ systemId, event })
    void this.system().catch((error: unknown) => console.error('The actor system failed to start', error))
  }

  /** Listens to events an actor emits (from the moment the system runs). */
  on(systemId: string, type: string, handler: (event: AnyEventObject) => void): () => void {
    if (this.#system) {
      const subscription = this.#actor(systemId)?.on(type, handler)
      return () => subscription?.unsubscribe()
    }
    const entry: EmittedListener = { type, handler }
    let set = this.#emitted.get(systemId)
    if (!set) {
      set = new Set()
      this.#emitted.set(systemId, set)
    }
    set.add(entry)
    return () => {
      set.delete(entry)
      entry.subscription?.unsubscribe()
    }
  }

  stop(): void {
    for (const stop of this.#stops.splice(0)) stop()
    this.#system?.stop()
  }

  #actor(systemId: string): Subscribable | undefined {
    return this.#system?.system.get(systemId) as Subscribable | undefined
  }

  #attach(system: RootSystem): void {
    this.#system = system
    for (const [systemId, listeners] of this.#listeners) {
      // One subscription per actor that calls whoever is still in the set.
      const subscription = this.#actor(systemId)?.subscribe(() => {
        for (const listener of listeners) listener()
      })
      if (subscription) this.#stops.push(() => subscription.unsubscribe())
    }
    for (const [systemId, entries] of this.#emitted) {
      for (const entry of entries) entry.subscription = this.#actor(systemId)?.on(entry.type, entry.handler)
    }
    for (const { systemId, event } of this.#queue.splice(0)) this.#actor(systemId)?.send(event)
    // The views switch from dehydrated to live: tell every reader.
    for (const listeners of this.#listeners.values()) for (const listener of listeners) listener()
  }
}
