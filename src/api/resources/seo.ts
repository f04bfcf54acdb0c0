// SEO URL resolution: path → entity (catch-all route) and entity → paths in every language
// (language switcher, hreflang alternates).

import { safeDecodePath } from '../../domain/links.ts'
import type { SeoRouteName, SeoUrl } from '../../domain/types.ts'
import { mapSeoUrl } from '../mappers/common.ts'
import type { Criteria } from '../wire.ts'
import type { ResourceContext } from './shared.ts'

export interface SeoUrlResource {
  /** The SEO URL whose seoPathInfo equals `path` (leading slash ignored), or null. */
  resolve(path: string): Promise<SeoUrl | null>
  /**
   * SEO URLs of one entity in every language of the sales channel (canonical ones first). The
   * Store API answers per language, so this asks once per language (sw-language-id).
   */
  forEntity(routeName: SeoRouteName, foreignKey: string): Promise<SeoUrl[]>
}

export function createSeoUrlResource({ invoke }: ResourceContext): SeoUrlResource {
  const search = async (criteria: Criteria, languageId?: string) => {
    const { data } = await invoke('readSeoUrl post /seo-url', {
      body: criteria,
      headers: languageId ? { 'sw-language-id': languageId } : {},
    })
    return data.elements.map(mapSeoUrl)
  }
  return {
    async resolve(path) {
      const seoPathInfo = safeDecodePath(path).replace(/^\/+/, '')
      if (!seoPathInfo) return null
      const [first] = await search({
        filter: [{ type: 'equals', field: 'seoPathInfo', value: seoPathInfo }],
        limit: 1,
      })
      return first ?? null
    },
    async forEntity(routeName, foreignKey) {
      const { data: languages } = await invoke('readLanguages post /language', {
        body: { includes: { language: ['id'] } },
      })
      const criteria: Criteria = {
        filter: [
          { type: 'equals', field: 'routeName', value: routeName },
          { type: 'equals', field: 'foreignKey', value: foreignKey },
        ],
      }
      const perLanguage = await Promise.all(
        languages.elements.map((language) => search(criteria, language.id)),
      )
      const seen = new Set<string>()
      return perLanguage
        .flat()
        .filter((url) => !seen.has(url.id) && seen.add(url.id))
        .sort((a, b) => Number(b.isCanonical) - Number(a.isCanonical))
    },
  }
}
