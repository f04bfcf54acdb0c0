import { describe, expect, it } from 'vitest'
import type { BackendOptions } from '../backend/app.ts'
import { loadConfig } from './config.ts'
import { createUpstream, guardedWholeFetch } from './upstream.ts'

// The embedded back end writes the links of its mails (registration, welcome, recovery) with the
// storefront's public URL per locale; the server hands it the configured ones when it mounts it.

async function mountedWith(env: Record<string, string>): Promise<unknown> {
  const config = loadConfig(env)
  let received: unknown
  const upstream = await createUpstream(config.upstream, 1_000, {
    createBackend: async (options: BackendOptions) => {
      received = options
      return {
        app: undefined as never,
        accessKey: 'K',
        fetch: async () => new Response(null, { status: 204 }),
        listOutbox: () => [],
        paymentGateway: { paths: [], fetch: async () => new Response(null, { status: 404 }) },
        close() {},
      }
    },
  })
  upstream.close()
  return received
}

describe('mounting the embedded back end', () => {
  it('passes the public URL of every locale, from PUBLIC_URL and DOMAINS', async () => {
    const options = await mountedWith({
      DATABASE_PATH: '/tmp/x.sqlite',
      PUBLIC_URL: 'https://shop.example',
      DOMAINS: 'shop.example=de-DE,shop.co.uk=en-GB',
    })
    expect(options).toMatchObject({
      databasePath: '/tmp/x.sqlite',
      maintenance: false,
      storefrontUrls: {
        'de-DE': 'https://shop.example',
        'en-GB': 'https://shop.co.uk',
        'fr-FR': 'https://shop.example/fr-FR',
      },
    })
  })

  it('passes the local domains on the server port without PUBLIC_URL', async () => {
    const options = await mountedWith({ PORT: '3360', MAINTENANCE_MODE: '1' })
    expect(options).toMatchObject({
      maintenance: true,
      storefrontUrls: {
        'de-DE': 'http://localhost:3360',
        'en-GB': 'http://en.localhost:3360',
        'fr-FR': 'http://localhost:3360/fr-FR',
      },
    })
  })

  it('keeps media URLs as paths: the server serves /media on each of its domains', async () => {
    // an absolute URL would name one domain and be cross-origin (and outside img-src on http) on the others
    const options = await mountedWith({
      PUBLIC_URL: 'https://shop.example',
      DOMAINS: 'shop.example=de-DE,shop.co.uk=en-GB',
    })
    expect(options).not.toHaveProperty('mediaOrigin')
  })
})

describe("guardedWholeFetch (the renders' calls, answered whole)", () => {
  it('hands the call on with its own signal and answers the response as it came', async () => {
    let received: RequestInit | undefined
    const answer = new Response('{"ok":true}', { status: 200 })
    const fetch = guardedWholeFetch(async (_input, init) => {
      received = init
      return answer
    }, 1_000)
    const response = await fetch('http://upstream.invalid/store-api/context', { headers: { a: '1' } })
    expect(response).toBe(answer)
    expect(received?.headers).toEqual({ a: '1' })
    expect(received?.signal).toBeInstanceOf(AbortSignal)
  })

  it('answers 408 past the deadline and 502 when unreachable, and rethrows when the caller left', async () => {
    const stalled = guardedWholeFetch(() => new Promise<Response>(() => {}), 20)
    expect((await stalled('http://upstream.invalid/x')).status).toBe(408)
    const unreachable = guardedWholeFetch(() => Promise.reject(new TypeError('connect ECONNREFUSED')), 1_000)
    expect((await unreachable('http://upstream.invalid/x')).status).toBe(502)
    const visitor = new AbortController()
    const waiting = guardedWholeFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      1_000,
    )('http://upstream.invalid/x', { signal: visitor.signal })
    visitor.abort(new Error('visitor left'))
    await expect(waiting).rejects.toThrow('visitor left')
  })
})
