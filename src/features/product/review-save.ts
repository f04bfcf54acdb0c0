import type { StoreApi } from '../../api'
import type { ReviewInput } from '../../domain/product'

/** Saves a review through the Store API; rejects with the call's StoreApiFailure. */
export async function saveReview(api: StoreApi, productId: string, review: ReviewInput): Promise<void> {
  await api.product.writeReview(productId, {
    title: review.title.trim(),
    content: review.content.trim(),
    points: review.points,
  })
}
