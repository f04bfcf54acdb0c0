// Session predicates exactly as the spec (section 4) defines them. Imports nothing.

import type { SessionContext, SessionCustomer } from './types.ts'

type CustomerFlags = Pick<SessionCustomer, 'id' | 'active' | 'guest'> | null | undefined

/** Logged in = id, active, not guest. */
export function isLoggedIn(customer: CustomerFlags): boolean {
  return Boolean(customer?.id && customer.active && !customer.guest)
}

/** Customer session = id and not guest (may be inactive, e.g. double opt-in not confirmed yet). */
export function isCustomerSession(customer: CustomerFlags): boolean {
  return Boolean(customer?.id && !customer.guest)
}

/** Guest session = guest true. */
export function isGuestSession(customer: CustomerFlags): boolean {
  return customer?.guest === true
}

export type SessionIdentity = 'anonymous' | 'guest' | 'customer' | 'loggedIn'

/** The most specific identity a context has; the session machine's states follow it. */
export function sessionIdentity(
  context: Pick<SessionContext, 'customer'> | null | undefined,
): SessionIdentity {
  const customer = context?.customer
  if (isLoggedIn(customer)) return 'loggedIn'
  if (isCustomerSession(customer)) return 'customer'
  if (isGuestSession(customer)) return 'guest'
  return 'anonymous'
}

/** Operations of the session that can fail; the failure names the operation for the UI. */
export type SessionOperation =
  | 'load'
  | 'refresh'
  | 'setCurrency'
  | 'setLanguage'
  | 'setCountry'
  | 'setShippingMethod'
  | 'setPaymentMethod'
  | 'setShippingAddress'
  | 'setBillingAddress'
  | 'login'
  | 'logout'
  | 'register'
  | 'confirmRegistration'
  | 'recoverPassword'
  | 'resetPassword'
  | 'loadCustomer'
  | 'loadAddresses'
  | 'saveAddress'
  | 'deleteAddress'
  | 'setDefaultBilling'
  | 'setDefaultShipping'
  | 'changeProfile'
  | 'changeEmail'
  | 'changePassword'
  | 'changePaymentMethod'

/** A serialisable failure (it lives in the machine's context and may be dehydrated). */
export interface SessionFailure {
  operation: SessionOperation
  message: string
  /** HTTP status of an API failure, null for local validation or network errors. */
  status: number | null
  /** First Store API error code (`VIOLATION::IS_BLANK_ERROR`), null when there is none. */
  code: string | null
}

export const ID_REQUIRED_MESSAGE = 'id is required'

function readProperty(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
}

/**
 * Turns whatever an actor threw into a SessionFailure without knowing the API client's classes
 * (machines import only the domain): it reads `message`, `status` and `details[0].code` if present.
 */
export function describeFailure(operation: SessionOperation, error: unknown): SessionFailure {
  const message = readProperty(error, 'message')
  const status = readProperty(error, 'status')
  const details = readProperty(error, 'details')
  const code = Array.isArray(details) ? readProperty(details[0], 'code') : undefined
  return {
    operation,
    message: typeof message === 'string' && message ? message : String(error),
    status: typeof status === 'number' ? status : null,
    code: typeof code === 'string' ? code : null,
  }
}
