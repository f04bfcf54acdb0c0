// What the model tests of the one-actor form machines (the CMS form, the review form) share: the
// model's event type, the shortest paths xstate/graph finds through the machine, and replaying one
// path against the machine wired to the embedded back end (the model itself is form-model.ts).

import { expect } from 'vitest'
import {
  type Actor,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type SnapshotFrom,
  waitFor,
} from 'xstate'
import type { StatePath } from 'xstate/graph'
import type { StepKey } from './form-model.ts'

export { type FormModelEvent, formModel, type StepKey } from './form-model.ts'

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
