import { createElement, type JSXElementConstructor } from 'react'
import { lazyElement } from '../../components/lazy-element.tsx'
import type { CmsElementType, CmsSlot, CmsSlotOf } from '../../domain/cms.ts'
import {
  CmsBuyBox,
  CmsCrossSelling,
  CmsManufacturerLogo,
  CmsProductDescriptionReviews,
  CmsProductGallery,
  CmsProductName,
  isProductGallerySlot,
} from '../product/cms-elements.tsx'
import { CmsCategoryNavigation } from './elements/CmsCategoryNavigation.tsx'
import { CmsHtml } from './elements/CmsHtml.tsx'
import { CmsImage } from './elements/CmsImage.tsx'
import { CmsImageGallery } from './elements/CmsImageGallery.tsx'
import { CmsImageSlider } from './elements/CmsImageSlider.tsx'
import { CmsProductBox, CmsProductSlider } from './elements/CmsProducts.tsx'
import { CmsText } from './elements/CmsText.tsx'
import { CmsVimeo, CmsYouTube } from './elements/CmsVideo.tsx'

// Elements with heavy dependencies (forms: react-aria + a machine; listing; map) load as their own
// chunks, so pages without them (the home page) do not pay for them. They are server-rendered; the
// browser hydrates them once their chunk has arrived.
const CmsForm = lazyElement(() => import('./elements/CmsForm.tsx').then((m) => m.CmsForm))
const ProductListing = lazyElement(() =>
  import('../listing/ProductListing.tsx').then((m) => m.ProductListing),
)
const ListingFilters = lazyElement(() =>
  import('../listing/ListingFilters.tsx').then((m) => m.ListingFilters),
)
const ShowroomMap = lazyElement(() => import('../content/ShowroomMap.tsx').then((m) => m.ShowroomMap))

export interface CmsElementProps<T extends CmsElementType> {
  slot: CmsSlotOf<T>
  /** `sizes` of the slot's images: a block splits the content width between its slots. */
  sizes: string
}

/** One component per element type of CmsSlotDataMap: a missing or extra type fails to compile. */
export type CmsElementMap = { [T in CmsElementType]: JSXElementConstructor<CmsElementProps<T>> }

/** The product gallery (an image gallery mapped to product.media); other galleries as they are. */
function ImageGallery(props: CmsElementProps<'image-gallery'>) {
  return isProductGallerySlot(props.slot) ? <CmsProductGallery /> : <CmsImageGallery {...props} />
}

const CMS_ELEMENTS = {
  text: CmsText,
  html: CmsHtml,
  image: CmsImage,
  'image-slider': CmsImageSlider,
  'image-gallery': ImageGallery,
  'product-box': CmsProductBox,
  'product-slider': CmsProductSlider,
  'youtube-video': CmsYouTube,
  'vimeo-video': CmsVimeo,
  form: CmsForm,
  'category-navigation': CmsCategoryNavigation,
  // product layout elements (product feature): they render the detail page's product
  'product-name': CmsProductName,
  'manufacturer-logo': CmsManufacturerLogo,
  'buy-box': CmsBuyBox,
  'product-description-reviews': CmsProductDescriptionReviews,
  'cross-selling': CmsCrossSelling,
  // listing elements (listing feature): they render the listing their route provides
  'product-listing': ProductListing,
  'sidebar-filter': ListingFilters,
  'gartenwerk-showroom': ShowroomMap,
} satisfies CmsElementMap

/** The element of the slot's type (a function, not a component: no extra layer in the tree). */
function supportedElement<T extends CmsElementType>(slot: CmsSlotOf<T>, sizes: string) {
  const elements: CmsElementMap = CMS_ELEMENTS
  const Element: JSXElementConstructor<CmsElementProps<T>> = elements[slot.type]
  return createElement(Element, { slot, sizes })
}

/** Development shows a marker for element types without a component; shoppers never see it. */
export function showUnknownElements(): boolean {
  return import.meta.env.DEV
}

/**
 * Renders one slot by its element type. Unknown types render nothing for shoppers; in development a
 * visible marker shows which element still needs a component.
 */
export function CmsElement({ slot, sizes }: { slot: CmsSlot; sizes: string }) {
  if (slot.type !== 'unsupported') return supportedElement(slot, sizes)
  return showUnknownElements() ? (
    <p className="cms-unknown" data-cms-type={slot.elementType}>
      CMS element “{slot.elementType}” ({slot.slot}) has no component yet.
    </p>
  ) : null
}
