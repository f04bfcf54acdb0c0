// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError, formatApiErrorMessage, isMaintenanceError } from './errors.ts'

describe('formatApiErrorMessage', () => {
  it('writes one line per error with title, pointer and detail', () => {
    expect(
      formatApiErrorMessage([
        {
          title: 'Constraint violation',
          detail: 'This value should not be blank.',
          source: { pointer: '/firstName' },
        },
        { title: 'Not found', detail: 'Product not found' },
      ]),
    ).toBe(
      'Failed request\n - [Constraint violation][/firstName] This value should not be blank.\n - [Not found] Product not found',
    )
  })

  it("says 'No error details provided.' for a missing detail", () => {
    expect(formatApiErrorMessage([{ title: 'Forbidden' }])).toBe(
      'Failed request\n - [Forbidden] No error details provided.',
    )
  })

  it('reports an unknown error when there are none', () => {
    const unknown =
      'Failed request\n - [Unknown error] API did not return errors, but request failed. Please check the network tab.'
    expect(formatApiErrorMessage([])).toBe(unknown)
    expect(formatApiErrorMessage(undefined)).toBe(unknown)
  })
})

describe('isMaintenanceError', () => {
  const init = { statusText: '', url: '/x', headers: {} }
  it('is true only for a 503 with the maintenance code', () => {
    const code = 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE'
    expect(isMaintenanceError(new ApiError({ ...init, status: 503, details: [{ code }] }))).toBe(true)
    expect(isMaintenanceError(new ApiError({ ...init, status: 503, details: [] }))).toBe(false)
    expect(isMaintenanceError(new ApiError({ ...init, status: 500, details: [{ code }] }))).toBe(false)
    expect(isMaintenanceError(new Error('x'))).toBe(false)
  })
})
