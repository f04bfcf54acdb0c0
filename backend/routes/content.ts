import type { Context, Hono } from 'hono'
import { parseListingRequest } from '../criteria/listing.ts'
import { compileFilters, compileSort, type FieldMap } from '../criteria/sql.ts'
import type { AppEnv } from '../core/context.ts'
import { problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { loadCmsPage } from '../serialize/cms.ts'
import { loadSeoUrls, seoUrlJson } from '../serialize/seo.ts'
import { json, type Row } from '../db/rows.ts'
import { compact, loadTranslations, str } from '../serialize/translate.ts'
import { pageResolver } from './cms-resolver.ts'
import { readCriteria, send } from './respond.ts'

const UUID = /^[0-9a-f]{32}$/
const SEO_FIELDS: FieldMap = {
  id: { kind: 'column', sql: 'u.id', type: 'id' },
  languageId: { kind: 'column', sql: 'u.language_id', type: 'id' },
  foreignKey: { kind: 'column', sql: 'u.foreign_key', type: 'id' },
  routeName: { kind: 'column', sql: 'u.route_name', type: 'string' },
  pathInfo: { kind: 'column', sql: 'u.path_info', type: 'string' },
  seoPathInfo: { kind: 'column', sql: 'u.seo_path_info', type: 'string' },
  isCanonical: { kind: 'column', sql: 'u.is_canonical', type: 'bool' },
  isModified: { kind: 'column', sql: 'u.is_modified', type: 'bool' },
  isDeleted: { kind: 'column', sql: 'u.is_deleted', type: 'bool' },
}

function mentionsLanguage(filters: unknown): boolean {
  return JSON.stringify(filters).includes('"languageId"')
}

/** /seo-url: criteria over the sales channel's SEO URLs; the context language unless filtered. */
async function seoUrls(c: Context<AppEnv>) {
  const criteria = await readCriteria(c)
  const ctx = c.get('ctx')
  const f = compileFilters([...criteria.filter, ...criteria.postFilter], SEO_FIELDS, 'seo_url')
  const order = compileSort(criteria.sort, SEO_FIELDS, 'seo_url')
  const language =
    mentionsLanguage(criteria.filter) || mentionsLanguage(criteria.postFilter) ? '1' : 'u.language_id = ?'
  const params = [ctx.salesChannel.id, ...(language === '1' ? [] : [ctx.languageId]), ...f.params]
  const ids = criteria.ids ? 'u.id IN (SELECT value FROM json_each(?))' : '1'
  if (criteria.ids) params.push(JSON.stringify(criteria.ids))
  const where = `FROM seo_url u WHERE u.sales_channel_id = ? AND ${language} AND ${f.sql} AND ${ids}`
  const db = c.get('services').shop.db
  const limit = criteria.limit ?? 100
  const rows = db
    .prepare<unknown[], Row>(`SELECT u.* ${where} ORDER BY ${[...order, 'u.id'].join(', ')} LIMIT ? OFFSET ?`)
    .all(...params, limit, (criteria.page - 1) * limit)
  const total = db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n ${where}`).get(...params)?.n ?? 0
  return send(
    c,
    {
      elements: rows.map(seoUrlJson),
      total,
      page: criteria.page,
      limit,
      entity: 'seo_url',
      apiAlias: 'dal_entity_search_result',
    },
    criteria,
  )
}

async function landingPage(c: Context<AppEnv>) {
  const id = c.req.param('landingPageId') ?? ''
  if (!UUID.test(id)) throw problems.invalidUuid(id, '/landingPageId')
  const ctx = c.get('ctx')
  const db = c.get('services').shop.db
  const row = db.prepare<[string], Row>('SELECT * FROM landing_page WHERE id = ? AND active = 1').get(id)
  if (!row) throw problems.landingPageNotFound(id)
  const request = parseListingRequest(await readPayload(c))
  const t =
    loadTranslations(db, 'landing_page_translation', 'landing_page_id', [id], ctx.languageChain).get(id) ?? {}
  const slotConfig = json<Record<string, never> | null>(t.slot_config, null)
  const translated = compact({
    name: str(t.name),
    url: str(t.url),
    metaTitle: str(t.meta_title),
    metaDescription: str(t.meta_description),
    keywords: str(t.keywords),
    slotConfig,
    customFields: json(t.custom_fields, {}),
  })
  const seo = ctx.includeSeoUrls ? (loadSeoUrls(db, ctx, 'frontend.landing.page', [id]).get(id) ?? []) : null
  const entity = compact({
    id,
    active: true,
    name: str(t.name) ?? '',
    url: str(t.url) ?? '',
    metaTitle: str(t.meta_title),
    metaDescription: str(t.meta_description),
    keywords: str(t.keywords),
    slotConfig,
    customFields: json(t.custom_fields, {}),
    cmsPageId: str(row.cms_page_id),
    seoUrls: seo,
    translated,
    apiAlias: 'landing_page',
  })
  const cmsPage = row.cms_page_id
    ? loadCmsPage(
        db,
        String(row.cms_page_id),
        ctx.languageChain,
        pageResolver(c, null, request, { name: 'landing_page', value: entity }),
        slotConfig,
      )
    : null
  return send(c, compact({ ...entity, cmsPage }), request.criteria)
}

async function cms(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? ''
  if (!UUID.test(id)) throw problems.invalidUuid(id, '/id')
  const request = parseListingRequest(await readPayload(c))
  const ctx = c.get('ctx')
  const page = loadCmsPage(c.get('services').shop.db, id, ctx.languageChain, pageResolver(c, null, request))
  if (!page) throw problems.cmsPageNotFound(id)
  return send(c, page, request.criteria)
}

export function registerContentRoutes(app: Hono<AppEnv>): void {
  app.on(['GET', 'POST'], '/seo-url', seoUrls)
  app.on(['GET', 'POST'], '/landing-page/:landingPageId', landingPage)
  app.on(['GET', 'POST'], '/cms/:id', cms)
}
