import { isNotFound } from '@tanstack/react-router'
import { MAINTENANCE_MESSAGE } from '../../domain/constants.ts'
import { StoreApiFailure } from '../../domain/failure.ts'

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

const VALIDATION_ERRORS = new Set(['SearchParamError', 'PathParamError'])

function isMaintenance(failure: StoreApiFailure): boolean {
  return (
    failure.reason === 'maintenance' ||
    (failure.status === 503 && failure.message.includes(MAINTENANCE_MESSAGE))
  )
}

/**
 * Maps anything a loader or component can throw to the error page and HTTP status: Store API
 * statuses pass through where a page exists (404, 408, 502, 503), a gateway timeout is shown as
 * 408, a timeout or an unreachable Store API without an answer as 408/502, everything else 500.
 */
export function classifyError(error: unknown): ClassifiedError {
  const base = { preconditionFailed: false, validation: false }
  if (isNotFound(error)) return { ...base, kind: 'notFound', status: 404 }
  // The router's own errors for params and search that failed validation.
  if (error instanceof Error && VALIDATION_ERRORS.has(error.name)) {
    return { ...base, kind: 'notFound', status: 404, validation: true }
  }
  if (!(error instanceof StoreApiFailure)) return { ...base, kind: 'server', status: 500 }
  if (isMaintenance(error)) return { ...base, kind: 'maintenance', status: 503 }
  if (error.kind === 'timeout') return { ...base, kind: 'timeout', status: 408 }
  if (error.kind === 'network') return { ...base, kind: 'badGateway', status: 502 }
  switch (error.status) {
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
    default:
      return { ...base, kind: 'server', status: 500 }
  }
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
