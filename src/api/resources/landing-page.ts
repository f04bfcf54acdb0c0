// Landing pages with their resolved CMS layout.

import type { LandingPage } from '../../domain/types.ts'
import { mapLandingPage } from '../mappers/cms.ts'
import type { WireBody } from '../wire.ts'
import { type ResourceContext, SEO_URLS_HEADER, withSummaryIncludes } from './shared.ts'

export interface LandingPageResource {
  get(
    id: string,
    criteria?: WireBody<'readLandingPage post /landing-page/{landingPageId}'>,
  ): Promise<LandingPage>
}

export function createLandingPageResource({ invoke, languageId }: ResourceContext): LandingPageResource {
  return {
    async get(id, criteria = {}) {
      const { data } = await invoke('readLandingPage post /landing-page/{landingPageId}', {
        pathParams: { landingPageId: id },
        body: withSummaryIncludes(criteria),
        headers: SEO_URLS_HEADER,
      })
      return mapLandingPage(data, languageId())
    },
  }
}
