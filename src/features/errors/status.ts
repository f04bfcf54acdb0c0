import { MAINTENANCE_ERROR_CODE, MAINTENANCE_MESSAGE } from '../../domain/constants.ts'

/** The error pages that exist; each has its own HTTP status (maintenance is a 503). */
export type ErrorKind = 'notFound' | 'timeout' | 'server' | 'badGateway' | 'unavailable' | 'maintenance'

export interface ClassifiedError {
  kind: ErrorKind
  status: 404 | 408 | 500 | 502 | 503
  /** Set for 412: the API connection (endpoint/access token) is misconfigured. */
  preconditionFailed: boolean
  /** A route's params/search failed validation (fatal 'Page Not Found'). */
  validation: boolean
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined
}

/** Error codes carried by an ApiError (`details` is the Store API's `errors` list or the whole body). */
export function errorCodes(error: unknown): string[] {
  const details = field(error, 'details')
  const list = Array.isArray(details) ? details : field(details, 'errors')
  if (!Array.isArray(list)) return []
  return list.map((entry) => field(entry, 'code')).filter((code): code is string => typeof code === 'string')
}

export function isMaintenanceError(error: unknown): boolean {
  if (errorCodes(error).includes(MAINTENANCE_ERROR_CODE)) return true
  const message = field(error, 'message')
  return (
    field(error, 'status') === 503 && typeof message === 'string' && message.includes(MAINTENANCE_MESSAGE)
  )
}

function statusOf(error: unknown): number | undefined {
  const status = field(error, 'status') ?? field(field(error, 'response'), 'status')
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : undefined
}

const VALIDATION_ERRORS = new Set(['SearchParamError', 'PathParamError'])

/**
 * Maps anything a loader or component can throw to the error page and HTTP status:
 * Store API statuses pass through where a page exists (404, 408, 502, 503), a gateway timeout is
 * shown as 408, transport failures without a status become 502/408, everything else 500.
 */
export function classifyError(error: unknown): ClassifiedError {
  const base = { preconditionFailed: false, validation: false }
  if (field(error, 'isNotFound') === true) return { ...base, kind: 'notFound', status: 404 }
  const name = field(error, 'name')
  if (typeof name === 'string' && VALIDATION_ERRORS.has(name)) {
    return { ...base, kind: 'notFound', status: 404, validation: true }
  }
  if (isMaintenanceError(error)) return { ...base, kind: 'maintenance', status: 503 }
  const status = statusOf(error)
  switch (status) {
    case 404:
      return { ...base, kind: 'notFound', status: 404 }
    case 408:
    case 504:
      return { ...base, kind: 'timeout', status: 408 }
    case 502:
      return { ...base, kind: 'badGateway', status: 502 }
    case 503:
      return { ...base, kind: 'unavailable', status: 503 }
    case 412:
      return { ...base, kind: 'server', status: 500, preconditionFailed: true }
  }
  if (status === undefined) {
    const code = field(error, 'code')
    if (name === 'TimeoutError' || code === 'ECONNABORTED' || code === 'ETIMEDOUT') {
      return { ...base, kind: 'timeout', status: 408 }
    }
    if (code === 'ERR_NETWORK' || code === 'ECONNREFUSED') return { ...base, kind: 'badGateway', status: 502 }
  }
  return { ...base, kind: 'server', status: 500 }
}

export const PRECONDITION_HINT =
  'Store API answered 412 Precondition Failed: the API connection is broken. Check that the endpoint (STORE_API_ENDPOINT) and the access token (STORE_API_ACCESS_KEY) are correct.'

/** Logs the endpoint/access-token hint after `delayMs` (once per call); returns a canceller. */
export function schedulePreconditionHint(delayMs: number, log: (message: string) => void = console.error) {
  const timer = setTimeout(() => log(PRECONDITION_HINT), delayMs)
  // On the server the hint must not keep the process alive.
  if (typeof timer === 'object' && timer !== null && 'unref' in timer) timer.unref()
  return () => clearTimeout(timer)
}
