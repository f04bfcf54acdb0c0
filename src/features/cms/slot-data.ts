// Type guards for the `data` of CMS slots. `CmsSlot.data` is `unknown` in the domain because its shape
// depends on the slot type; these guards are the one place that knows the expected shapes, so a
// back end that sends something else renders nothing instead of crashing a page.
import type { Media, ProductSummary } from '../../domain/types'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isMedia(value: unknown): value is Media {
  return isRecord(value) && typeof value.url === 'string' && Array.isArray(value.thumbnails)
}

export function isProductSummary(value: unknown): value is ProductSummary {
  return (
    isRecord(value) &&
    value.apiAlias === 'product' &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    isRecord(value.price)
  )
}

export interface ImageData {
  media: Media
  url: string | null
  newTab: boolean
}

function toImage(value: unknown): ImageData | null {
  if (!isRecord(value) || !isMedia(value.media)) return null
  return {
    media: value.media,
    url: typeof value.url === 'string' && value.url ? value.url : null,
    newTab: value.newTab === true,
  }
}

/** image: `{ media, url?, newTab? }`. */
export function imageData(data: unknown): ImageData | null {
  return toImage(data)
}

/** image-slider: `{ sliderItems: [{ media, url?, newTab? }] }`. */
export function sliderData(data: unknown): ImageData[] {
  if (!isRecord(data) || !Array.isArray(data.sliderItems)) return []
  return data.sliderItems.map(toImage).filter((item): item is ImageData => item !== null)
}

/** product-box: `{ product }`. */
export function productBoxData(data: unknown): ProductSummary | null {
  return isRecord(data) && isProductSummary(data.product) ? data.product : null
}

/** product-slider: `{ products: [] }`. */
export function productSliderData(data: unknown): ProductSummary[] {
  if (!isRecord(data) || !Array.isArray(data.products)) return []
  return data.products.filter(isProductSummary)
}

/** text: `{ content }` (resolved), falling back to the static config value. */
export function textContent(data: unknown, configValue: unknown): string {
  if (isRecord(data) && typeof data.content === 'string') return data.content
  return typeof configValue === 'string' ? configValue : ''
}
