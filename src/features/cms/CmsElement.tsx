import { lazyElement } from '../../components/lazy-element'
import type { CmsSlot } from '../../domain/types'
import {
  CmsBuyBox,
  CmsCrossSelling,
  CmsManufacturerLogo,
  CmsProductDescriptionReviews,
  CmsProductGallery,
  CmsProductName,
  isProductGallerySlot,
} from '../product/cms-elements'
import { CmsCategoryNavigation } from './elements/CmsCategoryNavigation'
import { CmsImage } from './elements/CmsImage'
import { CmsImageGallery } from './elements/CmsImageGallery'
import { CmsImageSlider } from './elements/CmsImageSlider'
import { CmsProductBox, CmsProductSlider } from './elements/CmsProducts'
import { CmsText } from './elements/CmsText'
import { CmsVimeo, CmsYouTube } from './elements/CmsVideo'

// Elements with heavy dependencies (forms: react-aria + a machine; listing; map) load as their own
// chunks, so pages without them (the home page) do not pay for them. They are server-rendered; the
// browser hydrates them once their chunk has arrived.
const CmsForm = lazyElement(() => import('./elements/CmsForm').then((m) => m.CmsForm))
const ProductListing = lazyElement(() => import('../listing/ProductListing').then((m) => m.ProductListing))
const ListingFilters = lazyElement(() => import('../listing/ListingFilters').then((m) => m.ListingFilters))
const ShowroomMap = lazyElement(() => import('../content/ShowroomMap').then((m) => m.ShowroomMap))

/** Development shows a marker for element types without a component; shoppers never see it. */
export function showUnknownElements(): boolean {
  return import.meta.env.DEV
}

/**
 * Renders one slot by its element type. Unknown types render nothing for shoppers; in development a
 * visible marker shows which element still needs a component.
 */
export function CmsElement({ slot, sizes }: { slot: CmsSlot; sizes: string }) {
  switch (slot.type) {
    case 'text':
      return <CmsText slot={slot} />
    case 'image':
      return <CmsImage slot={slot} sizes={sizes} />
    case 'image-slider':
      return <CmsImageSlider slot={slot} sizes={sizes} />
    case 'product-box':
      return <CmsProductBox slot={slot} sizes={sizes} />
    case 'product-slider':
      return <CmsProductSlider slot={slot} />
    // product layout elements (product feature): they render the detail page's product
    case 'product-name':
      return <CmsProductName slot={slot} />
    case 'manufacturer-logo':
      return <CmsManufacturerLogo slot={slot} />
    case 'buy-box':
      return <CmsBuyBox />
    case 'product-description-reviews':
      return <CmsProductDescriptionReviews />
    case 'cross-selling':
      return <CmsCrossSelling />
    case 'image-gallery':
      // the product gallery (mapped to product.media); other galleries render as an image slider
      return isProductGallerySlot(slot) ? (
        <CmsProductGallery />
      ) : (
        <CmsImageGallery slot={slot} sizes={sizes} />
      )
    case 'youtube-video':
      return <CmsYouTube slot={slot} />
    case 'vimeo-video':
      return <CmsVimeo slot={slot} />
    case 'form':
      return <CmsForm slot={slot} />
    case 'category-navigation':
      return <CmsCategoryNavigation />
    // listing elements (listing feature): they render the listing their route provides
    case 'product-listing':
      return <ProductListing slot={slot} sizes={sizes} />
    case 'sidebar-filter':
      return <ListingFilters slot={slot} sizes={sizes} />
    // the shop's own element (no Shopware core type): showroom address, hours and map
    case 'gartenwerk-showroom':
      return <ShowroomMap />
    default:
      return showUnknownElements() ? (
        <p className="cms-unknown" data-cms-type={slot.type}>
          CMS element “{slot.type}” ({slot.slot}) has no component yet.
        </p>
      ) : null
  }
}
