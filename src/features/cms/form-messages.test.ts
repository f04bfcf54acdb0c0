import { describe, expect, it } from 'vitest'
import { formFailure, isFormFailure } from '../../domain/forms'
import { testI18n } from '../test-support/render'
import { failureText, fieldMessages, formChecks } from './form-messages'

const i18n = testI18n()

describe('formFailure', () => {
  it('maps Store API violations to their fields (first violation per field wins)', () => {
    expect(
      formFailure(400, [
        { code: 'VIOLATION::IS_BLANK_ERROR', source: { pointer: '/email' } },
        { code: 'VIOLATION::INVALID_EMAIL_FORMAT_ERROR', source: { pointer: '/email' } },
        { code: 'VIOLATION::TOO_SHORT_ERROR', source: { pointer: '/comment' } },
      ]),
    ).toEqual({
      kind: 'violations',
      fields: { email: 'VIOLATION::IS_BLANK_ERROR', comment: 'VIOLATION::TOO_SHORT_ERROR' },
    })
  })

  it('reads the wait time of a 429 and treats everything else as a failure', () => {
    expect(
      formFailure(429, [{ code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', meta: { parameters: { seconds: 9.2 } } }]),
    ).toEqual({
      kind: 'rate-limited',
      seconds: 10,
    })
    expect(formFailure(429, [])).toEqual({ kind: 'rate-limited', seconds: 30 })
    expect(formFailure(400, [{ code: 'X' }])).toEqual({ kind: 'failed' })
    expect(formFailure(502, [])).toEqual({ kind: 'failed' })
  })

  it('recognises failures and nothing else', () => {
    expect(isFormFailure({ kind: 'failed' })).toBe(true)
    expect(isFormFailure(new Error('x'))).toBe(false)
    expect(isFormFailure(null)).toBe(false)
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
    const failure = formFailure(400, [
      { code: 'VIOLATION::TOO_SHORT_ERROR', source: { pointer: '/comment' } },
      { code: 'VIOLATION::TOO_LONG_ERROR', source: { pointer: '/subject' } },
    ])
    expect(fieldMessages(i18n, failure, 10)).toEqual({
      comment: 'Enter at least 10 characters',
      subject: 'This text is too long',
    })
    expect(failureText(i18n, failure)).toBeNull()
    expect(failureText(i18n, { kind: 'rate-limited', seconds: 12 })).toBe(
      'Too many attempts. Please wait 12 seconds before trying again.',
    )
    expect(failureText(i18n, { kind: 'failed' })).toBe('Something went wrong. Please try again.')
  })
})
