import type { Context, Hono } from 'hono'
import type { AppEnv } from '../core/context.ts'
import { problems } from '../http/errors.ts'
import { loadSeoUrls } from '../serialize/seo.ts'
import { languageCache, withCategorySeo } from './lookups.ts'

type Json = Record<string, unknown>
const UUID = /^[0-9a-f]{32}$/

/**
 * /breadcrumb/{id}: the path from the first level below the root to a category, or to a product's
 * main category; `path` is the SEO path in the request language.
 */
function breadcrumb(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? ''
  if (!UUID.test(id)) throw problems.invalidUuid(id, '/id')
  const cats = languageCache(c).categories
  const { shop } = c.get('services')
  let categoryId = id
  if (!cats.has(id)) {
    const product = shop.db
      .prepare<[string], { category_ids: string | null }>('SELECT category_ids FROM product WHERE id = ?')
      .get(id)
    const first = product
      ? (JSON.parse(product.category_ids ?? '[]') as string[]).find((x) => cats.has(x))
      : undefined
    if (!first) throw problems.categoryNotFound(id)
    categoryId = first
  }
  const target = cats.get(categoryId) as Json
  const chain = [
    ...String(target.path ?? '')
      .split('|')
      .filter(Boolean),
    categoryId,
  ]
    .map((x) => cats.get(x))
    .filter((x): x is Json => x !== undefined && Number(x.level) > 1)
  const withUrls = withCategorySeo(c, chain)
  const ctx = c.get('ctx')
  const paths = loadSeoUrls(
    shop.db,
    ctx,
    'frontend.navigation.page',
    chain.map((x) => String(x.id)),
  )
  return c.json(
    withUrls.map((x) => ({
      name: x.name,
      categoryId: x.id,
      type: x.type,
      translated: x.translated,
      path: String(paths.get(String(x.id))?.[0]?.seoPathInfo ?? `navigation/${String(x.id)}`),
      ...(ctx.includeSeoUrls ? { seoUrls: x.seoUrls } : {}),
      apiAlias: 'breadcrumb',
    })),
  )
}

export function registerBreadcrumbRoutes(app: Hono<AppEnv>): void {
  app.get('/breadcrumb/:id', breadcrumb)
}
