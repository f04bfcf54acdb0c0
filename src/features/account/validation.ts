// Client-side checks with the spec's generic messages (section 5). Each returns the translated
// message or null, in the shape react-aria's `validate` expects.

import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { equalsMessage, minLengthMessage, VALIDATION } from './messages.ts'

export const PASSWORD_MIN_LENGTH = 8

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[0-9 ()/.-]{5,20}$/

export type Check = (value: string) => string | null

export function useChecks() {
  const { i18n } = useLingui()
  return useMemo(() => {
    const required: Check = (value) => (value.trim() === '' ? i18n._(VALIDATION.required) : null)
    const all =
      (...checks: Check[]): Check =>
      (value) => {
        for (const check of checks) {
          const message = check(value)
          if (message) return message
        }
        return null
      }
    return {
      required,
      all,
      email: all(required, (value) => (EMAIL.test(value.trim()) ? null : i18n._(VALIDATION.email))),
      password: all(required, (value) =>
        value.length < PASSWORD_MIN_LENGTH ? minLengthMessage(i18n, PASSWORD_MIN_LENGTH) : null,
      ),
      /** Optional phone: empty is fine, anything else must look like a number. */
      phone: ((value) =>
        value.trim() === '' || PHONE.test(value.trim()) ? null : i18n._(VALIDATION.phone)) as Check,
      equals:
        (other: () => string, otherName: string): Check =>
        (value) =>
          value === other() ? null : equalsMessage(i18n, otherName),
    }
  }, [i18n])
}
