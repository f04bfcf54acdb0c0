// Domain types of the storefront. The wire format (Store API) stops at src/api/mappers; everything
// above it (machines, system, features, routes) speaks these shapes. Imports nothing outside src/domain.

import type { CmsSlot } from './cms.ts'
import type { LegalPageIds } from './legal.ts'

export type { CmsSlot, CmsSlotConfigValue } from './cms.ts'

export interface MediaThumbnail {
  url: string
  width: number
  height: number
}

export interface Media {
  id: string
  /** Absolute (real Shopware) or root-relative (embedded back end); both are valid `src`s. */
  url: string
  alt: string | null
  title: string | null
  width: number | null
  height: number | null
  thumbnails: MediaThumbnail[]
}

export type SeoRouteName = 'frontend.navigation.page' | 'frontend.landing.page' | 'frontend.detail.page'

export interface SeoUrl {
  id: string
  routeName: SeoRouteName
  foreignKey: string
  languageId: string
  /** Without leading slash, as Shopware stores it (`Garten/Loungemoebel/`). */
  seoPathInfo: string
  /** Technical path (`/navigation/{id}`). */
  pathInfo: string
  isCanonical: boolean
}

export interface Language {
  id: string
  name: string
  /** BCP 47 code of the translation (`de-DE`), null when the back end did not include it. */
  localeCode: string | null
}

export interface Currency {
  id: string
  isoCode: string
  name: string
  symbol: string
  shortName: string
  factor: number
  /** Decimal places of item rounding (what prices are rounded to). */
  decimals: number
}

export interface Country {
  id: string
  name: string
  iso: string | null
  isEu: boolean
  shippingAvailable: boolean
  position: number
}

export interface Salutation {
  id: string
  key: string
  displayName: string
  letterName: string
}

export interface PaymentMethod {
  id: string
  technicalName: string
  name: string
  shortName: string | null
  description: string | null
  media: Media | null
}

export interface ShippingMethod {
  id: string
  technicalName: string
  name: string
  description: string | null
  /** Translated delivery time (`1-3 days`), null when not included. */
  deliveryTime: string | null
  media: Media | null
}

export interface Address {
  id: string
  firstName: string
  lastName: string
  company: string | null
  street: string
  zipcode: string | null
  city: string
  countryId: string
}

export interface SessionCustomer {
  id: string
  active: boolean
  guest: boolean
  firstName: string
  lastName: string
  email: string
  customerNumber: string
  defaultBillingAddressId: string
  defaultShippingAddressId: string
  /** Shopware 6.7 replaced the default payment method by the last used one. */
  lastPaymentMethodId: string | null
  activeBillingAddress: Address | null
  activeShippingAddress: Address | null
}

export type TaxState = 'gross' | 'net' | 'tax-free'

export interface SessionSalesChannel {
  id: string
  countryId: string
  languageId: string
  navigationCategoryId: string
  footerCategoryId: string | null
  serviceCategoryId: string | null
  /** The shop's legal pages by category id (customFields.gartenwerk_legal_pages); empty when unset. */
  legalPages: LegalPageIds
}

/** The Store API sales channel context, reduced to what the storefront uses. */
export interface SessionContext {
  /** Context token; null when the back end did not echo it in the body. */
  token: string | null
  languageId: string
  languageIdChain: string[]
  currency: Currency
  taxState: TaxState
  /** Whether the customer group sees gross prices. */
  displayGross: boolean
  shippingMethod: ShippingMethod | null
  paymentMethod: PaymentMethod | null
  /** Delivery country of the shipping location. */
  countryId: string | null
  salesChannel: SessionSalesChannel
  customer: SessionCustomer | null
}

/** Fields of PATCH /context. One at a time is what the storefront sends. */
export interface ContextPatch {
  currencyId?: string
  languageId?: string
  countryId?: string
  shippingMethodId?: string
  paymentMethodId?: string
  shippingAddressId?: string
  billingAddressId?: string
}

/** Where the Store API lives: the back end mounted in-process, or an external Shopware 6.7. */
export type StoreApiMode = 'embedded' | 'external'

