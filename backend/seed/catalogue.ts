import { IDS, idFor } from '../lib/ids.ts'
import type { SeedContext } from './context.ts'
import { drawScene } from './drawings.ts'
import { DESIGNER_BIOS, MANUFACTURERS } from './data/brands.ts'
import { type CategoryDef, MAIN_CATEGORIES } from './data/categories.ts'
import { FOOTER_NAVIGATION, type NavEntry, ROOT_NAMES, SERVICE_NAVIGATION } from './data/navigation.ts'
import { PROPERTY_GROUPS } from './data/properties.ts'
import { LANGS, type L, mapL } from './data/types.ts'
import { json } from './writer.ts'

export const categoryId = (key: string): string => idFor('category', key)
export const optionId = (group: string, key: string): string =>
  idFor('property_group_option', `${group}:${key}`)
export const manufacturerId = (key: string): string => idFor('product_manufacturer', key)
export const landingPageId = (key: string): string => idFor('landing_page', key)
export const contentPageId = (key: string): string => idFor('cms_page', `content-${key}`)
export const productIdFor = (key: string): string => idFor('product', key)

interface CategoryRow {
  id: string
  parentId: string | null
  path: string | null
  level: number
  position: number
  type: 'page' | 'link' | 'folder'
  name: L
  breadcrumb: L[]
  childCount: number
  cmsPageId?: string | null
  mediaId?: string | null
  description?: L
  link?: NavEntry['link']
}

function insertCategory({ w, createdAt }: SeedContext, row: CategoryRow): void {
  const link = row.link
  let internal: string | null = null
  if (link && link.type === 'category') internal = categoryId(link.target)
  if (link && link.type === 'product') internal = productIdFor(link.target)
  if (link && link.type === 'landing_page') internal = landingPageId(link.target)
  w.insert('category', {
    id: row.id,
    parent_id: row.parentId,
    path: row.path,
    level: row.level,
    position: row.position,
    type: row.type,
    link_type: link?.type ?? null,
    internal_link: internal,
    link_new_tab: link?.newTab ? 1 : 0,
    cms_page_id: row.cmsPageId ?? null,
    media_id: row.mediaId ?? null,
    child_count: row.childCount,
    created_at: createdAt,
  })
  w.translate('category_translation', {
    category_id: row.id,
    name: row.name,
    breadcrumb: mapL((lang) => JSON.stringify(row.breadcrumb.map((part) => part[lang]))),
    description: row.description ? mapL((lang) => `<p>${row.description?.[lang]}</p>`) : null,
    meta_title: row.type === 'page' ? mapL((lang) => `${row.name[lang]} | Gartenwerk`) : null,
    meta_description: row.description ?? null,
    external_link: link?.type === 'external' ? link.target : null,
  })
}

function seedMainCategories(ctx: SeedContext): void {
  const rootId = IDS.categoryMainRoot
  insertCategory(ctx, {
    id: rootId,
    parentId: null,
    path: null,
    level: 1,
    position: 0,
    type: 'page',
    name: ROOT_NAMES.main,
    breadcrumb: [ROOT_NAMES.main],
    childCount: MAIN_CATEGORIES.length,
    cmsPageId: IDS.cmsHomePage,
  })
  const visit = (defs: CategoryDef[], parentId: string, path: string, level: number, trail: L[]): void => {
    defs.forEach((def, position) => {
      const id = categoryId(def.key)
      const alt = def.name
      // Leaves get their first product's cover later (seedCategoryMedia): no extra drawing to render.
      const mediaId = def.children
        ? ctx.media.image(drawScene('teaser', def.colour, def.kind), `category-${def.key}`, alt)
        : null
      insertCategory(ctx, {
        id,
        parentId,
        path,
        level,
        position,
        type: 'page',
        name: def.name,
        breadcrumb: [...trail, def.name],
        childCount: def.children?.length ?? 0,
        cmsPageId: IDS.cmsDefaultListingPage,
        mediaId,
        ...(def.description ? { description: def.description } : {}),
      })
      if (def.children) visit(def.children, id, `${path}${id}|`, level + 1, [...trail, def.name])
    })
  }
  visit(MAIN_CATEGORIES, rootId, `|${rootId}|`, 2, [ROOT_NAMES.main])
}

