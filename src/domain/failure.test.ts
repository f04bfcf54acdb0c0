import { describe, expect, it } from 'vitest'
import {
  asFailure,
  failureView,
  fieldOfPointer,
  localFailure,
  StoreApiFailure,
  storeApiFailure,
  violation,
} from './failure.ts'

describe('storeApiFailure', () => {
  it('builds a failure with neutral defaults', () => {
    const failure = storeApiFailure({ status: 404, reason: 'notFound' })
    expect(failure).toBeInstanceOf(StoreApiFailure)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).toMatchObject({
      kind: 'http',
      status: 404,
      code: null,
      reason: 'notFound',
      violations: [],
      parameters: {},
      retryAfterSeconds: null,
      message: 'Failed request',
    })
  })

  it('projects to a JSON-safe view', () => {
    const failure = storeApiFailure({ status: 429, reason: 'rateLimited', retryAfterSeconds: 12 })
    const view = failureView(failure)
    expect(JSON.parse(JSON.stringify(view))).toEqual(view)
    expect(view).toEqual({
      kind: 'http',
      status: 429,
      code: null,
      reason: 'rateLimited',
      message: 'Failed request',
      retryAfterSeconds: 12,
    })
    expect(localFailure('id is required')).toMatchObject({ kind: 'unexpected', message: 'id is required' })
  })
})

describe('asFailure', () => {
  it('passes failures through and turns anything else into an unexpected one', () => {
    const failure = storeApiFailure({ status: 400 })
    expect(asFailure(failure)).toBe(failure)
    const bug = new TypeError('x is undefined')
    expect(asFailure(bug)).toMatchObject({ kind: 'unexpected', status: null, message: 'x is undefined' })
    expect(asFailure(bug).cause).toBe(bug)
    expect(asFailure('boom')).toMatchObject({ kind: 'unexpected', message: 'boom', reason: 'other' })
    // Something shaped like an API error is still not one: nothing is read by shape.
    expect(asFailure({ status: 404, details: [{ code: 'X' }] })).toMatchObject({ status: null })
  })
})

describe('violations', () => {
  it('derive the form field from the pointer', () => {
    expect(fieldOfPointer('/billingAddress/zipcode')).toBe('billingAddress.zipcode')
    expect(fieldOfPointer('/vatIds/0')).toBe('vatIds')
    expect(fieldOfPointer('/0')).toBeNull()
    expect(fieldOfPointer(null)).toBeNull()
    expect(violation({ reason: 'blank', pointer: '/email' })).toEqual({
      reason: 'blank',
      pointer: '/email',
      field: 'email',
      detail: '',
      parameters: {},
    })
  })
})
