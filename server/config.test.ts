import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, MISSING_UPSTREAM_MESSAGE, parseDomains } from './config.ts'

describe('loadConfig', () => {
  it('uses the embedded back end when neither endpoint nor key is set', () => {
    const config = loadConfig({})
    expect(config.upstream).toEqual({
      kind: 'embedded',
      databasePath: 'data/shop.sqlite',
      maintenance: false,
    })
    expect(config.port).toBe(3000)
    expect(config.domains).toEqual({ localhost: 'de-DE', 'en.localhost': 'en-GB' })
  })

  it('uses the external Store API when both are set', () => {
    const config = loadConfig({ STORE_API_ENDPOINT: 'https://shop.example/', STORE_API_ACCESS_KEY: 'SWSC1' })
    expect(config.upstream).toEqual({
      kind: 'external',
      endpoint: 'https://shop.example',
      accessKey: 'SWSC1',
    })
  })

  it.each([
    { STORE_API_ENDPOINT: 'https://shop.example' },
    { STORE_API_ACCESS_KEY: 'SWSC1' },
    { STORE_API_ENDPOINT: 'https://shop.example', STORE_API_ACCESS_KEY: '  ' },
  ])('refuses to start with only one of endpoint and key: %o', (env) => {
    expect(() => loadConfig(env)).toThrowError(new ConfigError(MISSING_UPSTREAM_MESSAGE))
    expect(MISSING_UPSTREAM_MESSAGE).toBe(
      'Make sure that endpoint and accessToken are settled in the configuration',
    )
  })

  it('passes MAINTENANCE_MODE and DATABASE_PATH to the embedded back end', () => {
    const config = loadConfig({ MAINTENANCE_MODE: '1', DATABASE_PATH: '/tmp/x.sqlite' })
    expect(config.upstream).toEqual({ kind: 'embedded', databasePath: '/tmp/x.sqlite', maintenance: true })
  })

  it('reads the maps key; blank means none (static showroom fallback)', () => {
    expect(loadConfig({}).mapsApiKey).toBeNull()
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: '  ' }).mapsApiKey).toBeNull()
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: 'AIzaKey' }).mapsApiKey).toBe('AIzaKey')
  })

  it('reads PORT and PUBLIC_URL and rejects nonsense', () => {
    expect(loadConfig({ PORT: '3100' }).port).toBe(3100)
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example' }).publicUrl?.protocol).toBe('https:')
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError)
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(ConfigError)
    expect(() => loadConfig({ STORE_API_ENDPOINT: 'nope', STORE_API_ACCESS_KEY: 'k' })).toThrow(ConfigError)
  })
})

describe('DEV_MAILBOX', () => {
  it('is 1, 0 or unset; anything else stops the start', () => {
    expect(loadConfig({}).devMailbox).toBeUndefined()
    expect(loadConfig({ DEV_MAILBOX: ' ' }).devMailbox).toBeUndefined()
    expect(loadConfig({ DEV_MAILBOX: '1' }).devMailbox).toBe(true)
    expect(loadConfig({ DEV_MAILBOX: '0' }).devMailbox).toBe(false)
    expect(() => loadConfig({ DEV_MAILBOX: 'maybe' })).toThrow(ConfigError)
  })
})

describe('parseDomains', () => {
  it('parses host=locale pairs case-insensitively', () => {
    expect(parseDomains('Shop.DE=de-DE, shop.co.uk=en-GB')).toEqual({
      'shop.de': 'de-DE',
      'shop.co.uk': 'en-GB',
    })
  })
  it('rejects unknown locales', () => {
    expect(() => parseDomains('shop.es=es-ES')).toThrow(ConfigError)
  })
})
