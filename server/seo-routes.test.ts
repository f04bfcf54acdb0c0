import { gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import {
  fileMatchesLocale,
  mountSeoRoutes,
  parseSitemap,
  rebase,
  robotsTxt,
  SITEMAP_MAX_URLS,
  urlsetXml,
} from './seo-routes.ts'
import { guardedFetch, type Upstream } from './upstream.ts'

const LANGUAGES = {
  elements: [
    { id: 'de0000000000000000000000000000de', translationCode: { code: 'de-DE' } },
    { id: 'en0000000000000000000000000000en', translationCode: { code: 'en-GB' } },
    { id: 'fr0000000000000000000000000000fr', translationCode: { code: 'fr-FR' } },
  ],
}

/** A Shopware-like upstream: gzipped files named by language id, with the shop's own domains. */
function shopwareUpstream(options: { status?: number; urls?: number } = {}) {
  const calls: string[] = []
  const app = new Hono()
  app.post('/store-api/language', (c) => c.json(LANGUAGES))
  app.get('/store-api/sitemap', (c) => {
    calls.push('list')
    if (options.status) return c.json({ errors: [{ status: String(options.status) }] }, options.status as 503)
    return c.json([
      {
        filename: 'sitemap/salesChannel-x-de0000000000000000000000000000de/x-sitemap-shop-de-1.xml.gz',
        created: '2026-01-01',
      },
      {
        filename: 'sitemap/salesChannel-x-fr0000000000000000000000000000fr/x-sitemap-shop-fr-1.xml.gz',
        created: '2026-01-01',
      },
    ])
  })
  app.get('/store-api/sitemap/*', (c) => {
    calls.push(c.req.path)
    const fr = c.req.path.includes('fr0000')
    const count = options.urls ?? 2
    const urls = Array.from({ length: count }, (_, i) =>
      fr
        ? `<url><loc>https://shop.example/fr-FR/Salon/Canape-${i}?a=1&amp;b=2</loc><lastmod>2026-01-0${(i % 9) + 1}</lastmod></url>`
        : `<url><loc>https://shop.example/Lounge/Sofa-${i}</loc></url>`,
    )
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`
    return c.body(gzipSync(xml), 200, { 'content-type': 'application/gzip' })
  })
  const upstream: Upstream = {
    mode: 'external',
    accessKey: 'SWSCTEST',
    baseURL: 'http://upstream.test/store-api',
    fetch: guardedFetch((request) => Promise.resolve(app.fetch(request)), 5_000),
    close() {},
  }
  return { upstream, calls }
}

/** The public origins of a storefront started on port 4600 without PUBLIC_URL. */
const ORIGINS = {
  byHost: { localhost: 'http://localhost:4600', 'en.localhost': 'http://en.localhost:4600' },
  defaultHost: 'localhost',
}

function appWith(upstream: Upstream) {
  const app = new Hono()
  mountSeoRoutes(app, { upstream, domains: DEFAULT_DOMAINS, origins: ORIGINS })
  return app
}

const get = (app: Hono, url: string) => app.request(url, { headers: { host: new URL(url).host } })

describe('sitemap helpers', () => {
  it('re-bases Store API URLs on the storefront origin of the locale', () => {
    expect(rebase('https://shop.example/fr-FR/Salon/?x=1', 'http://localhost:3000/fr-FR')).toBe(
      'http://localhost:3000/fr-FR/Salon?x=1',
    )
    expect(rebase('http://localhost:3000/Lounge/', 'http://en.localhost:4600')).toBe(
      'http://en.localhost:4600/Lounge',
    )
    expect(rebase('https://shop.example/', 'http://x')).toBe('http://x/')
    expect(rebase('https://shop.example/fr-FR', 'http://x/fr-FR')).toBe('http://x/fr-FR/')
    expect(rebase('javascript:alert(1)', 'http://x')).toBeNull()
    expect(rebase('not a url', 'http://x')).toBeNull()
  })

  it('parses plain and gzipped files and unescapes XML', () => {
    const xml =
      '<urlset><url><loc>http://a/x?a=1&amp;b=2</loc><lastmod>2026-01-01</lastmod></url><url><loc> http://a/y </loc></url></urlset>'
    const expected = [{ loc: 'http://a/x?a=1&b=2', lastmod: '2026-01-01' }, { loc: 'http://a/y' }]
    expect(parseSitemap(new TextEncoder().encode(xml))).toEqual(expected)
    expect(parseSitemap(new Uint8Array(gzipSync(xml)))).toEqual(expected)
  })

  it('writes escaped, well-formed XML', () => {
    expect(urlsetXml([{ loc: 'http://a/x?a=1&b=<2>' }])).toContain(
      '<loc>http://a/x?a=1&amp;b=&lt;2&gt;</loc>',
    )
  })

  it('matches files by language id (Shopware) or locale folder (embedded back end)', () => {
    expect(fileMatchesLocale('sitemap/sc-de00-ABC/x.xml.gz', 'de-DE', 'de00-abc')).toBe(true)
    expect(fileMatchesLocale('de-DE/sitemap1.xml', 'de-DE', undefined)).toBe(true)
    expect(fileMatchesLocale('de-DE/sitemap1.xml', 'fr-FR', 'fr00')).toBe(false)
  })

  it('robots.txt keeps crawlers out of private pages and lists the sitemaps', () => {
    const text = robotsTxt(['de-DE', 'fr-FR'], {
      'de-DE': 'https://shop.example',
      'en-GB': 'https://en.shop.example',
      'fr-FR': 'https://shop.example/fr-FR',
    })
    expect(text).toContain('Disallow: /checkout\n')
    expect(text).toContain('Disallow: /fr-FR/account\n')
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml\n')
    expect(text).toContain('Sitemap: https://shop.example/fr-FR/sitemap.xml\n')
    expect(text).not.toContain('en.shop.example')
  })
})

describe('sitemap routes against a Shopware-like Store API', () => {
  it('serves the host locale at /sitemap.xml and the prefixed locale at /fr-FR/sitemap.xml', async () => {
    const { upstream } = shopwareUpstream()
    const app = appWith(upstream)
    const de = await get(app, 'http://localhost:4600/sitemap.xml')
    expect(de.status).toBe(200)
    expect(de.headers.get('content-type')).toContain('application/xml')
    const deXml = await de.text()
    expect(deXml).toContain('<loc>http://localhost:4600/</loc>')
    expect(deXml).toContain('<loc>http://localhost:4600/Lounge/Sofa-1</loc>')
    expect(deXml).not.toContain('fr-FR')
    const fr = await (await get(app, 'http://localhost:4600/fr-FR/sitemap.xml')).text()
    expect(fr).toContain(
      '<loc>http://localhost:4600/fr-FR/Salon/Canape-0?a=1&amp;b=2</loc><lastmod>2026-01-01</lastmod>',
    )
    expect(fr).not.toContain('Lounge')
  })

  it('writes the configured origin into the sitemap, whatever Host says', async () => {
    const app = appWith(shopwareUpstream().upstream)
    for (const host of ['evil.example', 'localhost:9999', 'en.evil.example:4600']) {
      const response = await get(app, `http://${host}/sitemap.xml`)
      expect(response.status).toBe(200)
      const xml = await response.text()
      expect(xml, host).not.toContain('evil.example')
      expect(xml).not.toContain(':9999')
      expect(xml).toContain('<loc>http://localhost:4600/Lounge/Sofa-1</loc>')
    }
    const fr = await (await get(app, 'http://evil.example/fr-FR/sitemap.xml')).text()
    expect(fr).toContain('<loc>http://localhost:4600/fr-FR/Salon/Canape-0?a=1&amp;b=2</loc>')
    const index = await (
      await get(
        appWith(shopwareUpstream({ urls: SITEMAP_MAX_URLS + 1 }).upstream),
        'http://evil.example/sitemap.xml',
      )
    ).text()
    expect(index).toContain('<loc>http://localhost:4600/sitemap-2.xml</loc>')
  })

  it('caches the Store API answers for a while', async () => {
    const { upstream, calls } = shopwareUpstream()
    let now = 0
    const app = new Hono()
    mountSeoRoutes(app, { upstream, domains: DEFAULT_DOMAINS, origins: ORIGINS, now: () => now })
    await get(app, 'http://localhost/sitemap.xml')
    await get(app, 'http://localhost/sitemap.xml')
    expect(calls.filter((call) => call === 'list')).toHaveLength(1)
    now += 11 * 60_000
    await get(app, 'http://localhost/sitemap.xml')
    expect(calls.filter((call) => call === 'list')).toHaveLength(2)
  })

  it('answers 503 with Retry-After when the Store API is in maintenance', async () => {
    const app = appWith(shopwareUpstream({ status: 503 }).upstream)
    const response = await get(app, 'http://localhost/sitemap.xml')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('600')
  })

  it('splits more than 50,000 URLs into an index and parts', async () => {
    const app = appWith(shopwareUpstream({ urls: SITEMAP_MAX_URLS + 5 }).upstream)
    const index = await (await get(app, 'http://localhost/sitemap.xml')).text()
    expect(index).toContain('<sitemapindex')
    expect(index).toContain('<loc>http://localhost:4600/sitemap-2.xml</loc>')
    const part2 = await (await get(app, 'http://localhost/sitemap-2.xml')).text()
    expect(part2.match(/<url>/g)).toHaveLength(6)
    expect((await get(app, 'http://localhost/sitemap-3.xml')).status).toBe(404)
  })
})

