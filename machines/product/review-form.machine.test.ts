import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { storeApiFailure, violation } from '../../src/domain/failure.ts'
import type { ReviewInput } from '../../src/domain/product.ts'
import { reviewFormMachine } from './review-form.machine.ts'

const VALID: ReviewInput = {
  title: 'Lovely bench',
  content: 'Solid teak, sits well and weathers to a nice silver grey.',
  points: 4,
}

function withSave(save: (review: ReviewInput) => Promise<void>) {
  return createActor(
    reviewFormMachine.provide({
      actors: { save: fromPromise<void, ReviewInput>(({ input }) => save(input)) },
    }),
  ).start()
}

describe('review form machine', () => {
  it('saves a valid review and announces it', async () => {
    const saved: ReviewInput[] = []
    const announced: ReviewInput[] = []
    const actor = withSave(async (review) => {
      saved.push(review)
    })
    actor.on('review.saved', (event) => announced.push(event.review))
    actor.send({ type: 'review.submit', review: VALID })
    await waitFor(actor, (s) => s.matches('saved'))
    expect(saved).toEqual([VALID])
    expect(announced).toEqual([VALID])
    actor.send({ type: 'review.again' })
    expect(actor.getSnapshot().context).toEqual({ review: null, problems: [], failure: null })
  })

  it('keeps an invalid review out of the API and lists its problems; editing a field clears its problem', () => {
    let calls = 0
    const actor = withSave(async () => {
      calls++
    })
    actor.send({ type: 'review.submit', review: { title: 'Hm', content: '', points: 9 } })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.problems.map((p) => p.field)).toEqual(['title', 'content', 'points'])
    actor.send({ type: 'review.edit', field: 'content' })
    expect(actor.getSnapshot().context.problems.map((p) => p.field)).toEqual(['title', 'points'])
    expect(calls).toBe(0)
  })

  it('keeps the submitted review when the API refuses it, with the failure', async () => {
    const refusal = storeApiFailure({
      status: 400,
      reason: 'invalidInput',
      violations: [violation({ pointer: '/title', reason: 'tooShort' })],
    })
    const actor = withSave(async () => Promise.reject(refusal))
    actor.send({ type: 'review.submit', review: VALID })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context).toEqual({
      review: VALID,
      problems: [],
      failure: { kind: 'invalid', fields: ['title'] },
    })
    actor.send({ type: 'review.edit', field: 'title' })
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it('a refusal for want of a login asks to log in', async () => {
    const actor = withSave(async () =>
      Promise.reject(storeApiFailure({ status: 403, reason: 'notLoggedIn' })),
    )
    actor.send({ type: 'review.submit', review: VALID })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'login' })
  })

  it('an unexpected rejection becomes a generic failure', async () => {
    const actor = withSave(async () => Promise.reject(new Error('socket hang up')))
    actor.send({ type: 'review.submit', review: VALID })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'failed' })
  })

  it('without a provided save actor it fails visibly instead of pretending to save', async () => {
    const actor = createActor(reviewFormMachine).start()
    actor.send({ type: 'review.submit', review: VALID })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'failed' })
  })
})
