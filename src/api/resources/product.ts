// Products: detail (variants, reviews, cross-selling), category listing, search and suggestions.

import {
  type CrossSellingGroup,
  type ProductDetail,
  type VariantLink,
  REVIEWS_PER_PAGE,
  type ReviewInput,
  type ReviewPage,
} from '../../domain/product.ts'
import type { ProductListing, ProductSummary } from '../../domain/types.ts'
import { ApiError } from '../errors.ts'
import { seoPathOf } from '../mappers/common.ts'
import { mapProductListing, mapProductSummary } from '../mappers/product.ts'
import {
  mapBreadcrumbPaths,
  mapCrossSellings,
  mapProductDetail,
  mapReviewPage,
  RATING_AGGREGATION,
} from '../mappers/product-detail.ts'
import type { ProductListingCriteria, Schemas, WireBody } from '../wire.ts'
import { mappedOnce, PRODUCT_SUMMARY_INCLUDES, type ResourceContext, SEO_URLS_HEADER } from './shared.ts'

export interface ProductResource {
  /**
   * The detail route's product (gallery, manufacturer, properties, configurator, purchase limits).
   * Reviews and cross-selling are requests of their own: the product page's loader decides how
   * they load beside it (src/routes/-loaders/product-page.ts).
   */
  get(id: string, criteria?: WireBody<'readProductDetail post /product/{productId}'>): Promise<ProductDetail>
  /** The variant of `productId`'s family with these options, with its SEO path; null when none matches. */
  findVariant(
    productId: string,
    optionIds: string[],
    switchedGroup?: string,
  ): Promise<{ id: string; seoPathInfo: string | null } | null>
  /**
   * Every variant of the family `parentId` (id, options, SEO path, availability): what the
   * configurator's links point at, so that choosing a variant works without the page's code.
   */
  variants(parentId: string): Promise<VariantLink[]>
  /** Approved reviews (plus the caller's own pending ones), newest first, with the rating distribution. */
  reviews(productId: string, options?: { page?: number; limit?: number }): Promise<ReviewPage>
  /** Saves the logged-in customer's review (unapproved until moderated). */
  writeReview(productId: string, review: ReviewInput): Promise<void>
  crossSelling(productId: string): Promise<CrossSellingGroup[]>
  /** SEO paths of the categories on the product's breadcrumb (Shopware's /breadcrumb), by category id. */
  breadcrumbPaths(productId: string): Promise<Record<string, string>>
  listing(categoryId: string, criteria?: ProductListingCriteria): Promise<ProductListing>
  search(term: string, criteria?: ProductListingCriteria): Promise<ProductListing>
  suggest(term: string, criteria?: ProductListingCriteria): Promise<ProductListing>
}

/**
 * Slot data of the product layout that our product page does not read, left out of the detail
 * answer with `includes` (Shopware applies them per apiAlias, to CMS structs too). Shopware's
 * resolvers fill it for storefronts that render the slots alone: the buy box a second copy of the
 * product and the configurator, the reviews element a third copy and the first page of reviews, the
 * cross-selling element whole product graphs, the logo a copy of the manufacturer. Our page has the
 * product and its configurator from the same answer, and asks for reviews and cross-selling on its
 * own, narrowed to what it shows (teasers, five reviews). A caller's own includes win.
 */
export const PRODUCT_PAGE_SLOT_INCLUDES: Record<string, string[]> = {
  cms_buy_box: ['productId'],
  cms_product_description_reviews: ['productId'],
  // no field at all: apiAlias is always kept
  cms_cross_selling: ['apiAlias'],
  cms_manufacturer_logo: ['mediaId'],
}

/** The most variants one family links to (larger families: the options switch with the page's code). */
const MAX_VARIANT_LINKS = 100

/** The fields of a product's SEO URLs that a link to the product needs (variant links). */
const LINK_SEO_URL_FIELDS = ['seoPathInfo', 'languageId', 'isCanonical', 'isDeleted']

