// Countries of the sales channel (the spec filters them by id equals where needed).

import type { Country } from '../../domain/types.ts'
import { mapCountry } from '../mappers/context.ts'
import type { WireResponse } from '../wire.ts'
import type { ListResource, ResourceContext } from './shared.ts'

export function createCountryResource({ http }: ResourceContext): ListResource<Country> {
  return {
    async list(criteria = {}) {
      const { data } = await http.post<WireResponse<'readCountry post /country'>>('/country', criteria)
      return (data.elements ?? []).map(mapCountry)
    },
  }
}
