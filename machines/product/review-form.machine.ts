// Writing a product review: editing → saving → saved, or back to editing with what went wrong
// (the client's own checks, the Store API's field violations, no login, anything else). The values
// live in the form's inputs; the machine keeps the last submitted review so a failure loses nothing.
// The `save` actor is provided by src/system (the Store API call); it rejects with the call's
// StoreApiFailure, which the machine keeps as the ReviewFailure the form shows.

import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import {
  checkReview,
  type ReviewFailure,
  type ReviewField,
  type ReviewInput,
  type ReviewProblem,
  reviewFailure,
} from '../../src/domain/product.ts'

export type ReviewFormEvent =
  | { type: 'review.submit'; review: ReviewInput }
  /** The shopper edits a field: its problem no longer applies. */
  | { type: 'review.edit'; field: ReviewField }
  /** "Write another review" after saving. */
  | { type: 'review.again' }

export type ReviewFormEmitted = { type: 'review.saved'; review: ReviewInput }

export interface ReviewFormContext {
  review: ReviewInput | null
  /** The client's checks of the last submitted review (title/content length, rating range). */
  problems: ReviewProblem[]
  failure: ReviewFailure | null
}

export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    emitted: {} as ReviewFormEmitted,
  },
  actors: {
    // Provided by src/system; the default fails so a missing provide is noticed.
    save: fromPromise<void, ReviewInput>(async () => {
      throw new Error('The form actor "save" is not provided')
    }),
  },
  guards: {
    reviewIsValid: ({ event }) => {
      assertEvent(event, 'review.submit')
      return checkReview(event.review).length === 0
    },
  },
  actions: {
    keepReview: assign(({ event }) => {
      assertEvent(event, 'review.submit')
      return { review: event.review, problems: [], failure: null }
    }),
    storeProblems: assign(({ event }) => {
      assertEvent(event, 'review.submit')
      return { review: event.review, problems: checkReview(event.review), failure: null }
    }),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: reviewFailure(params.error) })),
    clearField: assign(({ context, event }) => {
      assertEvent(event, 'review.edit')
      const problems = context.problems.filter((problem) => problem.field !== event.field)
      if (context.failure?.kind !== 'invalid') return { problems }
      const fields = context.failure.fields.filter((field) => field !== event.field)
      return { problems, failure: fields.length > 0 ? { kind: 'invalid' as const, fields } : null }
    }),
    announceSaved: emit(({ context }) => ({
      type: 'review.saved' as const,
      review: context.review ?? { title: '', content: '', points: 0 },
    })),
    clear: assign({ review: null, problems: [], failure: null }),
  },
}).createMachine({
  id: 'reviewForm',
  context: { review: null, problems: [], failure: null },
  initial: 'editing',
  states: {
    editing: {
      description:
        'The shopper writes a review (title, text, stars); problems with what they wrote are shown until they fix them.',
      on: {
        'review.submit': [
          { guard: 'reviewIsValid', target: 'saving', actions: 'keepReview' },
          { actions: 'storeProblems' },
        ],
        'review.edit': { actions: 'clearField' },
      },
    },
    saving: {
      description: 'The review is with the shop; the form waits for the answer.',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.review ?? { title: '', content: '', points: 0 },
        onDone: { target: 'saved', actions: 'announceSaved' },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: {
      description: 'The review is saved and waits for the shop’s approval; the shopper may write another.',
      on: { 'review.again': { target: 'editing', actions: 'clear' } },
    },
  },
})
