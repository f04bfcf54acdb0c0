/**
 * Data of the product-bound CMS elements in the shapes of Shopware's resolvers (subclasses of
 * AbstractProductDetailCmsElementResolver): BuyBoxStruct, ProductDescriptionReviewsStruct,
 * CrossSellingStruct and ManufacturerLogoStruct. Every property of a struct is in the answer, null
 * when not resolved, as Shopware serialises structs. What needs a route (configurator, reviews,
 * cross-selling) comes from the resolver's `productData`; a field the request's `includes` drop is
 * not computed at all.
 */
import { resolveEntityValue } from './cms-mapped.ts'
import {
  asMedia,
  type CmsResolver,
  ids,
  isMapped,
  isRecord,
  isStatic,
  type Json,
  pageProduct,
  type SlotConfig,
  wanted,
} from './cms-slot-values.ts'

/**
 * The element's product. On a product page Shopware maps `product` to the page's product whatever
 * the slot says (AbstractProductDetailCmsElementResolver::collect); elsewhere a static `product`
 * config names one (loaded here), and a mapped one reads the page's entity.
 */
function elementProduct(config: SlotConfig, r: CmsResolver): Json | null {
  const own = pageProduct(r)
  if (own) return own
  const entry = config.product
  if (isMapped(entry)) {
    const value = resolveEntityValue(r.entity ?? null, String(entry?.value ?? ''))
    return isRecord(value) && typeof value.id === 'string' ? value : null
  }
  if (!isStatic(entry)) return null
  const [found] = r.products(ids(entry?.value))
  return found ?? null
}

/** BuyBoxCmsElementResolver: the product, its configurator and its review count. */
export function buyBoxData(config: SlotConfig, r: CmsResolver): Json {
  const alias = 'cms_buy_box'
  const product = elementProduct(config, r)
  const sources = r.productData
  return {
    productId: product ? String(product.id) : null,
    totalReviews:
      product && sources ? wanted(r, alias, 'totalReviews', () => sources.totalReviews(product)) : null,
    product,
    configuratorSettings:
      product && sources
        ? wanted(r, alias, 'configuratorSettings', () => sources.configuratorSettings(product))
        : null,
    apiAlias: alias,
  }
}

/**
 * ProductDescriptionReviewsCmsElementResolver (6.7, through ProductReviewLoader): the product and
 * its first page of reviews. `productId` stays null (6.7 no longer sets it); `ratingSuccess` is the
 * storefront's "thanks for your review" flag (a `success` request parameter), false here.
 */
export function reviewsData(config: SlotConfig, r: CmsResolver): Json {
  const alias = 'cms_product_description_reviews'
  const product = elementProduct(config, r)
  const sources = r.productData
  return {
    productId: null,
    ratingSuccess: false,
    reviews: product && sources ? wanted(r, alias, 'reviews', () => sources.reviews(product)) : null,
    product,
    apiAlias: alias,
  }
}

/** CrossSellingCmsElementResolver: the cross-selling route's groups, null when there are none. */
export function crossSellingData(config: SlotConfig, r: CmsResolver): Json {
  const alias = 'cms_cross_selling'
  const product = elementProduct(config, r)
  const sources = r.productData
  const groups =
    product && sources ? wanted(r, alias, 'crossSellings', () => sources.crossSellings(product)) : null
  return { crossSellings: groups && groups.length > 0 ? groups : null, apiAlias: alias }
}

/**
 * ManufacturerLogoCmsElementResolver: the configured media (usually mapped to
 * `product.manufacturer.media`), link and new-tab flag, plus the page product's manufacturer.
 */
export function manufacturerLogoData(config: SlotConfig, media: Map<string, Json>, r: CmsResolver): Json {
  const entity = r.entity ?? null
  const url = config.url
  const mediaEntry = config.media
  const resolved = isMapped(mediaEntry)
    ? asMedia(resolveEntityValue(entity, String(mediaEntry?.value ?? '')))
    : typeof mediaEntry?.value === 'string'
      ? (media.get(mediaEntry.value) ?? null)
      : null
  const link = url ? (isMapped(url) ? resolveEntityValue(entity, String(url.value ?? '')) : url.value) : null
  const product = pageProduct(r)
  return {
    mediaId: resolved ? String(resolved.id) : null,
    url: typeof link === 'string' ? link : null,
    newTab: config.newTab ? Boolean(config.newTab.value) : null,
    media: resolved,
    manufacturer: product && isRecord(product.manufacturer) ? product.manufacturer : null,
    apiAlias: 'cms_manufacturer_logo',
  }
}
