// Currencies of the sales channel.

import type { Currency } from '../../domain/types.ts'
import { mapCurrency } from '../mappers/context.ts'
import type { ListResource, ResourceContext } from './shared.ts'

export function createCurrencyResource({ invoke }: ResourceContext): ListResource<Currency> {
  return {
    async list(criteria = {}) {
      const { data } = await invoke('readCurrency post /currency', { body: criteria })
      return data.map(mapCurrency)
    },
  }
}
