// Countries of the sales channel (the spec filters them by id equals where needed).

import type { Country } from '../../domain/types.ts'
import { mapCountry } from '../mappers/context.ts'
import type { ListResource, ResourceContext } from './shared.ts'

export function createCountryResource({ invoke }: ResourceContext): ListResource<Country> {
  return {
    async list(criteria = {}) {
      const { data } = await invoke('readCountry post /country', { body: criteria })
      return (data.elements ?? []).map(mapCountry)
    },
  }
}