describe('sitemap routes against the embedded back end', () => {
  let shop: TestBackend
  let app: Hono
  beforeAll(async () => {
    shop = await createTestBackend()
    const upstream: Upstream = {
      mode: 'embedded',
      accessKey: shop.backend.accessKey,
      baseURL: 'http://embedded.invalid/store-api',
      fetch: guardedFetch((request) => shop.backend.fetch(request), 10_000),
      close() {},
    }
    app = appWith(upstream)
  })
  afterAll(() => shop.backend.close())

  it('lists every canonical SEO URL of the locale on the asking host', async () => {
    const en = await get(app, 'http://en.localhost:4600/sitemap.xml')
    expect(en.status).toBe(200)
    const xml = await en.text()
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '')
    expect(locs.length).toBeGreaterThan(50)
    expect(locs.every((loc) => loc.startsWith('http://en.localhost:4600/'))).toBe(true)
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs).toContain('http://en.localhost:4600/designers/ida-lindqvist')
    const fr = await (await get(app, 'http://localhost:4600/fr-FR/sitemap.xml')).text()
    expect(fr).toContain('<loc>http://localhost:4600/fr-FR/designers/ida-lindqvist</loc>')
  })

  it('robots.txt of the en-GB domain names its sitemaps', async () => {
    const text = await (await get(app, 'http://en.localhost:4600/robots.txt')).text()
    expect(text).toContain('Sitemap: http://en.localhost:4600/sitemap.xml')
    expect(text).toContain('Sitemap: http://en.localhost:4600/fr-FR/sitemap.xml')
    expect(text).not.toContain('http://localhost:4600/sitemap.xml')
  })
})
