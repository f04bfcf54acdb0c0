import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import { createApp } from './app.ts'
import { LOCAL_ORIGINS } from './test-support.ts'
import { guardedFetch } from './upstream.ts'

// The raw (uncompressed) HTML of the catalogue's main pages stays within 50 KB: the page content and
// the menus are server-rendered once and their data is not dehydrated a second time
// (src/components/island-data.ts), the browser reads the page head back from the document
// (src/features/seo/head-serialization.ts), and markup repeated per product card or menu entry
// carries no more than it needs (docs/performance.md, "HTML size"). Rendered through the real
// server app against the embedded back end, in every locale, as a first-time visitor (no cookie).
// The icon sprite's URL here is the development one, 18 bytes longer than the built one per icon.

const BUDGET_BYTES = 51_200
/** The router's dehydrated data: the session and cart views and the manifest (was 52–63 KB, then 10–13 KB). */
const DATA_BUDGET_BYTES = 6_000

const PAGES = ['/', '/Gartentische/Esstische', '/Ruegen-Lounge-Sofa-2-Sitzer/GW-RUE-102.2']

function appFor(backend: TestBackend['backend']) {
  return createApp({
    config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
    upstream: {
      mode: 'embedded',
      accessKey: backend.accessKey,
      baseURL: 'http://embedded.invalid/store-api',
      fetch: guardedFetch((request) => backend.fetch(request), 10_000),
      close() {},
    },
    render: async () => (await import('../src/entry-server.tsx')).render,
    // As many assets as the production build links (hashed names of the same length).
    assets: async () => ({
      scripts: [{ src: '/assets/entry-client-besd0JDd.js' }],
      css: ['/assets/entry-client-DH7jEPsc.css'],
      preloads: [
        '/assets/rolldown-runtime-XKyaHtl9.js',
        '/assets/framework-sAyUuBDQ.js',
        '/assets/preload-helper-7y9sWmk5.js',
        '/assets/lazy-element-CDKLuHex.js',
        '/assets/cx-hZG6twJP.js',
        '/assets/shop-info-z6sGEL_x.js',
      ],
      // The home page is a document page (src/app/document-page.tsx), started by its own entry.
      document: {
        scripts: [{ src: '/assets/entry-document-Bm3QXHZG.js' }],
        preloads: [
          '/assets/rolldown-runtime-XKyaHtl9.js',
          '/assets/framework-sAyUuBDQ.js',
          '/assets/preload-helper-7y9sWmk5.js',
          '/assets/lazy-element-CDKLuHex.js',
          '/assets/cx-hZG6twJP.js',
          '/assets/shop-info-z6sGEL_x.js',
        ],
      },
    }),
  })
}

/** Where the page says its translation lives (its hreflang alternate), as path and host. */
function alternateOf(html: string, locale: string): URL {
  const href = new RegExp(`hrefLang="${locale}" href="([^"]+)"`).exec(html)?.[1]
  if (!href) throw new Error(`no ${locale} alternate`)
  return new URL(href.replace(/&amp;/g, '&'))
}

/** Bytes of the page and of its largest script (the router's dehydrated data), for the message. */
function sizes(html: string): { total: number; data: number } {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]?.length ?? 0)
  return { total: Buffer.byteLength(html), data: Math.max(0, ...scripts) }
}

describe(`HTML of home, category and product within ${BUDGET_BYTES} bytes`, () => {
  let test: TestBackend
  let app: ReturnType<typeof appFor>

  beforeAll(async () => {
    test = await createTestBackend()
    app = appFor(test.backend)
  })
  afterAll(() => test?.backend.close())

  async function page(url: URL | string, headers: Record<string, string>): Promise<string> {
    const target = new URL(url, 'http://localhost:3000')
    const response = await app.request(target.href, {
      headers: { host: target.host, ...headers },
    })
    expect(response.status, target.href).toBe(200)
    return response.text()
  }

  it.each(PAGES)('%s in de-DE, en-GB and fr-FR', async (path) => {
    const german = await page(path, { 'accept-language': 'de-DE' })
    const english = await page(alternateOf(german, 'en-GB'), { 'accept-language': 'en-GB' })
    const french = await page(alternateOf(german, 'fr-FR'), { 'accept-language': 'fr-FR' })
    for (const [locale, html] of [
      ['de-DE', german],
      ['en-GB', english],
      ['fr-FR', french],
    ] as const) {
      expect(html).toMatch(new RegExp(`<html lang="${locale}"( data-page="document")?>`))
      // The page content is in the HTML (rendered on the server), only its data is not dehydrated.
      expect(html).toContain('data-island="page"')
      const { total, data } = sizes(html)
      expect(
        total,
        `${locale} ${path}: ${total} bytes, of which dehydrated data ${data}`,
      ).toBeLessThanOrEqual(BUDGET_BYTES)
      // The page content's data, the menus and the head stay out of the router's script.
      expect(data, `${locale} ${path}: dehydrated data`).toBeLessThanOrEqual(DATA_BUDGET_BYTES)
    }
  })
})
