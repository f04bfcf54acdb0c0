import { gunzipSync } from 'node:zlib'
import type { Env, Hono } from 'hono'
import {
  type DomainTable,
  LOCALES,
  type Locale,
  PREFIXED_LOCALES,
  resolveLocale,
  splitLocaleFromPath,
} from '../src/domain/locale.ts'
import type { PublicOrigins } from './config.ts'
import { createLanguageResolver } from './languages.ts'
import { localeOrigins, siteHost } from './locale-redirect.ts'
import { errorResponse, type Upstream } from './upstream.ts'

/**
 * `/robots.txt` and `/sitemap.xml` (per domain and locale: `/sitemap.xml` is the host's own locale,
 * `/fr-FR/sitemap.xml` the prefixed one), built from the Store API's `/sitemap` files.
 *
 * The Store API writes its URLs with the domains configured in the shop (the embedded back end says
 * `http://localhost:3000`, a real Shopware its sales channel domains, gzipped). They are re-based on
 * the storefront's configured origin of the domain the crawler asked (as hreflang is), never on the
 * Host header: these answers are cached publicly, and a forged Host must not end up in them.
 * Failure modes: Store API unreachable/in maintenance → 503 with Retry-After (crawlers retry later,
 * never a truncated sitemap); a locale without sitemap files → 404.
 */

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000
const CACHE_MS = 10 * 60_000

export interface SitemapEntry {
  loc: string
  lastmod?: string
}

export interface SeoRoutesOptions {
  upstream: Upstream
  domains: DomainTable
  /** The configured public origins (ServerConfig.origins). */
  origins: PublicOrigins
  /** Injectable clock for the cache (tests). */
  now?: () => number
}

/** Paths crawlers should stay out of: personal, transactional and infinite (search) pages. */
const PRIVATE_PATHS = [
  '/account',
  '/checkout',
  '/wishlist',
  '/search',
  '/login',
  '/register',
  '/reset-password',
  '/newsletter-subscribe',
  '/newsletter-unsubscribe',
  '/_dev/',
  '/store-api/',
]

const XML_ESCAPES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => XML_ESCAPES[char] ?? char)
}

