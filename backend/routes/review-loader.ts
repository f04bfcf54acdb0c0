/**
 * Shopware's ProductReviewLoader (6.7): the first page of a product's reviews as the product page's
 * reviews element carries it (ProductDescriptionReviewsCmsElementResolver → ProductReviewResult):
 * the search result of the review route plus the rating matrix, the reviews in the request's
 * language, the shopper's own review and the totals. The buy box's review count
 * (BuyBoxCmsElementResolver) counts the same set. Both read `visibleReviews`, the review route's
 * own query, so the page and the route cannot disagree.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../core/context.ts'
import { type ReviewJson, termsBuckets, visibleReviews } from './reviews.ts'

type Json = Record<string, unknown>

export interface ProductRef {
  id: string
  parentId: string | null
}

const MAX_POINTS = 5
// Shopware's default alias of a Struct without its own: the class name in snake case.
const RATING_MATRIX_ALIAS = 'shopware_core_content_product_sales_channel_review_rating_matrix'

/**
 * Shopware's RatingMatrix over the `ratingMatrix` terms buckets: count and share per rating 5…1
 * (keys as PHP encodes its points-keyed array), the number of ratings and their sum.
 */
function ratingMatrix(buckets: { key: string; count: number }[]): Json {
  let totalReviewCount = 0
  let pointSum = 0
  const counts = new Map<number, number>()
  for (const bucket of buckets) {
    const raw = Number(bucket.key)
    const points = Math.round(raw)
    if (points < 1 || points > MAX_POINTS) continue
    pointSum += raw * bucket.count
    totalReviewCount += bucket.count
    counts.set(points, (counts.get(points) ?? 0) + bucket.count)
  }
  const matrix: Json = {}
  for (let points = MAX_POINTS; points > 0; points--) {
    const count = counts.get(points) ?? 0
    matrix[String(points)] = {
      points,
      count,
      percent: totalReviewCount > 0 ? (count / totalReviewCount) * 100 : 0,
    }
  }
  return { matrix, totalReviewCount, pointSum, apiAlias: RATING_MATRIX_ALIAS }
}

/** Reviews of the product's family the caller may see (the buy box's `totalReviews`). */
export function reviewCount(c: Context<AppEnv>, product: ProductRef): number {
  return visibleReviews(c, product).length
}

/**
 * The first page (newest first, `core.listing.reviewsPerPage`, 10 by default) with the loader's
 * aggregations: `ratingMatrix` (points) and `languageMatrix` (reviews in the request's language).
 */
export function productReviewResult(c: Context<AppEnv>, product: ProductRef): Json {
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  const rows = visibleReviews(c, product)
  const limit = shop.configNumber('core.listing.reviewsPerPage') ?? 10
  const ratings = termsBuckets(rows.map((r) => r.points))
  const native = termsBuckets(rows.filter((r) => r.languageId === ctx.languageId).map((r) => r.languageId))
  const customerId = ctx.payload.customerId ?? null
  // the shopper's own review of this very product (the loader asks the review route for product.id)
  const own: ReviewJson | undefined =
    customerId === null
      ? undefined
      : rows.find((r) => r.customerId === customerId && r.productId === product.id)
  return {
    elements: rows.slice(0, limit),
    aggregations: {
      ratingMatrix: { buckets: ratings, apiAlias: 'ratingMatrix_aggregation' },
      languageMatrix: { buckets: native, apiAlias: 'languageMatrix_aggregation' },
    },
    page: 1,
    limit,
    entity: 'product_review',
    total: rows.length,
    parentId: product.parentId ?? product.id,
    productId: product.id,
    matrix: ratingMatrix(ratings),
    customerReview: own ?? null,
    totalReviews: rows.length,
    totalNativeReviews: native[0]?.count ?? 0,
    apiAlias: 'dal_entity_search_result',
  }
}
