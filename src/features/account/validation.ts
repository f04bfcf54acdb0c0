// Client-side checks with the spec's generic messages (section 5). Each returns the translated
// message or null, in the shape react-aria's `validate` expects.

import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { equalsMessage, minLengthMessage, VALIDATION } from './messages.ts'
import { betweenMessage, GENERIC, maxLengthMessage, minValueMessage } from './validation-messages.ts'

export const PASSWORD_MIN_LENGTH = 8

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[0-9 ()/.-]{5,20}$/
const NUMERIC = /^[0-9]+$/
const INTEGER = /^[-+]?[0-9]+$/
// a comma or a point as the decimal separator: German and French write 3,5
const DECIMAL = /^[-+]?(?:[0-9]+(?:[.,][0-9]+)?|[.,][0-9]+)$/
const ALPHABETIC = /^\p{L}+$/u
const ALPHANUMERIC = /^[\p{L}\p{N}]+$/u
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const MAC = /^(?:[0-9a-f]{2}([:-]))(?:[0-9a-f]{2}\1){4}[0-9a-f]{2}$/i

/** A full IPv6 address or one with a `::` (the URL parser normalises and checks it). */
function isIpv6(value: string): boolean {
  if (!value.includes(':') || !/^[0-9a-f:.]+$/i.test(value)) return false
  try {
    return new URL(`http://[${value}]/`).hostname.length > 2
  } catch {
    return false
  }
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** A number as typed in any of the shop's locales (3,5 or 3.5). */
const parseNumber = (value: string): number => Number(value.trim().replace(',', '.'))

export type Check = (value: string) => string | null

/**
 * Every check of the spec's generic messages. Empty optional values pass all but `required`: combine
 * with `required` (through `all`) where a field must be filled.
 */
export function createChecks(i18n: I18n) {
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
  /** A check of a filled-in value; an empty one is left to `required`. */
  const filled =
    (test: (value: string) => boolean, message: () => string): Check =>
    (value) =>
      value.trim() === '' || test(value.trim()) ? null : message()
  return {
    required,
    all,
    email: all(required, (value) => (EMAIL.test(value.trim()) ? null : i18n._(VALIDATION.email))),
    password: all(required, (value) =>
      value.length < PASSWORD_MIN_LENGTH ? minLengthMessage(i18n, PASSWORD_MIN_LENGTH) : null,
    ),
    /** Optional phone: empty is fine, anything else must look like a number. */
    phone: filled(
      (value) => PHONE.test(value),
      () => i18n._(VALIDATION.phone),
    ),
    equals:
      (other: () => string, otherName: string): Check =>
      (value) =>
        value === other() ? null : equalsMessage(i18n, otherName),
    minLength: (min: number): Check =>
      filled(
        (value) => [...value].length >= min,
        () => minLengthMessage(i18n, min),
      ),
    maxLength:
      (max: number): Check =>
      (value) =>
        [...value].length <= max ? null : maxLengthMessage(i18n, max),
    /** A number from min to max (both included). */
    between: (min: number, max: number): Check =>
      filled(
        (value) => parseNumber(value) >= min && parseNumber(value) <= max,
        () => betweenMessage(i18n, min, max),
      ),
    minValue: (min: number): Check =>
      filled(
        (value) => parseNumber(value) >= min,
        () => minValueMessage(i18n, min),
      ),
    numeric: filled(
      (value) => NUMERIC.test(value),
      () => i18n._(GENERIC.numeric),
    ),
    integer: filled(
      (value) => INTEGER.test(value),
      () => i18n._(GENERIC.integer),
    ),
    decimal: filled(
      (value) => DECIMAL.test(value),
      () => i18n._(GENERIC.decimal),
    ),
    alphabetic: filled(
      (value) => ALPHABETIC.test(value),
      () => i18n._(GENERIC.alphabetic),
    ),
    alphanumeric: filled(
      (value) => ALPHANUMERIC.test(value),
      () => i18n._(GENERIC.alphanumeric),
    ),
    url: filled(isUrl, () => i18n._(GENERIC.url)),
    ipOrMac: filled(
      (value) => IPV4.test(value) || isIpv6(value) || MAC.test(value),
      () => i18n._(GENERIC.ipOrMac),
    ),
  }
}

export function useChecks() {
  const { i18n } = useLingui()
  return useMemo(() => createChecks(i18n), [i18n])
}
