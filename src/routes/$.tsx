import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound, redirect, type SearchSchemaInput } from '@tanstack/react-router'
import { useMemo } from 'react'
import { type ListingSearch, validateListingSearch } from '../domain/listing.ts'
import { pageHintOf, parseTechnicalPath } from '../domain/page-link.ts'
import { ContentPage } from '../features/content/ContentPage.tsx'
import { canonicalUrl } from '../features/seo/head.ts'
import { categoryHead, landingHead, productHead } from '../features/seo/page-heads.ts'
import type { SessionContext } from '../domain/types.ts'
import { CategoryListing } from '../features/listing/CategoryListing.tsx'
import { pageState } from '../features/listing/history-state.ts'
import { ProductDetail } from '../features/product/ProductDetail.tsx'
import { knownPages, menusOf } from './-lib/known-pages.ts'
import { handOver, redirectTarget, resolvePage } from './-lib/resolve-page.ts'

// The menus' path index, built once per root loader result (the menus are cached for minutes).
const knownByMenus = new WeakMap<object, ReturnType<typeof knownPages>>()
function knownIn(rootData: unknown): ReturnType<typeof knownPages> {
  if (typeof rootData !== 'object' || rootData === null) return new Map()
  let known = knownByMenus.get(rootData)
  if (!known) {
    known = knownPages(menusOf(rootData))
    knownByMenus.set(rootData, known)
  }
  return known
}

/**
 * Catch-all: the category, landing page or product behind a path. The entity comes from a technical
 * `/navigation|landingPage|detail/{id}` path, the page hint an in-app link carries in its history
 * state, the menus (browser), or else the Store API's SEO URLs in the page's language (first load).
 * A technical URL with an SEO URL answers 301 there (server) or replaces itself (browser).
 * The query holds the category listing's state (validated, defaults left out).
 * Nothing there → notFound() (404 page, 'Page not found: {path}'); Store API failures → error page.
 */
export const Route = createFileRoute('/$')({
  validateSearch: (raw: Record<string, unknown> & SearchSchemaInput): ListingSearch =>
    validateListingSearch(raw),
  // Validated again: the route's search also holds the raw query keys of the root (which has no
  // validator), so an invalid `manufacturer=x` would otherwise survive next to the validated keys.
  loaderDeps: ({ search }) => ({ search: validateListingSearch(search) }),
  loader: async ({ context: { api }, params, deps, location, parentMatchPromise }) => {
    const path = `/${params._splat ?? ''}`
    const browser = typeof document !== 'undefined'
    const hint = pageHintOf(location.state)
    let known: ((path: string) => ReturnType<typeof pageHintOf>) | undefined
    if (browser && !hint && !parseTechnicalPath(path)) {
      const index = knownIn((await parentMatchPromise).loaderData)
      known = (candidate) => index.get(candidate) ?? null
    }
    const page = await resolvePage(api, path, {
      search: deps.search,
      hint,
      known,
      alternates: browser ? 'technical' : 'seo',
    })
    if (!page) throw notFound()
    const target = redirectTarget(path, page)
    if (target) {
      if (browser) handOver(api, page, deps.search)
      throw redirect({
        to: '/$',
        params: { _splat: target },
        search: deps.search,
        state: pageState(page.hint),
        statusCode: 301,
        replace: true,
      })
    }
    return page
  },
  // Title, description, canonical, Open Graph and JSON-LD per page kind (src/features/seo); the root
  // adds the hreflang alternates from the loader's `alternates`.
  head: ({ loaderData, match }) => {
    if (!loaderData) return {}
    const { i18n, locale, origins, system } = match.context
    const seo = { locale, origins }
    switch (loaderData.kind) {
      case 'category':
        return categoryHead(seo, loaderData.category, loaderData.alternates)
      case 'landing':
        return landingHead(seo, loaderData.landingPage, loaderData.alternates)
      case 'product': {
        const { product } = loaderData
        const name = product.name
        const session = system.view<{ session: SessionContext | null }>('session')?.context.session
        return productHead(seo, {
          product,
          alternates: loaderData.alternates,
          currency: session?.currency.isoCode ?? 'EUR',
          reviewCount: product.reviews?.total ?? null,
          brand: product.manufacturer?.name ?? null,
          images: product.media,
          fallbackDescription: i18n._(msg`Buy ${name} at Gartenwerk – garden furniture since 1998.`),
          breadcrumb: [
            ...product.breadcrumb.map((entry) => ({
              name: entry.name,
              url: canonicalUrl(seo, entry.id ? `/navigation/${entry.id}` : '/'),
            })),
            { name: product.name, url: canonicalUrl(seo, loaderData.alternates) },
          ],
        })
      }
    }
  },
  component: CatchAllPage,
})

function CatchAllPage() {
  const page = Route.useLoaderData()
  const raw = Route.useSearch()
  const search = useMemo(() => validateListingSearch(raw), [raw])
  const { _splat: splat = '' } = Route.useParams()
  switch (page.kind) {
    case 'category': {
      const content = (
        <ContentPage
          title={page.category.name}
          description={page.category.description}
          cmsPage={page.category.cmsPage}
        />
      )
      return page.listing ? (
        <CategoryListing
          listing={page.listing}
          search={search}
          splat={splat}
          hint={page.hint}
          cmsPage={page.category.cmsPage}
        >
          {content}
        </CategoryListing>
      ) : (
        content
      )
    }
    case 'landing':
      return <ContentPage title={page.landingPage.name} cmsPage={page.landingPage.cmsPage} />
    case 'product':
      return <ProductDetail product={page.product} />
  }
}
