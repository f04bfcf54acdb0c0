// The typed registry of the root system's long-lived actors. Their ids are the keys of the root
// machine's context; contexts, events and emitted events per id are derived from the machines, so
// `useActor('cart', …)`, `useSend('session')` and `useEmitted('wishlist', …)` are checked by the
// compiler. `ACTORS` is the one place the ids are written as strings: the host, the dehydration and
// the hooks take them from here.
//
// Types only from xstate and the machines: at run time this module is plain data, so the browser's
// hydration JavaScript never loads XState or a machine (see host.ts).

import type { ActorRef, StateValue } from 'xstate'
import type { RootContext } from '../../machines/root.machine.ts'

export type ActorId = keyof RootContext

type RefOf<Id extends ActorId> = RootContext[Id]

/**
 * The machine context of the actor `Id` as components and the page see it: without `parent`, the
 * ref to the root a machine reports to (machines/parent.ts). That is wiring, not state, and the
 * server leaves it out of the page (its id differs per request).
 */
export type ContextOf<Id extends ActorId> =
  RefOf<Id> extends ActorRef<infer TSnapshot, infer _TEvent, infer _TEmitted>
    ? TSnapshot extends { context: infer TContext }
      ? Omit<TContext, 'parent'>
      : never
    : never

/** The events the actor `Id` accepts. */
export type EventOf<Id extends ActorId> =
  RefOf<Id> extends ActorRef<infer _TSnapshot, infer TEvent, infer _TEmitted> ? TEvent : never

/** The events the actor `Id` emits to subscribers (toasts, the mini cart …). */
export type EmittedOf<Id extends ActorId> =
  RefOf<Id> extends ActorRef<infer _TSnapshot, infer _TEvent, infer TEmitted> ? TEmitted : never

/** The part of an actor snapshot that selectors may use, live or dehydrated. */
export interface ActorView<TContext = unknown> {
  value: StateValue
  context: TContext
  /** Like XState's `snapshot.matches`: `'a'`, `'a.b'` or `{ a: 'b' }`. */
  matches(value: StateValue): boolean
}

export type ViewOf<Id extends ActorId> = ActorView<ContextOf<Id>>

interface ActorEntry {
  /**
   * The server writes the actor's `{ value, context }` into the page (its state is part of the
   * server-rendered HTML); the browser starts from it. Others are seen only once the system runs.
   */
  dehydrated: boolean
}

/** Every long-lived actor the root spawns. The compiler insists on an entry for each. */
export const ACTORS = {
  session: { dehydrated: true },
  notifications: { dehydrated: false },
  cart: { dehydrated: true },
  wishlist: { dehydrated: false },
  checkout: { dehydrated: false },
} as const satisfies Record<ActorId, ActorEntry>

// Pure: the browser's bundler may then leave this module out of the chunks that only need types.
export const ACTOR_IDS = /* @__PURE__ */ Object.keys(ACTORS) as ActorId[]

export type DehydratedId = {
  [Id in ActorId]: (typeof ACTORS)[Id]['dehydrated'] extends true ? Id : never
}[ActorId]

export const DEHYDRATED_IDS = /* @__PURE__ */ ACTOR_IDS.filter(
  (id): id is DehydratedId => ACTORS[id].dehydrated,
)

export function isActorId(id: string): id is ActorId {
  return Object.hasOwn(ACTORS, id)
}

/**
 * What a selector gets: the view of a dehydrated actor is always there (the server's, then the live
 * one); the others have none before the browser starts the system.
 */
export type SelectedView<Id extends ActorId> = Id extends DehydratedId ? ViewOf<Id> : ViewOf<Id> | undefined

/** `{ value, context }` of the dehydrated actors, as the server writes it into the page (JSON). */
export type DehydratedViews = { [Id in DehydratedId]?: { value: StateValue; context: ContextOf<Id> } }
