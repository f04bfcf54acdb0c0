import { idFor } from '../lib/ids.ts'
import type { SeedContext } from './context.ts'
import { LANGS, type L, type Lang } from './data/types.ts'
import { LANGUAGE_ID, json } from './writer.ts'

type Visibility = { mobile: boolean; tablet: boolean; desktop: boolean }
const VISIBLE: Visibility = { mobile: true, tablet: true, desktop: true }

export interface SlotDef {
  slot: string
  type: string
  config: (lang: Lang) => Record<string, { source: 'static' | 'mapped'; value: unknown }>
}
export interface BlockDef {
  type: string
  slots: SlotDef[]
  name?: string
  sectionPosition?: 'main' | 'sidebar'
  margins?: [string, string, string, string]
  backgroundColor?: string
  backgroundMediaId?: string
  backgroundMediaMode?: 'cover' | 'auto' | 'contain'
  cssClass?: string
  visibility?: Visibility
}
export interface SectionDef {
  blocks: BlockDef[]
  type?: 'default' | 'sidebar'
  name?: string
  sizingMode?: 'boxed' | 'full_width'
  backgroundColor?: string
  backgroundMediaId?: string
  backgroundMediaMode?: 'cover' | 'auto' | 'contain'
  cssClass?: string
  visibility?: Visibility
}

export const staticValue = (value: unknown): { source: 'static'; value: unknown } => ({
  source: 'static',
  value,
})
export const mapped = (value: string): { source: 'mapped'; value: string } => ({ source: 'mapped', value })
export const textSlot = (slot: string, html: L | ((lang: Lang) => string)): SlotDef => ({
  slot,
  type: 'text',
  config: (lang) => ({
    content: staticValue(typeof html === 'function' ? html(lang) : html[lang]),
    verticalAlign: staticValue(null),
  }),
})
export const imageSlot = (
  slot: string,
  mediaId: string,
  url: string | null = null,
  displayMode = 'standard',
): SlotDef => ({
  slot,
  type: 'image',
  config: () => ({
    media: staticValue(mediaId),
    displayMode: staticValue(displayMode),
    url: staticValue(url),
    newTab: staticValue(false),
    minHeight: staticValue('340px'),
    verticalAlign: staticValue(null),
  }),
})
export const sliderSlot = (productIds: string[], title: L): SlotDef => ({
  slot: 'productSlider',
  type: 'product-slider',
  config: (lang) => ({
    products: staticValue(productIds),
    title: staticValue(title[lang]),
    displayMode: staticValue('standard'),
    boxLayout: staticValue('standard'),
    navigation: staticValue(true),
    rotate: staticValue(false),
    border: staticValue(false),
    elMinWidth: staticValue('300px'),
    productStreamSorting: staticValue('name:ASC'),
    productStreamLimit: staticValue(10),
  }),
})

/** Writes a CMS page with its sections, blocks and translated slot configs. Ids derive from `key`. */
export function writeCmsPage(
  ctx: SeedContext,
  key: string,
  type: 'landingpage' | 'page' | 'product_list' | 'product_detail',
  name: L,
  sections: SectionDef[],
  cssClass: string | null = null,
): string {
  const { w, createdAt } = ctx
  const pageId = idFor('cms_page', key)
  w.insert('cms_page', {
    id: pageId,
    type,
    entity: null,
    css_class: cssClass,
    config: json({ backgroundColor: null }),
    created_at: createdAt,
  })
  w.translate('cms_page_translation', { cms_page_id: pageId, name })
  sections.forEach((section, sectionIndex) => {
    const sectionId = idFor('cms_section', `${key}:${sectionIndex}`)
    w.insert('cms_section', {
      id: sectionId,
      cms_page_id: pageId,
      position: sectionIndex,
      type: section.type ?? 'default',
      name: section.name ?? null,
      sizing_mode: section.sizingMode ?? 'boxed',
      mobile_behavior: 'wrap',
      background_color: section.backgroundColor ?? null,
      background_media_id: section.backgroundMediaId ?? null,
      background_media_mode: section.backgroundMediaMode ?? 'cover',
      css_class: section.cssClass ?? null,
      visibility: json(section.visibility ?? VISIBLE),
      created_at: createdAt,
    })
    section.blocks.forEach((block, blockIndex) => {
      const blockId = idFor('cms_block', `${key}:${sectionIndex}:${blockIndex}`)
      const [top, right, bottom, left] = block.margins ?? ['20px', '20px', '20px', '20px']
      w.insert('cms_block', {
        id: blockId,
        cms_section_id: sectionId,
        position: blockIndex,
        section_position: block.sectionPosition ?? 'main',
        type: block.type,
        name: block.name ?? null,
        margin_top: top,
        margin_right: right,
        margin_bottom: bottom,
        margin_left: left,
        background_color: block.backgroundColor ?? null,
        background_media_id: block.backgroundMediaId ?? null,
        background_media_mode: block.backgroundMediaMode ?? 'cover',
        css_class: block.cssClass ?? null,
        visibility: json(block.visibility ?? VISIBLE),
        created_at: createdAt,
      })
      for (const slot of block.slots) {
        const slotId = idFor('cms_slot', `${blockId}:${slot.slot}`)
        w.insert('cms_slot', {
          id: slotId,
          cms_block_id: blockId,
          type: slot.type,
          slot: slot.slot,
          created_at: createdAt,
        })
        for (const lang of LANGS) {
          w.insert('cms_slot_translation', {
            cms_slot_id: slotId,
            language_id: LANGUAGE_ID[lang],
            config: JSON.stringify(slot.config(lang)),
          })
        }
      }
    })
  })
  return pageId
}

export const t = (de: string, en: string, fr: string): L => ({ de, en, fr })

export function productIds(ctx: SeedContext, where: string, limit: number, ...params: string[]): string[] {
  return ctx.db
    .prepare<string[], { id: string }>(
      `SELECT DISTINCT p.id FROM product p WHERE p.parent_id IS NULL AND ${where} ORDER BY p.sales DESC, p.product_number LIMIT ${limit}`,
    )
    .all(...params)
    .map((r) => r.id)
}

export function hero(mediaId: string, html: L): SectionDef {
  return {
    sizingMode: 'full_width',
    cssClass: 'cms-section-hero',
    blocks: [
      {
        type: 'text-on-image',
        margins: ['0', '0', '0', '0'],
        backgroundMediaId: mediaId,
        backgroundMediaMode: 'cover',
        cssClass: 'hero',
        slots: [textSlot('content', html)],
      },
    ],
  }
}
