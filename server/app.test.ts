import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import { createApp } from './app.ts'
import { createRecordingUpstream, createTestApp, LOCAL_ORIGINS } from './test-support.ts'

describe('storefront app: pages', () => {
  it('renders with a nonce-bearing CSP and the security headers', async () => {
    const { upstream } = createRecordingUpstream()
    const { app, renders } = createTestApp(upstream)
    const response = await app.request('http://localhost:3000/some/page', {
      headers: { host: 'localhost:3000' },
    })
    expect(response.status).toBe(200)
    const nonce = renders[0]?.nonce
    expect(nonce).toBeTruthy()
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('resolves locale, language id and hreflang origins per host and prefix', async () => {
    const { upstream } = createRecordingUpstream()
    const { app, renders } = createTestApp(upstream)
    await app.request('http://en.localhost:3000/x', { headers: { host: 'en.localhost:3000' } })
    await app.request('http://localhost:3000/fr-FR/x', { headers: { host: 'localhost:3000' } })
    expect(renders[0]?.locale).toBe('en-GB')
    expect(renders[0]?.storeApi.languageId).toBe('en0000000000000000000000000000en')
    expect(renders[1]?.locale).toBe('fr-FR')
    expect(renders[1]?.origins).toEqual({
      'de-DE': 'http://localhost:3000',
      'en-GB': 'http://en.localhost:3000',
      'fr-FR': 'http://localhost:3000/fr-FR',
    })
  })

  it('passes the cookie token to SSR and stores a token the loaders received', async () => {
    const { upstream } = createRecordingUpstream()
    const { app, renders } = createTestApp(upstream)
    const response = await app.request('http://localhost:3000/', {
      headers: { host: 'localhost:3000', cookie: 'sw-context-token=old1; sw-locale=de-DE' },
    })
    expect(renders[0]?.storeApi.contextToken).toBe('old1')
    expect(response.headers.getSetCookie().join('\n')).toContain('sw-context-token=newtoken123')
    expect(response.headers.getSetCookie().join('\n')).not.toContain('sw-locale=')
  })

  it.each([
    ['fr-FR,fr;q=0.9', 'localhost:3000', 'http://localhost:3000/fr-FR/'],
    ['en-US,en;q=0.8', 'localhost:3000', 'http://en.localhost:3000/'],
    ['de-AT', 'en.localhost:3000', 'http://localhost:3000/'],
  ])('redirects a first visit to / with Accept-Language %s on %s', async (acceptLanguage, host, location) => {
    const { upstream } = createRecordingUpstream()
    const { app, renders } = createTestApp(upstream)
    const response = await app.request(`http://${host}/`, {
      headers: { host, 'accept-language': acceptLanguage },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(location)
    expect(response.headers.get('set-cookie')).toMatch(/sw-locale=[a-zA-Z-]+; Max-Age=31536000; Path=\//)
    expect(renders).toHaveLength(0)
  })

  it('does not redirect with a locale cookie, for the host default, or on sub-pages', async () => {
    const { upstream } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const withCookie = await app.request('http://localhost:3000/', {
      headers: { host: 'localhost:3000', 'accept-language': 'fr', cookie: 'sw-locale=de-DE' },
    })
    expect(withCookie.status).toBe(200)
    const hostDefault = await app.request('http://localhost:3000/', {
      headers: { host: 'localhost:3000', 'accept-language': 'de' },
    })
    expect(hostDefault.status).toBe(200)
    expect(hostDefault.headers.get('set-cookie')).toContain('sw-locale=de-DE')
    const subPage = await app.request('http://localhost:3000/x', {
      headers: { host: 'localhost:3000', 'accept-language': 'fr' },
    })
    expect(subPage.status).toBe(200)
  })
})

describe('compression', () => {
  it('serves hashed assets precompressed and immutable, the build marker uncached', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-assets-'))
    mkdirSync(join(dir, 'assets'))
    const source = `export const x = ${JSON.stringify('a'.repeat(4000))}\n`
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), source)
    writeFileSync(join(dir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(source))
    writeFileSync(join(dir, 'assets', 'app-1a2b.js.gz'), gzipSync(source))
    writeFileSync(join(dir, 'build-info.json'), '{"buildId":"b1"}')
    const { upstream } = createRecordingUpstream()
    const app = createApp({
      config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
      upstream,
      clientDir: dir,
      render: async () => {
        throw new Error('no page is rendered for assets')
      },
      assets: async () => ({ scripts: [], css: [], preloads: [] }),
    })
    try {
      const br = await app.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': 'gzip, br' } })
      expect(br.headers.get('content-encoding')).toBe('br')
      // Shared caches must keep the encodings apart.
      expect(br.headers.get('vary')).toMatch(/Accept-Encoding/)
      expect(br.headers.get('cache-control')).toContain('immutable')
      expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toBe(source)

      const gz = await app.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': 'gzip' } })
      expect(gz.headers.get('content-encoding')).toBe('gzip')
      expect(gz.headers.get('vary')).toMatch(/Accept-Encoding/)

      const plain = await app.request('/assets/app-1a2b.js')
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/)
      expect(await plain.text()).toBe(source)

      const marker = await app.request('/build-info.json')
      expect(marker.headers.get('cache-control')).toBe('no-cache')
      expect((await app.request('/assets/gone-9z.js')).status).toBe(404)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('payment provider pages', () => {
  it("serves the embedded back end's payment pages and return route on the shop's origin, POST included", async () => {
    const { upstream } = createRecordingUpstream()
    const reached: string[] = []
    upstream.paymentGateway = {
      paths: ['/demo-payment/*', '/payment/finalize-transaction'],
      fetch: async (request) => {
        reached.push(`${request.method} ${new URL(request.url).pathname}`)
        return new Response('<!doctype html><title>pay</title>', {
          headers: { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'" },
        })
      },
    }
    const { app, renders } = createTestApp(upstream)
    const page = await app.request('http://localhost:3000/demo-payment/abc')
    const posted = await app.request('http://localhost:3000/demo-payment/abc/card', { method: 'POST' })
    const finalize = await app.request(
      'http://localhost:3000/payment/finalize-transaction?_sw_payment_token=t',
    )
    expect([page.status, posted.status, finalize.status]).toEqual([200, 200, 200])
    expect(reached).toEqual([
      'GET /demo-payment/abc',
      'POST /demo-payment/abc/card',
      'GET /payment/finalize-transaction',
    ])
    // The provider's own policy stays; the shop's headers are added around it.
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(renders).toHaveLength(0)
  })
})
