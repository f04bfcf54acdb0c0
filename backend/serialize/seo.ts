import type { Db } from '../db/database.ts'
import type { RequestContext } from '../core/context.ts'
import type { Row } from '../db/rows.ts'
import { bool, date } from './translate.ts'

type Json = Record<string, unknown>

export function seoUrlJson(r: Row): Json {
  return {
    id: String(r.id),
    salesChannelId: String(r.sales_channel_id),
    languageId: String(r.language_id),
    foreignKey: String(r.foreign_key),
    routeName: String(r.route_name),
    pathInfo: String(r.path_info),
    seoPathInfo: String(r.seo_path_info),
    isCanonical: bool(r.is_canonical),
    isModified: bool(r.is_modified),
    isDeleted: bool(r.is_deleted),
    createdAt: date(r.created_at),
    apiAlias: 'seo_url',
  }
}

/** Canonical SEO URLs of many entities in the request language (sw-include-seo-urls). */
export function loadSeoUrls(
  db: Db,
  ctx: RequestContext,
  routeName: string,
  ids: string[],
): Map<string, Json[]> {
  const rows = db
    .prepare<[string, string, string, string], Row>(
      `SELECT * FROM seo_url WHERE language_id = ? AND route_name = ? AND sales_channel_id = ?
       AND foreign_key IN (SELECT value FROM json_each(?)) AND is_canonical = 1 AND is_deleted = 0`,
    )
    .all(ctx.languageId, routeName, ctx.salesChannel.id, JSON.stringify(ids))
  const out = new Map<string, Json[]>()
  for (const r of rows) {
    const key = String(r.foreign_key)
    out.set(key, [...(out.get(key) ?? []), seoUrlJson(r)])
  }
  return out
}
