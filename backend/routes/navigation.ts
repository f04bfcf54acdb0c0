import type { Context, Hono } from 'hono'
import { parseListingRequest } from '../criteria/listing.ts'
import type { AppEnv } from '../core/context.ts'
import { ApiProblem, problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { loadCmsPage } from '../serialize/cms.ts'
import { pageResolver } from './cms-resolver.ts'
import { languageCache, withCategorySeo } from './lookups.ts'
import { send } from './respond.ts'

type Json = Record<string, unknown>
const UUID = /^[0-9a-f]{32}$/

/** main-navigation / footer-navigation / service-navigation → the sales channel's root ids. */
function resolveAlias(c: Context<AppEnv>, id: string): string {
  const sc = c.get('ctx').salesChannel
  if (id === 'main-navigation') return sc.navigation_category_id
  if (id === 'footer-navigation' && sc.footer_category_id) return sc.footer_category_id
  if (id === 'service-navigation' && sc.service_category_id) return sc.service_category_id
  if (!UUID.test(id)) throw problems.invalidUuid(id)
  return id
}

async function navigation(c: Context<AppEnv>) {
  const payload = await readPayload(c)
  const rootId = resolveAlias(c, c.req.param('rootId') ?? '')
  const activeId = resolveAlias(c, c.req.param('activeId') ?? '')
  const cats = languageCache(c).categories
  const root = cats.get(rootId)
  if (!root) throw problems.categoryNotFound(rootId)
  const depthRaw = payload.depth ?? 2
  const depth = Number(depthRaw)
  if (!Number.isInteger(depth) || depth < 1 || depth > 10) {
    throw new ApiProblem(
      400,
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'depth has to be an integer between 1 and 10.',
      { pointer: '/depth' },
    )
  }
  const buildTree = !(
    payload.buildTree === false ||
    payload.buildTree === 'false' ||
    payload.buildTree === '0'
  )
  const rootLevel = Number(root.level)
  // the levels below root plus the children of every ancestor of the active category (Shopware)
  const active = cats.get(activeId)
  const expanded = new Set(
    String(active?.path ?? '')
      .split('|')
      .filter(Boolean),
  )
  if (active) expanded.add(activeId)
  const inTree = (x: Json) => String(x.path ?? '').includes(`|${rootId}|`)
  const list = [...cats.values()].filter(
    (x) =>
      inTree(x) &&
      x.active === true &&
      x.visible === true &&
      (Number(x.level) <= rootLevel + depth || expanded.has(String(x.parentId))),
  )
  const all = withCategorySeo(c, list).sort((a, b) => Number(a.position) - Number(b.position))
  if (!buildTree) return send(c, all)
  const byParent = new Map<string, Json[]>()
  for (const x of all) byParent.set(String(x.parentId), [...(byParent.get(String(x.parentId)) ?? []), x])
  const tree = (parent: string): Json[] =>
    (byParent.get(parent) ?? []).map((x) => {
      const children = tree(String(x.id))
      return { ...x, children, visibleChildCount: children.length }
    })
  return send(c, tree(rootId))
}

async function category(c: Context<AppEnv>) {
  const raw = c.req.param('navigationId') ?? ''
  const ctx = c.get('ctx')
  const id = raw === 'home' ? ctx.salesChannel.navigation_category_id : raw
  if (!UUID.test(id)) throw problems.invalidUuid(id, '/navigationId')
  const found = languageCache(c).categories.get(id)
  if (found?.active !== true) throw problems.categoryNotFound(id)
  const request = parseListingRequest(await readPayload(c))
  const [cat] = withCategorySeo(c, [found])
  const result: Json = { ...cat }
  const pageId =
    id === ctx.salesChannel.navigation_category_id && ctx.salesChannel.home_cms_page_id
      ? ctx.salesChannel.home_cms_page_id
      : typeof found.cmsPageId === 'string'
        ? found.cmsPageId
        : found.type === 'page'
          ? c.get('services').shop.configString('core.cms.default_category_cms_page')
          : null
  if (typeof pageId === 'string') {
    const page = loadCmsPage(
      c.get('services').shop.db,
      pageId,
      ctx.languageChain,
      pageResolver(c, id, request, { name: 'category', value: cat ?? found }),
      (found.slotConfig ?? null) as never,
    )
    if (page) result.cmsPage = page
  }
  return send(c, result, request.criteria)
}

export function registerNavigationRoutes(app: Hono<AppEnv>): void {
  app.on(['GET', 'POST'], '/navigation/:activeId/:rootId', navigation)
  app.on(['GET', 'POST'], '/category/:navigationId', category)
}
