import { NEW_BADGE_DAYS, CATALOGUE_DATE } from '../core/config.ts'
import type { Db } from '../db/database.ts'
import type { RequestContext } from '../core/context.ts'
import type { LanguageCache, Shop } from '../core/shop.ts'
import { loadMedia } from './media.ts'
import { productPrices } from './product-prices.ts'
import { loadSeoUrls } from './seo.ts'
import { json, type Row } from '../db/rows.ts'
import { bool, compact, date, loadTranslations, str } from './translate.ts'

type Json = Record<string, unknown>

export interface ProductLoadOptions {
  /** all gallery media (detail page, or `associations.media`); listings only load the cover */
  gallery?: boolean
  /** SEO URLs also without the sw-include-seo-urls header (`associations.seoUrls`) */
  seoUrls?: boolean
}

/** The options a criteria's associations ask for (others are always loaded or not supported). */
export function optionsFor(associations: Record<string, unknown>): ProductLoadOptions {
  return { gallery: 'media' in associations, seoUrls: 'seoUrls' in associations }
}

function rowsByIds(db: Db, sql: string, ids: string[], ...extra: unknown[]): Row[] {
  return db.prepare<unknown[], Row>(sql).all(JSON.stringify(ids), ...extra)
}

function group<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>()
  for (const r of rows) {
    const k = key(r)
    const list = m.get(k)
    if (list) list.push(r)
    else m.set(k, [r])
  }
  return m
}

/**
 * Loads and serialises products (in the order of `ids`) for one request context with a fixed
 * number of queries per page: rows, translations, prices, tiers, media, SEO URLs.
 */
export function loadProducts(
  shop: Shop,
  ctx: RequestContext,
  ids: string[],
  opts: ProductLoadOptions = {},
): Json[] {
  if (ids.length === 0) return []
  const db = shop.db
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  const rows = rowsByIds(db, 'SELECT * FROM product WHERE id IN (SELECT value FROM json_each(?))', ids)
  const tr = loadTranslations(db, 'product_translation', 'product_id', ids, ctx.languageChain)
  const defaultCurrency = [...shop.currencyRows.values()].find((c) => c.is_system_default === 1)?.id
  const currencies = JSON.stringify([ctx.currencyId, defaultCurrency])
  const prices = group(
    rowsByIds(
      db,
      'SELECT * FROM product_price WHERE product_id IN (SELECT value FROM json_each(?)) AND currency_id IN (SELECT value FROM json_each(?))',
      ids,
      currencies,
    ),
    (r) => String(r.product_id),
  )
  const tiers = group(
    rowsByIds(
      db,
      'SELECT * FROM product_price_tier WHERE product_id IN (SELECT value FROM json_each(?)) AND currency_id IN (SELECT value FROM json_each(?)) ORDER BY quantity_start',
      ids,
      currencies,
    ),
    (r) => String(r.product_id),
  )
  const productMedia = group(
    opts.gallery
      ? rowsByIds(
          db,
          'SELECT * FROM product_media WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY position',
          ids,
        )
      : rowsByIds(
          db,
          'SELECT * FROM product_media WHERE id IN (SELECT value FROM json_each(?))',
          rows.map((r) => String(r.cover_id)),
        ),
    (r) => String(r.product_id),
  )
  const media = loadMedia(
    db,
    [...productMedia.values()].flat().map((m) => str(m.media_id)),
    ctx.languageChain,
  )
  const seo = ctx.includeSeoUrls || opts.seoUrls ? loadSeoUrls(db, ctx, 'frontend.detail.page', ids) : null
  const byId = new Map(rows.map((r) => [String(r.id), r]))
  const out: Json[] = []
  for (const id of ids) {
    const r = byId.get(id)
    if (!r) continue
    const pm = (productMedia.get(id) ?? []).map((m) => productMediaJson(m, media))
    out.push(
      serialize(
        shop,
        cache,
        ctx,
        r,
        tr.get(id) ?? {},
        prices.get(id) ?? [],
        tiers.get(id) ?? [],
        pm,
        seo?.get(id),
        opts.gallery === true,
      ),
    )
  }
  return out
}

function productMediaJson(m: Row, media: Map<string, Json>): Json {
  return compact({
    id: String(m.id),
    productId: String(m.product_id),
    mediaId: String(m.media_id),
    position: m.position,
    media: media.get(String(m.media_id)) ?? null,
    apiAlias: 'product_media',
  })
}

function isNew(release: unknown): boolean {
  if (typeof release !== 'string') return false
  const age = Date.parse(CATALOGUE_DATE) - Date.parse(release)
  return age >= 0 && age <= NEW_BADGE_DAYS * 86_400_000
}

/** seoCategory is for building links: id, names and breadcrumb, without media or layout config. */
function slimCategory(cat: Json | undefined): Json | null {
  if (!cat) return null
  const { media: _media, slotConfig: _slot, description: _d, ...rest } = cat
  const translated = (cat.translated ?? {}) as Json
  return { ...rest, translated: { name: translated.name, breadcrumb: translated.breadcrumb ?? [] } }
}

