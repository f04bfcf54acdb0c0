import type { Db } from '../db/database.ts'
import { loadMedia } from './media.ts'
import { compact, date, json, loadTranslations, type Row, str } from './translate.ts'

type Json = Record<string, unknown>
type SlotConfig = Record<string, { source?: string; value?: unknown }>

/** Resolves slot data that needs products (listing, box, slider); supplied by the route layer. */
export interface CmsResolver {
  listing: (slot: Json) => Json | null
  products: (ids: string[]) => Json[]
  /** the product of a product page (buy box, gallery, description) when resolving its layout */
  product?: Json | null
}

const visibility = (v: unknown) => json<Json>(v, { mobile: true, tablet: true, desktop: true })

/**
 * Loads a CMS page with sections, blocks and slots (4 queries + media) and resolves each slot's
 * data the way Shopware's CmsSlotsDataResolver does. `overrides` is the entity's slotConfig
 * (category/landing page/product), which wins over the layout's own slot config.
 */
export function loadCmsPage(
  db: Db,
  pageId: string,
  chain: string[],
  resolver: CmsResolver,
  overrides: Record<string, SlotConfig> | null = null,
): Json | null {
  const page = db.prepare<[string], Row>('SELECT * FROM cms_page WHERE id = ?').get(pageId)
  if (!page) return null
  const pageTr =
    loadTranslations(db, 'cms_page_translation', 'cms_page_id', [pageId], chain).get(pageId) ?? {}
  const sections = db
    .prepare<[string], Row>('SELECT * FROM cms_section WHERE cms_page_id = ? ORDER BY position')
    .all(pageId)
  const sectionIds = JSON.stringify(sections.map((s) => s.id))
  const blocks = db
    .prepare<[string], Row>(
      'SELECT * FROM cms_block WHERE cms_section_id IN (SELECT value FROM json_each(?)) ORDER BY position',
    )
    .all(sectionIds)
  const slots = db
    .prepare<[string], Row>('SELECT * FROM cms_slot WHERE cms_block_id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(blocks.map((b) => b.id)))
  const slotTr = loadTranslations(
    db,
    'cms_slot_translation',
    'cms_slot_id',
    slots.map((s) => String(s.id)),
    chain,
  )
  const configs = new Map<string, SlotConfig>()
  const mediaIds: unknown[] = [...sections, ...blocks].map((x) => x.background_media_id)
  for (const s of slots) {
    const config = {
      ...json<SlotConfig>(slotTr.get(String(s.id))?.config, {}),
      ...(overrides?.[String(s.id)] ?? {}),
    }
    configs.set(String(s.id), config)
    mediaIds.push(config.media?.value)
    const items = config.sliderItems?.value
    if (Array.isArray(items)) for (const it of items) mediaIds.push((it as Json)?.mediaId)
  }
  const media = loadMedia(
    db,
    mediaIds.map((m) => (typeof m === 'string' ? m : null)),
    chain,
  )
  const slotJson = (s: Row): Json => {
    const config = configs.get(String(s.id)) ?? {}
    return compact({
      id: String(s.id),
      blockId: String(s.cms_block_id),
      type: String(s.type),
      slot: String(s.slot),
      locked: s.locked === 1,
      config,
      fieldConfig: null,
      translated: { config },
      data: resolveData(String(s.type), config, media, resolver),
      createdAt: date(s.created_at),
      apiAlias: 'cms_slot',
    })
  }
  const blockJson = (b: Row): Json =>
    compact({
      id: String(b.id),
      sectionId: String(b.cms_section_id),
      position: b.position,
      type: String(b.type),
      name: str(b.name),
      sectionPosition: b.section_position,
      marginTop: str(b.margin_top),
      marginBottom: str(b.margin_bottom),
      marginLeft: str(b.margin_left),
      marginRight: str(b.margin_right),
      backgroundColor: str(b.background_color),
      backgroundMediaId: str(b.background_media_id),
      backgroundMedia: b.background_media_id ? (media.get(String(b.background_media_id)) ?? null) : null,
      backgroundMediaMode: b.background_media_mode,
      cssClass: str(b.css_class),
      visibility: visibility(b.visibility),
      slots: slots.filter((s) => s.cms_block_id === b.id).map(slotJson),
      apiAlias: 'cms_block',
    })
  return compact({
    id: pageId,
    name: str(pageTr.name),
    type: String(page.type),
    entity: str(page.entity),
    cssClass: str(page.css_class),
    // null entries dropped: the schema types config values as strings
    config: compact(json<Json>(page.config, {})),
    previewMediaId: str(page.preview_media_id),
    translated: compact({ name: str(pageTr.name) }),
    sections: sections.map((s) =>
      compact({
        id: String(s.id),
        pageId,
        position: s.position,
        type: s.type,
        name: str(s.name),
        sizingMode: s.sizing_mode,
        mobileBehavior: s.mobile_behavior,
        backgroundColor: str(s.background_color),
        backgroundMediaId: str(s.background_media_id),
        backgroundMedia: s.background_media_id ? (media.get(String(s.background_media_id)) ?? null) : null,
        backgroundMediaMode: s.background_media_mode,
        cssClass: str(s.css_class),
        visibility: visibility(s.visibility),
        blocks: blocks.filter((b) => b.cms_section_id === s.id).map(blockJson),
        apiAlias: 'cms_section',
      }),
    ),
    createdAt: date(page.created_at),
    apiAlias: 'cms_page',
  })
}

function ids(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

function resolveData(
  type: string,
  config: SlotConfig,
  media: Map<string, Json>,
  r: CmsResolver,
): Json | null {
  switch (type) {
    case 'product-listing':
      return { listing: r.listing(config as Json), apiAlias: 'cms_product_listing' }
    case 'product-box': {
      const [product] = r.products(ids(config.product?.value))
      return { product: product ?? null, apiAlias: 'cms_product_box' }
    }
    case 'product-slider':
      return { products: r.products(ids(config.products?.value)), apiAlias: 'cms_product_slider' }
    case 'image': {
      const id = config.media?.value
      return compact({
        media: typeof id === 'string' ? (media.get(id) ?? null) : null,
        url: str(config.url?.value),
        newTab: config.newTab?.value === true,
        apiAlias: 'cms_image',
      })
    }
    case 'image-slider':
    case 'image-gallery': {
      const alias = type === 'image-slider' ? 'cms_image_slider' : 'cms_image_gallery'
      // mapped "product.media": the gallery of the product page being resolved
      if (config.sliderItems?.source === 'mapped' && r.product) {
        const gallery = Array.isArray(r.product.media) ? (r.product.media as Json[]) : []
        return {
          sliderItems: gallery.map((m) => ({ media: m.media, apiAlias: 'cms_image_slider_item' })),
          apiAlias: alias,
        }
      }
      const items = Array.isArray(config.sliderItems?.value) ? (config.sliderItems.value as Json[]) : []
      return {
        sliderItems: items.map((it) =>
          compact({
            media: media.get(String(it.mediaId)) ?? null,
            url: str(it.url),
            newTab: it.newTab === true,
            apiAlias: 'cms_image_slider_item',
          }),
        ),
        apiAlias: alias,
      }
    }
    case 'manufacturer-logo': {
      const manufacturer = r.product?.manufacturer as Json | undefined
      return compact({
        media: (manufacturer?.media as Json | undefined) ?? null,
        apiAlias: 'cms_manufacturer_logo',
      })
    }
    case 'text':
    case 'product-name': {
      // mapped "product.name" (product heading) reads the product being resolved
      const mapped = config.content?.source === 'mapped' && r.product
      const translated = (r.product?.translated ?? {}) as Json
      const content = mapped ? str(translated.name) : str(config.content?.value)
      return { content: content ?? '', apiAlias: 'cms_text' }
    }
    case 'buy-box':
    case 'product-description-reviews':
    case 'cross-selling':
      return r.product
        ? { product: r.product, productId: r.product.id, apiAlias: `cms_${type.replaceAll('-', '_')}` }
        : null
    default:
      return null
  }
}
