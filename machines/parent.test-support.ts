// A stand-in for the root in machine tests: an actor that records every event it is told. Passed as
// the `parent` input, it receives exactly what the root would (machines/parent.ts).

import { createActor, type EventObject, fromCallback } from 'xstate'
import type { ParentRef } from './parent.ts'

export function recordingParent<TEvent extends EventObject>(): {
  parent: ParentRef<TEvent>
  received: TEvent[]
} {
  const received: TEvent[] = []
  const parent = createActor(
    fromCallback<TEvent>(({ receive }) => {
      receive((event) => {
        received.push(event)
      })
    }),
  ).start()
  return { parent, received }
}
