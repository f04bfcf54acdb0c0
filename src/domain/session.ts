// Session predicates exactly as the spec (section 4) defines them, and the session's failures.

import { asFailure, type FailureView, failureView } from './failure.ts'
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
  | 'setCountry'
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

/** A failed session operation, serialisable (it lives in the machine's context and may be dehydrated). */
export interface SessionFailure extends FailureView {
  operation: SessionOperation
}

export const ID_REQUIRED_MESSAGE = 'id is required'

/** The failure of `operation` from whatever its actor threw (see `asFailure`). */
export function describeFailure(operation: SessionOperation, error: unknown): SessionFailure {
  return { operation, ...failureView(asFailure(error)) }
}

/**
 * What the session tells its parent, the root, which forwards it to the actors that depend on the
 * context (cart, wishlist): every new context, and a first load that produced none.
 */
export type SessionBroadcast =
  | { type: 'session.changed'; session: SessionContext }
  | { type: 'session.loadFailed' }
