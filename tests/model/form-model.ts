// The model of a one-actor form machine (the CMS form, the review form, the order action): the
// shortest paths xstate/graph finds through it with the model's events. Free of Vitest, so that the
// UI replay (tests/paths-ui, in the Playwright process) generates the very same paths as the model
// tests that replay them at machine level (form.model.support.ts).

import type {
  ActorLogic,
  AnyStateMachine,
  DoneActorEvent,
  ErrorActorEvent,
  EventObject,
  SnapshotFrom,
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
    /**
     * Tells states apart by the state an event came from too, so that an event taken from two
     * states (`order.edit` from the question and from the answer) is taken from each.
     */
    bySource?: boolean
  },
) {
  const { events, serialize, key, bySource = false } = options
  const model = new TestModel<SnapshotFrom<TMachine>, TEvent, undefined>(
    machine as unknown as ActorLogic<SnapshotFrom<TMachine>, TEvent>,
    {
      events,
      serializeState: (snapshot, event, previous) =>
        JSON.stringify([
          ...serialize(snapshot),
          key(event as TEvent | undefined),
          bySource ? ((previous as { value?: unknown } | undefined)?.value ?? null) : null,
        ]),
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
