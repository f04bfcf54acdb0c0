import type { StoreApi } from '../../api'
import { isApiError } from '../../api/errors'
import type { ReviewFailure, ReviewField, ReviewInput } from '../../domain/product'

const FIELDS: readonly ReviewField[] = ['title', 'content', 'points']

/**
 * Saves a review through the Store API; rejects with a ReviewFailure: the fields the API's
 * violations point at (400), no logged-in customer (403), or anything else.
 */
export async function saveReview(api: StoreApi, productId: string, review: ReviewInput): Promise<void> {
  try {
    await api.product.writeReview(productId, {
      title: review.title.trim(),
      content: review.content.trim(),
      points: review.points,
    })
  } catch (error) {
    if (isApiError(error) && error.status === 400) {
      const fields = FIELDS.filter((field) =>
        error.details.some((detail) => detail.source?.pointer === `/${field}`),
      )
      if (fields.length > 0) throw { kind: 'invalid', fields } satisfies ReviewFailure
    }
    if (isApiError(error) && (error.status === 401 || error.status === 403))
      throw { kind: 'login' } satisfies ReviewFailure
    throw { kind: 'failed' } satisfies ReviewFailure
  }
}
