import { describe, expect, it } from 'vitest'
import { storeApiFailure } from './failure.ts'
import { describeFailure, isCustomerSession, isGuestSession, isLoggedIn, sessionIdentity } from './session.ts'

const id = 'c0ffee00c0ffee00c0ffee00c0ffee00'

describe('session predicates', () => {
  it.each([
    // customer, loggedIn, customerSession, guestSession, identity
    [null, false, false, false, 'anonymous'],
    [{ id, active: true, guest: false }, true, true, false, 'loggedIn'],
    [{ id, active: false, guest: false }, false, true, false, 'customer'],
    [{ id, active: true, guest: true }, false, false, true, 'guest'],
    [{ id: '', active: true, guest: false }, false, false, false, 'anonymous'],
  ] as const)('%j', (customer, loggedIn, customerSession, guestSession, identity) => {
    expect(isLoggedIn(customer)).toBe(loggedIn)
    expect(isCustomerSession(customer)).toBe(customerSession)
    expect(isGuestSession(customer)).toBe(guestSession)
    expect(sessionIdentity({ customer: customer && ({ ...customer } as never) })).toBe(identity)
  })
})

describe('describeFailure', () => {
  it('keeps the failure of the call with the operation', () => {
    const error = storeApiFailure({ status: 400, code: 'VIOLATION::IS_BLANK_ERROR', reason: 'invalidInput' })
    expect(describeFailure('setCountry', error)).toEqual({
      operation: 'setCountry',
      kind: 'http',
      message: 'Failed request',
      status: 400,
      code: 'VIOLATION::IS_BLANK_ERROR',
      reason: 'invalidInput',
      retryAfterSeconds: null,
    })
  })

  it('copes with thrown non-failures', () => {
    expect(describeFailure('load', 'boom')).toMatchObject({
      operation: 'load',
      kind: 'unexpected',
      message: 'boom',
      status: null,
      reason: 'other',
    })
  })
})
