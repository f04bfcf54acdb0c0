import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DOMAINS,
  detectLocale,
  hostName,
  localePrefix,
  locateLocale,
  resolveLocale,
  splitLocaleFromPath,
} from './locale.ts'

describe('detectLocale', () => {
  it.each([
    ['de', 'de-DE'],
    ['de-DE', 'de-DE'],
    ['de-AT,de;q=0.9', 'de-DE'],
    ['en', 'en-GB'],
    ['en-US,en;q=0.9', 'en-GB'],
    ['en_GB', 'en-GB'],
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr-FR'],
    ['FR', 'fr-FR'],
    ['es-ES,es;q=0.9,fr;q=0.5', 'fr-FR'],
    ['it;q=1, en;q=0.2, de;q=0.7', 'de-DE'],
    ['fr;q=0.5, de;q=0.5', 'fr-FR'],
    ['de;q=0, en', 'en-GB'],
    ['*, en;q=0.1', 'en-GB'],
    ['zh-Hant-TW, en', 'en-GB'],
  ] as const)('%s → %s', (header, expected) => {
    expect(detectLocale(header)).toBe(expected)
  })

  it.each([undefined, null, '', 'es', 'de;q=0', '*', 'deu', 'garbage;;;'])(
    'gives undefined for %s',
    (header) => {
      expect(detectLocale(header)).toBeUndefined()
    },
  )
})

describe('locale paths and hosts', () => {
  it('prefixes only fr-FR', () => {
    expect(localePrefix('fr-FR')).toBe('/fr-FR')
    expect(localePrefix('de-DE')).toBe('')
    expect(localePrefix('en-GB')).toBe('')
  })

  it('splits the prefix off a path', () => {
    expect(splitLocaleFromPath('/fr-FR')).toEqual({ locale: 'fr-FR', path: '/' })
    expect(splitLocaleFromPath('/fr-FR/account/order')).toEqual({ locale: 'fr-FR', path: '/account/order' })
    expect(splitLocaleFromPath('/fr-FRance')).toEqual({ locale: undefined, path: '/fr-FRance' })
    expect(splitLocaleFromPath('/de-DE/x')).toEqual({ locale: undefined, path: '/de-DE/x' })
  })

  it('resolves the locale from prefix, then host, then the default', () => {
    expect(resolveLocale('localhost:3000', '/', DEFAULT_DOMAINS)).toBe('de-DE')
    expect(resolveLocale('EN.localhost:3000', '/x', DEFAULT_DOMAINS)).toBe('en-GB')
    expect(resolveLocale('en.localhost', '/fr-FR/x', DEFAULT_DOMAINS)).toBe('fr-FR')
    expect(resolveLocale('unknown.example', '/', DEFAULT_DOMAINS)).toBe('de-DE')
    expect(hostName('[::1]:3000')).toBe('[::1]')
  })

  it('locates a locale from the current host', () => {
    expect(locateLocale('fr-FR', 'en.localhost:3000', DEFAULT_DOMAINS)).toEqual({
      host: 'en.localhost:3000',
      prefix: '/fr-FR',
    })
    expect(locateLocale('en-GB', 'localhost:3000', DEFAULT_DOMAINS)).toEqual({
      host: 'en.localhost:3000',
      prefix: '',
    })
    expect(locateLocale('de-DE', 'en.localhost:3000', DEFAULT_DOMAINS)).toEqual({
      host: 'localhost:3000',
      prefix: '',
    })
    expect(locateLocale('de-DE', 'localhost', DEFAULT_DOMAINS)).toEqual({ host: 'localhost', prefix: '' })
  })
})
