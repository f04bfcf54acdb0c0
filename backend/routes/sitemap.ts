import type { Context, Hono } from 'hono'
import type { AppEnv } from '../core/context.ts'
import { CATALOGUE_DATE } from '../core/config.ts'
import { problems } from '../http/errors.ts'

const SITEMAP_SIZE = 50_000

interface SitemapFile {
  filename: string
  languageId: string
  domain: string
  offset: number
}

/** One file per domain (language) and 50,000 URLs, as the sitemap protocol allows. */
function sitemapFiles(c: Context<AppEnv>): SitemapFile[] {
  const db = c.get('services').shop.db
  const sc = c.get('ctx').salesChannel
  const domains = db
    .prepare<[string], { url: string; language_id: string; code: string }>(
      `SELECT d.url, d.language_id, l.code FROM sales_channel_domain d JOIN language g ON g.id = d.language_id
       JOIN locale l ON l.id = g.locale_id WHERE d.sales_channel_id = ? ORDER BY d.url`,
    )
    .all(sc.id)
  const files: SitemapFile[] = []
  for (const d of domains) {
    const n =
      db
        .prepare<[string, string], { n: number }>(
          'SELECT COUNT(*) AS n FROM seo_url WHERE sales_channel_id = ? AND language_id = ? AND is_canonical = 1 AND is_deleted = 0',
        )
        .get(sc.id, d.language_id)?.n ?? 0
    for (let i = 0; i * SITEMAP_SIZE < Math.max(n, 1); i++) {
      files.push({
        filename: `${d.code}/sitemap${i + 1}.xml`,
        languageId: d.language_id,
        domain: d.url,
        offset: i * SITEMAP_SIZE,
      })
    }
  }
  return files
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** GET /sitemap lists one XML file per domain language; GET /sitemap/{lang}/{file} serves it. */
export function registerSitemapRoutes(app: Hono<AppEnv>): void {
  app.get('/sitemap', (c) =>
    c.json(sitemapFiles(c).map((f) => ({ filename: f.filename, created: CATALOGUE_DATE }))),
  )
  app.get('/sitemap/:lang/:file', (c) => {
    const name = `${c.req.param('lang')}/${c.req.param('file')}`
    const file = sitemapFiles(c).find((f) => f.filename === name)
    if (!file) throw problems.invalidParameter('filePath', `Sitemap file "${name.slice(0, 100)}" not found.`)
    const rows = c
      .get('services')
      .shop.db.prepare<[string, string, number, number], { seo_path_info: string }>(
        'SELECT seo_path_info FROM seo_url WHERE sales_channel_id = ? AND language_id = ? AND is_canonical = 1 AND is_deleted = 0 ORDER BY route_name, seo_path_info LIMIT ? OFFSET ?',
      )
      .all(c.get('ctx').salesChannel.id, file.languageId, SITEMAP_SIZE, file.offset)
    const base = file.domain.replace(/\/$/, '')
    const urls = rows.map((r) => `<url><loc>${escapeXml(`${base}/${r.seo_path_info}`)}</loc></url>`).join('')
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
      200,
      {
        'content-type': 'application/xml',
      },
    )
  })
}
