// The cart page's loader. The cart itself comes from the cart actor.
import type { StoreApi } from '../../api/index.ts'

/** The countries for the shipping estimate; a failing list hides the selector, not the page. */
export async function loadCartPage(api: StoreApi) {
  const countries = await api.country.list().catch(() => [])
  return { countries }
}
