// The `data` of CMS slots, per element type, as the lean domain shapes the renderer accepts
// (src/features/cms/slot-data.ts guards exactly these). The wire data of a slot is a full entity
// graph (products with manufacturer, tax, media folders, seo urls …): passing it through raw made
// the home page's dehydrated loader data ~250 KB. Types without a renderer yet map to null.

import type { Media } from '../../domain/types.ts'
import type { Schemas } from '../wire.ts'
import { mapMedia, text } from './common.ts'
import { mapProductSummary } from './product.ts'

type WireRecord = Record<string, unknown>

export interface CmsImageData {
  media: Media
  url: string | null
  newTab: boolean
}

function isRecord(value: unknown): value is WireRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An entity collection arrives as an array (Store API JSON) or, from some serialisers, `{ elements }`. */
function entities(value: unknown): WireRecord[] {
  const list = Array.isArray(value)
    ? value
    : isRecord(value) && Array.isArray(value.elements)
      ? value.elements
      : []
  return list.filter(isRecord)
}

function isWireMedia(value: unknown): value is Schemas['Media'] {
  return isRecord(value) && typeof value.id === 'string' && typeof value.url === 'string'
}

function isWireProduct(value: unknown): value is Schemas['Product'] {
  return isRecord(value) && typeof value.id === 'string' && isRecord(value.calculatedPrice)
}

function image(value: unknown): CmsImageData | null {
  if (!isRecord(value)) return null
  const media = isWireMedia(value.media) ? mapMedia(value.media) : null
  if (!media) return null
  return {
    media,
    url: typeof value.url === 'string' ? text(value.url) : null,
    newTab: value.newTab === true,
  }
}

/** Teasers never show the description (HTML, often the largest field): it stays on the detail page. */
function product(value: unknown, languageId: string | undefined) {
  return isWireProduct(value) ? { ...mapProductSummary(value, languageId), description: null } : null
}

/**
 * Maps a slot's resolved data by element type. Failure mode: a back end that answers another shape
 * yields null (or empty lists), and the element renders nothing instead of breaking the page.
 */
export function mapCmsSlotData(type: string, data: unknown, languageId?: string): unknown {
  if (!isRecord(data)) return null
  switch (type) {
    case 'text':
      return typeof data.content === 'string' ? { content: data.content } : null
    case 'image':
      return image(data)
    case 'image-slider':
    case 'image-gallery':
      return {
        sliderItems: entities(data.sliderItems)
          .map(image)
          .filter((item) => item !== null),
      }
    case 'product-box': {
      const summary = product(data.product, languageId)
      return summary ? { product: summary } : null
    }
    case 'product-slider':
      return {
        products: entities(data.products)
          .map((entry) => product(entry, languageId))
          .filter((entry) => entry !== null),
      }
    default:
      // No renderer for this element yet (the catalogue issue adds listing, buy box …): its wire data
      // would only weigh down the page. Add a case here together with the element's component.
      return null
  }
}
