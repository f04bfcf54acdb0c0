import type { Context } from 'hono'
import { includesField } from '../criteria/includes.ts'
import type { ListingRequest } from '../criteria/listing.ts'
import type { AppEnv } from '../core/context.ts'
import type { CmsEntity } from '../serialize/cms-mapped.ts'
import type { CmsResolver, ProductElementSources } from '../serialize/cms-slots.ts'
import { loadProducts } from '../serialize/products.ts'
import { seoLinkRewriter } from '../serialize/seo-links.ts'
import { productConfigurator } from '../serialize/variants.ts'
import { crossSellingElements } from './cross-selling.ts'
import { listingResult } from './listing.ts'
import { type ProductRef, productReviewResult, reviewCount } from './review-loader.ts'

type Json = Record<string, unknown>

const refOf = (product: Json): ProductRef => ({
  id: String(product.id),
  parentId: typeof product.parentId === 'string' ? product.parentId : null,
})

/**
 * What product-bound elements load through routes in Shopware (BuyBox, ProductDescriptionReviews
 * and CrossSelling resolvers): the same services as our configurator, review and cross-selling
 * routes. `known` is a configurator the caller already built (the detail route's own).
 */
function productSources(
  c: Context<AppEnv>,
  known: { productId: string; configurator: Json[] } | null = null,
): ProductElementSources {
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  return {
    configuratorSettings: (product) =>
      known && known.productId === product.id ? known.configurator : productConfigurator(shop, ctx, product),
    totalReviews: (product) => reviewCount(c, refOf(product)),
    reviews: (product) => productReviewResult(c, refOf(product)),
    crossSellings: (product) => crossSellingElements(c, refOf(product)),
  }
}

/**
 * Resolver for category/landing pages (and shopping experiences on their own, without an entity):
 * listing slots list the category with the request's criteria, mapped values read the entity.
 */
export function pageResolver(
  c: Context<AppEnv>,
  categoryId: string | null,
  request: ListingRequest | null,
  entity: CmsEntity | null = null,
): CmsResolver {
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  return {
    listing: () =>
      categoryId && request ? listingResult(c, request, { kind: 'category', categoryId }, categoryId) : null,
    products: (ids) => loadProducts(shop, ctx, ids),
    entity,
    links: (texts) => seoLinkRewriter(shop.db, ctx, texts),
    productData: productSources(c),
  }
}

/**
 * Resolver for a product's detail layout: mapped and product-bound slots read the product itself.
 * The detail route hands over the configurator it built and the request's `includes`, so slot data
 * the answer would drop (a storefront that renders the buy box from the product) is not computed.
 */
export function productResolver(
  c: Context<AppEnv>,
  product: Json,
  detail: { configurator: Json[]; includes: Record<string, string[]> | null },
): CmsResolver {
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  return {
    listing: () => null,
    products: (ids) => loadProducts(shop, ctx, ids),
    entity: { name: 'product', value: product },
    links: (texts) => seoLinkRewriter(shop.db, ctx, texts),
    productData: productSources(c, { productId: String(product.id), configurator: detail.configurator }),
    wants: (alias, field) => includesField(detail.includes, alias, field),
  }
}
