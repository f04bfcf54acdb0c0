// The SystemHost stands between React and the root actor system. On the server it wraps a running
// system. In the browser the system (XState and every machine, about 15 KB gzip) is NOT part of the
// JavaScript needed to hydrate: until it starts, components read the actors' state from the
// server's dehydrated snapshot ("views") or what came after load (`adopt`), and events sent
// meanwhile are queued. It starts on the first event sent or when a route needs it (and for a
// wishlist only this browser keeps, when idle), never just because the visitor moved or clicked.
//
// This module must not import xstate or the machines at runtime (types only), and knows the running
// system only by its shape: the root's context holds one ref per actor id (see registry.ts).

import type { AnyEventObject, StateValue } from 'xstate'
import {
  type ActorId,
  type ActorView,
  type ContextOf,
  type DehydratedViews,
  type EmittedOf,
  type EventOf,
  isActorId,
  type ViewOf,
} from './registry.ts'

/** The running root system as the host uses it (`createRootSystem` returns one). */
export interface RunningSystem {
  getSnapshot(): { context: Record<ActorId, unknown> }
  stop(): void
}

/** What the host calls on one actor ref of the root's context. */
interface LiveActor {
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

function dehydratedView(view: { value: StateValue; context: unknown }): ActorView {
  return {
    value: view.value,
    context: view.context,
    matches: (value) => matchesValue(view.value, value),
  }
}

type Starter = () => Promise<RunningSystem>

/** Views of any actor as plain data (what `adopt` takes). */
export type PlainViews = { [Id in ActorId]?: { value: StateValue; context: ContextOf<Id> } }

interface EmittedListener {
  type: string
  handler: (event: AnyEventObject) => void
  subscription?: { unsubscribe(): void } | undefined
}

export class SystemHost {
  #system: RunningSystem | null = null
  #starting: Promise<RunningSystem> | null = null
  readonly #start: Starter | null
  readonly #views: Map<ActorId, ActorView>
  /** Views that came after load (`adopt`): shown instead of the server's until the system runs. */
  readonly #adopted = new Map<ActorId, ActorView>()
  readonly #listeners = new Map<ActorId, Set<() => void>>()
  readonly #queue: { id: ActorId; event: AnyEventObject }[] = []
  readonly #emitted = new Map<ActorId, Set<EmittedListener>>()
  readonly #stops: (() => void)[] = []

  private constructor(system: RunningSystem | null, views: DehydratedViews, start: Starter | null) {
    this.#start = start
    // Only actors the registry knows: the page's data decides nothing else.
    this.#views = new Map(
      Object.entries(views).flatMap(([id, view]) =>
        isActorId(id) && view ? [[id, dehydratedView(view)] as const] : [],
      ),
    )
    if (system) this.#attach(system)
  }

  /** A host over a system that already runs (server, tests). */
  static running(system: RunningSystem): SystemHost {
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
  system(): Promise<RunningSystem> {
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
  view<Id extends ActorId>(id: Id): ViewOf<Id> | undefined {
    const actor = this.#actor(id)
    if (actor) return actor.getSnapshot() as ViewOf<Id>
    return (this.#adopted.get(id) ?? this.#views.get(id)) as ViewOf<Id> | undefined
  }

  /**
   * Shows `views` instead of the server's until the system runs: a page rendered for nobody in
   * particular (kept by shared caches) learns after load whose it is (src/system/shopper.ts). What
   * hydration reads stays the server's, so the markup still matches; readers re-render after it.
   * Ignored once the system runs (it then starts from these views, see entry-client.tsx).
   */
  adopt(views: PlainViews): void {
    if (this.#system) return
    const changed: ActorId[] = []
    for (const [id, view] of Object.entries(views)) {
      if (!isActorId(id) || !view) continue
      this.#adopted.set(id, dehydratedView(view))
      changed.push(id)
    }
    for (const id of changed) for (const listener of this.#listeners.get(id) ?? []) listener()
  }

  /**
   * What the server rendered for an actor: the dehydrated view in the browser (also after the start,
   * for parts of the page that hydrate later, see src/components/island.tsx), the live view on the
   * server. React reads it while hydrating and then re-renders with `view()`.
   */
  hydrationView<Id extends ActorId>(id: Id): ViewOf<Id> | undefined {
    if (this.#start === null) return this.view(id)
    return this.#views.get(id) as ViewOf<Id> | undefined
  }

  subscribe(id: ActorId, listener: () => void): () => void {
    if (this.#system) {
      const subscription = this.#actor(id)?.subscribe(listener)
      return () => subscription?.unsubscribe()
    }
    // Before the start: collected, and subscribed to the actor when the system attaches.
    let set = this.#listeners.get(id)
    if (!set) {
      set = new Set()
      this.#listeners.set(id, set)
    }
    set.add(listener)
    return () => set.delete(listener)
  }

  /** Sends now, or queues (in order) and starts the system. */
  send<Id extends ActorId>(id: Id, event: EventOf<Id>): void {
    const actor = this.#actor(id)
    if (actor) {
      actor.send(event)
      return
    }
    this.#queue.push({ id, event })
    void this.system().catch((error: unknown) => console.error('The actor system failed to start', error))
  }

  /** Listens to events an actor emits (from the moment the system runs). */
  on<Id extends ActorId>(
    id: Id,
    type: EmittedOf<Id>['type'],
    handler: (event: EmittedOf<Id>) => void,
  ): () => void {
    // The actor emits only its own events: the handler's type is the registry's promise.
    const untyped = handler as (event: AnyEventObject) => void
    if (this.#system) {
      const subscription = this.#actor(id)?.on(type, untyped)
      return () => subscription?.unsubscribe()
    }
    const entry: EmittedListener = { type, handler: untyped }
    let set = this.#emitted.get(id)
    if (!set) {
      set = new Set()
      this.#emitted.set(id, set)
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

  #actor(id: ActorId): LiveActor | undefined {
    // The refs of the root's context are XState actors; the host needs only this much of them.
    return this.#system?.getSnapshot().context[id] as LiveActor | undefined
  }

  #attach(system: RunningSystem): void {
    this.#system = system
    for (const [id, listeners] of this.#listeners) {
      // One subscription per actor that calls whoever is still in the set.
      const subscription = this.#actor(id)?.subscribe(() => {
        for (const listener of listeners) listener()
      })
      if (subscription) this.#stops.push(() => subscription.unsubscribe())
    }
    for (const [id, entries] of this.#emitted) {
      for (const entry of entries) entry.subscription = this.#actor(id)?.on(entry.type, entry.handler)
    }
    for (const { id, event } of this.#queue.splice(0)) this.#actor(id)?.send(event)
    // The views switch from dehydrated to live: tell every reader.
    for (const listeners of this.#listeners.values()) for (const listener of listeners) listener()
  }
}
