// CMS pages (layouts with their slots resolved by the API).

import type { CmsPage } from '../../domain/types.ts'
import { mapCmsPage } from '../mappers/cms.ts'
import type { WireBody, WireResponse } from '../wire.ts'
import { type ResourceContext, SEO_URLS_HEADER, withSummaryIncludes } from './shared.ts'

export interface CmsResource {
  page(id: string, criteria?: WireBody<'readCms post /cms/{id}'>): Promise<CmsPage>
}

export function createCmsResource({ http, languageId }: ResourceContext): CmsResource {
  return {
    async page(id, criteria = {}) {
      const { data } = await http.post<WireResponse<'readCms post /cms/{id}'>>(
        `/cms/${encodeURIComponent(id)}`,
        withSummaryIncludes(criteria),
        { headers: SEO_URLS_HEADER },
      )
      return mapCmsPage(data, languageId())
    },
  }
}
