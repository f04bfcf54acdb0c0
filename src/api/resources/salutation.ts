// Salutations for address and registration forms.

import type { Salutation } from '../../domain/types.ts'
import { mapSalutation } from '../mappers/context.ts'
import type { WireResponse } from '../wire.ts'
import type { ListResource, ResourceContext } from './shared.ts'

export function createSalutationResource({ http }: ResourceContext): ListResource<Salutation> {
  return {
    async list(criteria = {}) {
      const { data } = await http.post<WireResponse<'readSalutation post /salutation'>>(
        '/salutation',
        criteria,
      )
      return (data.elements ?? []).map(mapSalutation)
    },
  }
}
