// Languages of the sales channel (with their locale code).

import type { Language } from '../../domain/types.ts'
import { mapLanguage } from '../mappers/context.ts'
import type { WireBody } from '../wire.ts'
import type { ListResource, ResourceContext } from './shared.ts'

export function createLanguageResource({ invoke }: ResourceContext): ListResource<Language> {
  return {
    async list(criteria = {}) {
      const body: WireBody<'readLanguages post /language'> = {
        associations: { translationCode: {} },
        ...criteria,
      }
      const { data } = await invoke('readLanguages post /language', { body })
      return data.elements.map(mapLanguage)
    },
  }
}
