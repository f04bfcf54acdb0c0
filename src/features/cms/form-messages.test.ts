import { describe, expect, it } from 'vitest'
import { storeApiFailure, violation } from '../../domain/failure.ts'
import { formFailure } from '../../domain/forms.ts'
import { testI18n } from '../test-support/render.tsx'
import { failureText, fieldMessages, formChecks } from './form-messages.ts'

const i18n = testI18n()

describe('formFailure', () => {
  it('maps Store API violations to their fields (first violation per field wins)', () => {
    const failure = storeApiFailure({
      status: 400,
      reason: 'invalidInput',
      violations: [
        violation({ pointer: '/email', reason: 'blank' }),
        violation({ pointer: '/email', reason: 'invalidEmail' }),
        violation({ pointer: '/comment', reason: 'tooShort' }),
      ],
    })
    expect(formFailure(failure)).toEqual({
      kind: 'violations',
      fields: { email: 'blank', comment: 'tooShort' },
    })
  })

  it('takes the wait time of a rate limit and treats everything else as a failure', () => {
    expect(
      formFailure(storeApiFailure({ status: 429, reason: 'rateLimited', retryAfterSeconds: 10 })),
    ).toEqual({ kind: 'rate-limited', seconds: 10 })
    expect(formFailure(storeApiFailure({ status: 429, reason: 'rateLimited' }))).toEqual({
      kind: 'rate-limited',
      seconds: null,
    })
    expect(formFailure(storeApiFailure({ status: 400, reason: 'other' }))).toEqual({ kind: 'failed' })
    expect(formFailure(storeApiFailure({ kind: 'network', status: 502 }))).toEqual({ kind: 'failed' })
    expect(formFailure(new Error('a bug'))).toEqual({ kind: 'failed' })
  })
})

describe('form messages', () => {
  it('checks in the browser before anything is sent', () => {
    const checks = formChecks(i18n)
    expect(checks.email('')).toBe('This field is required')
    expect(checks.email('ada@')).toBe('Enter a valid e-mail address')
    expect(checks.email(' ada@example.com ')).toBeNull()
    expect(checks.phone('')).toBeNull()
    expect(checks.phone('call me')).toBe('Enter a valid phone number')
    expect(checks.minLength(10)('too short')).toBe('Enter at least 10 characters')
  })

  it('shows server violations at their fields and other failures above the form', () => {
    const failure = formFailure(
      storeApiFailure({
        status: 400,
        violations: [
          violation({ pointer: '/comment', reason: 'tooShort' }),
          violation({ pointer: '/subject', reason: 'tooLong' }),
        ],
      }),
    )
    expect(fieldMessages(i18n, failure, 10)).toEqual({
      comment: 'Enter at least 10 characters',
      subject: 'This text is too long',
    })
    expect(failureText(i18n, failure)).toBeNull()
    expect(failureText(i18n, { kind: 'rate-limited', seconds: 12 })).toBe(
      'Too many attempts. Please wait 12 seconds before trying again.',
    )
    expect(failureText(i18n, { kind: 'rate-limited', seconds: null })).toBe(
      'Too many attempts. Please wait a moment before trying again.',
    )
    expect(failureText(i18n, { kind: 'failed' })).toBe('Something went wrong. Please try again.')
  })
})
