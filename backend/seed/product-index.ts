import { IDS, idFor } from '../lib/ids.ts'
import { categoryId, mainCategoryIndex, optionId } from './catalogue.ts'
import type { SeedContext } from './context.ts'
import { MANUFACTURERS } from './data/brands.ts'
import { PROPERTY_GROUPS } from './data/properties.ts'
import { LANGS, type L } from './data/types.ts'
import type { ProductSpec } from './product-spec.ts'
import { slugify } from './slug.ts'
import { LANGUAGE_ID } from './writer.ts'

const OPTIONS = new Map<string, { name: L; groupId: string }>(
  PROPERTY_GROUPS.flatMap((g) =>
    g.options.map(
      (o) => [optionId(g.key, o.key), { name: o.name, groupId: idFor('property_group', g.key) }] as const,
    ),
  ),
)
const CATEGORIES = mainCategoryIndex()
/** Rowid block size per language in product_search; larger than any catalogue the CLI accepts. */
export const SEARCH_ROWID_BLOCK = 10_000_000
const stripHtml = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export interface IndexedVariant {
  id: string
  number: string
  optionIds: string[]
}

/**
 * Read models of one listed product, written together with it (one pass, no large SELECTs later):
 * listing tree rows for its category and every ancestor, the property filter index, full-text rows
 * and SEO URLs of the product and its variants in every language.
 */
export function indexProduct(
  ctx: SeedContext,
  spec: ProductSpec,
  id: string,
  listingPrice: number,
  variants: IndexedVariant[],
): void {
  const { w, createdAt } = ctx
  const entry = CATEGORIES.get(spec.category)
  if (!entry) throw new Error(`${spec.number}: unknown category ${spec.category}`)
  const release = ctx.releaseDate(spec)
  const manufacturerId = idFor('product_manufacturer', spec.manufacturer)
  for (const category of [
    IDS.categoryMainRoot,
    ...entry.ancestors.map(categoryId),
    categoryId(spec.category),
  ]) {
    w.insert('product_category_tree', {
      category_id: category,
      product_id: id,
      active: 1,
      listing_price: listingPrice,
      manufacturer_id: manufacturerId,
      sales: spec.sales,
      release_date: release,
      rating_average: null,
    })
  }
  const filterOptions = new Set([
    ...spec.properties.map(([g, k]) => optionId(g, k)),
    ...variants.flatMap((v) => v.optionIds),
  ])
  for (const option of filterOptions) {
    const info = OPTIONS.get(option)
    if (!info) throw new Error(`${spec.number}: unknown option ${option}`)
    w.insert('product_filter_option', {
      property_group_option_id: option,
      product_id: id,
      property_group_id: info.groupId,
    })
  }
  const manufacturer = MANUFACTURERS.find((m) => m.key === spec.manufacturer)?.name ?? ''
  const numbers = [spec.number, ...variants.map((v) => v.number)].join(' ')
  const sequence = ++ctx.listed
  for (const [languageIndex, lang] of LANGS.entries()) {
    w.insert('product_search', {
      // One rowid block per language (de 1…, en 10M+1…, fr 20M+1…): a search can restrict itself to
      // its language with a rowid range, which FTS5 applies inside the index, not after matching.
      rowid: languageIndex * SEARCH_ROWID_BLOCK + sequence,
      product_id: id,
      language_id: LANGUAGE_ID[lang],
      product_number: numbers,
      name: spec.name[lang],
      keywords: spec.keywords[lang],
      manufacturer,
      properties: [...filterOptions].map((o) => OPTIONS.get(o)?.name[lang] ?? '').join(' '),
      description: stripHtml(spec.description[lang]),
    })
    // Shopware's default product template: "{name}/{productNumber}"; numbers are unique, so are paths.
    const slug = slugify(spec.name[lang])
    for (const product of [{ id, number: spec.number }, ...variants]) {
      w.insert('seo_url', {
        id: idFor('seo_url', `${LANGUAGE_ID[lang]}:frontend.detail.page:${product.id}`),
        sales_channel_id: IDS.salesChannel,
        language_id: LANGUAGE_ID[lang],
        route_name: 'frontend.detail.page',
        foreign_key: product.id,
        path_info: `/detail/${product.id}`,
        seo_path_info: `${slug}/${product.number}`,
        is_canonical: 1,
        created_at: createdAt,
      })
    }
  }
}
