import type { Db } from '../db/database.ts'
import { type CmsResolver, resolveSlotData, type SlotConfig } from './cms-slots.ts'
import { loadMedia, type MediaJson } from './media.ts'
import { rewriteStrings, stringsOf } from './seo-links.ts'
import { json, type Row } from '../db/rows.ts'
import { compact, date, loadTranslations, str } from './translate.ts'

type Json = Record<string, unknown>

export type { CmsResolver } from './cms-slots.ts'

// slot types whose config and data carry editor-written links (text, buttons, image links)
const LINKED_TYPES = new Set(['text', 'html', 'image', 'image-slider', 'image-gallery'])

const visibility = (v: unknown) => json<Json>(v, { mobile: true, tablet: true, desktop: true })

/** A page's layout rows: its sections, their blocks and the blocks' slots. */
interface Layout {
  sections: Row[]
  blocks: Row[]
  slots: Row[]
}

/** Each slot's config and resolved data, by slot id. */
type ResolvedSlots = Map<string, { config: SlotConfig; data: Json | null }>

/** What serialising a page's sections, blocks and slots needs. */
interface PageParts {
  pageId: string
  layout: Layout
  media: Map<string, MediaJson>
  resolved: ResolvedSlots
}

/** The sections (in position order), blocks (in position order) and slots of the page. */
function loadLayout(db: Db, pageId: string): Layout {
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
  return { sections, blocks, slots }
}

/** Each slot's config by slot id: its translated config, overridden by the entity's `overrides`. */
function slotConfigs(
  db: Db,
  slots: Row[],
  chain: string[],
  overrides: Record<string, SlotConfig> | null,
): Map<string, SlotConfig> {
  const slotTr = loadTranslations(
    db,
    'cms_slot_translation',
    'cms_slot_id',
    slots.map((s) => String(s.id)),
    chain,
  )
  const configs = new Map<string, SlotConfig>()
  for (const s of slots) {
    configs.set(String(s.id), {
      ...json<SlotConfig>(slotTr.get(String(s.id))?.config, {}),
      ...(overrides?.[String(s.id)] ?? {}),
    })
  }
  return configs
}

/** The ids of every media the page shows: section and block backgrounds, the slot configs' media. */
function layoutMediaIds(layout: Layout, configs: Map<string, SlotConfig>): (string | null)[] {
  const mediaIds: unknown[] = [...layout.sections, ...layout.blocks].map((x) => x.background_media_id)
  for (const config of configs.values()) {
    // image and logo media, a video's preview image
    mediaIds.push(config.media?.value, config.previewMedia?.value)
    const items = config.sliderItems?.value
    if (Array.isArray(items)) for (const it of items) mediaIds.push((it as Json)?.mediaId)
  }
  return mediaIds.map((m) => (typeof m === 'string' ? m : null))
}

/**
 * Resolves each slot's data from its config, then replaces the technical links editors wrote in
 * linking slot types by SEO paths, all looked up at once.
 */
function resolveSlots(
  slots: Row[],
  configs: Map<string, SlotConfig>,
  media: Map<string, MediaJson>,
  resolver: CmsResolver,
): ResolvedSlots {
  const resolved: ResolvedSlots = new Map()
  for (const s of slots) {
    const config: SlotConfig = configs.get(String(s.id)) ?? {}
    resolved.set(String(s.id), { config, data: resolveSlotData(String(s.type), config, media, resolver) })
  }
  // technical links written by editors become SEO paths, all looked up at once
  if (resolver.links) {
    const linked = [...resolved.entries()].filter(([id]) =>
      LINKED_TYPES.has(String(slots.find((s) => String(s.id) === id)?.type)),
    )
    const rewrite = resolver.links(linked.flatMap(([, v]) => stringsOf([v.config, v.data])))
    for (const [id, v] of linked) {
      resolved.set(id, { config: rewriteStrings(v.config, rewrite), data: rewriteStrings(v.data, rewrite) })
    }
  }
  return resolved
}

/** A CmsSlot document with its resolved config and data. */
function slotJson(s: Row, resolved: ResolvedSlots): Json {
  const { config, data } = resolved.get(String(s.id)) ?? { config: {}, data: null }
  return compact({
    id: String(s.id),
    blockId: String(s.cms_block_id),
    type: String(s.type),
    slot: String(s.slot),
    locked: s.locked === 1,
    config,
    fieldConfig: null,
    translated: { config },
    data,
    createdAt: date(s.created_at),
    apiAlias: 'cms_slot',
  })
}

/** A CmsBlock document with its background media and slots. */
function blockJson(b: Row, parts: PageParts): Json {
  return compact({
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
    backgroundMedia: b.background_media_id ? (parts.media.get(String(b.background_media_id)) ?? null) : null,
    backgroundMediaMode: b.background_media_mode,
    cssClass: str(b.css_class),
    visibility: visibility(b.visibility),
    slots: parts.layout.slots.filter((s) => s.cms_block_id === b.id).map((s) => slotJson(s, parts.resolved)),
    apiAlias: 'cms_block',
  })
}

/** A CmsSection document with its background media and blocks. */
function sectionJson(s: Row, parts: PageParts): Json {
  return compact({
    id: String(s.id),
    pageId: parts.pageId,
    position: s.position,
    type: s.type,
    name: str(s.name),
    sizingMode: s.sizing_mode,
    mobileBehavior: s.mobile_behavior,
    backgroundColor: str(s.background_color),
    backgroundMediaId: str(s.background_media_id),
    backgroundMedia: s.background_media_id ? (parts.media.get(String(s.background_media_id)) ?? null) : null,
    backgroundMediaMode: s.background_media_mode,
    cssClass: str(s.css_class),
    visibility: visibility(s.visibility),
    blocks: parts.layout.blocks.filter((b) => b.cms_section_id === s.id).map((b) => blockJson(b, parts)),
    apiAlias: 'cms_section',
  })
}

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
  const layout = loadLayout(db, pageId)
  const configs = slotConfigs(db, layout.slots, chain, overrides)
  const media = loadMedia(db, layoutMediaIds(layout, configs), chain)
  const resolved = resolveSlots(layout.slots, configs, media, resolver)
  const parts: PageParts = { pageId, layout, media, resolved }
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
    sections: layout.sections.map((s) => sectionJson(s, parts)),
    createdAt: date(page.created_at),
    apiAlias: 'cms_page',
  })
}
