import { describe, expect, it } from 'vitest'
import { DEFAULT_RETURN_PATH, sanitizeReturnPath } from './return-path.ts'

describe('sanitizeReturnPath', () => {
  it.each([
    ['/account/address', '/account/address'],
    ['/account/order?p=2', '/account/order?p=2'],
    ['/detail/abc#reviews', '/detail/abc#reviews'],
    ['  /account/profile ', '/account/profile'],
    ['/a/../account', '/account'],
    // An encoded newline stays an encoded path segment on this origin.
    ['/%0a/evil', '/%0a/evil'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(sanitizeReturnPath(raw)).toBe(expected)
  })

  it.each([
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/\t/evil.example',
    'account',
    '',
    '/login',
    '/login?redirect=/account',
    '/register',
  ])('refuses %j', (raw) => {
    expect(sanitizeReturnPath(raw)).toBe(DEFAULT_RETURN_PATH)
  })

  it('refuses non-strings and uses the given fallback', () => {
    expect(sanitizeReturnPath(undefined)).toBe(DEFAULT_RETURN_PATH)
    expect(sanitizeReturnPath(['/account'])).toBe(DEFAULT_RETURN_PATH)
    expect(sanitizeReturnPath('https://evil.example', '/')).toBe('/')
  })
})
