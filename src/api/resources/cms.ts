// CMS pages (layouts with their slots resolved by the API).

import type { CmsPage } from '../../domain/types.ts'
import { mapCmsPage } from '../mappers/cms.ts'
import type { WireBody } from '../wire.ts'
import { mappedOnce, type ResourceContext, SEO_URLS_HEADER, withSummaryIncludes } from './shared.ts'

export interface CmsResource {
  page(id: string, criteria?: WireBody<'readCms post /cms/{id}'>): Promise<CmsPage>
}

export function createCmsResource({ invoke, languageId }: ResourceContext): CmsResource {
  return {
    async page(id, criteria = {}) {
      const { data } = await invoke('readCms post /cms/{id}', {
        pathParams: { id },
        body: withSummaryIncludes(criteria),
        headers: SEO_URLS_HEADER,
      })
      return mappedOnce(data, languageId(), mapCmsPage)
    },
  }
}