function categoryTree(cache: LanguageCache, categoryIds: string[]): string[] {
  const tree = new Set<string>()
  for (const id of categoryIds) {
    const cat = cache.categories.get(id)
    if (!cat) continue
    for (const a of String(cat.path ?? '')
      .split('|')
      .filter(Boolean))
      tree.add(a)
    tree.add(id)
  }
  return [...tree]
}

function serialize(
  shop: Shop,
  cache: LanguageCache,
  ctx: RequestContext,
  r: Row,
  t: Row,
  priceRows: Row[],
  tierRows: Row[],
  media: Json[],
  seoUrls: Json[] | undefined,
  gallery: boolean,
): Json {
  const id = String(r.id)
  const tax = shop.taxes.get(String(r.tax_id)) ?? { rate: 0, name: '0%' }
  const prices = productPrices(shop, ctx, r, priceRows, tierRows, tax)
  const categoryIds = json<string[]>(r.category_ids, [])
  const optionIds = json<string[]>(r.option_ids, [])
  const propertyIds = json<string[]>(r.property_ids, [])
  const states = json<string[]>(r.states, [])
  // Shopware requires seoCategory on products; without an assignment the navigation root stands in
  const seoCategory = slimCategory(
    categoryIds.map((c) => cache.categories.get(c)).find(Boolean) ??
      cache.categories.get(ctx.salesChannel.navigation_category_id),
  )
  const cover = media.find((m) => m.id === r.cover_id) ?? null
  const translated = compact({
    name: str(t.name),
    description: str(t.description),
    metaTitle: str(t.meta_title),
    metaDescription: str(t.meta_description),
    keywords: str(t.keywords),
    packUnit: str(t.pack_unit),
    packUnitPlural: str(t.pack_unit_plural),
    customSearchKeywords: json<string[] | null>(t.custom_search_keywords, null),
    slotConfig: json<Json | null>(t.slot_config, null),
    customFields: json<Json>(t.custom_fields, {}),
  })
  const deliveryTime = r.delivery_time_id ? cache.deliveryTimes.get(String(r.delivery_time_id)) : null
  const manufacturer = r.manufacturer_id ? cache.manufacturers.get(String(r.manufacturer_id)) : null
  const variantListing = json<Json | null>(r.variant_listing_config, null)
  return compact({
    id,
    parentId: str(r.parent_id),
    productNumber: String(r.product_number),
    active: bool(r.active),
    stock: r.stock,
    availableStock: r.available_stock,
    available: bool(r.available),
    isCloseout: bool(r.is_closeout),
    minPurchase: r.min_purchase,
    maxPurchase: r.max_purchase,
    purchaseSteps: r.purchase_steps,
    calculatedMaxPurchase: r.max_purchase ?? (bool(r.is_closeout) ? r.available_stock : 100),
    purchaseUnit: r.purchase_unit,
    referenceUnit: r.reference_unit,
    restockTime: r.restock_time,
    deliveryTimeId: str(r.delivery_time_id),
    deliveryTime,
    manufacturerId: str(r.manufacturer_id),
    manufacturer,
    manufacturerNumber: str(r.manufacturer_number),
    ean: str(r.ean),
    taxId: String(r.tax_id),
    tax: { id: String(r.tax_id), taxRate: tax.rate, name: tax.name, apiAlias: 'tax' },
    releaseDate: date(r.release_date),
    markAsTopseller: bool(r.mark_as_topseller),
    isNew: isNew(r.release_date),
    coverId: str(r.cover_id),
    cover,
    // listings load only the cover (Shopware adds `media` on the detail page)
    media: gallery ? media : null,
    cmsPageId: str(r.cms_page_id),
    shippingFree: bool(r.shipping_free),
    weight: r.weight,
    width: r.width,
    height: r.height,
    length: r.length,
    ratingAverage: r.rating_average,
    sales: r.sales,
    childCount: r.child_count,
    displayGroup: str(r.display_group),
    optionIds,
    propertyIds,
    categoryIds,
    categoryTree: categoryTree(cache, categoryIds),
    options: optionIds.map((o) => cache.options.options.get(o)).filter(Boolean),
    properties: propertyIds.map((o) => cache.options.options.get(o)).filter(Boolean),
    states,
    type: states.includes('is-download') ? 'digital' : 'physical',
    variantListingConfig: variantListing,
    name: str(t.name) ?? '',
    description: str(t.description),
    metaTitle: str(t.meta_title),
    metaDescription: str(t.meta_description),
    keywords: str(t.keywords),
    packUnit: str(t.pack_unit),
    packUnitPlural: str(t.pack_unit_plural),
    customFields: json<Json>(t.custom_fields, {}),
    translated,
    ...prices,
    seoUrls: seoUrls ?? null,
    seoCategory,
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
    apiAlias: 'product',
  })
}
