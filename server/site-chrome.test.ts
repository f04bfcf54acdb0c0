import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import { shopYear } from '../src/features/layout/shop-info.ts'
import { createApp } from './app.ts'
import { LOCAL_ORIGINS } from './test-support.ts'
import { guardedFetch } from './upstream.ts'

// Defect 22: the footer said "© Gartenwerk 1998" (the founding year, never the current one), pages
// had no icon (`data:,`) and /favicon.ico was a 404, also on the demo payment pages.

const PAGE = { headers: { host: 'localhost:3000', cookie: 'sw-locale=de-DE' } }
const PUBLIC_DIR = join(import.meta.dirname, '..', 'public')

let test: TestBackend
let app: ReturnType<typeof createApp>
let home = ''
beforeAll(async () => {
  test = await createTestBackend()
  const { backend } = test
  app = createApp({
    config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
    upstream: {
      mode: 'embedded',
      accessKey: backend.accessKey,
      baseURL: 'http://embedded.invalid/store-api',
      fetch: guardedFetch((request) => backend.fetch(request), 10_000),
      paymentGateway: backend.paymentGateway,
      close() {},
    },
    // The client build copies public/ as it is: its files are what the server serves.
    clientDir: PUBLIC_DIR,
    render: async () => (await import('../src/entry-server.tsx')).render,
    assets: async () => ({ scripts: [], css: [], preloads: [] }),
  })
  // The first render compiles the SSR entry (slow on a busy machine): inside the hook's budget.
  home = await (await app.request('/', PAGE)).text()
})
afterAll(() => test?.backend.close())

describe('site chrome', () => {
  it('the footer names the years from the founding to the render', async () => {
    expect(home).toContain(`© Gartenwerk 1998–${shopYear(new Date())}`)
  })

  it('pages link the SVG icon, and /favicon.ico is an icon', async () => {
    expect(home).not.toContain('href="data:,"')
    expect(home).toMatch(/<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"/)
    const svg = await app.request('/favicon.svg')
    expect(svg.status).toBe(200)
    expect(await svg.text()).toContain('<svg')
    const ico = await app.request('/favicon.ico')
    expect(ico.status).toBe(200)
    const bytes = new Uint8Array(await ico.arrayBuffer())
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0])
    expect(bytes[4]).toBeGreaterThan(0)
  })

  it('the demo payment pages link their own icon, which is served', async () => {
    const page = await app.request('/demo-payment/unknown-session', PAGE)
    expect(page.status).toBe(404)
    const html = await page.text()
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1]
    expect(href).toBe('/demo-payment/assets/favicon.svg')
    const icon = await app.request(href ?? '')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
  })
})
