import type { Context, Hono } from 'hono'
import { isRecord } from '../lib/plain-data.ts'
import { runProductQuery } from '../criteria/product-query.ts'
import { type Criteria, emptyCriteria, STORE_API_MAX_LIMIT } from '../criteria/types.ts'
import { requireCustomer } from '../customer/current.ts'
import {
  addToWishlist,
  findWishlist,
  listedProductIds,
  mergeIntoWishlist,
  removeFromWishlist,
  wishlistJson,
} from '../customer/wishlist.ts'
import type { AppEnv } from '../core/context.ts'
import { ApiProblem, problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { isId } from '../lib/ids.ts'
import { loadProducts, optionsFor } from '../serialize/products.ts'
import { readCriteria, send } from './respond.ts'

/** Shopware's CustomerException factories for the wishlist routes (6.7 codes, statuses, texts). */
export const wishlistProblems = {
  wishlistNotFound: () =>
    new ApiProblem(404, 'CHECKOUT__WISHLIST_NOT_FOUND', 'Wishlist for this customer was not found.'),
  duplicateProduct: () =>
    new ApiProblem(400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', 'Product already added in wishlist'),
  productNotListed: (productId: string) =>
    new ApiProblem(
      404,
      'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND',
      `Could not find wishlist product with id "${productId}"`,
      { parameters: { entity: 'wishlist product', field: 'id', value: productId } },
    ),
  notActivated: () =>
    new ApiProblem(403, 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED', 'Wishlist is not activated!'),
  productIdsMissing: () =>
    new ApiProblem(400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING', 'Parameter "productIds" is missing.', {
      pointer: '/productIds',
    }),
}

/**
 * The logged-in, non-guest customer of a wishlist route (403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN
 * otherwise), once `core.cart.wishlistEnabled` allows the feature: Shopware's default is on, so
 * only a stored `false` (for the sales channel, else global) switches it off with a 403.
 */
function wishlistCustomer(c: Context<AppEnv>) {
  const customer = requireCustomer(c, { allowGuest: false })
  const salesChannelId = c.get('ctx').salesChannel.id
  const stored = c
    .get('services')
    .shop.db.prepare<[string], string>(
      "SELECT value FROM system_config WHERE config_key = 'core.cart.wishlistEnabled' AND sales_channel_id IN (?, '') ORDER BY sales_channel_id = '' LIMIT 1",
    )
    .pluck()
    .get(salesChannelId)
  if (stored !== undefined && enabledValue(stored) === false) throw wishlistProblems.notActivated()
  return customer
}

function enabledValue(stored: string): boolean {
  try {
    const value: unknown = JSON.parse(stored)
    return value !== false && value !== null && value !== 0 && value !== ''
  } catch {
    return true
  }
}

/** Shopware's DAL fetches `limit * 6 + 1` rows in next-pages mode and reports how many it found. */
const NEXT_PAGES_FACTOR = 6

/**
 * The ids among `ids` that the sales channel shows (active products), in `ids` order: the same
 * product search the other product routes run (Shopware validates through the sales-channel
 * product repository).
 */
function visibleProductIds(c: Context<AppEnv>, ids: readonly string[]): string[] {
  if (ids.length === 0) return []
  const { shop } = c.get('services')
  const found = new Set(
    runProductQuery({
      shop,
      ctx: c.get('ctx'),
      criteria: { ...emptyCriteria(), ids: [...ids], limit: ids.length },
      listing: null,
      source: { kind: 'all' },
      defaultLimit: ids.length,
      defaultSorting: null,
    }).ids,
  )
  return ids.filter((id) => found.has(id))
}

function productIdParam(c: Context<AppEnv>): string {
  const productId = c.req.param('productId') ?? ''
  if (!isId(productId)) throw problems.invalidUuid(productId, '/productId')
  return productId
}

/** Total of a page as the DAL reports it for Criteria::TOTAL_COUNT_MODE_* (0 none, 1 exact, 2 next-pages). */
function totalFor(criteria: Criteria, matching: number, offset: number, limit: number): number {
  const remaining = Math.max(0, matching - offset)
  if (criteria.totalCountMode === 1) return matching
  if (criteria.totalCountMode === 2) return Math.min(remaining, limit * NEXT_PAGES_FACTOR + 1)
  return Math.min(remaining, limit)
}

/**
 * POST /customer/wishlist: the customer's list and a page of its products. The criteria filter,
 * sort and aggregate like on /product, restricted to the listed products; without a sorting the
 * newest entries come first (Shopware's LoadWishlistRoute). Products the shop no longer shows are
 * left out. No `limit` means the Store API's maximum, as Shopware's criteria builder applies it.
 */
async function load(c: Context<AppEnv>) {
  const customer = wishlistCustomer(c)
  const criteria = await readCriteria(c)
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  const list = findWishlist(shop.db, customer.id, ctx.salesChannel.id)
  if (!list) throw wishlistProblems.wishlistNotFound()
  const listed = listedProductIds(shop.db, list.id)
  const asked = criteria.ids ? new Set(criteria.ids) : null
  const wanted = asked ? listed.filter((id) => asked.has(id)) : listed
  const result = runProductQuery({
    shop,
    ctx,
    criteria: { ...criteria, ids: wanted, page: 1, limit: Math.max(wanted.length, 1) },
    listing: null,
    source: { kind: 'all' },
    defaultLimit: Math.max(wanted.length, 1),
    defaultSorting: null,
  })
  let matching = result.ids
  if (criteria.sort.length === 0) {
    const hits = new Set(result.ids)
    matching = wanted.filter((id) => hits.has(id))
  }
  const limit = criteria.limit ?? STORE_API_MAX_LIMIT
  const offset = (criteria.page - 1) * limit
  const pageIds = matching.slice(offset, offset + limit)
  return send(
    c,
    {
      wishlist: wishlistJson(list),
      products: {
        elements: loadProducts(shop, ctx, pageIds, optionsFor(criteria.associations)),
        total: totalFor(criteria, matching.length, offset, limit),
        page: criteria.page,
        limit,
        aggregations: Object.keys(result.aggregations).length > 0 ? result.aggregations : [],
        availableSortings: [],
        currentFilters: {
          navigationId: ctx.salesChannel.navigation_category_id,
          manufacturer: [],
          price: { min: 0, max: 0 },
          rating: null,
          'shipping-free': false,
          properties: [],
        },
        entity: 'product',
        apiAlias: 'product_listing',
      },
    },
    criteria,
  )
}

/** POST /customer/wishlist/add/{productId}: 404 for a product the shop does not show, 400 when listed. */
function add(c: Context<AppEnv>) {
  const customer = wishlistCustomer(c)
  const productId = productIdParam(c)
  if (visibleProductIds(c, [productId]).length === 0) throw problems.productNotFound(productId)
  const { shop, now } = c.get('services')
  const added = addToWishlist(
    shop.db,
    customer.id,
    c.get('ctx').salesChannel.id,
    productId,
    now().toISOString(),
  )
  if (!added) throw wishlistProblems.duplicateProduct()
  return c.json({ success: true })
}

/** DELETE /customer/wishlist/delete/{productId}: 404 without a list or when the product is not on it. */
function remove(c: Context<AppEnv>) {
  const customer = wishlistCustomer(c)
  const productId = productIdParam(c)
  const outcome = removeFromWishlist(
    c.get('services').shop.db,
    customer.id,
    c.get('ctx').salesChannel.id,
    productId,
  )
  if (outcome === 'no-wishlist') throw wishlistProblems.wishlistNotFound()
  if (outcome === 'not-listed') throw wishlistProblems.productNotListed(productId)
  return c.json({ success: true })
}

/** The `productIds` of a merge body: a list of ids; empty entries are dropped as Shopware does. */
function mergeIds(payload: Record<string, unknown>): string[] {
  const raw = payload.productIds
  if (raw === undefined || raw === null) throw wishlistProblems.productIdsMissing()
  const list = Array.isArray(raw) ? raw : isRecord(raw) ? Object.values(raw) : null
  if (!list) {
    throw problems.invalidParameter(
      'productIds',
      'The parameter "productIds" has to be a list of product ids.',
    )
  }
  const ids: string[] = []
  for (const [i, value] of list.entries()) {
    if (value === '' || value === null) continue
    if (!isId(value)) {
      throw new ApiProblem(400, 'FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${String(value)}`, {
        pointer: `/productIds/${i}`,
        parameters: { input: String(value) },
      })
    }
    ids.push(value)
  }
  return [...new Set(ids)]
}

/**
 * POST /customer/wishlist/merge: adds the given products (the list a shopper kept before logging
 * in), creating the list when missing. Ids the shop does not show are skipped silently.
 */
async function merge(c: Context<AppEnv>) {
  const customer = wishlistCustomer(c)
  const ids = mergeIds(await readPayload(c))
  const { shop, now } = c.get('services')
  mergeIntoWishlist(
    shop.db,
    customer.id,
    c.get('ctx').salesChannel.id,
    visibleProductIds(c, ids),
    now().toISOString(),
  )
  return c.json({ success: true })
}

/** The wishlist routes of a logged-in (non-guest) customer. */
export function registerWishlistRoutes(app: Hono<AppEnv>): void {
  app.on(['GET', 'POST'], '/customer/wishlist', load)
  app.post('/customer/wishlist/add/:productId', add)
  app.delete('/customer/wishlist/delete/:productId', remove)
  app.post('/customer/wishlist/merge', merge)
}
