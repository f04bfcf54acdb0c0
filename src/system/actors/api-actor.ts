// The one way an adapter calls the Store API from an actor: whatever the call throws reaches the
// machine as a StoreApiFailure (the client already throws only those; a bug in the adapter itself
// becomes an 'unexpected' one), so machines never see anything else.

import { fromPromise } from 'xstate'
import { asFailure } from '../../domain/failure.ts'

export function apiActor<TOutput, TInput = void>(call: (input: TInput) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(async ({ input }) => {
    try {
      return await call(input)
    } catch (error) {
      throw asFailure(error)
    }
  })
}
