// Payment methods of the sales channel.

import type { PaymentMethod } from '../../domain/types.ts'
import { mapPaymentMethod } from '../mappers/context.ts'
import type { WireBody } from '../wire.ts'
import type { ListResource, MethodListCriteria, ResourceContext } from './shared.ts'

export function createPaymentMethodResource({
  invoke,
}: ResourceContext): ListResource<PaymentMethod, MethodListCriteria> {
  return {
    async list(criteria = {}) {
      const body: WireBody<'readPaymentMethod post /payment-method'> = criteria
      const { data } = await invoke('readPaymentMethod post /payment-method', { body })
      return (data.elements ?? []).map(mapPaymentMethod)
    },
  }
}
