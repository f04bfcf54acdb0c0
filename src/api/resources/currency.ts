// Currencies of the sales channel.

import type { Currency } from '../../domain/types.ts'
import { mapCurrency } from '../mappers/context.ts'
import type { WireResponse } from '../wire.ts'
import type { ListResource, ResourceContext } from './shared.ts'

export function createCurrencyResource({ http }: ResourceContext): ListResource<Currency> {
  return {
    async list(criteria = {}) {
      const { data } = await http.post<WireResponse<'readCurrency post /currency'>>('/currency', criteria)
      return data.map(mapCurrency)
    },
  }
}
