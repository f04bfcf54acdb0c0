// Path → page data for the catch-all route. Takes the Store API from the router context (routes
// never import services). Critical data: a missing entity is `null` (the route throws notFound);
// transport and server errors propagate to the error page with their status.
import type { StoreApi } from '../../api/index.ts'
import { LOCALES, type Locale } from '../../domain/locale.ts'
import type { Category, LandingPage, Language, ProductSummary, SeoRouteName } from '../../domain/types.ts'
import type { Alternates } from '../../i18n/alternates.ts'

export type ResolvedPage =
  | { kind: 'category'; category: Category; alternates: Alternates }
  | { kind: 'landing'; landingPage: LandingPage; alternates: Alternates }
  | { kind: 'product'; product: ProductSummary; alternates: Alternates }

const TECHNICAL_PATH = /^\/?(navigation|landingPage|detail)\/([0-9a-f]{32})\/?$/i

const ROUTE_BY_SEGMENT: Record<string, SeoRouteName> = {
  navigation: 'frontend.navigation.page',
  landingpage: 'frontend.landing.page',
  detail: 'frontend.detail.page',
}

const SEGMENT_BY_ROUTE: Record<SeoRouteName, string> = {
  'frontend.navigation.page': 'navigation',
  'frontend.landing.page': 'landingPage',
  'frontend.detail.page': 'detail',
}

/** The entity behind a path: an SEO path, or a technical `/{navigation|landingPage|detail}/{id}` path. */
async function entityOf(
  api: StoreApi,
  path: string,
): Promise<{ routeName: SeoRouteName; id: string } | null> {
  const technical = TECHNICAL_PATH.exec(path)
  if (technical) {
    const routeName = ROUTE_BY_SEGMENT[(technical[1] ?? '').toLowerCase()]
    return routeName ? { routeName, id: (technical[2] ?? '').toLowerCase() } : null
  }
  // Shopware stores category paths with a trailing slash and product paths without: try as typed first.
  const seo = (await api.seoUrl.resolve(path)) ?? (await api.seoUrl.resolve(toggleTrailingSlash(path)))
  return seo ? { routeName: seo.routeName, id: seo.foreignKey } : null
}

function toggleTrailingSlash(path: string): string {
  return path.endsWith('/') ? path.replace(/\/+$/, '') : `${path}/`
}

// The shop's languages change with a deployment, not between pages: one request per client (the
// browser keeps one client per page; the server creates one per request). A failure is not cached.
const languagesByClient = new WeakMap<StoreApi, Promise<Language[]>>()

function languagesOf(api: StoreApi): Promise<Language[]> {
  let languages = languagesByClient.get(api)
  if (!languages) {
    languages = api.language.list()
    languages.catch(() => languagesByClient.delete(api))
    languagesByClient.set(api, languages)
  }
  return languages
}

/** SEO path of the entity in every locale; the technical path where a language has none. */
export async function alternatesFor(api: StoreApi, routeName: SeoRouteName, id: string): Promise<Alternates> {
  const [urls, languages] = await Promise.all([api.seoUrl.forEntity(routeName, id), languagesOf(api)])
  const localeOfLanguage = new Map<string, Locale>()
  for (const language of languages) {
    const locale = LOCALES.find((candidate) => candidate === language.localeCode)
    if (locale) localeOfLanguage.set(language.id, locale)
  }
  const alternates: Alternates = {}
  // Canonical URLs come first, so the first one per language wins.
  for (const url of urls) {
    const locale = localeOfLanguage.get(url.languageId)
    // Without slashes at either end: the router's canonical form (it redirects trailing slashes away).
    const path = url.seoPathInfo.replace(/^\/+|\/+$/g, '')
    if (locale && !alternates[locale] && path) alternates[locale] = `/${path}`
  }
  for (const locale of LOCALES) alternates[locale] ??= `/${SEGMENT_BY_ROUTE[routeName]}/${id}`
  return alternates
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404
}

/** Loads the page for a path, or null when nothing lives there. */
export async function resolvePage(api: StoreApi, path: string): Promise<ResolvedPage | null> {
  const entity = await entityOf(api, path)
  if (!entity) return null
  try {
    const alternatesPromise = alternatesFor(api, entity.routeName, entity.id)
    switch (entity.routeName) {
      case 'frontend.navigation.page': {
        const [category, alternates] = await Promise.all([api.category.get(entity.id), alternatesPromise])
        return { kind: 'category', category, alternates }
      }
      case 'frontend.landing.page': {
        const [landingPage, alternates] = await Promise.all([
          api.landingPage.get(entity.id),
          alternatesPromise,
        ])
        return { kind: 'landing', landingPage, alternates }
      }
      case 'frontend.detail.page': {
        const [product, alternates] = await Promise.all([api.product.get(entity.id), alternatesPromise])
        return { kind: 'product', product, alternates }
      }
    }
  } catch (error) {
    // A stale SEO URL or technical link to a deleted entity: the Store API answers 404.
    if (isNotFound(error)) return null
    throw error
  }
}
