import type { Context } from 'hono'
import type { ListingRequest } from '../criteria/listing.ts'
import type { AppEnv } from '../http/context.ts'
import type { CmsEntity } from '../serialize/cms-mapped.ts'
import type { CmsResolver } from '../serialize/cms.ts'
import { loadProducts } from '../serialize/products.ts'
import { seoLinkRewriter } from '../serialize/seo-links.ts'
import { listingResult } from './listing.ts'

type Json = Record<string, unknown>

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
  }
}

/** Resolver for a product's detail layout: mapped and product-bound slots read the product itself. */
export function productResolver(c: Context<AppEnv>, product: Json): CmsResolver {
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  return {
    listing: () => null,
    products: (ids) => loadProducts(shop, ctx, ids),
    entity: { name: 'product', value: product },
    links: (texts) => seoLinkRewriter(shop.db, ctx, texts),
  }
}
