// What the model tests of the one-actor form machines (the CMS form, the review form) share: the
// model's event type, the shortest paths xstate/graph finds through the machine, and replaying one
// path against the machine wired to the embedded back end.

import { expect } from 'vitest'
import {
  type Actor,
  type ActorLogic,
  type AnyStateMachine,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventFromLogic,
  type EventObject,
  type SnapshotFrom,
  waitFor,
} from 'xstate'
import { type StatePath, TestModel } from 'xstate/graph'
import { listGraphPaths, recordPaths } from './path-listing.ts'

/** The shopper's events, the form actor's outcomes and the start event xstate/graph puts first in a path. */
export type FormModelEvent<TEvent extends EventObject> =
  | TEvent
  | DoneActorEvent<void>
  | ErrorActorEvent
  | { type: 'xstate.init' }

/** Names a step in test titles and the coverage check (`start` for the path's first step). */
export type StepKey<TEvent> = (event: TEvent | undefined) => string

/**
 * The model over `machine`: its shortest paths with the model's `events` (states count as the same
 * when `serialize` gives the same; the step's key is added, so every event is taken in every state).
 */
export function formModel<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  machine: TMachine,
  options: {
    events: (snapshot: SnapshotFrom<TMachine>) => TEvent[]
    serialize: (snapshot: SnapshotFrom<TMachine>) => unknown[]
    key: StepKey<TEvent>
  },
) {
  const { events, serialize, key } = options
  const model = new TestModel<SnapshotFrom<TMachine>, TEvent, undefined>(
    machine as unknown as ActorLogic<SnapshotFrom<TMachine>, TEvent>,
    {
      events,
      serializeState: (snapshot, event) =>
        JSON.stringify([...serialize(snapshot), key(event as TEvent | undefined)]),
    },
  )
  const paths: StatePath<SnapshotFrom<TMachine>, TEvent>[] = model.getShortestPaths()
  recordPaths(machine.id, listGraphPaths(paths, key))
  return {
    paths,
    /** A path's test title: its steps' keys. */
    title: (path: StatePath<SnapshotFrom<TMachine>, TEvent>): string =>
      path.steps.map((step) => key(step.event)).join(' → '),
    /** Every step key the paths take, sorted (to compare with all events and outcomes). */
    stepsTaken: (): string[] =>
      [...new Set(paths.flatMap((path) => path.steps.map((step) => key(step.event))))].sort(),
  }
}

/**
 * Replays `path` on the started `actor`: the shopper's events are sent (`toSend` gives the event to
 * send, null for the form actor's outcomes, which are awaited by waiting until `busy` is left), and
 * after the start and after each step the actor's `observable` state must be the model's.
 */
export async function replayPath<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  actor: Actor<TMachine>,
  path: StatePath<SnapshotFrom<TMachine>, TEvent>,
  options: {
    key: StepKey<TEvent>
    observable: (snapshot: SnapshotFrom<TMachine>) => unknown
    toSend: (event: TEvent) => EventFromLogic<TMachine> | null
    busy: (snapshot: SnapshotFrom<TMachine>) => boolean
  },
): Promise<void> {
  const { key, observable, toSend, busy } = options
  const [init, ...steps] = path.steps
  if (!init) throw new Error('a path starts with its initial step')
  expect(observable(actor.getSnapshot())).toEqual(observable(init.state))
  for (const step of steps) {
    const event = toSend(step.event)
    if (event) actor.send(event)
    else await waitFor(actor, (snapshot) => !busy(snapshot), { timeout: 10_000 })
    expect(observable(actor.getSnapshot()), `after ${key(step.event)}`).toEqual(observable(step.state))
  }
}
