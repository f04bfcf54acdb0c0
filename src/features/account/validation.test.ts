import type { I18n } from '@lingui/core'
import { setupI18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { violation } from '../../domain/failure.ts'
import { createI18n } from '../../i18n/i18n.ts'
import { violationMessage } from './messages.ts'
import { createChecks } from './validation.ts'

const en = setupI18n({ locale: 'en-GB', messages: { 'en-GB': {} } })

describe('createChecks: the spec generic messages in the browser', () => {
  const checks = createChecks(en)
  it.each([
    ['maxLength(5)', checks.maxLength(5), 'abcdef', 'Enter no more than 5 characters', 'abcde'],
    ['minLength(3)', checks.minLength(3), 'ab', 'Enter at least 3 characters', 'abc'],
    ['between(1, 10)', checks.between(1, 10), '11', 'Enter a value between 1 and 10', '2,5'],
    ['minValue(2)', checks.minValue(2), '1.5', 'Enter a value of at least 2', '2'],
    ['numeric', checks.numeric, '12a', 'Enter digits only', '0042'],
    ['integer', checks.integer, '1.5', 'Enter a whole number', '-7'],
    ['decimal', checks.decimal, '1,2,3', 'Enter a number (decimals are allowed)', '3,75'],
    ['alphabetic', checks.alphabetic, 'abc1', 'Enter letters only', 'Müller'],
    ['alphanumeric', checks.alphanumeric, 'ab-1', 'Enter letters and digits only', 'Élan42'],
    [
      'url',
      checks.url,
      'javascript:alert(1)',
      'Enter a valid URL, e.g. https://www.example.com',
      'https://gartenwerk.example/x',
    ],
    ['ipOrMac', checks.ipOrMac, '256.1.1.1', 'Enter a valid IP or MAC address', '2001:db8::1'],
  ] as const)('%s refuses %j and accepts %j', (_, check, bad, message, good) => {
    expect(check(bad)).toBe(message)
    expect(check(good)).toBeNull()
  })

  it('leaves empty optional values to the required check', () => {
    for (const check of [checks.numeric, checks.url, checks.ipOrMac, checks.between(1, 2), checks.phone])
      expect(check('')).toBeNull()
    expect(checks.all(checks.required, checks.numeric)('')).toBe('This field is required')
  })

  it('accepts IPv4 and MAC addresses in both notations', () => {
    for (const value of ['192.168.0.1', '00:1A:2b:3C:4d:5E', '00-1a-2b-3c-4d-5e'])
      expect(checks.ipOrMac(value)).toBeNull()
    expect(checks.ipOrMac('00:1a-2b:3c:4d:5e')).not.toBeNull()
  })
})

describe('violationMessage: the server figures in the message', () => {
  const of = (reason: Parameters<typeof violation>[0]['reason'], parameters: Record<string, string>) =>
    violationMessage(en, violation({ reason, pointer: '/field', parameters }))
  it.each([
    [of('tooLong', { limit: '255' }), 'Enter no more than 255 characters'],
    [of('tooLong', {}), 'This text is too long'],
    [of('notInRange', { min: '1', max: '99' }), 'Enter a value between 1 and 99'],
    [of('tooLow', { compared_value: '3' }), 'Enter a value of at least 3'],
    [of('invalidType', { type: 'integer' }), 'Enter a whole number'],
    [of('invalidType', { type: 'alnum' }), 'Enter letters and digits only'],
    [of('invalidType', { type: 'array' }), 'This value is not valid'],
    [of('invalidUrl', {}), 'Enter a valid URL, e.g. https://www.example.com'],
    [of('invalidAddress', {}), 'Enter a valid IP or MAC address'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('the generic messages in the three locales', () => {
  const locales: Record<string, I18n> = {}
  beforeAll(async () => {
    for (const locale of ['de-DE', 'en-GB', 'fr-FR'] as const)
      locales[locale] = await createI18n(locale, ['account'])
  })
  it.each([
    [
      'de-DE',
      'Geben Sie höchstens 40 Zeichen ein',
      'Geben Sie einen Wert zwischen 1 und 5 ein',
      'Geben Sie nur Ziffern ein',
    ],
    ['en-GB', 'Enter no more than 40 characters', 'Enter a value between 1 and 5', 'Enter digits only'],
    [
      'fr-FR',
      'Saisissez au maximum 40 caractères',
      'Saisissez une valeur comprise entre 1 et 5',
      'Saisissez uniquement des chiffres',
    ],
  ])('%s', (locale, maxLength, between, numeric) => {
    const checks = createChecks(locales[locale] as I18n)
    expect(checks.maxLength(40)('x'.repeat(41))).toBe(maxLength)
    expect(checks.between(1, 5)('6')).toBe(between)
    expect(checks.numeric('x')).toBe(numeric)
    // every other generic message is there, and translated
    const others = [
      checks.integer,
      checks.decimal,
      checks.alphabetic,
      checks.alphanumeric,
      checks.url,
      checks.ipOrMac,
    ]
    for (const check of others) {
      const message = check('!?')
      expect(message).not.toBeNull()
      if (locale !== 'en-GB') expect(message).not.toMatch(/^Enter /)
    }
  })
})
