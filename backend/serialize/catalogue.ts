import type { OptionCache } from '../core/shop.ts'
import type { Db } from '../db/database.ts'
import { json } from '../db/rows.ts'
import { loadRowMedia } from './media.ts'
import { all, bool, compact, date, ids, loadTranslations, str } from './translate.ts'

type Json = Record<string, unknown>

/** All categories of one language, without children/cmsPage/seoUrls (added per request). */
export function serializeCategories(db: Db, chain: string[]): Map<string, Json> {
  const rows = all(db, 'SELECT * FROM category ORDER BY level, position')
  const tr = loadTranslations(db, 'category_translation', 'category_id', ids(rows), chain)
  const media = loadRowMedia(db, rows, chain)
  const out = new Map<string, Json>()
  for (const r of rows) {
    const t = tr.get(String(r.id)) ?? {}
    const breadcrumb = json<string[]>(t.breadcrumb, [])
    const translated = compact({
      name: str(t.name),
      breadcrumb,
      description: str(t.description),
      metaTitle: str(t.meta_title),
      metaDescription: str(t.meta_description),
      keywords: str(t.keywords),
      externalLink: str(t.external_link),
      slotConfig: json<Json | null>(t.slot_config, null),
    })
    out.set(
      String(r.id),
      compact({
        id: String(r.id),
        parentId: str(r.parent_id),
        path: str(r.path),
        level: r.level,
        position: r.position,
        type: r.type,
        linkType: str(r.link_type),
        internalLink: str(r.internal_link),
        linkNewTab: bool(r.link_new_tab),
        externalLink: str(t.external_link),
        cmsPageId: str(r.cms_page_id),
        mediaId: str(r.media_id),
        media: r.media_id ? (media.get(String(r.media_id)) ?? null) : null,
        visible: bool(r.visible),
        active: bool(r.active),
        childCount: r.child_count,
        displayNestedProducts: bool(r.display_nested_products),
        productAssignmentType: r.product_assignment_type,
        name: str(t.name) ?? '',
        breadcrumb,
        description: str(t.description),
        metaTitle: str(t.meta_title),
        metaDescription: str(t.meta_description),
        keywords: str(t.keywords),
        slotConfig: json<Json | null>(t.slot_config, null),
        customFields: json<Json | null>(t.custom_fields, null),
        translated,
        children: [],
        createdAt: date(r.created_at),
        apiAlias: 'category',
      }),
    )
  }
  return out
}

/** Property groups and options of one language; options embed their group as Shopware returns it. */
export function serializeOptions(db: Db, chain: string[]): OptionCache {
  const groupRows = all(db, 'SELECT * FROM property_group ORDER BY position')
  const gtr = loadTranslations(db, 'property_group_translation', 'property_group_id', ids(groupRows), chain)
  const groups = new Map<string, Json>()
  for (const g of groupRows) {
    const t = gtr.get(String(g.id)) ?? {}
    groups.set(
      String(g.id),
      compact({
        id: String(g.id),
        name: str(t.name) ?? String(g.technical_key),
        description: str(t.description),
        displayType: g.display_type,
        sortingType: g.sorting_type,
        filterable: bool(g.filterable),
        visibleOnProductDetailPage: bool(g.visible_on_product_detail_page),
        position: t.position ?? g.position,
        translated: compact({ name: str(t.name), description: str(t.description), position: t.position }),
        apiAlias: 'property_group',
      }),
    )
  }
  const rows = all(db, 'SELECT * FROM property_group_option ORDER BY position')
  const tr = loadTranslations(
    db,
    'property_group_option_translation',
    'property_group_option_id',
    ids(rows),
    chain,
  )
  const media = loadRowMedia(db, rows, chain)
  const options = new Map<string, Json>()
  for (const r of rows) {
    const t = tr.get(String(r.id)) ?? {}
    const name = str(t.name) ?? String(r.technical_key)
    options.set(
      String(r.id),
      compact({
        id: String(r.id),
        groupId: String(r.group_id),
        name,
        option: name,
        position: t.position ?? r.position,
        colorHexCode: str(r.color_hex_code),
        mediaId: str(r.media_id),
        media: r.media_id ? (media.get(String(r.media_id)) ?? null) : null,
        customFields: json<Json | null>(r.custom_fields, null),
        group: groups.get(String(r.group_id)) ?? { id: String(r.group_id), name: '' },
        translated: { name, position: t.position ?? r.position },
        apiAlias: 'property_group_option',
      }),
    )
  }
  return { groups, options }
}

export function serializeManufacturers(db: Db, chain: string[]): Map<string, Json> {
  const rows = all(db, 'SELECT * FROM product_manufacturer')
  const tr = loadTranslations(
    db,
    'product_manufacturer_translation',
    'product_manufacturer_id',
    ids(rows),
    chain,
  )
  const media = loadRowMedia(db, rows, chain)
  const out = new Map<string, Json>()
  for (const r of rows) {
    const t = tr.get(String(r.id)) ?? {}
    out.set(
      String(r.id),
      compact({
        id: String(r.id),
        name: str(t.name) ?? '',
        description: str(t.description),
        link: str(r.link),
        mediaId: str(r.media_id),
        media: r.media_id ? (media.get(String(r.media_id)) ?? null) : null,
        customFields: compact({ ...json<Json>(t.custom_fields, {}), landingPageId: str(r.landing_page_id) }),
        translated: compact({ name: str(t.name), description: str(t.description) }),
        apiAlias: 'product_manufacturer',
      }),
    )
  }
  return out
}
