// The spec's generic validation messages, each with its figures, for the browser's checks
// (validation.ts) and the server's violations (messages.ts). Descriptors are translated with the
// page's i18n.

import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** What a value must be, as Symfony's Type constraint names it in `{{ type }}`. */
export type CharacterClass = 'numeric' | 'integer' | 'decimal' | 'alphabetic' | 'alphanumeric'

export const GENERIC = {
  numeric: msg`Enter digits only`,
  integer: msg`Enter a whole number`,
  decimal: msg`Enter a number (decimals are allowed)`,
  alphabetic: msg`Enter letters only`,
  alphanumeric: msg`Enter letters and digits only`,
  url: msg`Enter a valid URL, e.g. https://www.example.com`,
  ipOrMac: msg`Enter a valid IP or MAC address`,
} as const

export const maxLengthMessage = (i18n: I18n, max: number) => i18n._(msg`Enter no more than ${max} characters`)
export const betweenMessage = (i18n: I18n, min: number, max: number) =>
  i18n._(msg`Enter a value between ${min} and ${max}`)
export const minValueMessage = (i18n: I18n, min: number) => i18n._(msg`Enter a value of at least ${min}`)

/** Symfony's `{{ type }}` of an INVALID_TYPE_ERROR → the character class it asks for, if one. */
export function characterClassOf(type: string | undefined): CharacterClass | null {
  switch (type?.replace(/"/g, '').toLowerCase()) {
    case 'numeric':
    case 'digit':
      return 'numeric'
    case 'int':
    case 'integer':
      return 'integer'
    case 'float':
    case 'decimal':
    case 'number':
      return 'decimal'
    case 'alpha':
      return 'alphabetic'
    case 'alnum':
      return 'alphanumeric'
    default:
      return null
  }
}
