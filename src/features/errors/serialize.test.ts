import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors.ts'
import { fromSerializedError, toSerializedError } from './serialize.ts'
import { classifyError } from './status.ts'

describe('error serialisation for the page', () => {
  it('keeps what the error page needs and drops stack and cause (request headers)', () => {
    const cause = { config: { headers: { 'sw-access-key': 'SECRET', 'sw-context-token': 'TOKEN' } } }
    const error = new ApiError(
      {
        status: 503,
        statusText: 'Service Unavailable',
        url: '/store-api/context',
        headers: { 'sw-context-token': 'TOKEN' },
        details: [
          {
            status: '503',
            code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE',
            title: 'x',
            detail: 'y',
            meta: {},
          },
        ],
      },
      { cause },
    )
    const serialized = toSerializedError(error)
    const json = JSON.stringify(serialized)
    expect(json).not.toContain('SECRET')
    expect(json).not.toContain('TOKEN')
    expect(json).not.toContain('at ')
    const restored = fromSerializedError(serialized)
    expect(restored).toBeInstanceOf(Error)
    expect(restored.name).toBe('ApiError')
    expect(classifyError(restored)).toEqual(classifyError(error))
    expect(classifyError(restored).kind).toBe('maintenance')
  })

  it('round-trips plain errors as 500s', () => {
    const restored = fromSerializedError(toSerializedError(new TypeError('boom')))
    expect(restored.name).toBe('TypeError')
    expect(classifyError(restored)).toMatchObject({ status: 500 })
  })
})
