// Single categories with their resolved CMS page (the category route).

import type { Category } from '../../domain/types.ts'
import { mapCategory } from '../mappers/navigation.ts'
import type { ProductListingCriteria, WireResponse } from '../wire.ts'
import { type ResourceContext, SEO_URLS_HEADER, withSummaryIncludes } from './shared.ts'

export interface CategoryResource {
  /** The category with its resolved CMS page. */
  get(id: string, criteria?: ProductListingCriteria): Promise<Category>
}

export function createCategoryResource({ http, languageId }: ResourceContext): CategoryResource {
  return {
    async get(id, criteria = {}) {
      const { data } = await http.post<WireResponse<'readCategory post /category/{navigationId}'>>(
        `/category/${encodeURIComponent(id)}`,
        withSummaryIncludes(criteria),
        { headers: SEO_URLS_HEADER },
      )
      return mapCategory(data, languageId())
    },
  }
}