function unescapeXml(value: string): string {
  return value
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

/** `<url>` entries of a sitemap file (plain or gzipped, as Shopware stores them). */
export function parseSitemap(body: Uint8Array): SitemapEntry[] {
  const bytes = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body
  const xml = new TextDecoder().decode(bytes)
  const entries: SitemapEntry[] = []
  for (const match of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const inner = match[1] ?? ''
    const loc = /<loc>([\s\S]*?)<\/loc>/.exec(inner)?.[1]
    if (!loc) continue
    const lastmod = /<lastmod>([\s\S]*?)<\/lastmod>/.exec(inner)?.[1]
    entries.push({ loc: unescapeXml(loc.trim()), ...(lastmod ? { lastmod: lastmod.trim() } : {}) })
  }
  return entries
}

/**
 * The Store API's URL re-based on this storefront's origin for the locale: its path (locale prefix
 * dropped) after `base`. Null for URLs that are not http(s).
 */
export function rebase(loc: string, base: string): string | null {
  let url: URL
  try {
    url = new URL(loc)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const { path } = splitLocaleFromPath(url.pathname)
  // Shopware stores category paths with a trailing slash; the storefront's canonical form has none
  // (its router redirects `/Lounge/` to `/Lounge`), and a sitemap lists canonical URLs only.
  const trimmed = path.replace(/\/+$/, '')
  return `${base}${trimmed === '' ? '/' : trimmed}${url.search}`
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`
}

export function sitemapIndexXml(locations: readonly string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`
}

/** robots.txt: private paths per locale prefix, and the sitemaps of every locale served on this host. */
export function robotsTxt(localesOnHost: readonly Locale[], origins: Record<Locale, string>): string {
  const prefixes = [
    '',
    ...PREFIXED_LOCALES.filter((locale) => localesOnHost.includes(locale)).map((l) => `/${l}`),
  ]
  const lines = [
    'User-agent: *',
    ...prefixes.flatMap((prefix) =>
      PRIVATE_PATHS.filter((p) => prefix === '' || p !== '/store-api/').map(
        (path) => `Disallow: ${prefix}${path}`,
      ),
    ),
    'Allow: /',
    '',
  ]
  for (const locale of localesOnHost) lines.push(`Sitemap: ${origins[locale]}/sitemap.xml`)
  return `${lines.join('\n')}\n`
}

/** Whether a Store API sitemap file belongs to the language: Shopware names files by language id, the embedded back end by locale code. */
export function fileMatchesLocale(filename: string, locale: Locale, languageId: string | undefined): boolean {
  if (languageId && filename.toLowerCase().includes(languageId.toLowerCase())) return true
  return filename.split('/').includes(locale)
}

class UpstreamUnavailable extends Error {}

/** A body that breaks off, stalls past its deadline or is not what it says is the Store API failing too. */
async function bodyOf<T>(read: () => Promise<T>, what: string): Promise<T> {
  try {
    return await read()
  } catch (error) {
    throw new UpstreamUnavailable(`${what}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

interface CacheEntry {
  at: number
  entries: SitemapEntry[]
}

export function mountSeoRoutes<E extends Env>(app: Hono<E>, options: SeoRoutesOptions): void {
  const { upstream, domains } = options
  const now = options.now ?? Date.now
  const languageId = createLanguageResolver(upstream)
  const cache = new Map<string, CacheEntry>()

  const headers = async (locale: Locale): Promise<Record<string, string>> => {
    const id = await languageId(locale)
    return {
      accept: 'application/json',
      'sw-access-key': upstream.accessKey,
      ...(id ? { 'sw-language-id': id } : {}),
    }
  }

  async function loadEntries(locale: Locale, base: string): Promise<SitemapEntry[] | null> {
    const key = `${locale}|${base}`
    const hit = cache.get(key)
    if (hit && now() - hit.at < CACHE_MS) return hit.entries
    const list = await upstream.fetch(`${upstream.baseURL}/sitemap`, { headers: await headers(locale) })
    if (!list.ok) throw new UpstreamUnavailable(`GET /sitemap answered ${list.status}`)
    const files = (await bodyOf(() => list.json(), 'GET /sitemap')) as unknown
    if (!Array.isArray(files)) throw new UpstreamUnavailable('GET /sitemap did not answer a list')
    const id = await languageId(locale)
    const names = files
      .map((file) =>
        typeof file === 'object' && file !== null ? (file as { filename?: unknown }).filename : undefined,
      )
      .filter((name): name is string => typeof name === 'string' && fileMatchesLocale(name, locale, id))
    if (names.length === 0) return null
    const seen = new Set<string>([`${base}/`])
    const entries: SitemapEntry[] = [{ loc: `${base}/` }]
    for (const name of names) {
      const path = name.split('/').map(encodeURIComponent).join('/')
      const response = await upstream.fetch(`${upstream.baseURL}/sitemap/${path}`, {
        headers: await headers(locale),
      })
      if (!response.ok) throw new UpstreamUnavailable(`GET /sitemap/${name} answered ${response.status}`)
      const parsed = await bodyOf(
        async () => parseSitemap(new Uint8Array(await response.arrayBuffer())),
        `GET /sitemap/${name}`,
      )
      for (const entry of parsed) {
        const loc = rebase(entry.loc, base)
        if (!loc || seen.has(loc)) continue
        seen.add(loc)
        entries.push({ ...entry, loc })
      }
    }
    cache.set(key, { at: now(), entries })
    return entries
  }

  const originsOf = (request: Request) => {
    const site = siteHost(options.origins, request.headers.get('host') ?? new URL(request.url).host)
    return { site, origins: localeOrigins(options.origins, domains, site, LOCALES) }
  }

  const xml = (body: string) =>
    new Response(body, {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    })
  const unavailable = () =>
    new Response('Sitemap temporarily unavailable\n', {
      status: 503,
      headers: { 'retry-after': '600', 'content-type': 'text/plain; charset=utf-8' },
    })
  const notFound = () => errorResponse(404, 'STOREFRONT__NOT_FOUND', 'Not Found', 'No such sitemap')

  /** page 0: the sitemap (or an index when it needs several files); page n ≥ 1: the n-th part. */
  async function sitemap(request: Request, page: number): Promise<Response> {
    const { site, origins } = originsOf(request)
    const pathname = new URL(request.url).pathname
    const locale = resolveLocale(site, pathname, domains)
    const base = origins[locale]
    let entries: SitemapEntry[] | null
    try {
      entries = await loadEntries(locale, base)
    } catch (error) {
      if (error instanceof UpstreamUnavailable) return unavailable()
      throw error
    }
    if (!entries) return notFound()
    const parts = Math.ceil(entries.length / SITEMAP_MAX_URLS)
    if (page === 0 && parts <= 1) return xml(urlsetXml(entries))
    if (page === 0)
      return xml(sitemapIndexXml(Array.from({ length: parts }, (_, i) => `${base}/sitemap-${i + 1}.xml`)))
    if (page > parts) return notFound()
    return xml(urlsetXml(entries.slice((page - 1) * SITEMAP_MAX_URLS, page * SITEMAP_MAX_URLS)))
  }

  const pagePaths = (file: string) =>
    ['', ...PREFIXED_LOCALES.map((locale) => `/${locale}`)].map((prefix) => `${prefix}/${file}`)
  for (const path of pagePaths('sitemap.xml')) app.get(path, (c) => sitemap(c.req.raw, 0))
  for (const path of pagePaths(':part{sitemap-[1-9][0-9]{0,3}\\.xml}'))
    app.get(path, (c) => sitemap(c.req.raw, Number(/sitemap-(\d+)\.xml$/.exec(c.req.path)?.[1] ?? 0)))

  app.get('/robots.txt', (c) => {
    const { site, origins } = originsOf(c.req.raw)
    const localesOnHost = LOCALES.filter(
      (locale) => locale === resolveLocale(site, '/', domains) || PREFIXED_LOCALES.includes(locale),
    )
    return new Response(robotsTxt(localesOnHost, origins), {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    })
  })
}
