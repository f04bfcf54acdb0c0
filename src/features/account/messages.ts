// The account area's messages: the spec's generic validation messages (section 5), the server
// violation messages per kind and the error catalogue entries (section 8). Descriptors only; the
// components translate them with the page's i18n.

import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Violation, ViolationReason } from '../../domain/failure.ts'
import type { SessionFailure } from '../../domain/session.ts'
import type { NativeFormResult } from '../../domain/native-form.ts'
import {
  betweenMessage,
  characterClassOf,
  GENERIC,
  maxLengthMessage,
  minValueMessage,
} from './validation-messages.ts'

export const VALIDATION = {
  required: msg`This field is required`,
  email: msg`Enter a valid e-mail address`,
  phone: msg`Enter a valid phone number`,
} as const

export const minLengthMessage = (i18n: I18n, min: number) => i18n._(msg`Enter at least ${min} characters`)
export const equalsMessage = (i18n: I18n, otherName: string) =>
  i18n._(msg`The value must equal the ${otherName} value`)

export const GENERIC_FAILURE = msg`Something went wrong. Please try again.`
const INVALID = msg`This value is not valid`

const VIOLATION_MESSAGES: Record<Exclude<ViolationReason, 'tooShort'>, MessageDescriptor> = {
  blank: msg`This field must not be empty`,
  tooLow: msg`This field should not be empty`,
  invalid: INVALID,
  invalidEmail: INVALID,
  notEqual: INVALID,
  wrongPassword: msg`The password is not correct`,
  vatIdFormat: msg`The VAT ID does not have the right format for the selected country`,
  zipCode: msg`The postal code does not have the right format for the selected country`,
  emailNotUnique: msg`This e-mail address is already in use`,
  tooLong: msg`This text is too long`,
  tooHigh: INVALID,
  notInRange: INVALID,
  invalidType: INVALID,
  invalidUrl: GENERIC.url,
  invalidAddress: GENERIC.ipOrMac,
  other: GENERIC_FAILURE,
}

/** A figure of the violation's parameters (Symfony's `{{ limit }}`, `{{ compared_value }}` …). */
function figure(violation: Violation, ...names: string[]): number | null {
  for (const name of names) {
    const value = Number(violation.parameters[name]?.replace(/"/g, ''))
    if (violation.parameters[name] !== undefined && Number.isFinite(value)) return value
  }
  return null
}

/** The message with the violation's figures, where the server sent them; null: the plain one. */
function measuredMessage(i18n: I18n, violation: Violation): string | null {
  switch (violation.reason) {
    case 'tooLong': {
      const max = figure(violation, 'max_length', 'limit')
      return max === null ? null : maxLengthMessage(i18n, max)
    }
    case 'notInRange':
    case 'tooHigh': {
      const min = figure(violation, 'min')
      const max = figure(violation, 'max', 'compared_value')
      return min !== null && max !== null ? betweenMessage(i18n, min, max) : null
    }
    case 'tooLow': {
      const min = figure(violation, 'compared_value', 'min', 'limit')
      return min === null ? null : minValueMessage(i18n, min)
    }
    case 'invalidType': {
      const kind = characterClassOf(violation.parameters.type)
      return kind ? i18n._(GENERIC[kind]) : null
    }
    default:
      return null
  }
}

const BAD_CREDENTIALS = msg`Invalid username and/or password`
const NOT_CONFIRMED = msg`Your account is not activated yet. Please open the link in the e-mail we sent you.`

export const CAPTCHA_FAILED = msg`We could not confirm that you are not a robot. Please reload the page and try again.`
export const SESSION_EXPIRED = msg`Your session has expired. Please reload the page and try again.`

/** The translated message of one server violation, by its reason. */
export function violationMessage(i18n: I18n, violation: Violation): string {
  if (violation.reason === 'tooShort') {
    const min = Number(violation.parameters.min_length ?? violation.parameters.limit)
    return Number.isFinite(min) && min > 0
      ? minLengthMessage(i18n, min)
      : i18n._(msg`This value is too short`)
  }
  return measuredMessage(i18n, violation) ?? i18n._(VIOLATION_MESSAGES[violation.reason])
}

/** What a login posted without JavaScript was refused for (server/native-forms.ts); null: nothing. */
export function nativeLoginMessage(i18n: I18n, result: NativeFormResult | undefined): string | null {
  switch (result?.outcome) {
    case 'invalidCredentials':
      return i18n._(BAD_CREDENTIALS)
    case 'throttled':
      return rateLimitMessage(i18n, result.retryAfterSeconds ?? null)
    case 'failed':
      return i18n._(GENERIC_FAILURE)
    default:
      return null
  }
}

/** How long to wait, as the server said (null: it did not say). */
export function rateLimitMessage(i18n: I18n, seconds: number | null): string {
  if (seconds === null) return i18n._(msg`Too many attempts. Please wait a moment before trying again.`)
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
  if (failure.reason === 'rateLimited') return rateLimitMessage(i18n, failure.retryAfterSeconds)
  if (failure.reason === 'badCredentials') return i18n._(BAD_CREDENTIALS)
  if (failure.reason === 'notConfirmed') return i18n._(NOT_CONFIRMED)
  // A 403 too, but no expired session: the public form's bot check refused it.
  if (failure.reason === 'captchaFailed') return i18n._(CAPTCHA_FAILED)
  if (failure.status === 403 && violations.every((violation) => violation.reason === 'other'))
    return i18n._(SESSION_EXPIRED)
  const general = violations.find((violation) => !violation.field)
  if (general) return violationMessage(i18n, general)
  if (violations.length > 0) return null
  if (failure.operation === 'login' && failure.status === 401) return i18n._(BAD_CREDENTIALS)
  return i18n._(GENERIC_FAILURE)
}
