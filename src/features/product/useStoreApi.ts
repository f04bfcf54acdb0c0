import { useRouteContext } from '@tanstack/react-router'
import type { StoreApi } from '../../api/index.ts'

/**
 * The Store API client of the router context, for the product page's interactions (variant
 * switch, review paging and writing). Read-only page data comes from the route loader.
 */
export function useStoreApi(): StoreApi {
  return useRouteContext({ from: '__root__', select: (context) => context.api })
}
