// Navigation trees: main, footer, service or any category subtree.

import type { NavigationEntry } from '../../domain/types.ts'
import { mapNavigationEntry } from '../mappers/navigation.ts'
import type { Schemas } from '../wire.ts'
import { type ResourceContext, SEO_URLS_HEADER } from './shared.ts'

export type NavigationRoot = Schemas['NavigationType'] | (string & {})

export interface NavigationResource {
  /** The tree below `rootId` (an id or an alias like 'main-navigation'), `depth` levels deep. */
  load(activeId: NavigationRoot, rootId: NavigationRoot, depth?: number): Promise<NavigationEntry[]>
}

/**
 * Menus mapped from a kept answer: the server's Store API cache hands every render within its TTL
 * the same frozen answer, so its entries are mapped once per language and shared, frozen too
 * (mapping the menus is a measurable part of a render). Answers from the network (not frozen,
 * the browser's) are mapped per call.
 */
const mappedKeptMenus = new WeakMap<object, Map<string, NavigationEntry[]>>()

function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const field of Object.values(value)) deepFrozen(field)
  }
  return value
}

function mapMenu(data: Schemas['Category'][], languageId: string | undefined): NavigationEntry[] {
  if (!Object.isFrozen(data)) return data.map((entry) => mapNavigationEntry(entry, languageId))
  let byLanguage = mappedKeptMenus.get(data)
  if (!byLanguage) {
    byLanguage = new Map()
    mappedKeptMenus.set(data, byLanguage)
  }
  let mapped = byLanguage.get(languageId ?? '')
  if (!mapped) {
    mapped = deepFrozen(data.map((entry) => mapNavigationEntry(entry, languageId)))
    byLanguage.set(languageId ?? '', mapped)
  }
  return mapped
}

export function createNavigationResource({ invoke, languageId }: ResourceContext): NavigationResource {
  return {
    async load(activeId, rootId, depth = 2) {
      const { data } = await invoke('readNavigation post /navigation/{activeId}/{rootId}', {
        pathParams: { activeId, rootId },
        body: { depth },
        headers: SEO_URLS_HEADER,
      })
      return mapMenu(data, languageId())
    },
  }
}
