// The `data` of CMS slots: one mapper per element type (CmsSlotDataMap in src/domain/cms.ts),
// giving the lean domain shape its component renders. The wire data of a slot is a full entity
// graph (products with manufacturer, tax, media folders, seo urls …): passing it through raw made
// the home page's dehydrated loader data ~250 KB. Types outside the map keep no data at all.

import type {
  CmsElementType,
  CmsImageData,
  CmsSlot,
  CmsSlotConfigValue,
  CmsSlotDataMap,
  CmsSlotOf,
  SupportedCmsSlot,
} from '../../domain/cms.ts'
import type { ProductSummary } from '../../domain/types.ts'
import type { Schemas } from '../wire.ts'
import { isWireRecord, mapMedia, text } from './common.ts'
import { mapProductSummary } from './product.ts'

type WireRecord = Record<string, unknown>

/** What a slot's data is mapped from. */
interface SlotSource {
  /** The resolved data when the Store API sent an object; null otherwise. */
  data: WireRecord | null
  /** Translated over raw config values. */
  config: Record<string, CmsSlotConfigValue>
  /** Picks the SEO paths of products in the data (the current language's). */
  languageId: string | undefined
}

type SlotDataMappers = { [T in CmsElementType]: (source: SlotSource) => CmsSlotDataMap[T] }

/** An entity collection arrives as an array (Store API JSON) or, from some serialisers, `{ elements }`. */
function entities(value: unknown): WireRecord[] {
  const list = Array.isArray(value)
    ? value
    : isWireRecord(value) && Array.isArray(value.elements)
      ? value.elements
      : []
  return list.filter(isWireRecord)
}

function isWireMedia(value: unknown): value is Schemas['Media'] {
  return isWireRecord(value) && typeof value.id === 'string' && typeof value.url === 'string'
}

function isWireProduct(value: unknown): value is Schemas['Product'] {
  return isWireRecord(value) && typeof value.id === 'string' && isWireRecord(value.calculatedPrice)
}

function image(value: unknown): CmsImageData | null {
  if (!isWireRecord(value)) return null
  const media = isWireMedia(value.media) ? mapMedia(value.media) : null
  if (!media) return null
  return {
    media,
    url: typeof value.url === 'string' ? text(value.url) : null,
    newTab: value.newTab === true,
  }
}

function slider({ data }: SlotSource) {
  return data
    ? {
        sliderItems: entities(data.sliderItems)
          .map(image)
          .filter((item) => item !== null),
      }
    : null
}

/** Teasers never show the description (HTML, often the largest field): it stays on the detail page. */
function product(value: unknown, languageId: string | undefined): ProductSummary | null {
  return isWireProduct(value) ? { ...mapProductSummary(value, languageId), description: null } : null
}

/** Shopware resolves a video's `previewMedia` config into an image struct (`data.media`). */
function video({ data }: SlotSource) {
  const previewMedia = isWireMedia(data?.media) ? mapMedia(data.media) : null
  return previewMedia ? { previewMedia } : null
}

function staticString(entry: CmsSlotConfigValue | undefined): string | null {
  return entry?.source === 'static' && typeof entry.value === 'string' ? entry.value : null
}

const none = (): null => null

/**
 * One mapper per element type. Failure mode: a back end that answers another shape yields null (or
 * empty lists), and the element renders nothing instead of breaking the page.
 */
const SLOT_DATA = {
  // The resolved text (mapped values such as `category.description`), else the static content.
  text: ({ data, config }) => {
    const content = typeof data?.content === 'string' ? data.content : (staticString(config.content) ?? '')
    const mapping = config.content?.source === 'mapped' ? config.content.value : null
    return !content && typeof mapping === 'string' ? { content, emptyMapping: mapping } : { content }
  },
  // Pasted markup: the resolved data (links turned into SEO paths), else the static config.
  html: ({ data, config }) => ({
    content: typeof data?.content === 'string' ? data.content : (staticString(config.content) ?? ''),
  }),
  image: ({ data }) => image(data),
  'image-slider': slider,
  'image-gallery': slider,
  'product-box': ({ data, languageId }) => {
    const summary = product(data?.product, languageId)
    return summary ? { product: summary } : null
  },
  'product-slider': ({ data, languageId }) =>
    data
      ? {
          products: entities(data.products)
            .map((entry) => product(entry, languageId))
            .filter((entry) => entry !== null),
        }
      : null,
  'youtube-video': video,
  'vimeo-video': video,
  form: none,
  'category-navigation': none,
  'product-name': ({ data, config }) => {
    const content = typeof data?.content === 'string' ? data.content : staticString(config.content)
    return content ? { content } : null
  },
  'manufacturer-logo': none,
  'buy-box': none,
  'product-description-reviews': none,
  'cross-selling': none,
  'product-listing': none,
  'sidebar-filter': none,
  'gartenwerk-showroom': none,
} satisfies SlotDataMappers

/** Config values a type's data carries instead (a text's content): not twice in the page's data. */
const MOVED_TO_DATA: Partial<Record<CmsElementType, string>> = { text: 'content', html: 'content' }

function isSupportedType(type: string): type is CmsElementType {
  return Object.hasOwn(SLOT_DATA, type)
}

function supportedSlot<T extends CmsElementType>(
  wire: Schemas['CmsSlot'],
  type: T,
  source: SlotSource,
): CmsSlotOf<T> {
  const mappers: SlotDataMappers = SLOT_DATA
  const data = mappers[type](source)
  const moved = MOVED_TO_DATA[type]
  const config = moved
    ? Object.fromEntries(Object.entries(source.config).filter(([key]) => key !== moved))
    : source.config
  return { id: wire.id, apiAlias: 'cms_slot', type, slot: wire.slot, config, data }
}

/**
 * The slot with its data mapped by element type; a type without a mapper keeps no data (its wire
 * data would only weigh down the page) and renders nothing.
 */
export function mapSlotWithData(
  wire: Schemas['CmsSlot'],
  config: Record<string, CmsSlotConfigValue>,
  languageId: string | undefined,
): CmsSlot {
  const source: SlotSource = { data: isWireRecord(wire.data) ? wire.data : null, config, languageId }
  if (!isSupportedType(wire.type)) {
    const { id, slot, type: elementType } = wire
    return { id, apiAlias: 'cms_slot', type: 'unsupported', elementType, slot, config, data: null }
  }
  // SLOT_DATA's mapped type ties each type to its data; TypeScript cannot follow that tie across
  // the union of types, so the slot of "some supported type" is asserted to be one of the union.
  return supportedSlot(wire, wire.type, source) as SupportedCmsSlot
}
