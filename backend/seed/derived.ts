import { IDS, idFor } from '../lib/ids.ts'
import type { SeedContext } from './context.ts'
import { slugify } from './slug.ts'

/**
 * Values that depend on several written rows, computed with SQL after products and reviews: cheapest
 * variant and prices, ratings (also copied into the listing tree). Idempotent, so it runs again
 * after the benchmark products are added.
 */
export function seedDerived(ctx: SeedContext): void {
  const { db } = ctx
  const eur = IDS.currencyEur
  db.prepare(`UPDATE product SET
      listing_price = (SELECT gross FROM product_price WHERE product_id = product.id AND currency_id = ?),
      cheapest_variant_id = id
    WHERE child_count = 0`).run(eur)
  db.prepare(`UPDATE product SET cheapest_variant_id = (
      SELECT v.id FROM product v JOIN product_price pp ON pp.product_id = v.id AND pp.currency_id = ?
      WHERE v.parent_id = product.id ORDER BY pp.gross, v.product_number LIMIT 1)
    WHERE child_count > 0`).run(eur)
  db.prepare(`UPDATE product SET
      listing_price = (SELECT gross FROM product_price WHERE product_id = product.cheapest_variant_id AND currency_id = ?),
      max_price_gross = (SELECT MAX(pp.gross) FROM product v JOIN product_price pp ON pp.product_id = v.id AND pp.currency_id = ? WHERE v.parent_id = product.id)
    WHERE child_count > 0`).run(eur, eur)
  db.prepare(`UPDATE product SET
      cheapest_price_gross = (SELECT gross FROM product_price WHERE product_id = product.cheapest_variant_id AND currency_id = ?),
      cheapest_price_net = (SELECT net FROM product_price WHERE product_id = product.cheapest_variant_id AND currency_id = ?),
      cheapest_list_price_gross = (SELECT list_gross FROM product_price WHERE product_id = product.cheapest_variant_id AND currency_id = ?),
      cheapest_list_price_net = (SELECT list_net FROM product_price WHERE product_id = product.cheapest_variant_id AND currency_id = ?),
      max_price_gross = COALESCE(max_price_gross, listing_price)`).run(eur, eur, eur, eur)
  db.exec(`UPDATE product SET rating_average = (
      SELECT ROUND(AVG(points), 2) FROM product_review r WHERE r.product_id = COALESCE(product.parent_id, product.id) AND r.status = 1)`)
  db.exec(`UPDATE product SET variant_listing_config = json_set(variant_listing_config, '$.mainVariantId', cheapest_variant_id)
    WHERE child_count > 0`)
  // Merge the full-text index into one segment: queries on a freshly filled FTS5 table are several
  // times slower while it consists of many small segments.
  db.exec(`INSERT INTO product_search(product_search) VALUES('optimize')`)
  db.exec(`UPDATE product_category_tree SET rating_average = (SELECT p.rating_average FROM product p WHERE p.id = product_id)
    WHERE product_id IN (SELECT id FROM product WHERE parent_id IS NULL AND rating_average IS NOT NULL)`)
}

/** SEO URLs of page categories and landing pages (products get theirs in product-index.ts). */
export function seedPageSeoUrls({ db, w, createdAt }: SeedContext): void {
  const taken = new Map<string, Set<string>>()
  const add = (
    languageId: string,
    routeName: string,
    foreignKey: string,
    pathInfo: string,
    seoPath: string,
  ): void => {
    const used = taken.get(languageId) ?? new Set<string>()
    taken.set(languageId, used)
    let candidate = seoPath
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = seoPath.replace(/(\/?)$/, `-${n}$1`)
    used.add(candidate.toLowerCase())
    w.insert('seo_url', {
      id: idFor('seo_url', `${languageId}:${routeName}:${foreignKey}`),
      sales_channel_id: IDS.salesChannel,
      language_id: languageId,
      route_name: routeName,
      foreign_key: foreignKey,
      path_info: pathInfo,
      seo_path_info: candidate,
      is_canonical: 1,
      created_at: createdAt,
    })
  }
  const categories = db
    .prepare<
      [],
      { id: string; language_id: string; breadcrumb: string }
    >(`SELECT c.id, t.language_id, t.breadcrumb
    FROM category c JOIN category_translation t ON t.category_id = c.id
    WHERE c.type = 'page' AND c.parent_id IS NOT NULL ORDER BY c.level, c.path, c.position, t.language_id`)
    .all()
  for (const c of categories) {
    // Shopware's default template: the breadcrumb without the root, each part slugified, trailing slash.
    const parts = (JSON.parse(c.breadcrumb) as string[]).slice(1).map(slugify)
    add(c.language_id, 'frontend.navigation.page', c.id, `/navigation/${c.id}`, `${parts.join('/')}/`)
  }
  const landing = db
    .prepare<[], { id: string; language_id: string; url: string }>(`SELECT l.id, t.language_id, t.url
    FROM landing_page l JOIN landing_page_translation t ON t.landing_page_id = l.id ORDER BY l.id, t.language_id`)
    .all()
  for (const l of landing) add(l.language_id, 'frontend.landing.page', l.id, `/landingPage/${l.id}`, l.url)
}
