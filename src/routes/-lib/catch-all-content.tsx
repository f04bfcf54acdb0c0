import { type IslandData, useIslandData } from '../../components/island-data.ts'
import type { ListingSearch } from '../../domain/listing.ts'
import type { PageHint } from '../../domain/page-link.ts'
import { ContentPage } from '../../features/content/ContentPage.tsx'
import { CategoryListing } from '../../features/listing/CategoryListing.tsx'
import { ProductDetail } from '../../features/product/ProductDetail.tsx'
import { type ResolvedPage, resolvePage } from '../-loaders/resolve-page.ts'
import { useEffect } from 'react'
import { useApp, usePageApi } from '../../app/app-context.ts'
import { useActor } from '../../system/hooks.ts'

export interface CatchAllContentProps {
  /** The loader's page; empty in the browser when the server rendered it (src/components/island-data.ts). */
  content: IslandData<ResolvedPage>
  /** The entity the server resolved: the browser loads the same one by id. */
  hint: PageHint
  search: ListingSearch
  splat: string
  /**
   * A document page shows this page in place of the one it was loaded with (a product's variant):
   * the content writes the page's title, meta, JSON-LD and canonical into the document's <head>.
   */
  ownHead?: boolean
}

/**
 * The head of a page shown in place on a document page (see `ownHead`). A component of its own, not
 * a hook of the content: React replays a component that suspended in `use` while it mounted, and a
 * hook after the read in that replay failed (React's #467, reported as #422) when a page arrived in
 * place while the content island was still hydrating.
 */
function OwnHead({ page }: { page: ResolvedPage }) {
  const { i18n, locale, origins } = useApp()
  const currency = useActor('session', (snapshot) => snapshot.context.session?.currency.isoCode) ?? 'EUR'
  useEffect(() => {
    let current = true
    void Promise.all([
      import('./catch-all-head.ts'),
      import('../../features/seo/head-serialization.ts'),
    ]).then(([{ catchAllHead }, { writeHeadToDocument }]) => {
      if (current) writeHeadToDocument(document.head, catchAllHead({ i18n, locale, origins, currency }, page))
    })
    return () => {
      current = false
    }
  }, [page, i18n, locale, origins, currency])
  return null
}

/** The catch-all route's page content: a category (CMS page and listing), landing page or product. */
export function CatchAllContent({ content, hint, search, splat, ownHead }: CatchAllContentProps) {
  const api = usePageApi()
  // The requests of a client-side navigation through an in-app link: by id, no SEO URL lookups.
  const page = useIslandData(content, async () => {
    const loaded = await resolvePage(api, `/${splat}`, { search, hint, alternates: 'technical' })
    if (!loaded) throw new Error(`The page /${splat} is gone since it was rendered`)
    return loaded
  })
  return (
    <>
      {ownHead ? <OwnHead page={page} /> : null}
      <PageBody page={page} search={search} splat={splat} />
    </>
  )
}

/** The page itself: a category's content and listing, a landing page or a product. */
function PageBody({ page, search, splat }: { page: ResolvedPage; search: ListingSearch; splat: string }) {
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
