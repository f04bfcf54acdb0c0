import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { fieldOfPointer, type Violation } from '../../domain/customer.ts'
import { fieldErrors, formMessage, violationMessage } from './messages.ts'

const i18n = setupI18n({ locale: 'en-GB', messages: { 'en-GB': {} } })

function violation(
  code: string,
  pointer: string | null,
  parameters: Record<string, string> = {},
  detail = '',
): Violation {
  return { code, pointer, field: fieldOfPointer(pointer), detail, parameters }
}

describe('violationMessage (spec sections 5 and 8)', () => {
  it.each([
    ['VIOLATION::IS_BLANK_ERROR', 'This field must not be empty'],
    ['VIOLATION::TOO_LOW_ERROR', 'This field should not be empty'],
    ['VIOLATION::STRICT_CHECK_FAILED_ERROR', 'This value is not valid'],
    ['VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', 'The password is not correct'],
    [
      'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT',
      'The VAT ID does not have the right format for the selected country',
    ],
    [
      'VIOLATION::ZIP_CODE_INVALID',
      'The postal code does not have the right format for the selected country',
    ],
    ['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', 'This e-mail address is already in use'],
    ['CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password'],
    ['SOMETHING_NEW', 'Something went wrong. Please try again.'],
  ])('%s → %s', (code, message) => {
    expect(violationMessage(i18n, violation(code, '/field'))).toBe(message)
  })

  it('says the minimum length of a too short value when the server names it', () => {
    expect(violationMessage(i18n, violation('VIOLATION::TOO_SHORT_ERROR', '/password', { limit: '8' }))).toBe(
      'Enter at least 8 characters',
    )
    expect(violationMessage(i18n, violation('VIOLATION::TOO_SHORT_ERROR', '/password'))).toBe(
      'This value is too short',
    )
  })

  it('says how many seconds to wait when rate limited', () => {
    expect(
      violationMessage(i18n, violation('CHECKOUT__CUSTOMER_AUTH_THROTTLED', null, { seconds: '10' })),
    ).toBe('Too many attempts. Please wait 10 seconds before trying again.')
  })
})

describe('fieldErrors', () => {
  it('maps each pointer to its field, first message wins, with an optional rename', () => {
    const errors = fieldErrors(i18n, [
      violation('VIOLATION::VAT_ID_FORMAT_NOT_CORRECT', '/vatIds'),
      violation('VIOLATION::ZIP_CODE_INVALID', '/billingAddress/zipcode'),
      violation('VIOLATION::IS_BLANK_ERROR', '/billingAddress/zipcode'),
      violation('X', null),
    ])
    expect(errors).toEqual({
      vatIds: 'The VAT ID does not have the right format for the selected country',
      'billingAddress.zipcode': 'The postal code does not have the right format for the selected country',
    })
  })
})

describe('formMessage', () => {
  const failure = (operation: 'login' | 'loadAddresses', status: number) => ({
    operation,
    status,
    message: 'Failed request',
    code: null,
  })

  it('gives the wrong-login message for a 401 login', () => {
    expect(
      formMessage(i18n, failure('login', 401), [violation('CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', null)]),
    ).toBe('Invalid username and/or password')
    expect(formMessage(i18n, failure('login', 401), [])).toBe('Invalid username and/or password')
  })

  it('gives the wait message for 429, with the seconds from the violation', () => {
    expect(
      formMessage(i18n, failure('login', 429), [
        violation('CHECKOUT__CUSTOMER_AUTH_THROTTLED', null, { seconds: '27' }),
      ]),
    ).toBe('Too many attempts. Please wait 27 seconds before trying again.')
  })

  it('gives the session-expired message for a 403 without known violations (message-403)', () => {
    expect(
      formMessage(i18n, failure('loadAddresses', 403), [violation('CHECKOUT__CUSTOMER_NOT_LOGGED_IN', null)]),
    ).toBe('Your session has expired. Please reload the page and try again.')
  })

  it('leaves field violations to the fields and has nothing without a failure', () => {
    expect(
      formMessage(i18n, failure('login', 400), [violation('VIOLATION::IS_BLANK_ERROR', '/email')]),
    ).toBeNull()
    expect(formMessage(i18n, null, [])).toBeNull()
  })
})
