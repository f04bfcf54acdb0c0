// The review form machine is the model: xstate/graph walks it with the shopper's events (a valid
// review, one the client's checks reject, editing a rejected field, writing another) and the save
// actor's outcomes. Every shortest path is replayed against the machine wired to the embedded back
// end's real POST /product/{id}/review — as a logged-in customer (saved) or anonymously (403 →
// login failure) — and the state after each step must match the model's.

import Database from 'better-sqlite3'
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
import { type ReviewFormEvent, reviewFormMachine } from '../../machines/product/review-form.machine.ts'
import { createStoreApiClient, type StoreApi } from '../../src/api/index.ts'
import type { ReviewFailure, ReviewInput } from '../../src/domain/product.ts'
import { saveReview } from '../../src/features/product/review-save.ts'

type Snapshot = SnapshotFrom<typeof reviewFormMachine>
type ModelEvent = ReviewFormEvent | DoneActorEvent<void> | ErrorActorEvent | { type: 'xstate.init' }

const { backend, databasePath } = await createTestBackend()
afterAll(() => backend.close())

function client(token?: string): StoreApi {
  return createStoreApiClient({
    baseURL: 'http://storefront.test/store-api',
    headers: { 'sw-access-key': backend.accessKey, ...(token ? { 'sw-context-token': token } : {}) },
    fetch: async (input, init) => backend.fetch(new Request(input, init)),
  })
}

/** A context whose customer is a row inserted directly (what the account back end's login sets). */
async function customerClient(): Promise<StoreApi> {
  const response = await backend.fetch(
    new Request('http://storefront.test/store-api/context', {
      headers: { 'sw-access-key': backend.accessKey },
    }),
  )
  const token = response.headers.get('sw-context-token') ?? ''
  const db = new Database(databasePath)
  try {
    const channel = db
      .prepare<[], { id: string; language_id: string; customer_group_id: string }>(
        'SELECT id, language_id, customer_group_id FROM sales_channel LIMIT 1',
      )
      .get()
    if (!channel) throw new Error('no sales channel')
    const id = 'feed0000feed0000feed0000feed0000'
    db.prepare(
      `INSERT INTO customer (id, sales_channel_id, customer_group_id, language_id, customer_number, first_name, last_name,
         email, active, guest, default_billing_address_id, default_shipping_address_id, created_at)
       VALUES (?, ?, ?, ?, 'M-1', 'Ole', 'Model', 'ole@example.test', 1, 0, ?, ?, ?)`,
    ).run(id, channel.id, channel.customer_group_id, channel.language_id, id, id, new Date().toISOString())
    const row = db
      .prepare<[string], { payload: string }>('SELECT payload FROM sales_channel_context WHERE token = ?')
      .get(token)
    db.prepare('UPDATE sales_channel_context SET payload = ?, customer_id = ? WHERE token = ?').run(
      JSON.stringify({ ...JSON.parse(row?.payload ?? '{}'), customerId: id }),
      id,
      token,
    )
  } finally {
    db.close()
  }
  return client(token)
}

const customer = await customerClient()
const anonymous = client()
const PRODUCT = '041e1529f46c4dd77a8634809c7f266d'

const VALID: ReviewInput = {
  title: 'Sturdy stool',
  content: 'Comfortable footrest, stable on uneven terrace boards, easy to clean.',
  points: 5,
}
/** Valid for the client, but written without a login: the back end answers 403. */
const ANONYMOUS: ReviewInput = { ...VALID, title: 'Anonymous stool' }
const INVALID: ReviewInput = { title: 'Ok', content: '', points: 0 }
const LOGIN: ReviewFailure = { kind: 'login' }

function events(snapshot: Snapshot): ModelEvent[] {
  if (snapshot.matches('editing')) {
    const list: ModelEvent[] = [
      { type: 'review.submit', review: VALID },
      { type: 'review.submit', review: ANONYMOUS },
      { type: 'review.submit', review: INVALID },
    ]
    if (snapshot.context.problems.length > 0) list.push({ type: 'review.edit', field: 'title' })
    return list
  }
  if (snapshot.matches('saving')) {
    return snapshot.context.review?.title === VALID.title
      ? [{ type: 'xstate.done.actor.save', output: undefined, actorId: 'save' }]
      : [{ type: 'xstate.error.actor.save', error: LOGIN, actorId: 'save' }]
  }
  return [{ type: 'review.again' }]
}

function observable(snapshot: Snapshot) {
  const { problems, failure } = snapshot.context
  return { value: snapshot.value, problems: problems.map((p) => `${p.field}:${p.kind}`), failure }
}

function key(event: ModelEvent | undefined): string {
  if (!event || event.type === 'xstate.init') return 'start'
  if (event.type === 'review.submit')
    return `review.submit(${event.review === VALID ? 'valid' : event.review === ANONYMOUS ? 'anonymous' : 'invalid'})`
  return event.type
}

const model = new TestModel<Snapshot, ModelEvent, undefined>(
  reviewFormMachine as unknown as ActorLogic<Snapshot, ModelEvent>,
  {
    events,
    serializeState: (snapshot, event) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.problems.length,
        snapshot.context.failure,
        key(event as ModelEvent | undefined),
      ]),
  },
)
const paths = model.getShortestPaths()

describe('review form model (embedded back end)', () => {
  it('covers every event and outcome', () => {
    const taken = new Set(paths.flatMap((path) => path.steps.map((step) => key(step.event))))
    expect([...taken].sort()).toEqual([
      'review.again',
      'review.edit',
      'review.submit(anonymous)',
      'review.submit(invalid)',
      'review.submit(valid)',
      'start',
      'xstate.done.actor.save',
      'xstate.error.actor.save',
    ])
  })

  for (const path of paths) {
    it(path.steps.map((step) => key(step.event)).join(' → '), async () => {
      const machine = reviewFormMachine.provide({
        actors: {
          save: fromPromise<void, ReviewInput>(({ input }) =>
            saveReview(input.title === ANONYMOUS.title ? anonymous : customer, PRODUCT, input),
          ),
        },
      })
      const actor = createActor(machine).start()
      const [init, ...steps] = path.steps
      expect(observable(actor.getSnapshot())).toEqual(observable(init!.state))
      for (const step of steps) {
        const event = step.event
        if (event.type === 'review.submit' || event.type === 'review.edit' || event.type === 'review.again') {
          actor.send(event)
        } else {
          await waitFor(actor, (s) => !s.matches('saving'), { timeout: 10_000 })
        }
        expect(observable(actor.getSnapshot()), `after ${key(event)}`).toEqual(observable(step.state))
      }
      actor.stop()
    })
  }

  it('a saved review is pending for its author and invisible to others', async () => {
    const own = await customer.product.reviews(PRODUCT, { limit: 50 })
    const mine = own.elements.filter((review) => review.title === VALID.title)
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((review) => !review.approved)).toBe(true)
    const public_ = await anonymous.product.reviews(PRODUCT, { limit: 50 })
    expect(public_.elements.some((review) => review.title === VALID.title)).toBe(false)
  })
})
