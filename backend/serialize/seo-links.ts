/**
 * Technical links in content (`/navigation/<id>`, `/detail/<id>`, `/landingPage/<id>`, and the
 * placeholder form Shopware's administration stores, `124c71d524604ccbad6042edce3ac799/detail/<id>#`)
 * replaced by the SEO paths of the request language, as Shopware's SeoUrlPlaceholderHandler does for
 * Store API responses. Shopware answers absolute URLs on the sales channel's domain; the embedded
 * back end answers root-relative paths (`/Gartenstuehle/`), which the storefront resolves under
 * its locale prefix. A target without an SEO URL keeps its technical path (which still redirects).
 */
import type { Db } from '../db/database.ts'
import type { RequestContext } from '../core/context.ts'
import type { Row } from '../db/rows.ts'

type Json = Record<string, unknown>

const SEO_PLACEHOLDER = '124c71d524604ccbad6042edce3ac799'
const ROUTE_BY_SEGMENT: Record<string, string> = {
  navigation: 'frontend.navigation.page',
  detail: 'frontend.detail.page',
  landingPage: 'frontend.landing.page',
}
// the placeholder form (with its closing '#'), or a root-relative technical path that is not part
// of a longer path or an absolute URL
const LINK =
  /124c71d524604ccbad6042edce3ac799\/(navigation|detail|landingPage)\/([0-9a-f]{32})#|(?<![\w/.:-])\/(navigation|detail|landingPage)\/([0-9a-f]{32})(?![0-9a-f])/g

export type LinkRewriter = (text: string) => string

/** Every technical link target named in the texts, per route name. */
function targets(texts: string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  for (const text of texts) {
    if (!text.includes('/navigation/') && !text.includes('/detail/') && !text.includes('/landingPage/'))
      continue
    for (const m of text.matchAll(LINK)) {
      const segment = m[1] ?? m[3] ?? ''
      const id = m[2] ?? m[4] ?? ''
      const route = ROUTE_BY_SEGMENT[segment]
      if (!route) continue
      out.set(route, (out.get(route) ?? new Set()).add(id))
    }
  }
  return out
}

/** `route|id` → root-relative SEO path, for the request's sales channel and language. */
export function seoPaths(
  db: Db,
  ctx: RequestContext,
  byRoute: Map<string, Set<string>>,
): Map<string, string> {
  const paths = new Map<string, string>()
  const query = db.prepare<[string, string, string, string], Row>(
    `SELECT foreign_key, seo_path_info FROM seo_url WHERE language_id = ? AND route_name = ?
     AND sales_channel_id = ? AND foreign_key IN (SELECT value FROM json_each(?))
     AND is_canonical = 1 AND is_deleted = 0`,
  )
  for (const [route, ids] of byRoute) {
    const rows = query.all(ctx.languageId, route, ctx.salesChannel.id, JSON.stringify([...ids]))
    for (const r of rows) paths.set(`${route}|${String(r.foreign_key)}`, `/${String(r.seo_path_info)}`)
  }
  // the root category is the home page, which has no SEO path of its own
  paths.set(`frontend.navigation.page|${ctx.salesChannel.navigation_category_id}`, '/')
  return paths
}

/** A rewriter for the given texts: one query per route name, whatever the number of links. */
export function seoLinkRewriter(db: Db, ctx: RequestContext, texts: string[]): LinkRewriter {
  const byRoute = targets(texts)
  if (byRoute.size === 0) return (text) => text
  const paths = seoPaths(db, ctx, byRoute)
  return (text) =>
    text.replace(LINK, (whole, s1?: string, id1?: string, s3?: string, id2?: string) => {
      const route = ROUTE_BY_SEGMENT[s1 ?? s3 ?? ''] ?? ''
      const id = id1 ?? id2 ?? ''
      const seo = paths.get(`${route}|${id}`)
      if (seo) return seo
      // no SEO URL: the technical path (the placeholder form is not a usable link)
      return whole.startsWith(SEO_PLACEHOLDER) ? `/${s1}/${id}` : whole
    })
}

/** Every string inside a JSON value (slot configs, resolved text), for collecting link targets. */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out)
  else if (typeof value === 'object' && value !== null)
    for (const v of Object.values(value)) stringsOf(v, out)
  return out
}

/** The JSON value with every string passed through the rewriter. */
export function rewriteStrings<T>(value: T, rewrite: LinkRewriter): T {
  if (typeof value === 'string') return rewrite(value) as T
  if (Array.isArray(value)) return value.map((v) => rewriteStrings(v, rewrite)) as T
  if (typeof value === 'object' && value !== null) {
    const out: Json = {}
    for (const [k, v] of Object.entries(value)) out[k] = rewriteStrings(v, rewrite)
    return out as T
  }
  return value
}

const SEGMENT_BY_LINK_TYPE: Record<string, string> = {
  category: 'navigation',
  product: 'detail',
  landing_page: 'landingPage',
}

/**
 * Shopware's runtime field `seoUrl` of sales channel categories (CategoryUrlGenerator): an external
 * link as it is, an internal link (category, product, landing page) as its target's SEO path, a
 * page its own SEO path; folders have none. Falls back to the technical path when the target has no
 * SEO URL in the request language.
 */
export function categorySeoUrls(db: Db, ctx: RequestContext, cats: Json[]): Map<string, string> {
  const technical = new Map<string, string>()
  const external = new Map<string, string>()
  for (const cat of cats) {
    const id = String(cat.id)
    if (cat.type === 'folder') continue
    if (cat.type === 'link') {
      const link = typeof cat.externalLink === 'string' ? cat.externalLink : null
      const segment = SEGMENT_BY_LINK_TYPE[String(cat.linkType)]
      if (segment && typeof cat.internalLink === 'string')
        technical.set(id, `/${segment}/${cat.internalLink}`)
      else if (link) external.set(id, link)
      continue
    }
    technical.set(id, `/navigation/${id}`)
  }
  const rewrite = seoLinkRewriter(db, ctx, [...technical.values()])
  const out = new Map(external)
  for (const [id, path] of technical) out.set(id, rewrite(path))
  return out
}
