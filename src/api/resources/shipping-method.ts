// Shipping methods of the sales channel (with their delivery time).

import type { ShippingMethod } from '../../domain/types.ts'
import { mapShippingMethod } from '../mappers/context.ts'
import type { WireResponse } from '../wire.ts'
import type { ListResource, MethodListCriteria, ResourceContext } from './shared.ts'

export function createShippingMethodResource({
  http,
}: ResourceContext): ListResource<ShippingMethod, MethodListCriteria> {
  return {
    async list({ onlyAvailable, ...criteria } = {}) {
      const { data } = await http.post<WireResponse<'readShippingMethod post /shipping-method'>>(
        '/shipping-method',
        { associations: { deliveryTime: {} }, ...criteria },
        { params: onlyAvailable === undefined ? undefined : { onlyAvailable } },
      )
      return data.elements.map(mapShippingMethod)
    },
  }
}
