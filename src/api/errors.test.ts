// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { StoreApiFailure } from '../domain/failure.ts'
import {
  ApiError,
  type ApiErrorDetail,
  ApiNetworkError,
  ApiTimeoutError,
  failureReason,
  formatApiErrorMessage,
  isMaintenanceError,
  violationReason,
} from './errors.ts'

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
    expect(new ApiError({ ...init, status: 503, details: [{ code }] }).reason).toBe('maintenance')
  })
})

function refusal(status: number, details: ApiErrorDetail[], headers: Record<string, string> = {}) {
  return new ApiError({ status, statusText: '', url: '/store-api/x', headers, details })
}

describe('ApiError as the domain failure', () => {
  it('is a StoreApiFailure with the status, the first code for logs and the spec message', () => {
    const error = refusal(400, [
      { code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY', title: 'Bad', detail: 'd' },
    ])
    expect(error).toBeInstanceOf(StoreApiFailure)
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
      reason: 'invalidQuantity',
      retryAfterSeconds: null,
      message: 'Failed request\n - [Bad] d',
    })
    expect(new ApiTimeoutError('/x', 10)).toMatchObject({ kind: 'timeout', status: 408, reason: 'other' })
    expect(new ApiNetworkError('/x', 'refused')).toMatchObject({ kind: 'network', status: 502 })
  })

  it.each([
    [503, 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE', 'maintenance'],
    [500, 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE', 'other'],
    [429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', 'rateLimited'],
    [429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', 'rateLimited'],
    [429, null, 'rateLimited'],
    [401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'badCredentials'],
    [401, 'CHECKOUT__CUSTOMER_NOT_FOUND', 'badCredentials'],
    [401, 'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED', 'notConfirmed'],
    [403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'notLoggedIn'],
    [400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', 'duplicate'],
    [400, 'PRODUCT__SORTING_NOT_FOUND', 'sortingNotFound'],
    [404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', 'lineItemNotFound'],
    [404, 'CHECKOUT__PRODUCT_NOT_FOUND', 'productNotFound'],
    [400, 'FRAMEWORK__INVALID_UUID', 'invalidUuid'],
    [400, 'CHECKOUT__CART_EMPTY', 'cartEmpty'],
    [400, 'CHECKOUT__CART_INVALID', 'cartInvalid'],
    [400, 'CHECKOUT__ORDER_ORDER_ALREADY_PAID', 'alreadyPaid'],
    [400, 'CHECKOUT__UNKNOWN_PAYMENT_METHOD', 'unknownPaymentMethod'],
    [403, 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE', 'paymentNotChangeable'],
    [404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', 'notFound'],
    [404, 'CHECKOUT__INVALID_ORDER_ID', 'notFound'],
    [400, 'VIOLATION::IS_BLANK_ERROR', 'invalidInput'],
    [404, 'PRODUCT__PRODUCT_NOT_FOUND', 'notFound'],
    [500, 'SOMETHING_NEW', 'other'],
  ] as const)('%i %s → %s', (status, code, reason) => {
    expect(failureReason(status, code)).toBe(reason)
  })

  it.each([
    ['VIOLATION::IS_BLANK_ERROR', 'blank'],
    ['VIOLATION::TOO_SHORT_ERROR', 'tooShort'],
    ['VIOLATION::TOO_LONG_ERROR', 'tooLong'],
    ['VIOLATION::TOO_LOW_ERROR', 'tooLow'],
    ['VIOLATION::STRICT_CHECK_FAILED_ERROR', 'invalid'],
    ['VIOLATION::NO_SUCH_CHOICE_ERROR', 'invalid'],
    ['VIOLATION::INVALID_EMAIL_FORMAT_ERROR', 'invalidEmail'],
    ['VIOLATION::NOT_EQUAL_ERROR', 'notEqual'],
    ['VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', 'wrongPassword'],
    ['VIOLATION::VAT_ID_FORMAT_NOT_CORRECT', 'vatIdFormat'],
    ['VIOLATION::ZIP_CODE_INVALID', 'zipCode'],
    ['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', 'emailNotUnique'],
    ['TOO_LONG_ERROR', 'tooLong'],
    ['SOMETHING_ELSE', 'other'],
    [undefined, 'other'],
  ] as const)('violation %s → %s', (code, reason) => {
    expect(violationReason(code)).toBe(reason)
  })

  it('keeps the violations (VIOLATION:: codes or pointers) with fields and parameters', () => {
    const error = refusal(400, [
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
      { code: 'X', detail: 'no pointer', source: { pointer: '/vatIds/0' } },
      { title: 'Unauthorized', detail: 'not a violation' },
    ])
    expect(error.violations).toEqual([
      {
        reason: 'tooShort',
        pointer: '/password',
        field: 'password',
        detail: 'This value is too short.',
        parameters: { limit: '8', value: 'abc' },
      },
      {
        reason: 'zipCode',
        pointer: '/billingAddress/zipcode',
        field: 'billingAddress.zipcode',
        detail: 'bad zip',
        parameters: {},
      },
      { reason: 'other', pointer: '/vatIds/0', field: 'vatIds', detail: 'no pointer', parameters: {} },
    ])
    expect(error.parameters).toEqual({ limit: '8', value: 'abc' })
  })

  it('takes the wait from Retry-After, else meta.parameters.seconds, else the detail', () => {
    const limited = (detail: ApiErrorDetail, headers: Record<string, string> = {}) =>
      refusal(429, [{ code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', ...detail }], headers).retryAfterSeconds
    expect(limited({ meta: { parameters: { seconds: 9.2 } } }, { 'retry-after': '12' })).toBe(12)
    expect(limited({ meta: { parameters: { seconds: 9.2 } } })).toBe(10)
    expect(limited({ detail: 'Too many requests, try again in 27 seconds.' })).toBe(27)
    expect(limited({ detail: 'later' })).toBeNull()
    const inAMinute = new Date(Date.now() + 60_000).toUTCString()
    expect(limited({}, { 'retry-after': inAMinute })).toBeGreaterThanOrEqual(59)
    // Only rate limits say how long to wait.
    expect(refusal(400, [{ code: 'X', meta: { parameters: { seconds: 5 } } }]).retryAfterSeconds).toBeNull()
  })
})