function seedNavTree(ctx: SeedContext, rootId: string, rootName: L, entries: NavEntry[]): void {
  insertCategory(ctx, {
    id: rootId,
    parentId: null,
    path: null,
    level: 1,
    position: 0,
    type: 'folder',
    name: rootName,
    breadcrumb: [rootName],
    childCount: entries.length,
  })
  const visit = (list: NavEntry[], parentId: string, path: string, level: number, trail: L[]): void => {
    list.forEach((entry, position) => {
      const id = categoryId(entry.key)
      insertCategory(ctx, {
        id,
        parentId,
        path,
        level,
        position,
        type: entry.type,
        name: entry.name,
        breadcrumb: [...trail, entry.name],
        childCount: entry.children?.length ?? 0,
        cmsPageId: entry.page ? contentPageId(entry.page) : null,
        ...(entry.link ? { link: entry.link } : {}),
      })
      if (entry.children) visit(entry.children, id, `${path}${id}|`, level + 1, [...trail, entry.name])
    })
  }
  visit(entries, rootId, `|${rootId}|`, 2, [rootName])
}

/** Category trees (main, footer, service), manufacturers and property groups. */
export function seedCatalogue(ctx: SeedContext): void {
  const { w, createdAt } = ctx
  seedMainCategories(ctx)
  seedNavTree(ctx, IDS.categoryFooterRoot, ROOT_NAMES.footer, FOOTER_NAVIGATION)
  seedNavTree(ctx, IDS.categoryServiceRoot, ROOT_NAMES.service, SERVICE_NAVIGATION)

  for (const m of MANUFACTURERS) {
    const id = manufacturerId(m.key)
    const mediaId = ctx.media.image(drawScene('brand', m.colour), `brand-${m.key}`, {
      de: `Logo ${m.name}`,
      en: `${m.name} logo`,
      fr: `Logo ${m.name}`,
    })
    w.insert('product_manufacturer', {
      id,
      media_id: mediaId,
      link: m.link,
      landing_page_id: landingPageId(`brand-${m.key}`),
      created_at: createdAt,
    })
    w.translate('product_manufacturer_translation', {
      product_manufacturer_id: id,
      name: m.name,
      description: m.description,
    })
  }

  PROPERTY_GROUPS.forEach((group, position) => {
    const groupId = idFor('property_group', group.key)
    w.insert('property_group', {
      id: groupId,
      technical_key: group.key,
      display_type: group.displayType,
      sorting_type: group.sortingType,
      filterable: group.filterable ? 1 : 0,
      position: position + 1,
      created_at: createdAt,
    })
    w.translate('property_group_translation', {
      property_group_id: groupId,
      name: group.name,
      position: position + 1,
    })
    group.options.forEach((option, optionPosition) => {
      const id = optionId(group.key, option.key)
      const designer = group.key === 'designer' ? DESIGNER_BIOS.find((d) => d.key === option.key) : undefined
      w.insert('property_group_option', {
        id,
        group_id: groupId,
        technical_key: option.key,
        color_hex_code: option.hex ?? null,
        position: optionPosition + 1,
        custom_fields: designer ? json({ landingPageId: landingPageId(`designer-${designer.key}`) }) : null,
        created_at: createdAt,
      })
      w.translate('property_group_option_translation', {
        property_group_option_id: id,
        name: option.name,
        position: optionPosition + 1,
      })
    })
  })
}

/** Leaf categories show the cover image of their best-selling product. */
export function seedCategoryMedia({ db }: SeedContext): void {
  db.exec(`UPDATE category SET media_id = (
      SELECT m.media_id FROM product_category pc JOIN product p ON p.id = pc.product_id
      JOIN product_media m ON m.id = p.cover_id
      WHERE pc.category_id = category.id AND p.parent_id IS NULL ORDER BY p.sales DESC, p.product_number LIMIT 1)
    WHERE media_id IS NULL AND type = 'page' AND child_count = 0 AND path LIKE '|${IDS.categoryMainRoot}|%'`)
}

/** Flattened main-category definitions by key (for products to find their leaf and its ancestors). */
export function mainCategoryIndex(): Map<string, { def: CategoryDef; ancestors: string[] }> {
  const index = new Map<string, { def: CategoryDef; ancestors: string[] }>()
  const visit = (defs: CategoryDef[], ancestors: string[]): void => {
    for (const def of defs) {
      index.set(def.key, { def, ancestors })
      if (def.children) visit(def.children, [...ancestors, def.key])
    }
  }
  visit(MAIN_CATEGORIES, [])
  return index
}

export { LANGS }
