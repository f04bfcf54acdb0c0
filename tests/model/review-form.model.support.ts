// The review form's model, shared by its two replays: the model test (product-review.model.test.ts,
// the machine against the embedded back end) and the UI replay (tests/paths-ui, the real product
// page in Chromium). Both take their paths from `reviewFormModel`, so a path has the same steps and
// the same title in both, and the path report can put the two results side by side.

import type { SnapshotFrom } from 'xstate'
import { type ReviewFormEvent, reviewFormMachine } from '../../machines/product/review-form.machine.ts'
import { storeApiFailure } from '../../src/domain/failure.ts'
import type { ReviewInput } from '../../src/domain/product.ts'
import { type FormModelEvent, formModel } from './form-model.ts'

export type ReviewSnapshot = SnapshotFrom<typeof reviewFormMachine>
export type ReviewModelEvent = FormModelEvent<ReviewFormEvent>

export const VALID_REVIEW: ReviewInput = {
  title: 'Sturdy stool',
  content: 'Comfortable footrest, stable on uneven terrace boards, easy to clean.',
  points: 5,
}
/** Valid for the client, but written without a login: the back end answers 403. */
export const ANONYMOUS_REVIEW: ReviewInput = { ...VALID_REVIEW, title: 'Anonymous stool' }
export const INVALID_REVIEW: ReviewInput = { title: 'Ok', content: '', points: 0 }
/** What the back end answers an anonymous review with (the model's failure of the save actor). */
export const NOT_LOGGED_IN = storeApiFailure({ status: 403, reason: 'notLoggedIn' })

function events(snapshot: ReviewSnapshot): ReviewModelEvent[] {
  if (snapshot.matches('editing')) {
    const list: ReviewModelEvent[] = [
      { type: 'review.submit', review: VALID_REVIEW },
      { type: 'review.submit', review: ANONYMOUS_REVIEW },
      { type: 'review.submit', review: INVALID_REVIEW },
    ]
    if (snapshot.context.problems.length > 0) list.push({ type: 'review.edit', field: 'title' })
    return list
  }
  if (snapshot.matches('saving')) {
    return snapshot.context.review?.title === VALID_REVIEW.title
      ? [{ type: 'xstate.done.actor.save', output: undefined, actorId: 'save' }]
      : [{ type: 'xstate.error.actor.save', error: NOT_LOGGED_IN, actorId: 'save' }]
  }
  return [{ type: 'review.again' }]
}

/** Which sample a submitted review is. */
export function reviewSample(review: ReviewInput): 'valid' | 'anonymous' | 'invalid' {
  return review === VALID_REVIEW ? 'valid' : review === ANONYMOUS_REVIEW ? 'anonymous' : 'invalid'
}

/** A step's name in test titles (`review.submit(valid)`; `start` for the path's first step). */
export function reviewKey(event: ReviewModelEvent | undefined): string {
  if (!event || event.type === 'xstate.init') return 'start'
  if (event.type === 'review.submit') return `review.submit(${reviewSample(event.review)})`
  return event.type
}

/** The model: every shortest path through the review form with the events above. */
export function reviewFormModel() {
  return formModel(reviewFormMachine, {
    events,
    serialize: (snapshot) => [snapshot.value, snapshot.context.problems.length, snapshot.context.failure],
    key: reviewKey,
  })
}
