// The account area's messages: the spec's generic validation messages (section 5), the server
// violation messages per kind and the error catalogue entries (section 8). Descriptors only; the
// components translate them with the page's i18n.

import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { rateLimitSeconds, type Violation, type ViolationKind, violationKind } from '../../domain/customer.ts'
import type { SessionFailure } from '../../domain/session.ts'

export const VALIDATION = {
  required: msg`This field is required`,
  email: msg`Enter a valid e-mail address`,
  phone: msg`Enter a valid phone number`,
} as const

export const minLengthMessage = (i18n: I18n, min: number) => i18n._(msg`Enter at least ${min} characters`)
export const equalsMessage = (i18n: I18n, otherName: string) =>
  i18n._(msg`The value must equal the ${otherName} value`)

const VIOLATION_MESSAGES: Record<Exclude<ViolationKind, 'rateLimit' | 'tooShort'>, MessageDescriptor> = {
  blank: msg`This field must not be empty`,
  tooLow: msg`This field should not be empty`,
  invalid: msg`This value is not valid`,
  wrongPassword: msg`The password is not correct`,
  vatIdFormat: msg`The VAT ID does not have the right format for the selected country`,
  zipCode: msg`The postal code does not have the right format for the selected country`,
  emailNotUnique: msg`This e-mail address is already in use`,
  badCredentials: msg`Invalid username and/or password`,
  notConfirmed: msg`Your account is not activated yet. Please open the link in the e-mail we sent you.`,
  other: msg`Something went wrong. Please try again.`,
}

export const SESSION_EXPIRED = msg`Your session has expired. Please reload the page and try again.`
export const GENERIC_FAILURE = VIOLATION_MESSAGES.other

/** The translated message of one server violation (spec section 5 and 8). */
export function violationMessage(i18n: I18n, violation: Violation): string {
  const kind = violationKind(violation.code)
  if (kind === 'rateLimit') return rateLimitMessage(i18n, rateLimitSeconds([violation]) ?? 30)
  if (kind === 'tooShort') {
    const min = Number(violation.parameters.min_length ?? violation.parameters.limit)
    return Number.isFinite(min) && min > 0
      ? minLengthMessage(i18n, min)
      : i18n._(msg`This value is too short`)
  }
  return i18n._(VIOLATION_MESSAGES[kind])
}

export function rateLimitMessage(i18n: I18n, seconds: number): string {
  return i18n._(msg`Too many attempts. Please wait ${seconds} seconds before trying again.`)
}

/**
 * Per-field server messages for a form: `prefix` strips the pointer's leading part
 * (`billingAddress.zipcode` → `zipcode` for the address fields of the registration).
 */
export function fieldErrors(
  i18n: I18n,
  violations: readonly Violation[],
  rename: (field: string) => string = (field) => field,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const violation of violations) {
    if (!violation.field) continue
    const name = rename(violation.field)
    if (!errors[name]) errors[name] = violationMessage(i18n, violation)
  }
  return errors
}

/**
 * The one message of a failure that has no field (wrong login, rate limit, session expired …),
 * or null when every violation belongs to a field the form shows.
 */
export function formMessage(
  i18n: I18n,
  failure: SessionFailure | null,
  violations: readonly Violation[],
): string | null {
  if (!failure) return null
  const seconds = rateLimitSeconds(violations)
  if (seconds !== null || failure.status === 429) return rateLimitMessage(i18n, seconds ?? 30)
  if (failure.status === 403 && violations.every((violation) => violationKind(violation.code) === 'other'))
    return i18n._(SESSION_EXPIRED)
  const general = violations.find((violation) => !violation.field)
  if (general) return violationMessage(i18n, general)
  if (violations.length > 0) return null
  if (failure.operation === 'login' && failure.status === 401)
    return i18n._(VIOLATION_MESSAGES.badCredentials)
  return i18n._(GENERIC_FAILURE)
}
