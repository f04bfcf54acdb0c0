// Landing pages with their resolved CMS layout.

import type { LandingPage } from '../../domain/types.ts'
import { mapLandingPage } from '../mappers/cms.ts'
import type { WireBody, WireResponse } from '../wire.ts'
import { type ResourceContext, SEO_URLS_HEADER, withSummaryIncludes } from './shared.ts'

export interface LandingPageResource {
  get(
    id: string,
    criteria?: WireBody<'readLandingPage post /landing-page/{landingPageId}'>,
  ): Promise<LandingPage>
}

export function createLandingPageResource({ http, languageId }: ResourceContext): LandingPageResource {
  return {
    async get(id, criteria = {}) {
      const { data } = await http.post<WireResponse<'readLandingPage post /landing-page/{landingPageId}'>>(
        `/landing-page/${encodeURIComponent(id)}`,
        withSummaryIncludes(criteria),
        { headers: SEO_URLS_HEADER },
      )
      return mapLandingPage(data, languageId())
    },
  }
}
