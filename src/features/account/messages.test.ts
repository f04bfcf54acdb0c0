import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  type FailureReason,
  failureView,
  storeApiFailure,
  type ViolationReason,
  violation as build,
} from '../../domain/failure.ts'
import type { SessionOperation } from '../../domain/session.ts'
import { fieldErrors, formMessage, rateLimitMessage, violationMessage } from './messages.ts'

const i18n = setupI18n({ locale: 'en-GB', messages: { 'en-GB': {} } })

function violation(reason: ViolationReason, pointer: string | null, parameters: Record<string, string> = {}) {
  return build({ reason, pointer, parameters })
}

describe('violationMessage', () => {
  it.each([
    ['blank', 'This field must not be empty'],
    ['tooLow', 'This field should not be empty'],
    ['invalid', 'This value is not valid'],
    ['invalidEmail', 'This value is not valid'],
    ['notEqual', 'This value is not valid'],
    ['wrongPassword', 'The password is not correct'],
    ['vatIdFormat', 'The VAT ID does not have the right format for the selected country'],
    ['zipCode', 'The postal code does not have the right format for the selected country'],
    ['emailNotUnique', 'This e-mail address is already in use'],
    ['tooLong', 'This text is too long'],
    ['other', 'Something went wrong. Please try again.'],
  ] as const)('%s → %s', (reason, message) => {
    expect(violationMessage(i18n, violation(reason, '/field'))).toBe(message)
  })

  it('says the minimum length of a too short value when the server names it', () => {
    expect(violationMessage(i18n, violation('tooShort', '/password', { limit: '8' }))).toBe(
      'Enter at least 8 characters',
    )
    expect(violationMessage(i18n, violation('tooShort', '/password'))).toBe('This value is too short')
  })

  it('says how many seconds to wait when rate limited, if the server said', () => {
    expect(rateLimitMessage(i18n, 10)).toBe('Too many attempts. Please wait 10 seconds before trying again.')
    expect(rateLimitMessage(i18n, null)).toBe('Too many attempts. Please wait a moment before trying again.')
  })
})

describe('fieldErrors', () => {
  it('maps each pointer to its field, first message wins, with an optional rename', () => {
    const errors = fieldErrors(i18n, [
      violation('vatIdFormat', '/vatIds'),
      violation('zipCode', '/billingAddress/zipcode'),
      violation('blank', '/billingAddress/zipcode'),
      violation('other', null),
    ])
    expect(errors).toEqual({
      vatIds: 'The VAT ID does not have the right format for the selected country',
      'billingAddress.zipcode': 'The postal code does not have the right format for the selected country',
    })
  })
})

describe('formMessage', () => {
  const failure = (
    operation: SessionOperation,
    status: number,
    reason: FailureReason = 'other',
    retryAfterSeconds: number | null = null,
  ) => ({ operation, ...failureView(storeApiFailure({ status, reason, retryAfterSeconds })) })

  it('gives the wrong-login message for bad credentials and any 401 login', () => {
    expect(formMessage(i18n, failure('login', 401, 'badCredentials'), [])).toBe(
      'Invalid username and/or password',
    )
    expect(formMessage(i18n, failure('login', 401), [])).toBe('Invalid username and/or password')
  })

  it('says an unconfirmed account must be activated first', () => {
    expect(formMessage(i18n, failure('login', 401, 'notConfirmed'), [])).toBe(
      'Your account is not activated yet. Please open the link in the e-mail we sent you.',
    )
  })

  it('gives the wait message for a rate limit, with the seconds from the failure', () => {
    expect(formMessage(i18n, failure('login', 429, 'rateLimited', 27), [])).toBe(
      'Too many attempts. Please wait 27 seconds before trying again.',
    )
    expect(formMessage(i18n, failure('recoverPassword', 429, 'rateLimited'), [])).toBe(
      'Too many attempts. Please wait a moment before trying again.',
    )
  })

  it('gives the session-expired message for a 403 without known violations (message-403)', () => {
    expect(formMessage(i18n, failure('loadAddresses', 403, 'notLoggedIn'), [])).toBe(
      'Your session has expired. Please reload the page and try again.',
    )
  })

  it('leaves field violations to the fields, shows one without a field, has nothing without a failure', () => {
    expect(
      formMessage(i18n, failure('login', 400, 'invalidInput'), [violation('blank', '/email')]),
    ).toBeNull()
    expect(formMessage(i18n, failure('register', 400, 'invalidInput'), [violation('blank', null)])).toBe(
      'This field must not be empty',
    )
    expect(formMessage(i18n, failure('resetPassword', 404), [])).toBe(
      'Something went wrong. Please try again.',
    )
    expect(formMessage(i18n, null, [])).toBeNull()
  })
})
