// The listings' answer to a sorting key the shop does not know, for category pages and /search.
import { asFailure } from '../../domain/failure.ts'

function isUnknownSorting(error: unknown): boolean {
  return asFailure(error).reason === 'sortingNotFound'
}

/**
 * Loads a listing with the requested sorting. A key the shop does not know (an old bookmark, a typo)
 * is a 400 there: the listing is loaded once more with `fallback` (the default sorting; undefined
 * lets the shop pick) instead of showing an error page. Any other failure propagates, and so does
 * the 400 when the requested sorting already was the fallback.
 */
export async function withSortingFallback<T>(
  order: string | undefined,
  fallback: string | undefined,
  load: (order: string | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await load(order)
  } catch (error) {
    if (order === fallback || !isUnknownSorting(error)) throw error
    return load(fallback)
  }
}
