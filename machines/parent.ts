// How a long-lived actor tells the root that spawned it what changed, with XState's public API only.
//
// The root hands each child its own ref as input (`spawn(…, { input: { parent: self } })`, `self`
// from the context factory); the child keeps it in its context and sends with `sendTo`. XState's
// `sendParent` needs no ref but throws when the actor has no parent, and the only way to ask
// whether there is one is the actor's private `_parent` field. With the ref in the context, a
// machine running alone (its own tests) simply has none and tells nobody. The notifying actions
// check for the ref themselves: `sendTo` given no ref sends to the actor itself.
//
// The ref is wiring, not state: the page's dehydrated views leave it out (its id differs per
// request) and so does the context type components see (src/system/registry.ts, `ContextOf`).

import type { ActorRef, EventObject, Snapshot } from 'xstate'

/** The actor a child reports to: any actor that accepts `TEvent` (the root, or a test's recorder). */
export type ParentRef<TEvent extends EventObject> = ActorRef<Snapshot<unknown>, TEvent>
