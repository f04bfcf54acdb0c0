import type { ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '../http/client-ip.ts'
import { parseCorsOrigins } from '../http/cors.ts'
import { serveStandalone } from '../standalone.ts'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'

/**
 * A Store API client on another origin (Shopware's own storefront template, a PWA) calls the
 * standalone back end from the browser: the preflight must pass without an access key, and the
 * answers must let the page read the body and the sw-context-token header.
 */

let open: TestBackend
let server: ServerType
let base = ''
beforeAll(async () => {
  open = await createTestBackend()
  await new Promise<void>((resolve) => {
    server = serveStandalone(
      {
        backend: open.backend,
        port: 0,
        hostname: '127.0.0.1',
        trustedProxies: parseTrustedProxies(undefined),
      },
      (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`
        resolve()
      },
    )
  })
})
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()))
  open.backend.close()
})

const ORIGIN = 'https://pwa.example'

describe('CORS on the back end’s Store API', () => {
  it('answers a preflight with 204 and no access key, allowing Shopware’s headers', async () => {
    const answer = await fetch(`${base}/store-api/context`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'sw-access-key, sw-context-token, sw-language-id',
      },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',')
    for (const header of [
      'sw-access-key',
      'sw-context-token',
      'sw-language-id',
      'sw-currency-id',
      'sw-include-seo-urls',
      'content-type',
    ]) {
      expect(allowed).toContain(header)
    }
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST')
    // credentials are never granted: the Store API knows the visitor by header only
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('lets the page read answers and the context token, errors included', async () => {
    const context = await fetch(`${base}/store-api/context`, {
      headers: { origin: ORIGIN, 'sw-access-key': open.backend.accessKey },
    })
    expect(context.status).toBe(200)
    expect(context.headers.get('access-control-allow-origin')).toBe('*')
    expect((context.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain(
      'sw-context-token',
    )
    const refused = await fetch(`${base}/store-api/context`, { headers: { origin: ORIGIN } })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('allows only the configured origins when a list is given', async () => {
    const limited = await createTestBackend({ corsOrigins: parseCorsOrigins('https://shop.example') })
    try {
      const ask = (origin: string) =>
        limited.backend.fetch(
          new Request('http://localhost/store-api/context', {
            method: 'OPTIONS',
            headers: { origin, 'access-control-request-method': 'GET' },
          }),
        )
      const own = await ask('https://shop.example')
      expect(own.headers.get('access-control-allow-origin')).toBe('https://shop.example')
      expect(own.headers.get('vary')).toContain('Origin')
      const other = await ask('https://evil.example')
      expect(other.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      limited.backend.close()
    }
  })

  it('reads STORE_API_CORS_ORIGINS strictly', () => {
    expect(parseCorsOrigins(undefined)).toBe('*')
    expect(parseCorsOrigins(' * ')).toBe('*')
    expect(parseCorsOrigins('https://a.example, http://b.example:8080')).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ])
    expect(() => parseCorsOrigins('https://a.example/shop')).toThrow(/not an origin/)
    expect(() => parseCorsOrigins('a.example')).toThrow(/not an origin/)
  })
})
