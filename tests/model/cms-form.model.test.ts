// The CMS form machine is the model: xstate/graph walks it with the shopper's events (a valid and an
// invalid contact message, editing a rejected field, starting over) and the submit actor's outcomes.
// Every shortest path is replayed against the machine wired to the embedded back end's real
// /contact-form route, and the state after each step must match the model's.

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate'
import { type CmsFormEvent, cmsFormMachine } from '../../machines/forms/cms-form.machine.ts'
import { storeApiFailure, violation } from '../../src/domain/failure.ts'
import type { FormValues } from '../../src/domain/forms.ts'
import { cmsFormWithApi } from '../../src/system/actors/forms.ts'
import { embeddedStoreApi } from '../../src/features/test-support/embedded-store-api.ts'
import { type FormModelEvent, formModel, replayPath } from './form.model.support.ts'

type Snapshot = SnapshotFrom<typeof cmsFormMachine>
type ModelEvent = FormModelEvent<CmsFormEvent>

const api = (await embeddedStoreApi()).client()

const VALID: FormValues = {
  email: 'valid@example.com',
  subject: 'Delivery to Sylt',
  comment: 'Can you deliver in May, please?',
}
const INVALID: FormValues = { email: 'nope', subject: '', comment: 'short' }
/** What the back end answers the invalid message with (the model's failure of the submit actor). */
const REJECTED = storeApiFailure({
  status: 400,
  reason: 'invalidInput',
  violations: [
    violation({ pointer: '/email', reason: 'invalidEmail' }),
    violation({ pointer: '/subject', reason: 'blank' }),
    violation({ pointer: '/comment', reason: 'tooShort' }),
  ],
})

function events(snapshot: Snapshot): ModelEvent[] {
  if (snapshot.matches('editing')) {
    const list: ModelEvent[] = [
      { type: 'form.submit', values: VALID },
      { type: 'form.submit', values: INVALID },
    ]
    if (snapshot.context.failure?.kind === 'violations') list.push({ type: 'form.edit', field: 'email' })
    return list
  }
  if (snapshot.matches('submitting')) {
    return snapshot.context.values.email === VALID.email
      ? [{ type: 'xstate.done.actor.submit', output: undefined, actorId: 'submit' }]
      : [{ type: 'xstate.error.actor.submit', error: REJECTED, actorId: 'submit' }]
  }
  return [{ type: 'form.reset' }]
}

function observable(snapshot: Snapshot) {
  const { failure } = snapshot.context
  return { value: snapshot.value, failure }
}

function key(event: ModelEvent | undefined): string {
  if (!event || event.type === 'xstate.init') return 'start'
  if (event.type === 'form.submit')
    return `form.submit(${event.values.email === VALID.email ? 'valid' : 'invalid'})`
  return event.type
}

const model = formModel(cmsFormMachine, {
  events,
  serialize: (snapshot) => [snapshot.value, snapshot.context.failure],
  key,
})

describe('CMS form model (embedded back end)', () => {
  it('covers every event and outcome', () => {
    expect(model.stepsTaken()).toEqual([
      'form.edit',
      'form.reset',
      'form.submit(invalid)',
      'form.submit(valid)',
      'start',
      'xstate.done.actor.submit',
      'xstate.error.actor.submit',
    ])
  })

  model.paths.forEach((path, index) => {
    it(model.title(path), async () => {
      // Each path writes as its own sender: the back end rate-limits repeated messages per address.
      const email = `path-${index}@example.com`
      const machine = cmsFormWithApi(api, { kind: 'contact', storefrontUrl: 'http://localhost:3000' })
      const actor = createActor(machine).start()
      await replayPath(actor, path, {
        key,
        observable,
        toSend: (event) => {
          if (event.type === 'form.submit') {
            return {
              ...event,
              values: event.values.email === VALID.email ? { ...event.values, email } : event.values,
            }
          }
          return event.type === 'form.edit' || event.type === 'form.reset' ? event : null
        },
        busy: (snapshot) => snapshot.matches('submitting'),
      })
      actor.stop()
    })
  })
})

describe('CMS form machine', () => {
  it('keeps the submitted values when the submission fails', async () => {
    const machine = cmsFormMachine.provide({
      actors: {
        submit: fromPromise<void, FormValues>(async () =>
          Promise.reject(storeApiFailure({ status: 429, reason: 'rateLimited', retryAfterSeconds: 30 })),
        ),
      },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'form.submit', values: VALID })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context).toEqual({
      values: VALID,
      failure: { kind: 'rate-limited', seconds: 30 },
    })
  })

  it('turns anything but a Store API refusal into a generic failure', async () => {
    const machine = cmsFormMachine.provide({
      actors: { submit: fromPromise<void, FormValues>(async () => Promise.reject(new Error('boom'))) },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'form.submit', values: VALID })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'failed' })
  })
})
