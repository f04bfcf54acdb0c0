// The review form machine is the model: xstate/graph walks it with the shopper's events (a valid
// review, one the client's checks reject, editing a rejected field, writing another) and the save
// actor's outcomes. Every shortest path is replayed against the machine wired to the embedded back
// end's real POST /product/{id}/review — as a logged-in customer (saved) or anonymously (403 →
// login failure) — and the state after each step must match the model's.

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { reviewFormMachine } from '../../machines/product/review-form.machine.ts'
import type { ReviewInput } from '../../src/domain/product.ts'
import { saveReview } from '../../src/system/actors/forms.ts'
import { embeddedStoreApi } from '../../src/features/test-support/embedded-store-api.ts'
import { replayPath } from './form.model.support.ts'
import {
  ANONYMOUS_REVIEW,
  type ReviewSnapshot,
  reviewFormModel,
  reviewKey,
  VALID_REVIEW,
} from './review-form.model.support.ts'

const embedded = await embeddedStoreApi()
/** A context whose customer is a row inserted directly (what the account back end's login sets). */
const customer = await embedded.customerClient({
  id: 'feed0000feed0000feed0000feed0000',
  customerNumber: 'M-1',
  firstName: 'Ole',
  lastName: 'Model',
  email: 'ole@example.test',
})
const anonymous = embedded.client()
const PRODUCT = '041e1529f46c4dd77a8634809c7f266d'

function observable(snapshot: ReviewSnapshot) {
  const { problems, failure } = snapshot.context
  return { value: snapshot.value, problems: problems.map((p) => `${p.field}:${p.kind}`), failure }
}

const model = reviewFormModel()
const key = reviewKey

describe('review form model (embedded back end)', () => {
  it('covers every event and outcome', () => {
    expect(model.stepsTaken()).toEqual([
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

  for (const path of model.paths) {
    it(model.title(path), async () => {
      const machine = reviewFormMachine.provide({
        actors: {
          save: fromPromise<void, ReviewInput>(({ input }) =>
            saveReview(input.title === ANONYMOUS_REVIEW.title ? anonymous : customer, PRODUCT, input),
          ),
        },
      })
      const actor = createActor(machine).start()
      await replayPath(actor, path, {
        key,
        observable,
        toSend: (event) =>
          event.type === 'review.submit' || event.type === 'review.edit' || event.type === 'review.again'
            ? event
            : null,
        busy: (snapshot) => snapshot.matches('saving'),
      })
      actor.stop()
    })
  }

  it('a saved review is pending for its author and invisible to others', async () => {
    const own = await customer.product.reviews(PRODUCT, { limit: 50 })
    const mine = own.elements.filter((review) => review.title === VALID_REVIEW.title)
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((review) => !review.approved)).toBe(true)
    const public_ = await anonymous.product.reviews(PRODUCT, { limit: 50 })
    expect(public_.elements.some((review) => review.title === VALID_REVIEW.title)).toBe(false)
  })
})
