// Salutations for address and registration forms.

import type { Salutation } from '../../domain/types.ts'
import { mapSalutation } from '../mappers/context.ts'
import type { ListResource, ResourceContext } from './shared.ts'

export function createSalutationResource({ invoke }: ResourceContext): ListResource<Salutation> {
  return {
    async list(criteria = {}) {
      const { data } = await invoke('readSalutation post /salutation', { body: criteria })
      return (data.elements ?? []).map(mapSalutation)
    },
  }
}
