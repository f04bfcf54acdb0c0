// Shipping methods of the sales channel (with their delivery time).

import type { ShippingMethod } from '../../domain/types.ts'
import { mapShippingMethod } from '../mappers/context.ts'
import type { ListResource, MethodListCriteria, ResourceContext } from './shared.ts'

export function createShippingMethodResource({
  invoke,
}: ResourceContext): ListResource<ShippingMethod, MethodListCriteria> {
  return {
    async list({ onlyAvailable, ...criteria } = {}) {
      const { data } = await invoke('readShippingMethod post /shipping-method', {
        body: { associations: { deliveryTime: {} }, ...criteria },
        // Only when asked: a call with query parameters is never answered from the server's cache.
        query: onlyAvailable === undefined ? undefined : { onlyAvailable },
      })
      return data.elements.map(mapShippingMethod)
    },
  }
}
