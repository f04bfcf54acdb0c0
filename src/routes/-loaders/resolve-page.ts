// Path → page data for the catch-all route's loader. Takes the Store API from the router context
// (routes never import services). Critical data: a missing entity is `null` (the loader throws
// notFound); transport and server errors propagate to the error page with their status.
//
// Store API requests per page: a technical path or a link's page hint names the entity, so the
// page costs exactly one request (category with its listing, product, landing page). Only a path
// typed or shared as a URL (the first, server-rendered load) is looked up with `/seo-url` first;
// the server also asks `/seo-url` for the hreflang alternates, the browser never does.
import type { StoreApi } from '../../api/index.ts'
import { LOCALES, type Locale } from '../../domain/locale.ts'
import { type ListingSearch, listingCriteria } from '../../domain/listing.ts'
import { normalisePath, type PageHint, parseTechnicalPath, technicalPath } from '../../domain/page-link.ts'
import type { ProductPage } from '../../domain/product.ts'
import type { Category, LandingPage, Language, ProductListing, SeoRouteName } from '../../domain/types.ts'
import { withSortingFallback } from '../../features/listing/sort-fallback.ts'
import type { Alternates } from '../../i18n/alternates.ts'
import { loadProductPage } from './product-page.ts'

interface PageBase {
  alternates: Alternates
  /** What links to this page carry; also the entity behind the URL. */
  hint: PageHint
  /** The SEO path in the page's language (without slashes at the ends), null when it has none. */
  canonicalPath: string | null
}

export type ResolvedPage =
  | (PageBase & { kind: 'category'; category: Category; listing: ProductListing | null })
  | (PageBase & { kind: 'landing'; landingPage: LandingPage })
  | (PageBase & { kind: 'product'; product: ProductPage })

export interface ResolveOptions {
  /** Listing parameters of a category page (page, sorting, filters). */
  search?: ListingSearch
  /** The entity a link named (history state); skips the SEO lookup. */
  hint?: PageHint | null
  /** Entities the page already knows by path (the menus); browser only. */
  known?: (path: string) => PageHint | null
  /** 'seo': SEO paths in every locale (server: hreflang); 'technical': no requests (browser). */
  alternates?: 'seo' | 'technical'
}

/** The entity behind a path: technical path, link hint, known path, else an SEO URL lookup. */
async function entityOf(api: StoreApi, path: string, options: ResolveOptions): Promise<PageHint | null> {
  const technical = parseTechnicalPath(path)
  if (technical) return technical
  if (options.hint) return options.hint
  const known = options.known?.(normalisePath(path))
  if (known) return known
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
  for (const locale of LOCALES) alternates[locale] ??= technicalPath({ routeName, id })
  return alternates
}

/**
 * The technical path in every locale: the server answers it with a 301 to that locale's SEO URL, so
 * the language switcher works after client-side navigation without asking `/seo-url`.
 */
export function technicalAlternates(hint: PageHint): Alternates {
  return Object.fromEntries(LOCALES.map((locale) => [locale, technicalPath(hint)]))
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404
}

function seoPath(path: string | null | undefined): string | null {
  const trimmed = (path ?? '').replace(/^\/+|\/+$/g, '')
  return trimmed || null
}

// A technical URL loaded in the browser redirects to its SEO URL; the page loaded for it is
// handed over to the redirected load (one request, not two). One entry per client, taken once.
const handoffs = new WeakMap<StoreApi, { key: string; page: ResolvedPage }>()

function handoffKey(hint: PageHint, search: ListingSearch | undefined): string {
  return JSON.stringify([hint.routeName, hint.id, search ?? {}])
}

/** Keeps a loaded page for the next load of the same entity and search (the redirect target). */
export function handOver(api: StoreApi, page: ResolvedPage, search: ListingSearch | undefined): void {
  handoffs.set(api, { key: handoffKey(page.hint, search), page })
}

function takeHandoff(api: StoreApi, hint: PageHint, search: ListingSearch | undefined): ResolvedPage | null {
  const entry = handoffs.get(api)
  if (!entry || entry.key !== handoffKey(hint, search)) return null
  handoffs.delete(api)
  return entry.page
}

/** The category with its listing; a sorting the shop does not know shows its default sorting. */
function categoryPage(api: StoreApi, id: string, search: ListingSearch) {
  return withSortingFallback(search.order, undefined, (order) =>
    api.category.listingPage(id, listingCriteria({ ...search, order })),
  )
}

/** Loads the page for a path, or null when nothing lives there. */
export async function resolvePage(
  api: StoreApi,
  path: string,
  options: ResolveOptions = {},
): Promise<ResolvedPage | null> {
  const entity = await entityOf(api, path, options)
  if (!entity) return null
  const handedOver = takeHandoff(api, entity, options.search)
  if (handedOver) return handedOver
  const hint = entity
  try {
    const alternatesPromise =
      options.alternates === 'technical'
        ? Promise.resolve(technicalAlternates(entity))
        : alternatesFor(api, entity.routeName, entity.id)
    switch (entity.routeName) {
      case 'frontend.navigation.page': {
        const [{ category, listing }, alternates] = await Promise.all([
          categoryPage(api, entity.id, options.search ?? {}),
          alternatesPromise,
        ])
        return {
          kind: 'category',
          category,
          listing,
          alternates,
          hint,
          canonicalPath: seoPath(category.seoPathInfo),
        }
      }
      case 'frontend.landing.page': {
        const [landingPage, alternates] = await Promise.all([
          api.landingPage.get(entity.id),
          alternatesPromise,
        ])
        return { kind: 'landing', landingPage, alternates, hint, canonicalPath: seoPath(landingPage.url) }
      }
      case 'frontend.detail.page': {
        const [product, alternates] = await Promise.all([loadProductPage(api, entity.id), alternatesPromise])
        return { kind: 'product', product, alternates, hint, canonicalPath: seoPath(product.seoPathInfo) }
      }
    }
  } catch (error) {
    // A stale SEO URL or technical link to a deleted entity: the Store API answers 404.
    if (isNotFound(error)) return null
    throw error
  }
}

/** True when the path is a technical URL whose entity has an SEO URL elsewhere (→ 301 there). */
export function redirectTarget(path: string, page: ResolvedPage): string | null {
  if (!parseTechnicalPath(path) || !page.canonicalPath) return null
  return normalisePath(page.canonicalPath) === normalisePath(path) ? null : page.canonicalPath
}
