// CMS pages, sections, blocks and slots; landing pages.

import type {
  CmsBlock,
  CmsPage,
  CmsSection,
  CmsSlot,
  CmsSlotConfigValue,
  LandingPage,
  Visibility,
} from '../../domain/types.ts'
import type { Schemas } from '../wire.ts'
import { mapSlotWithData } from './cms-slot-data.ts'
import { mapMedia, pick, text } from './common.ts'

function visibility(wire: { mobile?: boolean; tablet?: boolean; desktop?: boolean } | undefined): Visibility {
  return { mobile: wire?.mobile ?? true, tablet: wire?.tablet ?? true, desktop: wire?.desktop ?? true }
}

function slotConfig(config: unknown): Record<string, CmsSlotConfigValue> {
  const result: Record<string, CmsSlotConfigValue> = {}
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return result
  for (const [key, entry] of Object.entries(config)) {
    if (typeof entry === 'object' && entry !== null && 'value' in entry) {
      const source = 'source' in entry && typeof entry.source === 'string' ? entry.source : 'static'
      result[key] = { source, value: entry.value }
    }
  }
  return result
}

/**
 * `languageId` picks the SEO paths of products in the slot's data (the current language's).
 * Config values are kept (the renderer reads e.g. `displayMode`, `title`), except those the slot's
 * data carries (a text's content, see cms-slot-data.ts).
 */
export function mapCmsSlot(wire: Schemas['CmsSlot'], languageId?: string): CmsSlot {
  // The translated config holds the texts of the current language; fall back to the raw config.
  const translatedConfig = (wire.translated as { config?: unknown } | undefined)?.config
  return mapSlotWithData(wire, { ...slotConfig(wire.config), ...slotConfig(translatedConfig) }, languageId)
}

export function mapCmsBlock(wire: Schemas['CmsBlock'], languageId?: string): CmsBlock {
  return {
    id: wire.id,
    type: wire.type,
    position: wire.position,
    sectionPosition: wire.sectionPosition === 'sidebar' ? 'sidebar' : 'main',
    name: text(wire.name),
    cssClass: text(wire.cssClass),
    backgroundColor: text(wire.backgroundColor),
    backgroundMedia: mapMedia(wire.backgroundMedia),
    backgroundMediaMode: text(wire.backgroundMediaMode),
    margins: {
      top: text(wire.marginTop),
      right: text(wire.marginRight),
      bottom: text(wire.marginBottom),
      left: text(wire.marginLeft),
    },
    visibility: visibility(wire.visibility),
    slots: (wire.slots ?? []).map((slot) => mapCmsSlot(slot, languageId)),
  }
}

export function mapCmsSection(wire: Schemas['CmsSection'], languageId?: string): CmsSection {
  return {
    id: wire.id,
    type: wire.type === 'sidebar' ? 'sidebar' : 'default',
    position: wire.position,
    name: text(wire.name),
    cssClass: text(wire.cssClass),
    backgroundColor: text(wire.backgroundColor),
    backgroundMedia: mapMedia(wire.backgroundMedia),
    backgroundMediaMode: text(wire.backgroundMediaMode),
    sizingMode: text(wire.sizingMode),
    mobileBehavior: text(wire.mobileBehavior),
    visibility: visibility(wire.visibility),
    blocks: (wire.blocks ?? [])
      .map((block) => mapCmsBlock(block, languageId))
      .sort((a, b) => a.position - b.position),
  }
}

export function mapCmsPage(wire: Schemas['CmsPage'], languageId?: string): CmsPage {
  return {
    id: wire.id,
    name: pick(wire.translated?.name, wire.name),
    type: wire.type,
    cssClass: text(pick(wire.translated?.cssClass, wire.cssClass)),
    sections: (wire.sections ?? [])
      .map((section) => mapCmsSection(section, languageId))
      .sort((a, b) => a.position - b.position),
  }
}

export function mapLandingPage(wire: Schemas['LandingPage'], languageId?: string): LandingPage {
  return {
    id: wire.id,
    apiAlias: 'landing_page',
    name: pick(wire.translated?.name, wire.name) ?? '',
    url: text(pick(wire.translated?.url, wire.url)),
    metaTitle: text(pick(wire.translated?.metaTitle, wire.metaTitle)),
    metaDescription: text(pick(wire.translated?.metaDescription, wire.metaDescription)),
    cmsPage: wire.cmsPage ? mapCmsPage(wire.cmsPage, languageId) : null,
  }
}
