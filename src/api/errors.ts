// Errors of the Store API client: every failure of a call is an ApiError, a StoreApiFailure (the
// domain's one failure type) that also keeps the response's URL, headers and raw error entries. HTTP
// 400-599 become ApiError; a client-side timeout and a network failure become subclasses with fixed
// statuses (408, 502) so error pages can pick them.
//
// This is the only place in the storefront that knows Shopware's error codes: the tables below turn
// them into the domain's `reason`s and `ViolationReason`s, which the features translate.

import type { Schemas } from '@shopware/api-client/store-api-types'
import {
  type FailureKind,
  type FailureReason,
  StoreApiFailure,
  type Violation,
  type ViolationReason,
  violation,
} from '../domain/failure.ts'
import { isRecord } from './wire.ts'

/** One entry of Shopware's error body. */
export type ApiErrorDetail = Schemas['error']

export type ApiErrorKind = Exclude<FailureKind, 'unexpected'>

const UNKNOWN_ERROR: ApiErrorDetail = {
  title: 'Unknown error',
  detail: 'API did not return errors, but request failed. Please check the network tab.',
}

/** Shopware error codes (first entry of `errors`) → what they mean for the shop. */
const REASON_BY_CODE: Readonly<Record<string, FailureReason>> = {
  FRAMEWORK__RATE_LIMIT_EXCEEDED: 'rateLimited',
  CHECKOUT__CUSTOMER_AUTH_THROTTLED: 'rateLimited',
  CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY: 'invalidQuantity',
  CHECKOUT__CART_LINE_ITEM_NOT_FOUND: 'lineItemNotFound',
  CHECKOUT__PRODUCT_NOT_FOUND: 'productNotFound',
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: 'badCredentials',
  CHECKOUT__CUSTOMER_NOT_FOUND: 'badCredentials',
  CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED: 'notConfirmed',
  CHECKOUT__CUSTOMER_IS_INACTIVE: 'notConfirmed',
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: 'notLoggedIn',
  CHECKOUT__DUPLICATE_WISHLIST_PRODUCT: 'duplicate',
  PRODUCT__SORTING_NOT_FOUND: 'sortingNotFound',
  FRAMEWORK__INVALID_UUID: 'invalidUuid',
  CHECKOUT__CART_EMPTY: 'cartEmpty',
  CHECKOUT__CART_INVALID: 'cartInvalid',
  CHECKOUT__ORDER_ORDER_ALREADY_PAID: 'alreadyPaid',
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: 'unknownPaymentMethod',
  CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE: 'paymentNotChangeable',
  CHECKOUT__ORDER_ORDER_NOT_FOUND: 'notFound',
  CHECKOUT__INVALID_ORDER_ID: 'notFound',
  CHECKOUT__GUEST_NOT_AUTHENTICATED: 'guestNotAuthenticated',
  CHECKOUT__WRONG_GUEST_CREDENTIALS: 'wrongGuestCredentials',
  GARTENWERK__ORDER_NOT_CANCELLABLE: 'notCancellable',
  SYSTEM__ILLEGAL_STATE_TRANSITION: 'notCancellable',
  GARTENWERK__WITHDRAWAL_ORDER_NOT_FOUND: 'notFound',
  FRAMEWORK__INVALID_CAPTCHA_VALUE: 'captchaFailed',
}

const MAINTENANCE_CODE = 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE'
const VIOLATION_PREFIX = 'VIOLATION::'

/** Shopware violation codes (with or without `VIOLATION::`) → what is wrong with the field. */
const VIOLATION_BY_CODE: Readonly<Record<string, ViolationReason>> = {
  IS_BLANK_ERROR: 'blank',
  TOO_SHORT_ERROR: 'tooShort',
  TOO_LONG_ERROR: 'tooLong',
  TOO_LOW_ERROR: 'tooLow',
  STRICT_CHECK_FAILED_ERROR: 'invalid',
  INVALID_ERROR: 'invalid',
  NO_SUCH_CHOICE_ERROR: 'invalid',
  INVALID_EMAIL: 'invalidEmail',
  INVALID_EMAIL_FORMAT_ERROR: 'invalidEmail',
  NOT_EQUAL_ERROR: 'notEqual',
  CUSTOMER_PASSWORD_NOT_CORRECT: 'wrongPassword',
  VAT_ID_FORMAT_NOT_CORRECT: 'vatIdFormat',
  ZIP_CODE_INVALID: 'zipCode',
  CUSTOMER_EMAIL_NOT_UNIQUE: 'emailNotUnique',
  TOO_HIGH_ERROR: 'tooHigh',
  NOT_IN_RANGE_ERROR: 'notInRange',
  INVALID_TYPE_ERROR: 'invalidType',
  INVALID_URL_ERROR: 'invalidUrl',
  INVALID_IP_ERROR: 'invalidAddress',
  INVALID_MAC_ERROR: 'invalidAddress',
}

/** The reason of a failed call from its status and first error code. */
export function failureReason(status: number, code: string | null): FailureReason {
  if (code === MAINTENANCE_CODE) return status === 503 ? 'maintenance' : 'other'
  const known = code ? REASON_BY_CODE[code] : undefined
  if (known) return known
  if (code?.startsWith(VIOLATION_PREFIX)) return 'invalidInput'
  // Symfony's "No route found" (code "0"): the back end lacks the route, not the thing asked for.
  if (code === '0' && status === 404) return 'routeMissing'
  if (status === 429) return 'rateLimited'
  if (status === 404) return 'notFound'
  return 'other'
}

