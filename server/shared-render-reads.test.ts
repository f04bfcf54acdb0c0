import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import type { RenderOptions } from '../src/entry-server.tsx'
import { createApp } from './app.ts'
import { DEFAULT_PAGE_CACHE } from './page-cache-config.ts'
import { LOCAL_ORIGINS } from './test-support.ts'
import { guardedFetch, type Upstream } from './upstream.ts'

// What a page rendered for nobody asks the back end, with PAGE_CACHE=0 (every request renders) as the
// throughput benchmark runs it: within the Store API cache's TTL the next render reads nothing, not
// even the (empty) basket of the context it rendered with.

const BASE = 'http://embedded.invalid/store-api'

/** A page apart from its nonce and the router's time of each match's load (`u:` in its state). */
function nonceless(text: string): string {
  const nonce = /property="csp-nonce" content="([^"]+)"/.exec(text)?.[1]
  expect(nonce).toBeDefined()
  return text
    .split(nonce ?? '')
    .join('NONCE')
    .replace(/\bu:\d{13}\b/g, 'u:TIME')
}

describe('reads of a page rendered for nobody', () => {
  let test: TestBackend
  const paths: string[] = []
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    test = await createTestBackend()
    const upstream: Upstream = {
      mode: 'embedded',
      accessKey: test.backend.accessKey,
      baseURL: BASE,
      fetch: guardedFetch((request) => {
        paths.push(`${request.method} ${new URL(request.url).pathname.slice('/store-api'.length)}`)
        return test.backend.fetch(request)
      }, 10_000),
      close() {},
    }
    const { render } = await import('../src/entry-server.tsx')
    app = createApp({
      config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
      upstream,
      render: async () => async (options: RenderOptions) => render(options),
      assets: async () => ({ scripts: [{ src: '/assets/entry-test.js' }], css: [], preloads: [] }),
      pageCache: { ...DEFAULT_PAGE_CACHE, inProcess: false, storeApiTtlMs: 60_000 },
    })
  })
  afterAll(() => test?.backend.close())

  const anonymous = { headers: { host: 'localhost:3000', cookie: 'sw-locale=de-DE' } }

  it('reads the basket once, and nothing at all on the next render', async () => {
    const first = await app.request('http://localhost:3000/', anonymous)
    expect(first.status).toBe(200)
    const html = await first.text()
    expect(paths.length).toBeGreaterThan(0)
    // The basket of the context the render read (nobody's) once; the back end computed it every time.
    expect(paths.filter((path) => path.startsWith('GET /checkout/cart'))).toHaveLength(1)
    const before = paths.length
    const second = await app.request('http://localhost:3000/', anonymous)
    expect(second.status).toBe(200)
    expect(paths.slice(before)).toEqual([])
    expect(nonceless(await second.text())).toBe(nonceless(html))
  })

  it("renders a product page from kept answers as it rendered it from the back end's", async () => {
    const home = await (await app.request('http://localhost:3000/', anonymous)).text()
    // A product card's link on the home page: its path ends in the product number.
    const path = /href="(\/[^"?#]+\/[A-Z]{2,}-[A-Z0-9.-]+)"/.exec(home)?.[1]
    expect(path).toBeDefined()
    const first = await app.request(`http://localhost:3000${path}`, anonymous)
    expect(first.status).toBe(200)
    const html = await first.text()
    expect(html).toContain('data-approved')
    const before = paths.length
    // Every read of this render is answered in-process (parsed once, frozen, shared by renders):
    // a mapper or component that changed the shared answer would throw here.
    const second = await app.request(`http://localhost:3000${path}`, anonymous)
    expect(second.status).toBe(200)
    expect(paths.slice(before)).toEqual([])
    expect(nonceless(await second.text())).toBe(nonceless(html))
  })

  it('is gzipped for a client that accepts it, and only then', async () => {
    const plain = await app.request('http://localhost:3000/', anonymous)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(await plain.text()).toMatch(/^<!DOCTYPE html>/)
    const gzipped = await app.request('http://localhost:3000/', {
      headers: { ...anonymous.headers, 'accept-encoding': 'gzip' },
    })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('cache-control')).toMatch(/^public/)
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toMatch(/^<!DOCTYPE html>/)
  })
})
