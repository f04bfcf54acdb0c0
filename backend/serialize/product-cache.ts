import type { Db } from '../db/database.ts'
import type { RequestContext } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import { loadProducts, type ProductLoadOptions } from './products.ts'

/**
 * Serialised products of listings and searches, as UTF-8 JSON, per request context. Loading and
 * serialising 24 products (six batch queries, prices, media, SEO category), stringifying and
 * encoding them is most of a listing request's time at any catalogue size; a page of cached
 * buffers is concatenated instead.
 *
 * What a product's JSON depends on is all in the key: sales channel, language chain, currency and
 * price context (tax state, factor, rounding), SEO URL header and load options. The catalogue is
 * read-only while the server runs except for stock and the Admin API: `invalidateProducts` drops a
 * product's JSON when an order takes or gives back stock (alterStock) or an integration changes it,
 * `forgetAllProducts` every product's when a category or page they embed changed. Those writes run in synchronous
 * transactions, so no request reads between the write and its commit or rollback.
 *
 * Bounded by entries (about 12 KB each at the seeded catalogue, so at most ~36 MB), oldest dropped first.
 */
const MAX_ENTRIES = 3_000

interface Cache {
  /** `${contextKey}\n${productId}` → its JSON, in least-recently-used order */
  texts: Map<string, Buffer>
  /** product id → its keys, for invalidation */
  keysOf: Map<string, Set<string>>
}

const caches = new WeakMap<Db, Cache>()

function cacheOf(db: Db): Cache {
  let cache = caches.get(db)
  if (!cache) {
    cache = { texts: new Map(), keysOf: new Map() }
    caches.set(db, cache)
  }
  return cache
}

function contextKey(ctx: RequestContext, opts: ProductLoadOptions): string {
  return JSON.stringify([
    ctx.salesChannel.id,
    ctx.languageId,
    ctx.languageChain,
    ctx.currencyId,
    ctx.price,
    ctx.includeSeoUrls,
    opts.gallery === true,
    opts.seoUrls === true,
  ])
}

function remember(cache: Cache, id: string, key: string, text: Buffer): void {
  if (cache.texts.size >= MAX_ENTRIES) {
    const oldest = cache.texts.keys().next().value
    if (oldest !== undefined) {
      cache.texts.delete(oldest)
      const productId = oldest.slice(oldest.indexOf('\n') + 1)
      const keys = cache.keysOf.get(productId)
      keys?.delete(oldest)
      if (keys?.size === 0) cache.keysOf.delete(productId)
    }
  }
  cache.texts.set(key, text)
  const keys = cache.keysOf.get(id)
  if (keys) keys.add(key)
  else cache.keysOf.set(id, new Set([key]))
}

/**
 * The JSON of `loadProducts(shop, ctx, ids, opts)`'s elements (UTF-8), in the order of `ids`; ids
 * that name no product are skipped, as loadProducts skips them. Misses are loaded in one batch.
 */
export function productJson(
  shop: Shop,
  ctx: RequestContext,
  ids: readonly string[],
  opts: ProductLoadOptions,
): Buffer[] {
  if (ids.length === 0) return []
  const cache = cacheOf(shop.db)
  const prefix = `${contextKey(ctx, opts)}\n`
  const found = new Map<string, Buffer>()
  const missing: string[] = []
  for (const id of ids) {
    const key = prefix + id
    const text = cache.texts.get(key)
    if (text === undefined) {
      missing.push(id)
      continue
    }
    // refresh its place in the LRU order
    cache.texts.delete(key)
    cache.texts.set(key, text)
    found.set(id, text)
  }
  if (missing.length > 0) {
    for (const product of loadProducts(shop, ctx, missing, opts)) {
      const id = String(product.id)
      const text = Buffer.from(JSON.stringify(product))
      remember(cache, id, prefix + id, text)
      found.set(id, text)
    }
  }
  const out: Buffer[] = []
  for (const id of ids) {
    const text = found.get(id)
    if (text !== undefined) out.push(text)
  }
  return out
}

/** Forgets the cached JSON of products whose rows changed (stock of an order). */
export function invalidateProducts(db: Db, ids: Iterable<string>): void {
  const cache = caches.get(db)
  if (!cache) return
  for (const id of ids) {
    for (const key of cache.keysOf.get(id) ?? []) cache.texts.delete(key)
    cache.keysOf.delete(id)
  }
}

/** Forgets every cached product JSON of the database (a category or CMS page they embed changed). */
export function forgetAllProducts(db: Db): void {
  caches.delete(db)
}
