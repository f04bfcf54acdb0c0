import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, MISSING_UPSTREAM_MESSAGE, parseDomains } from './config.ts'

describe('loadConfig', () => {
  it('uses the embedded back end when neither endpoint nor key is set', () => {
    const config = loadConfig({})
    expect(config.upstream).toEqual({
      kind: 'embedded',
      databasePath: 'data/shop.sqlite',
      maintenance: false,
      storefrontUrls: {
        'de-DE': 'http://localhost:3000',
        'en-GB': 'http://en.localhost:3000',
        'fr-FR': 'http://localhost:3000/fr-FR',
      },
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
    expect(config.upstream).toMatchObject({
      kind: 'embedded',
      databasePath: '/tmp/x.sqlite',
      maintenance: true,
    })
  })

  it('passes MEDIA_DIR to the embedded back end; blank or unset leaves the default beside the database', () => {
    expect(loadConfig({ MEDIA_DIR: '/srv/media' }).upstream).toMatchObject({ mediaDir: '/srv/media' })
    expect(loadConfig({ MEDIA_DIR: ' ' }).upstream).not.toHaveProperty('mediaDir')
    expect(loadConfig({}).upstream).not.toHaveProperty('mediaDir')
  })

  it('reads the maps key; blank means none (static showroom fallback)', () => {
    expect(loadConfig({}).mapsApiKey).toBeNull()
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: '  ' }).mapsApiKey).toBeNull()
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: 'AIzaKey' }).mapsApiKey).toBe('AIzaKey')
  })

  it('reads PORT and PUBLIC_URL and rejects nonsense', () => {
    expect(loadConfig({ PORT: '3100' }).port).toBe(3100)
    const behindProxy = loadConfig({ PUBLIC_URL: 'https://shop.example', DOMAINS: 'shop.example=de-DE' })
    expect(behindProxy.publicUrl?.protocol).toBe('https:')
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError)
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(ConfigError)
    expect(() => loadConfig({ STORE_API_ENDPOINT: 'nope', STORE_API_ACCESS_KEY: 'k' })).toThrow(ConfigError)
  })
})

describe('public origins', () => {
  it('are http on the server port for the default domains', () => {
    expect(loadConfig({ PORT: '3360' }).origins).toEqual({
      byHost: { localhost: 'http://localhost:3360', 'en.localhost': 'http://en.localhost:3360' },
      defaultHost: 'localhost',
    })
    expect(loadConfig({ PORT: '80' }).origins.byHost.localhost).toBe('http://localhost')
  })

  it("take PUBLIC_URL's scheme and port for every domain, and its host as the default", () => {
    const config = loadConfig({
      PORT: '3000',
      PUBLIC_URL: 'https://en.shop.example',
      DOMAINS: 'shop.example=de-DE,en.shop.example=en-GB',
    })
    expect(config.origins).toEqual({
      byHost: { 'shop.example': 'https://shop.example', 'en.shop.example': 'https://en.shop.example' },
      defaultHost: 'en.shop.example',
    })
    expect(
      loadConfig({ PUBLIC_URL: 'https://shop.example:8443/', DOMAINS: 'shop.example=de-DE' }).origins.byHost,
    ).toEqual({ 'shop.example': 'https://shop.example:8443' })
  })

  it('refuse a PUBLIC_URL outside DOMAINS, with a path, or not http(s)', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example' })).toThrow(/must be one of the DOMAINS/)
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://shop.example/shop', DOMAINS: 'shop.example=de-DE' }),
    ).toThrow(ConfigError)
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://shop.example', DOMAINS: 'shop.example=de-DE' })).toThrow(
      ConfigError,
    )
  })

  it('refuse DOMAINS entries with a scheme or a port', () => {
    expect(() => parseDomains('https://shop.example=de-DE')).toThrow(ConfigError)
    expect(() => parseDomains('shop.example:8443=de-DE')).toThrow(ConfigError)
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