/** `VIOLATION::TOO_SHORT_ERROR` → tooShort; unknown codes are 'other'. */
export function violationReason(code: string | null | undefined): ViolationReason {
  if (!code) return 'other'
  const bare = code.startsWith(VIOLATION_PREFIX) ? code.slice(VIOLATION_PREFIX.length) : code
  return VIOLATION_BY_CODE[bare] ?? 'other'
}

/** meta.parameters as strings, keys without Shopware's `{{ }}` (`{{ limit }}` → `limit`). */
function parametersOf(detail: ApiErrorDetail | undefined): Record<string, string> {
  const parameters = detail?.meta?.parameters
  const record: Record<string, string> = {}
  if (!isRecord(parameters)) return record
  for (const [key, value] of Object.entries(parameters)) {
    if (typeof value === 'string' || typeof value === 'number')
      record[key.replace(/[{}\s]/g, '')] = String(value)
  }
  return record
}

/** A field violation: a `VIOLATION::` code or a source pointer (other entries describe the call). */
function isViolation(detail: ApiErrorDetail): boolean {
  return Boolean(detail.code?.startsWith(VIOLATION_PREFIX) || detail.source?.pointer)
}

function violationsOf(details: readonly ApiErrorDetail[]): Violation[] {
  return details.filter(isViolation).map((detail) =>
    violation({
      pointer: detail.source?.pointer ?? null,
      reason: violationReason(detail.code),
      detail: detail.detail ?? '',
      parameters: parametersOf(detail),
    }),
  )
}

function wholeSeconds(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null
  const seconds = Number(raw)
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null
}

/**
 * Seconds to wait before trying again: the Retry-After header (seconds or an HTTP date), else the
 * first error's meta.parameters.seconds, else the number in its detail ('… in 27 seconds').
 */
function retryAfterSeconds(
  headers: Record<string, string>,
  details: readonly ApiErrorDetail[],
  now: number,
): number | null {
  const header = headers['retry-after']
  const fromHeader = wholeSeconds(header)
  if (fromHeader !== null) return fromHeader
  if (header) {
    const date = Date.parse(header)
    if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - now) / 1000))
  }
  const first = details[0]
  return wholeSeconds(parametersOf(first).seconds) ?? wholeSeconds(/(\d+)/.exec(first?.detail ?? '')?.[1])
}

/**
 * 'Failed request' plus one line per error: ' - [title][source pointer] detail'. The pointer part
 * is left out when there is none; a missing detail reads 'No error details provided.'.
 */
export function formatApiErrorMessage(errors: readonly ApiErrorDetail[] | null | undefined): string {
  const list = errors && errors.length > 0 ? errors : [UNKNOWN_ERROR]
  return list.reduce((message, error) => {
    const pointer = error.source?.pointer ? `[${error.source.pointer}]` : ''
    const detail = error.detail ?? 'No error details provided.'
    return `${message}\n - [${error.title}]${pointer} ${detail}`
  }, 'Failed request')
}

export interface ApiErrorInit {
  status: number
  statusText: string
  url: string
  headers: Record<string, string>
  /** The `errors` array of the body; empty when the body had none. */
  details: ApiErrorDetail[]
  /** 'http' unless the call timed out or never reached the Store API. */
  kind?: ApiErrorKind
}

export class ApiError extends StoreApiFailure {
  readonly statusText: string
  readonly url: string
  readonly headers: Record<string, string>
  readonly details: ApiErrorDetail[]

  constructor(init: ApiErrorInit, options?: { cause?: unknown }) {
    const code = init.details[0]?.code ?? null
    const rateLimited = failureReason(init.status, code) === 'rateLimited'
    super(
      {
        kind: init.kind ?? 'http',
        status: init.status,
        code,
        reason: failureReason(init.status, code),
        violations: violationsOf(init.details),
        parameters: parametersOf(init.details[0]),
        retryAfterSeconds: rateLimited ? retryAfterSeconds(init.headers, init.details, Date.now()) : null,
        message: formatApiErrorMessage(init.details),
      },
      options,
    )
    this.name = 'ApiError'
    this.statusText = init.statusText
    this.url = init.url
    this.headers = init.headers
    this.details = init.details
  }
}

/** The Store API did not answer within `timeoutMs` (shown as the 408 page). */
export class ApiTimeoutError extends ApiError {
  constructor(url: string, timeoutMs: number | undefined, options?: { cause?: unknown }) {
    const detail = `The Store API did not answer within ${timeoutMs ?? '?'} ms.`
    super(
      {
        kind: 'timeout',
        status: 408,
        statusText: 'Request Timeout',
        url,
        headers: {},
        details: [{ title: 'Timeout', detail }],
      },
      options,
    )
    this.name = 'ApiTimeoutError'
  }
}

/** The Store API could not be reached at all (shown as the 502 page). */
export class ApiNetworkError extends ApiError {
  constructor(url: string, reason: string, options?: { cause?: unknown }) {
    super(
      {
        kind: 'network',
        status: 502,
        statusText: 'Bad Gateway',
        url,
        headers: {},
        details: [{ title: 'Network error', detail: `The Store API is unreachable: ${reason}` }],
      },
      options,
    )
    this.name = 'ApiNetworkError'
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The sales channel is in maintenance mode (503 with Shopware's maintenance code). */
export function isMaintenanceError(error: unknown): boolean {
  return error instanceof StoreApiFailure && error.reason === 'maintenance'
}
