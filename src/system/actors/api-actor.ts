// The one way an adapter calls the Store API from an actor: whatever the call throws reaches the
// machine as a StoreApiFailure (the client already throws only those; a bug in the adapter itself
// becomes an 'unexpected' one), so machines never see anything else.

import { type AnyActorRef, fromPromise } from 'xstate'
import { asFailure } from '../../domain/failure.ts'

export function apiActor<TOutput, TInput = void>(call: (input: TInput) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(async ({ input }) => {
    try {
      return await call(input)
    } catch (error) {
      throw asFailure(error)
    }
  })
}

/** The actor system an actor runs in (xstate does not export its own name for it). */
export type AnyActorSystem = AnyActorRef['system']

/**
 * Where the actors of a machine find what they call (the Store API client, local storage …): from
 * the actor system they run in. A machine provided once with such actors serves every system (one
 * per server render) without being rebuilt; `provide()` per render re-created every state node.
 */
export type PortsOf<P> = (system: AnyActorSystem) => P

/**
 * The ports of each actor system, set by whoever starts it (before `start()` when the actors run at
 * once) and read by its actors. A system without them is a wiring bug, so reading throws.
 */
export function systemPorts<P>(what: string): {
  bind: (system: AnyActorSystem, ports: P) => void
  of: PortsOf<P>
} {
  const bySystem = new WeakMap<AnyActorSystem, P>()
  return {
    bind: (system, ports) => {
      bySystem.set(system, ports)
    },
    of: (system) => {
      const found = bySystem.get(system)
      if (found === undefined) throw new Error(`${what}: actor system started without its ports`)
      return found
    },
  }
}

/** `apiActor` whose call receives the ports of the system the actor runs in. */
export function actorsOn<P>(portsOf: PortsOf<P>) {
  return <TOutput, TInput = void>(call: (ports: P, input: TInput) => Promise<TOutput>) =>
    fromPromise<TOutput, TInput>(async ({ input, system }) => {
      try {
        return await call(portsOf(system), input)
      } catch (error) {
        throw asFailure(error)
      }
    })
}
