// What an in-app link to a catalogue page carries besides its URL: the Store API route name and the
// entity id. The catch-all route loads the entity directly with it (no `/seo-url` lookup during
// client-side navigation: one Store API round trip per page). Imports nothing but domain types.

import type { SeoRouteName } from './types.ts'

export interface PageHint {
  routeName: SeoRouteName
  id: string
}

const ROUTE_NAMES: readonly SeoRouteName[] = [
  'frontend.navigation.page',
  'frontend.landing.page',
  'frontend.detail.page',
]
const ID = /^[0-9a-f]{32}$/

/** The hint from a history state entry (anything else, e.g. from an older build, is ignored). */
export function pageHintOf(state: unknown): PageHint | null {
  if (typeof state !== 'object' || state === null || !('page' in state)) return null
  const page = (state as { page: unknown }).page
  if (typeof page !== 'object' || page === null) return null
  const { routeName, id } = page as { routeName?: unknown; id?: unknown }
  if (typeof id !== 'string' || !ID.test(id)) return null
  const name = ROUTE_NAMES.find((candidate) => candidate === routeName)
  return name ? { routeName: name, id } : null
}

export function productPageHint(product: { id: string }): PageHint {
  return { routeName: 'frontend.detail.page', id: product.id }
}

export function categoryPageHint(category: { id: string }): PageHint {
  return { routeName: 'frontend.navigation.page', id: category.id }
}

/** Technical path of an entity (`/navigation/{id}` …); the server answers it with a 301 to the SEO URL. */
export function technicalPath(hint: PageHint): string {
  const segment =
    hint.routeName === 'frontend.navigation.page'
      ? 'navigation'
      : hint.routeName === 'frontend.landing.page'
        ? 'landingPage'
        : 'detail'
  return `/${segment}/${hint.id}`
}

const TECHNICAL_PATH = /^\/?(navigation|landingPage|detail)\/([0-9a-f]{32})\/?$/i

/** The entity of a technical path, or null for any other path. */
export function parseTechnicalPath(path: string): PageHint | null {
  const match = TECHNICAL_PATH.exec(path)
  if (!match) return null
  const segment = (match[1] ?? '').toLowerCase()
  const id = (match[2] ?? '').toLowerCase()
  const routeName: SeoRouteName =
    segment === 'navigation'
      ? 'frontend.navigation.page'
      : segment === 'landingpage'
        ? 'frontend.landing.page'
        : 'frontend.detail.page'
  return { routeName, id }
}

/** Path without slashes at the end, with one at the start: how the router compares paths. */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return `/${trimmed}`
}
