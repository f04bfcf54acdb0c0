import { notFound } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeApiFailure } from '../../domain/failure.ts'
import { classifyError, PRECONDITION_HINT, schedulePreconditionHint } from './status.ts'

const apiError = (status: number) => storeApiFailure({ status })

describe('classifyError', () => {
  it.each([
    [404, 'notFound', 404],
    [408, 'timeout', 408],
    [504, 'timeout', 408],
    [500, 'server', 500],
    [400, 'server', 500],
    [502, 'badGateway', 502],
    [503, 'unavailable', 503],
  ] as const)('Store API %i → %s page with status %i', (status, kind, httpStatus) => {
    expect(classifyError(apiError(status))).toMatchObject({ kind, status: httpStatus })
  })

  it('shows the maintenance page for maintenance, and for a 503 that says MAINTENANCE_MODE', () => {
    const error = storeApiFailure({ status: 503, reason: 'maintenance' })
    expect(classifyError(error)).toMatchObject({ kind: 'maintenance', status: 503 })
    expect(classifyError(storeApiFailure({ status: 503, message: 'MAINTENANCE_MODE' }))).toMatchObject({
      kind: 'maintenance',
    })
    expect(classifyError(apiError(503))).toMatchObject({ kind: 'unavailable' })
  })

  it('flags 412 for the configuration hint and shows a 500', () => {
    expect(classifyError(apiError(412))).toMatchObject({
      kind: 'server',
      status: 500,
      preconditionFailed: true,
    })
  })

  it('maps router not-found and validation errors to 404', () => {
    expect(classifyError(notFound())).toMatchObject({ kind: 'notFound', status: 404, validation: false })
    const validation = Object.assign(new Error('bad search'), { name: 'SearchParamError' })
    expect(classifyError(validation)).toMatchObject({ kind: 'notFound', status: 404, validation: true })
  })

  it('maps a timeout and an unreachable Store API, and anything else to 500', () => {
    expect(classifyError(storeApiFailure({ kind: 'timeout', status: 408 }))).toMatchObject({ status: 408 })
    expect(classifyError(storeApiFailure({ kind: 'network', status: 502 }))).toMatchObject({
      kind: 'badGateway',
      status: 502,
    })
    expect(classifyError(new TypeError('boom'))).toMatchObject({ kind: 'server', status: 500 })
    expect(classifyError(Object.assign(new Error('x'), { status: 404 }))).toMatchObject({ status: 500 })
    expect(classifyError('string')).toMatchObject({ status: 500 })
  })
})

describe('schedulePreconditionHint', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('logs the endpoint/access-token hint after the delay, not before', () => {
    vi.useFakeTimers()
    const log = vi.fn()
    schedulePreconditionHint(2_000, log)
    vi.advanceTimersByTime(1_999)
    expect(log).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(log).toHaveBeenCalledWith(PRECONDITION_HINT)
    expect(PRECONDITION_HINT).toMatch(/endpoint.*access token/)
  })

  it('can be cancelled', () => {
    vi.useFakeTimers()
    const log = vi.fn()
    schedulePreconditionHint(2_000, log)()
    vi.advanceTimersByTime(5_000)
    expect(log).not.toHaveBeenCalled()
  })
})
