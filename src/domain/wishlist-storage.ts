// The stored wishlist of a shopper who is not logged in, as the page's boot reads it (whether to
// start the actor system early). Imports nothing; the rest of the wishlist's rules are in wishlist.ts.

/** Local storage key of the list of a shopper who is not logged in (JSON array of product ids). */
export const WISHLIST_STORAGE_KEY = 'sw-wishlist-items'

const ID_PATTERN = /^[0-9a-f]{32}$/

export function isProductId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value)
}

/**
 * The ids of a stored list. Whatever else is found under the key (another app's data, a hand-edited
 * value, broken JSON) is not a list: unusable entries are dropped, duplicates kept once.
 */
export function parseStoredIds(raw: string | null | undefined): string[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return [...new Set(value.filter(isProductId))]
}
