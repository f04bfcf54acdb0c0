import type { Context } from 'hono'
import type { ListingRequest } from '../criteria/listing.ts'
import type { AppEnv } from '../http/context.ts'
import type { CmsResolver } from '../serialize/cms.ts'
import { loadProducts } from '../serialize/products.ts'
import { listingResult } from './listing.ts'

type Json = Record<string, unknown>

/** Resolver for category/landing pages: listing slots list the category with the request's criteria. */
export function pageResolver(
  c: Context<AppEnv>,
  categoryId: string | null,
  request: ListingRequest | null,
): CmsResolver {
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  return {
    listing: () =>
      categoryId && request ? listingResult(c, request, { kind: 'category', categoryId }, categoryId) : null,
    products: (ids) => loadProducts(shop, ctx, ids),
  }
}

/** Resolver for a product's detail layout: product-bound slots get the product itself. */
export function productResolver(c: Context<AppEnv>, product: Json): CmsResolver {
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  return { listing: () => null, products: (ids) => loadProducts(shop, ctx, ids), product }
}
