import type { Context, Hono } from 'hono'
import { isRecord } from '../lib/plain-data.ts'
import { includesField } from '../criteria/includes.ts'
import { parseCriteria } from '../criteria/parse.ts'
import type { AppEnv } from '../core/context.ts'
import { ApiProblem, problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { loadCmsPage } from '../serialize/cms.ts'
import { loadProducts, optionsFor } from '../serialize/products.ts'
import { json, type Row } from '../db/rows.ts'
import { findVariant, loadVariants, productConfigurator } from '../serialize/variants.ts'
import { productResolver } from './cms-resolver.ts'
import { productRow } from './lookups.ts'
import { send } from './respond.ts'

const UUID = /^[0-9a-f]{32}$/

/** Parent with variants → its main variant (or the first available), as Shopware's detail route. */
function bestVariant(c: Context<AppEnv>, row: Row): string {
  if (Number(row.child_count) === 0) return String(row.id)
  const config = json<{ mainVariantId?: string }>(row.variant_listing_config, {})
  const variants = loadVariants(c.get('services').shop.db, String(row.id))
  const main =
    variants.find((v) => v.id === config.mainVariantId) ?? variants.find((v) => v.available) ?? variants[0]
  return main?.id ?? String(row.id)
}

async function detail(c: Context<AppEnv>) {
  const criteria = parseCriteria(await readPayload(c))
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  const row = productRow(c)
  const [product] = loadProducts(shop, ctx, [bestVariant(c, row)], {
    ...optionsFor(criteria.associations),
    gallery: true,
  })
  if (!product) throw problems.productNotFound(String(row.id))
  const configurator = productConfigurator(shop, ctx, product)
  // without its own layout a product uses the shop's default product page (core.cms.default_product_cms_page)
  const cmsPageId =
    typeof product.cmsPageId === 'string'
      ? product.cmsPageId
      : shop.configString('core.cms.default_product_cms_page')
  // a request whose `includes` leave out the layout (a variant's SEO path) does not resolve it
  if (cmsPageId && includesField(criteria.includes, 'product', 'cmsPage')) {
    const slotConfig = isRecord((product.translated as Row | undefined)?.slotConfig)
      ? (product.translated as Row).slotConfig
      : null
    product.cmsPage = loadCmsPage(
      shop.db,
      cmsPageId,
      ctx.languageChain,
      productResolver(c, { ...product }, { configurator, includes: criteria.includes }),
      slotConfig as never,
    )
  }
  return send(c, { product, configurator, apiAlias: 'product_detail' }, criteria)
}

async function variant(c: Context<AppEnv>) {
  const row = productRow(c)
  const body = await readPayload(c)
  const raw = body.options
  const options = Array.isArray(raw) ? raw : isRecord(raw) ? Object.values(raw) : null
  if (!options || options.length === 0 || !options.every((o) => typeof o === 'string' && UUID.test(o))) {
    throw new ApiProblem(
      400,
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'The parameter "options" has to be a list of option ids.',
      { pointer: '/options' },
    )
  }
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  const parentId = String(row.parent_id ?? row.id)
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  const switchedGroup = typeof body.switchedGroup === 'string' ? body.switchedGroup : null
  const switched = switchedGroup
    ? ((options as string[]).find((o) => cache.options.options.get(o)?.groupId === switchedGroup) ?? null)
    : null
  const found = findVariant(loadVariants(shop.db, parentId), options as string[], switched)
  if (!found) throw problems.variantNotFound(parentId)
  return c.json({
    foundCombination: { variantId: found.id, options: found.options },
    apiAlias: 'found_combination',
  })
}

export function registerProductDetailRoutes(app: Hono<AppEnv>): void {
  app.on(['GET', 'POST'], '/product/:productId', detail)
  app.on(['GET', 'POST'], '/product/:productId/find-variant', variant)
}
