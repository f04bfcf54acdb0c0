// Navigation trees: main, footer, service or any category subtree.

import type { NavigationEntry } from '../../domain/types.ts'
import { mapNavigationEntry } from '../mappers/navigation.ts'
import type { Schemas, WireBody, WireResponse } from '../wire.ts'
import { type ResourceContext, SEO_URLS_HEADER } from './shared.ts'

export type NavigationRoot = Schemas['NavigationType'] | (string & {})

export interface NavigationResource {
  /** The tree below `rootId` (an id or an alias like 'main-navigation'), `depth` levels deep. */
  load(activeId: NavigationRoot, rootId: NavigationRoot, depth?: number): Promise<NavigationEntry[]>
}

export function createNavigationResource({ http, languageId }: ResourceContext): NavigationResource {
  return {
    async load(activeId, rootId, depth = 2) {
      const body: WireBody<'readNavigation post /navigation/{activeId}/{rootId}'> = { depth }
      const { data } = await http.post<WireResponse<'readNavigation post /navigation/{activeId}/{rootId}'>>(
        `/navigation/${encodeURIComponent(activeId)}/${encodeURIComponent(rootId)}`,
        body,
        { headers: SEO_URLS_HEADER },
      )
      return data.map((entry) => mapNavigationEntry(entry, languageId()))
    },
  }
}
