// The CMS form machine is the model: xstate/graph walks it with the shopper's events (a valid and an
// invalid contact message, editing a rejected field, starting over) and the submit actor's outcomes.
// Every shortest path is replayed against the machine wired to the embedded back end's real
// /contact-form route, and the state after each step must match the model's.

import { afterAll, describe, expect, it } from 'vitest'
import {
  type ActorLogic,
  createActor,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  type SnapshotFrom,
  waitFor,
} from 'xstate'
import { TestModel } from 'xstate/graph'
import { createTestBackend } from '../../backend/test-support/backend.ts'
import { type CmsFormEvent, cmsFormMachine } from '../../machines/forms/cms-form.machine.ts'
import { createStoreApiClient } from '../../src/api/index.ts'
import type { FormFailure, FormValues } from '../../src/domain/forms.ts'
import { submitCmsForm } from '../../src/features/cms/form-submit.ts'

type Snapshot = SnapshotFrom<typeof cmsFormMachine>
type ModelEvent = CmsFormEvent | DoneActorEvent<void> | ErrorActorEvent | { type: 'xstate.init' }

const { backend } = await createTestBackend()
afterAll(() => backend.close())

const api = createStoreApiClient({
  baseURL: 'http://storefront.test/store-api',
  headers: { 'sw-access-key': backend.accessKey },
  fetch: async (input, init) => backend.fetch(new Request(input, init)),
})

const VALID: FormValues = {
  email: 'valid@example.com',
  subject: 'Delivery to Sylt',
  comment: 'Can you deliver in May, please?',
}
const INVALID: FormValues = { email: 'nope', subject: '', comment: 'short' }
const REJECTED: FormFailure = {
  kind: 'violations',
  fields: {
    email: 'VIOLATION::INVALID_EMAIL_FORMAT_ERROR',
    subject: 'VIOLATION::IS_BLANK_ERROR',
    comment: 'VIOLATION::TOO_SHORT_ERROR',
  },
}

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

const modelLogic = cmsFormMachine as unknown as ActorLogic<Snapshot, ModelEvent>
const model = new TestModel<Snapshot, ModelEvent, undefined>(modelLogic, {
  events,
  serializeState: (snapshot, event) =>
    JSON.stringify([snapshot.value, snapshot.context.failure, key(event as ModelEvent | undefined)]),
})
const paths = model.getShortestPaths()

describe('CMS form model (embedded back end)', () => {
  it('covers every event and outcome', () => {
    const taken = new Set(paths.flatMap((path) => path.steps.map((step) => key(step.event))))
    expect([...taken].sort()).toEqual([
      'form.edit',
      'form.reset',
      'form.submit(invalid)',
      'form.submit(valid)',
      'start',
      'xstate.done.actor.submit',
      'xstate.error.actor.submit',
    ])
  })

  paths.forEach((path, index) => {
    it(path.steps.map((step) => key(step.event)).join(' → '), async () => {
      // Each path writes as its own sender: the back end rate-limits repeated messages per address.
      const email = `path-${index}@example.com`
      const machine = cmsFormMachine.provide({
        actors: {
          submit: fromPromise<void, FormValues>(({ input }) =>
            submitCmsForm(api, { kind: 'contact', storefrontUrl: 'http://localhost:3000' }, input),
          ),
        },
      })
      const actor = createActor(machine).start()
      const [init, ...steps] = path.steps
      expect(observable(actor.getSnapshot())).toEqual(observable(init!.state))
      for (const step of steps) {
        const event = step.event
        if (event.type === 'form.submit') {
          actor.send({
            ...event,
            values: event.values.email === VALID.email ? { ...event.values, email } : event.values,
          })
        } else if (event.type === 'form.edit' || event.type === 'form.reset') {
          actor.send(event)
        } else {
          await waitFor(actor, (s) => !s.matches('submitting'), { timeout: 10_000 })
        }
        expect(observable(actor.getSnapshot()), `after ${key(event)}`).toEqual(observable(step.state))
      }
      actor.stop()
    })
  })
})

describe('CMS form machine', () => {
  it('keeps the submitted values when the submission fails', async () => {
    const machine = cmsFormMachine.provide({
      actors: {
        submit: fromPromise<void, FormValues>(async () =>
          Promise.reject({ kind: 'rate-limited', seconds: 30 }),
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

  it('turns anything but a FormFailure into a generic failure', async () => {
    const machine = cmsFormMachine.provide({
      actors: { submit: fromPromise<void, FormValues>(async () => Promise.reject(new Error('boom'))) },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'form.submit', values: VALID })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'failed' })
  })
})