export function createProductResource({ invoke, languageId }: ResourceContext): ProductResource {
  const listed = ({ data }: { data: Schemas['ProductListingResult'] }) => mapListingResult(data, languageId())
  const resource: ProductResource = {
    async get(id, criteria = {}) {
      const { data } = await invoke('readProductDetail post /product/{productId}', {
        pathParams: { productId: id },
        body: { ...criteria, includes: { ...PRODUCT_PAGE_SLOT_INCLUDES, ...criteria.includes } },
        headers: SEO_URLS_HEADER,
      })
      return mappedOnce(data, languageId(), mapProductDetail)
    },
    async findVariant(productId, optionIds, switchedGroup) {
      let variantId: string | undefined
      try {
        const { data } = await invoke('searchProductVariantIds post /product/{productId}/find-variant', {
          pathParams: { productId },
          body: { options: optionIds, ...(switchedGroup ? { switchedGroup } : {}) },
        })
        variantId = data.foundCombination?.variantId
      } catch (error) {
        // 404 PRODUCT__VARIANT_NOT_FOUND: that combination does not exist
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
      if (!variantId) return null
      // find-variant answers ids only; the variant's SEO path comes with a product read trimmed to it.
      const { data } = await invoke('readProductDetail post /product/{productId}', {
        pathParams: { productId: variantId },
        body: { includes: { product: ['id', 'seoUrls'], seo_url: LINK_SEO_URL_FIELDS } },
        headers: SEO_URLS_HEADER,
      })
      const seo = (data.product.seoUrls ?? []).filter(
        (url) => url.seoPathInfo && !url.isDeleted && (!languageId() || url.languageId === languageId()),
      )
      const best = seo.find((url) => url.isCanonical) ?? seo[0]
      return { id: variantId, seoPathInfo: best?.seoPathInfo ?? null }
    },
    async variants(parentId) {
      const { data } = await invoke('readProduct post /product', {
        body: {
          filter: [{ type: 'equals', field: 'parentId', value: parentId }],
          limit: MAX_VARIANT_LINKS,
          'total-count-mode': 'none',
          includes: { product: ['id', 'optionIds', 'available', 'seoUrls'], seo_url: LINK_SEO_URL_FIELDS },
        },
        headers: SEO_URLS_HEADER,
      })
      return data.elements.map((variant) => ({
        id: variant.id,
        optionIds: variant.optionIds ?? [],
        seoPathInfo: seoPathOf(variant.seoUrls, languageId()),
        available: variant.available !== false,
      }))
    },
    async reviews(productId, { page = 1, limit = REVIEWS_PER_PAGE } = {}) {
      const { data } = await invoke('readProductReviews post /product/{productId}/reviews', {
        pathParams: { productId },
        body: {
          page,
          limit,
          sort: [{ field: 'createdAt', order: 'DESC' }],
          aggregations: [{ name: RATING_AGGREGATION, type: 'terms', field: 'points' }],
        },
      })
      return mapReviewPage(data, languageId())
    },
    async writeReview(productId, review) {
      await invoke('saveProductReview post /product/{productId}/review', {
        pathParams: { productId },
        body: { title: review.title, content: review.content, points: review.points },
      })
    },
    async crossSelling(productId) {
      const { data } = await invoke('readProductCrossSellings post /product/{productId}/cross-selling', {
        pathParams: { productId },
        // Teasers only: whole product graphs would be the largest answer a product page reads.
        body: { includes: PRODUCT_SUMMARY_INCLUDES },
        headers: SEO_URLS_HEADER,
      })
      return mappedOnce(data, languageId(), mapCrossSellings)
    },
    async breadcrumbPaths(productId) {
      const { data } = await invoke('readBreadcrumb get /breadcrumb/{id}', { pathParams: { id: productId } })
      return mapBreadcrumbPaths(data)
    },
    listing: async (categoryId, criteria = {}) =>
      listed(
        await invoke('readProductListing post /product-listing/{categoryId}', {
          pathParams: { categoryId },
          body: withListingIncludes(criteria),
          headers: SEO_URLS_HEADER,
        }),
      ),
    search: async (term, criteria = {}) =>
      listed(
        await invoke('searchPage post /search', {
          body: withListingIncludes({ ...criteria, search: term }),
          headers: SEO_URLS_HEADER,
        }),
      ),
    suggest: async (term, criteria = {}) =>
      listed(
        await invoke('searchSuggest post /search-suggest', {
          body: withListingIncludes({ ...criteria, search: term }),
          headers: SEO_URLS_HEADER,
        }),
      ),
  }
  return resource
}

/**
 * Product fields of listing cards (category listing, search, suggestions): the teaser fields plus
 * `childCount` (cards offer "add to cart" only for products without variants). A caller passing its
 * own `includes` keeps them.
 */
export const LISTING_INCLUDES: Record<string, string[]> = {
  product: [...(PRODUCT_SUMMARY_INCLUDES.product ?? []), 'childCount'],
}

export function withListingIncludes<C extends { includes?: Record<string, string[]> }>(criteria: C): C {
  return criteria.includes ? criteria : { ...criteria, includes: LISTING_INCLUDES }
}

/** A product card's summary: the teaser plus its variant count (see `ProductSummary.childCount`). */
export function mapCardSummary(product: Schemas['Product'], languageId?: string): ProductSummary {
  return { ...mapProductSummary(product, languageId), childCount: product.childCount ?? 0 }
}

/** A listing result whose cards know their variant count. */
export function mapListingResult(wire: Schemas['ProductListingResult'], languageId?: string): ProductListing {
  return mapProductListing(wire, languageId, mapCardSummary)
}
