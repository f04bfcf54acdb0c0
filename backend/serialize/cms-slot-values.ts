/**
 * What every CMS element resolver shares (Shopware's AbstractCmsElementResolver and
 * AbstractProductDetailCmsElementResolver): the slot's field config, the resolver context a route
 * supplies (entity, products, the data only routes can compute) and the readers of config values.
 */
import type { CmsEntity } from './cms-mapped.ts'
import type { LinkRewriter } from './seo-links.ts'

export type Json = Record<string, unknown>
export type SlotConfig = Record<string, { source?: string; value?: unknown }>

/**
 * Data of product-bound elements that only the route layer can compute, for a product (the page's
 * own or one a slot names): what Shopware's resolvers load through its routes and loaders.
 */
export interface ProductElementSources {
  /** ProductConfiguratorLoader: the property groups with their options ([] for a product without variants) */
  configuratorSettings: (product: Json) => Json[]
  /** the number of reviews of the product's family the caller may see (BuyBoxCmsElementResolver) */
  totalReviews: (product: Json) => number
  /** ProductReviewLoader's ProductReviewResult: first page, rating matrix, totals */
  reviews: (product: Json) => Json
  /** the cross-selling route's groups (CrossSellingElementCollection) */
  crossSellings: (product: Json) => Json[]
}

/** Resolves slot data that needs products (listing, box, slider); supplied by the route layer. */
export interface CmsResolver {
  listing: (slot: Json) => Json | null
  products: (ids: string[]) => Json[]
  /** the category, landing page or product the page is shown for; mapped values read from it */
  entity?: CmsEntity | null
  /** technical links in the given texts → SEO paths (one lookup for the whole page) */
  links?: (texts: string[]) => LinkRewriter
  /** buy box, reviews and cross-selling data; without it those elements carry their product only */
  productData?: ProductElementSources
  /**
   * False when the request's `includes` drop `field` of the `alias` struct: the answer would not
   * carry it, so it is not computed (a shopper's product page asks for no cross-selling graphs).
   */
  wants?: (alias: string, field: string) => boolean
}

export const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

export function ids(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

export const isMapped = (entry: { source?: string } | undefined) => entry?.source === 'mapped'
export const isStatic = (entry: { source?: string } | undefined) => entry?.source === 'static'

/** A media entity, or the media of a product media / an entity with `media` (`product.cover`). */
export function asMedia(value: unknown): Json | null {
  if (!isRecord(value)) return null
  if (value.apiAlias === 'media' || (typeof value.url === 'string' && typeof value.mimeType === 'string')) {
    return value
  }
  return isRecord(value.media) ? asMedia(value.media) : null
}

/** The product of the page, when the page is a product's. */
export function pageProduct(r: CmsResolver): Json | null {
  return r.entity?.name === 'product' ? r.entity.value : null
}

/** `compute()` unless the answer drops `alias.field` (see CmsResolver.wants); null then. */
export function wanted<T>(r: CmsResolver, alias: string, field: string, compute: () => T): T | null {
  return r.wants && !r.wants(alias, field) ? null : compute()
}
