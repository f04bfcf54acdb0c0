import type { StoreApi } from '../../api/index.ts'
import { useApp } from '../../app/app-context.ts'

/**
 * The Store API client of the router context, for the product page's interactions (variant
 * switch, review paging and writing). Read-only page data comes from the route loader.
 */
export function useStoreApi(): StoreApi {
  return useApp().api
}
