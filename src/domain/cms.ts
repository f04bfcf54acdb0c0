// CMS slots as the storefront renders them: one data shape per element type, produced by the
// mapper (src/api/mappers/cms-slot-data.ts) and rendered by one component per type (the element
// map in src/features/cms/elements.ts). Both are checked against CmsSlotDataMap by the compiler:
// a new element type is an entry here, then the compiler asks for its mapper and its component.
import type { Media, ProductSummary } from './types.ts'

export interface CmsSlotConfigValue {
  source: string
  value: unknown
}

export interface CmsImageData {
  media: Media
  url: string | null
  newTab: boolean
}

export interface CmsSliderData {
  sliderItems: CmsImageData[]
}

/** A text's HTML, unsanitised (the renderer sanitises it): resolved by the Store API, else static. */
export interface CmsTextData {
  content: string
  /** The mapping (`category.description`) when the text is mapped and resolved to nothing. */
  emptyMapping?: string
}

export interface CmsVideoData {
  /** The optional poster, resolved by the Store API from the `previewMedia` config. */
  previewMedia: Media
}

/**
 * The `data` of each element type the storefront renders. `null` where the Store API resolved
 * nothing usable (another shape, a missing entity) and for elements that render what their page
 * provides (the product page's product, the listing of the route) rather than slot data.
 */
export interface CmsSlotDataMap {
  text: CmsTextData
  /** The shop's own element: markup from its static `content`, rendered through the sanitiser. */
  html: CmsTextData
  image: CmsImageData | null
  'image-slider': CmsSliderData | null
  'image-gallery': CmsSliderData | null
  'product-box': { product: ProductSummary } | null
  'product-slider': { products: ProductSummary[] } | null
  'youtube-video': CmsVideoData | null
  'vimeo-video': CmsVideoData | null
  form: null
  'category-navigation': null
  /** The product's name (mapped on a product page) or a static one (a landing page). */
  'product-name': CmsTextData | null
  // product page elements: the page's product (ProductPageProvider) has everything they show
  'manufacturer-logo': null
  'buy-box': null
  'product-description-reviews': null
  'cross-selling': null
  // listing elements: the listing of the route around the page (ListingProvider)
  'product-listing': null
  'sidebar-filter': null
  /** The shop's own element (no Shopware core type): showroom address, hours and map. */
  'gartenwerk-showroom': null
}

export type CmsElementType = keyof CmsSlotDataMap

interface CmsSlotBase {
  id: string
  apiAlias: 'cms_slot'
  slot: string
  /** Static and mapped config values (the renderer reads e.g. `displayMode`, `title`). */
  config: Record<string, CmsSlotConfigValue>
}

/** A slot of one element type with that type's data. */
export type CmsSlotOf<T extends CmsElementType> = CmsSlotBase & { type: T; data: CmsSlotDataMap[T] }

/**
 * A slot of an element type outside CmsSlotDataMap. Its own `type`, so that narrowing on a known
 * type works; `elementType` is the name Shopware sent (for the development marker).
 */
export interface UnsupportedCmsSlot extends CmsSlotBase {
  type: 'unsupported'
  elementType: string
  data: null
}

export type SupportedCmsSlot = { [T in CmsElementType]: CmsSlotOf<T> }[CmsElementType]

export type CmsSlot = SupportedCmsSlot | UnsupportedCmsSlot
