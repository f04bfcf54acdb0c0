import { describe, expect, it } from 'vitest'
import {
  buildAddressErrors,
  fieldOfPointer,
  rateLimitSeconds,
  readViolations,
  type Violation,
  violationKind,
  violationsByField,
} from './customer.ts'

function violation(code: string, pointer: string | null, detail = 'detail', parameters = {}): Violation {
  return { code, pointer, field: fieldOfPointer(pointer), detail, parameters }
}

describe('violationKind', () => {
  it.each([
    ['VIOLATION::IS_BLANK_ERROR', 'blank'],
    ['VIOLATION::TOO_SHORT_ERROR', 'tooShort'],
    ['VIOLATION::TOO_LOW_ERROR', 'tooLow'],
    ['VIOLATION::STRICT_CHECK_FAILED_ERROR', 'invalid'],
    ['VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', 'wrongPassword'],
    ['VIOLATION::VAT_ID_FORMAT_NOT_CORRECT', 'vatIdFormat'],
    ['VIOLATION::ZIP_CODE_INVALID', 'zipCode'],
    ['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', 'emailNotUnique'],
    ['CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'badCredentials'],
    ['CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED', 'notConfirmed'],
    ['FRAMEWORK__RATE_LIMIT_EXCEEDED', 'rateLimit'],
    ['SOMETHING_ELSE', 'other'],
    ['', 'other'],
  ])('%s → %s', (code, kind) => {
    expect(violationKind(code)).toBe(kind)
  })
})

describe('readViolations', () => {
  it('reads the API client error details with pointers, fields and parameters', () => {
    const error = {
      status: 400,
      details: [
        {
          code: 'VIOLATION::TOO_SHORT_ERROR',
          detail: 'This value is too short.',
          source: { pointer: '/password' },
          meta: { parameters: { '{{ limit }}': 8, '{{ value }}': 'abc' } },
        },
        {
          code: 'VIOLATION::ZIP_CODE_INVALID',
          detail: 'bad zip',
          source: { pointer: '/billingAddress/zipcode' },
        },
        { title: 'Unauthorized', detail: 'no' },
      ],
    }
    expect(readViolations(error)).toEqual([
      {
        code: 'VIOLATION::TOO_SHORT_ERROR',
        pointer: '/password',
        field: 'password',
        detail: 'This value is too short.',
        parameters: { limit: '8', value: 'abc' },
      },
      {
        code: 'VIOLATION::ZIP_CODE_INVALID',
        pointer: '/billingAddress/zipcode',
        field: 'billingAddress.zipcode',
        detail: 'bad zip',
        parameters: {},
      },
      { code: '', pointer: null, field: null, detail: 'no', parameters: {} },
    ])
  })

  it('reads a raw Shopware body and ignores anything else', () => {
    expect(
      readViolations({ errors: [{ code: 'X', detail: 'd', source: { pointer: '/vatIds/0' } }] })[0]?.field,
    ).toBe('vatIds')
    expect(readViolations(new Error('network'))).toEqual([])
    expect(readViolations(null)).toEqual([])
    expect(readViolations({ details: 'nope' })).toEqual([])
  })
})

describe('violationsByField', () => {
  it('keeps the first violation of each field and skips those without a field', () => {
    const first = violation('VIOLATION::IS_BLANK_ERROR', '/email')
    const byField = violationsByField([
      first,
      violation('VIOLATION::INVALID_EMAIL', '/email'),
      violation('X', null),
    ])
    expect(byField).toEqual({ email: first })
  })
})

describe('rateLimitSeconds', () => {
  it('takes meta.parameters.seconds, else the number in the detail, else null', () => {
    expect(
      rateLimitSeconds([violation('FRAMEWORK__RATE_LIMIT_EXCEEDED', null, 'x', { seconds: '9.2' })]),
    ).toBe(10)
    expect(
      rateLimitSeconds([violation('FRAMEWORK__RATE_LIMIT_EXCEEDED', null, 'try again in 27 seconds')]),
    ).toBe(27)
    expect(rateLimitSeconds([violation('FRAMEWORK__RATE_LIMIT_EXCEEDED', null, 'later')])).toBeNull()
    expect(rateLimitSeconds([violation('VIOLATION::IS_BLANK_ERROR', '/a', '10')])).toBeNull()
  })
})

describe('buildAddressErrors (spec section 5)', () => {
  it('names the field from the source pointer and adds the detail for IS_BLANK_ERROR', () => {
    expect(
      buildAddressErrors([
        violation('VIOLATION::IS_BLANK_ERROR', '/street', 'This value should not be blank.'),
        violation('VIOLATION::IS_BLANK_ERROR', '/billingAddress/city', 'This value should not be blank.'),
      ]),
    ).toEqual(['street: This value should not be blank.', 'city: This value should not be blank.'])
  })

  it('gives no message for any other code', () => {
    expect(
      buildAddressErrors([
        violation('VIOLATION::ZIP_CODE_INVALID', '/zipcode'),
        violation('VIOLATION::TOO_SHORT_ERROR', '/street'),
        violation('IS_BLANK_ERROR', '/street'),
      ]),
    ).toEqual([])
  })

  it('uses the detail alone when there is no pointer', () => {
    expect(buildAddressErrors([violation('VIOLATION::IS_BLANK_ERROR', null, 'Required.')])).toEqual([
      'Required.',
    ])
  })
})