export type NavigationType = 'page' | 'link' | 'folder'
export type LinkType = 'category' | 'product' | 'landing_page' | 'external'

export interface NavigationEntry {
  id: string
  parentId: string | null
  name: string
  type: NavigationType
  linkType: LinkType | null
  externalLink: string | null
  internalLink: string | null
  linkNewTab: boolean
  /** SEO path of the current language, without leading slash; null when none is known. */
  seoPathInfo: string | null
  media: Media | null
  /** Names from the root to this entry, translated version preferred. */
  breadcrumb: string[]
  level: number
  childCount: number
  children: NavigationEntry[]
}

export interface Category extends NavigationEntry {
  description: string | null
  metaTitle: string | null
  metaDescription: string | null
  cmsPage: CmsPage | null
}

export interface Visibility {
  mobile: boolean
  tablet: boolean
  desktop: boolean
}

export interface Margins {
  top: string | null
  right: string | null
  bottom: string | null
  left: string | null
}

/** One entry of a slot's config: `source` is `static` or `mapped`. */
export interface CmsBlock {
  id: string
  type: string
  position: number
  sectionPosition: 'main' | 'sidebar'
  name: string | null
  cssClass: string | null
  backgroundColor: string | null
  backgroundMedia: Media | null
  backgroundMediaMode: string | null
  margins: Margins
  visibility: Visibility
  slots: CmsSlot[]
}

export interface CmsSection {
  id: string
  type: 'default' | 'sidebar'
  position: number
  name: string | null
  cssClass: string | null
  backgroundColor: string | null
  backgroundMedia: Media | null
  backgroundMediaMode: string | null
  sizingMode: string | null
  mobileBehavior: string | null
  visibility: Visibility
  blocks: CmsBlock[]
}

export interface CmsPage {
  id: string
  name: string | null
  type: string
  cssClass: string | null
  sections: CmsSection[]
}

export interface LandingPage {
  id: string
  apiAlias: 'landing_page'
  name: string
  url: string | null
  metaTitle: string | null
  metaDescription: string | null
  cmsPage: CmsPage | null
}

export interface PriceTier {
  /** Upper bound of the tier (the last tier: its lower bound). */
  quantity: number
  unitPrice: number
}

export interface ProductPrice {
  unitPrice: number
  totalPrice: number
  /** Strike-through price, null when there is none. */
  listPrice: number | null
  /** Lowest price of the last 30 days (EU Omnibus), null when not relevant. */
  regulationPrice: number | null
  referencePrice: { price: number; purchaseUnit: number; referenceUnit: number; unitName: string } | null
}

export interface ProductBadges {
  topseller: boolean
  sale: boolean
  isNew: boolean
}

export interface ProductSummary {
  id: string
  apiAlias: 'product'
  parentId: string | null
  name: string
  productNumber: string
  description: string | null
  seoPathInfo: string | null
  cover: Media | null
  price: ProductPrice
  /** Graduated prices; empty when the product has a single price. */
  tiers: PriceTier[]
  /** True when variants or tiers make the shown price a "from" price. */
  hasPriceRange: boolean
  /** Cheapest unit price across variants/tiers, null when not computed. */
  cheapestPrice: number | null
  badges: ProductBadges
  available: boolean
  ratingAverage: number | null
  /** Translated name of the delivery time (`3–5 working days`), null when not included. */
  deliveryTime: string | null
  /** True for a download (state `is-download`): nothing is shipped; absent where not known. */
  download?: boolean
  /**
   * Number of variants of a parent product (0 for simple products and variants). Set by listings
   * and search (`src/api/resources/product.ts`); undefined where a response did not say.
   */
  childCount?: number
}

export interface ProductListing {
  elements: ProductSummary[]
  total: number
  page: number
  limit: number
  sorting: string | null
  availableSortings: { key: string; label: string }[]
  currentFilters: {
    manufacturer: string[]
    properties: string[]
    price: { min: number; max: number }
    search: string | null
  }
  /** Raw aggregations as the Store API answers them; listing-facets.ts reads the filter options. */
  aggregations: Record<string, unknown>
}
