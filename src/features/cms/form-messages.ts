// Messages of the CMS forms (contact, newsletter). They live here, not in the account area's
// catalog, because CMS forms appear on any content page; the English wording matches the account
// forms so both read the same (the generic messages for a refused or failed form).
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ViolationReason } from '../../domain/failure.ts'
import type { FormFailure } from '../../domain/forms.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[0-9 ()/.-]{5,20}$/

export type Check = (value: string) => string | null

export function formChecks(i18n: I18n) {
  const required: Check = (value) => (value.trim() === '' ? i18n._(msg`This field is required`) : null)
  return {
    required,
    email: ((value) =>
      required(value) ??
      (EMAIL.test(value.trim()) ? null : i18n._(msg`Enter a valid e-mail address`))) as Check,
    /** Optional phone: empty is fine, anything else must look like a number. */
    phone: ((value) =>
      value.trim() === '' || PHONE.test(value.trim())
        ? null
        : i18n._(msg`Enter a valid phone number`)) as Check,
    minLength:
      (min: number): Check =>
      (value) =>
        required(value) ?? (value.trim().length < min ? i18n._(msg`Enter at least ${min} characters`) : null),
  }
}

/** The message of one server violation at its field. */
export function violationText(i18n: I18n, reason: ViolationReason, min: number): string {
  switch (reason) {
    case 'blank':
      return i18n._(msg`This field is required`)
    case 'invalidEmail':
      return i18n._(msg`Enter a valid e-mail address`)
    case 'tooShort':
      return i18n._(msg`Enter at least ${min} characters`)
    case 'tooLong':
      return i18n._(msg`This text is too long`)
    default:
      return i18n._(msg`This value is not valid`)
  }
}

/** Field → message for the form's `validationErrors`. */
export function fieldMessages(i18n: I18n, failure: FormFailure | null, min: number): Record<string, string> {
  if (failure?.kind !== 'violations') return {}
  return Object.fromEntries(
    Object.entries(failure.fields).map(([field, reason]) => [field, violationText(i18n, reason, min)]),
  )
}

/** The message above the form for failures without a field. */
export function failureText(i18n: I18n, failure: FormFailure | null): string | null {
  if (!failure || failure.kind === 'violations') return null
  if (failure.kind === 'rate-limited') {
    const seconds = failure.seconds
    if (seconds === null) return i18n._(msg`Too many attempts. Please wait a moment before trying again.`)
    return i18n._(msg`Too many attempts. Please wait ${seconds} seconds before trying again.`)
  }
  if (failure.kind === 'captcha')
    return i18n._(msg`We could not confirm that you are not a robot. Please reload the page and try again.`)
  return i18n._(msg`Something went wrong. Please try again.`)
}
