// Errors of the Store API client. HTTP 400-599 become ApiError; a client-side timeout and a
// network failure become subclasses with fixed statuses (408, 502) so error pages can pick them.

import type { Schemas } from '@shopware/api-client/store-api-types'
import { MAINTENANCE_ERROR_CODE } from '../domain/constants.ts'

/** One entry of Shopware's error body. */
export type ApiErrorDetail = Schemas['error']

export type ApiErrorKind = 'http' | 'timeout' | 'network'

const UNKNOWN_ERROR: ApiErrorDetail = {
  title: 'Unknown error',
  detail: 'API did not return errors, but request failed. Please check the network tab.',
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
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind = 'http'
  readonly status: number
  readonly statusText: string
  readonly url: string
  readonly headers: Record<string, string>
  readonly details: ApiErrorDetail[]

  constructor(init: ApiErrorInit, options?: { cause?: unknown }) {
    super(formatApiErrorMessage(init.details), options)
    this.name = 'ApiError'
    this.status = init.status
    this.statusText = init.statusText
    this.url = init.url
    this.headers = init.headers
    this.details = init.details
  }

  /** First Store API error code, e.g. `FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE`. */
  get code(): string | undefined {
    return this.details[0]?.code
  }
}

/** The Store API did not answer within `timeoutMs` (shown as the 408 page). */
export class ApiTimeoutError extends ApiError {
  override readonly kind = 'timeout' as const

  constructor(url: string, timeoutMs: number | undefined, options?: { cause?: unknown }) {
    const detail = `The Store API did not answer within ${timeoutMs ?? '?'} ms.`
    super(
      {
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
  override readonly kind = 'network' as const

  constructor(url: string, reason: string, options?: { cause?: unknown }) {
    super(
      {
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
  return (
    isApiError(error) &&
    error.status === 503 &&
    error.details.some((detail) => detail.code === MAINTENANCE_ERROR_CODE)
  )
}
