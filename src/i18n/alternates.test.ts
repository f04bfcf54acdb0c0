import { describe, expect, it } from 'vitest'
import { hreflangLinks, localizedUrl, resolveAlternates } from './alternates.ts'

const origins = {
  'de-DE': 'http://localhost:3000',
  'en-GB': 'http://en.localhost:3000',
  'fr-FR': 'http://localhost:3000/fr-FR',
} as const

describe('alternates', () => {
  it('takes the deepest match that declares alternates', () => {
    const matches = [
      { loaderData: { navigation: {} } },
      { loaderData: { alternates: { 'de-DE': '/gartenstuehle', 'en-GB': '/garden-chairs' } } },
      { loaderData: { product: 1 } },
    ]
    expect(resolveAlternates(matches, '/x')).toEqual({ 'de-DE': '/gartenstuehle', 'en-GB': '/garden-chairs' })
  })

  it('ignores malformed paths (protocol-relative, absolute URLs)', () => {
    const matches = [
      { loaderData: { alternates: { 'de-DE': '//evil.example/x', 'en-GB': 'https://x', 'fr-FR': '/ok' } } },
    ]
    expect(resolveAlternates(matches, '/x')).toEqual({ 'fr-FR': '/ok' })
  })

  it('falls back to the same path in every locale', () => {
    expect(resolveAlternates([{ loaderData: undefined }], '/login')).toEqual({
      'de-DE': '/login',
      'en-GB': '/login',
      'fr-FR': '/login',
    })
  })

  it('builds absolute hreflang links with x-default', () => {
    expect(localizedUrl(origins, 'fr-FR', '/')).toBe('http://localhost:3000/fr-FR/')
    expect(hreflangLinks({ 'de-DE': '/a', 'fr-FR': '/b' }, origins)).toEqual([
      { rel: 'alternate', hrefLang: 'de-DE', href: 'http://localhost:3000/a' },
      { rel: 'alternate', hrefLang: 'fr-FR', href: 'http://localhost:3000/fr-FR/b' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'http://localhost:3000/a' },
    ])
  })
})
