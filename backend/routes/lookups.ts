/** Lookups several route modules share, so that no route module has to hand them to another. */
import type { Context } from 'hono'
import type { AppEnv } from '../core/context.ts'
import { problems } from '../http/errors.ts'
import type { LanguageCache } from '../core/shop.ts'
import { loadSeoUrls } from '../serialize/seo.ts'
import { categorySeoUrls } from '../serialize/seo-links.ts'
import type { Row } from '../db/rows.ts'

type Json = Record<string, unknown>
const UUID = /^[0-9a-f]{32}$/

/** The sales channel's translated lookups in the request language. */
export function languageCache(c: Context<AppEnv>): LanguageCache {
  const ctx = c.get('ctx')
  return c.get('services').shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
}

/**
 * Categories with Shopware's runtime `seoUrl` (link targets resolved) and their `seoUrls` when the
 * request asked for them (sw-include-seo-urls).
 */
export function withCategorySeo(c: Context<AppEnv>, cats: Json[]): Json[] {
  const ctx = c.get('ctx')
  if (cats.length === 0) return cats
  const db = c.get('services').shop.db
  const urls = categorySeoUrls(db, ctx, cats)
  const withUrl = cats.map((x) => {
    const seoUrl = urls.get(String(x.id))
    return seoUrl ? { ...x, seoUrl } : x
  })
  if (!ctx.includeSeoUrls) return withUrl
  const ids = cats.map((x) => String(x.id))
  const seo = loadSeoUrls(db, ctx, 'frontend.navigation.page', ids)
  return withUrl.map((x) => ({ ...x, seoUrls: seo.get(String(x.id)) ?? [] }))
}

/** The active product of the `:productId` path parameter; 400 for a malformed id, 404 when unknown. */
export function productRow(c: Context<AppEnv>): Row {
  const id = c.req.param('productId') ?? ''
  if (!UUID.test(id)) throw problems.invalidUuid(id, '/productId')
  const row = c
    .get('services')
    .shop.db.prepare<[string], Row>('SELECT * FROM product WHERE id = ? AND active = 1')
    .get(id)
  if (!row) throw problems.productNotFound(id)
  return row
}
