// The one failure type of a Store API call. The API client (src/api) throws nothing else: it turns
// HTTP errors, timeouts and network failures into a StoreApiFailure and translates Shopware's error
// codes into `reason`s and `ViolationReason`s, so nothing outside src/api ever reads an error code.
// Everything else gets a failure from a thrown value with `asFailure` and branches on `reason`,
// `status` and `violations`; tests build failures with `storeApiFailure`. Imports nothing.

/** How the call failed: an HTTP error answer, no answer in time, no answer at all, or not a call. */
export type FailureKind = 'http' | 'timeout' | 'network' | 'unexpected'

/** What a failure means for the shop, in domain words (src/api maps Shopware's codes to these). */
export type FailureReason =
  | 'maintenance'
  | 'rateLimited'
  | 'notFound'
  | 'invalidInput'
  | 'invalidQuantity'
  | 'badCredentials'
  | 'notConfirmed'
  | 'duplicate'
  | 'sortingNotFound'
  | 'lineItemNotFound'
  | 'productNotFound'
  | 'notLoggedIn'
  | 'invalidUuid'
  /** Placing: the cart has no product (or a concurrent order took it). */
  | 'cartEmpty'
  /** Placing: the cart carries errors that block the order. */
  | 'cartInvalid'
  /** Paying: the order is paid already; nothing about its payment can change. */
  | 'alreadyPaid'
  /** Paying: the method is unknown or not usable for this order (e.g. invoice for a guest). */
  | 'unknownPaymentMethod'
  /** Paying: the order's payment cannot change now (cancelled order, payment in progress). */
  | 'paymentNotChangeable'
  /** Guest order: the deep link needs the order's e-mail and postal code. */
  | 'guestNotAuthenticated'
  /** Guest order: e-mail or postal code do not match the order. */
  | 'wrongGuestCredentials'
  /** Cancelling: the order is no longer open, or already paid or shipped. */
  | 'notCancellable'
  /** The back end has no such route (a Shopware without this shop's extension). */
  | 'routeMissing'
  /** A public form's bot protection (reCAPTCHA) sent no token, or one the provider refused. */
  | 'captchaFailed'
  | 'other'

/** What is wrong with one field of a refused request (Shopware's `VIOLATION::…` entries). */
export type ViolationReason =
  | 'blank'
  | 'tooShort'
  | 'tooLong'
  | 'tooLow'
  | 'invalid'
  | 'invalidEmail'
  | 'emailNotUnique'
  | 'wrongPassword'
  | 'vatIdFormat'
  | 'zipCode'
  | 'notEqual'
  /** above a maximum value (Range/LessThanOrEqual) */
  | 'tooHigh'
  /** outside a range with both ends (Range) */
  | 'notInRange'
  /** not of the expected type (numeric, integer, …: Type) */
  | 'invalidType'
  | 'invalidUrl'
  /** not an IP (Ip) or MAC address (MacAddress) */
  | 'invalidAddress'
  | 'other'

/** One violation of a refused request. */
export interface Violation {
  /** The source pointer, e.g. `/billingAddress/zipcode`; null for errors without one. */
  pointer: string | null
  /** The pointer as a form field path (`billingAddress.zipcode`), null without a pointer. */
  field: string | null
  reason: ViolationReason
  /** The server's own text (logs, or the spec's address messages that quote it). */
  detail: string
  /** meta.parameters with Shopware's `{{ … }}` stripped from the keys, e.g. `{ min_length: '8' }`. */
  parameters: Record<string, string>
}

export interface StoreApiFailureInit {
  kind: FailureKind
  status: number | null
  /** Shopware's first error code, for logs only. */
  code: string | null
  reason: FailureReason
  violations: Violation[]
  parameters: Record<string, string>
  retryAfterSeconds: number | null
  message: string
}

const DEFAULT_FAILURE: StoreApiFailureInit = {
  kind: 'http',
  status: null,
  code: null,
  reason: 'other',
  violations: [],
  parameters: {},
  retryAfterSeconds: null,
  message: 'Failed request',
}

export class StoreApiFailure extends Error {
  readonly kind: FailureKind
  /** HTTP status (the client's own 408 and 502 for timeouts and network failures), null when none. */
  readonly status: number | null
  /** Shopware's first error code: for logs only, nothing outside src/api branches on it. */
  readonly code: string | null
  readonly reason: FailureReason
  readonly violations: Violation[]
  /** The first error's meta.parameters (keys without `{{ }}`). */
  readonly parameters: Record<string, string>
  /** Seconds to wait before trying again (rate limits), from Retry-After or the error's parameters. */
  readonly retryAfterSeconds: number | null

  constructor(init: StoreApiFailureInit, options?: { cause?: unknown }) {
    super(init.message, options)
    this.name = 'StoreApiFailure'
    this.kind = init.kind
    this.status = init.status
    this.code = init.code
    this.reason = init.reason
    this.violations = init.violations
    this.parameters = init.parameters
    this.retryAfterSeconds = init.retryAfterSeconds
  }
}

/** The builder: every field not given takes a neutral default (an HTTP failure without status). */
export function storeApiFailure(init: Partial<StoreApiFailureInit> = {}): StoreApiFailure {
  return new StoreApiFailure({ ...DEFAULT_FAILURE, ...init })
}

/** `/billingAddress/zipcode` → `billingAddress.zipcode`; `/0/street` → `street` (array indexes dropped). */
export function fieldOfPointer(pointer: string | null | undefined): string | null {
  if (!pointer) return null
  const parts = pointer.split('/').filter((part) => part !== '' && !/^\d+$/.test(part))
  return parts.length > 0 ? parts.join('.') : null
}

/** One violation; the field follows from the pointer. */
export function violation(init: Partial<Violation> & Pick<Violation, 'reason'>): Violation {
  const pointer = init.pointer ?? null
  return {
    pointer,
    field: init.field === undefined ? fieldOfPointer(pointer) : init.field,
    reason: init.reason,
    detail: init.detail ?? '',
    parameters: init.parameters ?? {},
  }
}

/**
 * The failure behind whatever was thrown: a StoreApiFailure is itself; anything else (a bug, a
 * blocked browser storage, an actor that was not provided) is an 'unexpected' failure with its text.
 */
export function asFailure(error: unknown): StoreApiFailure {
  if (error instanceof StoreApiFailure) return error
  const message = error instanceof Error && error.message ? error.message : String(error)
  return new StoreApiFailure({ ...DEFAULT_FAILURE, kind: 'unexpected', message }, { cause: error })
}

/** The serialisable part of a failure, as machine contexts keep it (and the server dehydrates it). */
export interface FailureView {
  kind: FailureKind
  status: number | null
  /** For logs only. */
  code: string | null
  reason: FailureReason
  message: string
  retryAfterSeconds: number | null
}

export function failureView(failure: StoreApiFailure): FailureView {
  return {
    kind: failure.kind,
    status: failure.status,
    code: failure.code,
    reason: failure.reason,
    message: failure.message,
    retryAfterSeconds: failure.retryAfterSeconds,
  }
}

/** A failure the shop itself reports (a missing id, a rule of the form), never sent to the server. */
export function localFailure(message: string): FailureView {
  return failureView(storeApiFailure({ kind: 'unexpected', message }))
}
