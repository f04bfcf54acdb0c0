import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import { createApp } from './app.ts'
import { LOCAL_ORIGINS } from './test-support.ts'
import { guardedFetch, type Upstream } from './upstream.ts'

// Server rendering end to end, in-process: the real SSR entry, router, system and API client
// against the embedded back end (no build, no network).

function upstreamFor(backend: TestBackend['backend']): Upstream {
  return {
    mode: 'embedded',
    accessKey: backend.accessKey,
    baseURL: 'http://embedded.invalid/store-api',
    fetch: guardedFetch((request) => backend.fetch(request), 10_000),
    close() {},
  }
}

function appFor(upstream: Upstream) {
  return createApp({
    config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
    upstream,
    render: async () => (await import('../src/entry-server.tsx')).render,
    assets: async () => ({
      scripts: [{ src: '/assets/entry-test.js' }],
      css: ['/assets/entry-test.css'],
      preloads: [],
    }),
  })
}

const PAGE = { headers: { host: 'localhost:3000', cookie: 'sw-locale=de-DE' } }

function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/g) ?? []
}

describe('SSR against the embedded back end', () => {
  let test: TestBackend
  let app: ReturnType<typeof appFor>

  beforeAll(async () => {
    test = await createTestBackend()
    app = appFor(upstreamFor(test.backend))
  })
  afterAll(() => test?.backend.close())

  it('renders the home page with layout, hreflang, nonce-only scripts and the token cookie', async () => {
    const response = await app.request('http://localhost:3000/', PAGE)
    expect(response.status).toBe(200)
    const html = await response.text()
    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de-DE">/)
    expect(html).toContain('<nav')
    expect(html).toContain('<footer')
    expect(html).toContain('hrefLang="fr-FR" href="http://localhost:3000/fr-FR/"')
    expect(html).toContain('hrefLang="en-GB" href="http://en.localhost:3000/"')
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry-test.css"')
    // Every executable script carries the nonce; JSON-LD blocks are data, never run (CSP ignores them).
    const scripts = scriptTags(html).filter((tag) => !tag.includes('type="application/ld+json"'))
    expect(scripts.length).toBeGreaterThan(1)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    expect(html).toContain('<script type="application/ld+json">')
    // The entry is started by the nonce'd loader after the LCP image (src/entry-loader.ts).
    expect(html).toContain('<script data-entry="/assets/entry-test.js"')

    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sw-context-token='))
    expect(cookie).toMatch(/HttpOnly/)
    const token = /sw-context-token=([^;]+)/.exec(cookie ?? '')?.[1]
    expect(token).toBeTruthy()
    // The token lives in the HttpOnly cookie only, never in the page.
    expect(html).not.toContain(token)
  })

  it('keeps the visitor token: no new cookie when the back end accepts it', async () => {
    const first = await app.request('http://localhost:3000/', PAGE)
    const token = /sw-context-token=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1]
    const again = await app.request('http://localhost:3000/', {
      headers: { host: 'localhost:3000', cookie: `sw-locale=de-DE; sw-context-token=${token}` },
    })
    expect(again.status).toBe(200)
    expect(again.headers.getSetCookie().some((c) => c.startsWith('sw-context-token='))).toBe(false)
  })

  it('renders fr-FR under its prefix and en-GB on its domain', async () => {
    const fr = await app.request('http://localhost:3000/fr-FR/', PAGE)
    expect(fr.status).toBe(200)
    expect(await fr.text()).toMatch(/<html lang="fr-FR">/)
    const en = await app.request('http://en.localhost:3000/', { headers: { host: 'en.localhost:3000' } })
    expect(en.status).toBe(200)
    expect(await en.text()).toMatch(/<html lang="en-GB">/)
  })

  it('gzips the page for browsers that accept it and tells the client which Store API it runs on', async () => {
    const headers = { ...PAGE.headers, 'accept-encoding': 'gzip, deflate, br' }
    const response = await app.request('http://localhost:3000/', { headers })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/)
    const html = new TextDecoder().decode(gunzipSync(new Uint8Array(await response.arrayBuffer())))
    expect(html).toContain('<footer')
    expect(html).toContain('storeApiMode:"embedded"')
    // Menus and CMS slots carry domain shapes, not the Store API's entity graphs.
    expect(html).not.toContain('apiAlias:"product_manufacturer"')
    expect(html).not.toContain('mediaFolderId')
  })

  it('writes every absolute URL with the configured origins, whatever Host says', async () => {
    const response = await app.request('http://evil.example/', {
      headers: { host: 'evil.example', cookie: 'sw-locale=de-DE', 'x-forwarded-proto': 'https' },
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('evil.example')
    expect(html).not.toMatch(/https:\/\/(?:en\.)?localhost/)
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/"')
    expect(html).toContain('property="og:url" content="http://localhost:3000/"')
    expect(html).toContain('hrefLang="en-GB" href="http://en.localhost:3000/"')
    expect(html).toContain('hrefLang="fr-FR" href="http://localhost:3000/fr-FR/"')
    expect(html).toMatch(/"url":"http:\/\/localhost:3000\/"|"url":"http:\/\/localhost:3000"/)
  })

  it('answers an unknown path with 404 and the not-found page', async () => {
    const response = await app.request('http://localhost:3000/fr-FR/no/such/page', PAGE)
    expect(response.status).toBe(404)
    const html = await response.text()
    // In the page's locale (fr-FR catalog).
    expect(html).toContain('Page introuvable\u202f: /fr-FR/no/such/page')
    expect(html).toMatch(/<html lang="fr-FR">/)
  })

  it('gives bots the status with a minimal body', async () => {
    const response = await app.request('http://localhost:3000/no/such/page', {
      headers: {
        ...PAGE.headers,
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('text/plain')
    expect(await response.text()).toBe('404 Not Found\n')
  })
})

describe('SSR when the Store API fails', () => {
  it('shows the maintenance page with 503 in maintenance mode', async () => {
    const test = await createTestBackend({ maintenance: true })
    try {
      const response = await appFor(upstreamFor(test.backend)).request('http://localhost:3000/', PAGE)
      expect(response.status).toBe(503)
      const html = await response.text()
      expect(html).toContain('Wir führen gerade Wartungsarbeiten durch')
      expect(html).toMatch(/<html lang="de-DE">/)
    } finally {
      test.backend.close()
    }
  })

  it('shows the 502 page when the Store API is unreachable', async () => {
    const upstream: Upstream = {
      mode: 'external',
      accessKey: 'K',
      baseURL: 'http://127.0.0.1:9/store-api',
      fetch: guardedFetch(() => Promise.reject(new TypeError('fetch failed')), 1_000),
      close() {},
    }
    const response = await appFor(upstream).request('http://localhost:3000/', PAGE)
    expect(response.status).toBe(502)
    expect(await response.text()).toContain('Fehler 502')
  })
})
