import { type IslandData, useIslandData } from '../../components/island-data.ts'
import type { ListingSearch } from '../../domain/listing.ts'
import type { PageHint } from '../../domain/page-link.ts'
import { ContentPage } from '../../features/content/ContentPage.tsx'
import { CategoryListing } from '../../features/listing/CategoryListing.tsx'
import { ProductDetail } from '../../features/product/ProductDetail.tsx'
import { type ResolvedPage, resolvePage } from '../-loaders/resolve-page.ts'
import { usePageApi } from '../../app/app-context.ts'

export interface CatchAllContentProps {
  /** The loader's page; empty in the browser when the server rendered it (src/components/island-data.ts). */
  content: IslandData<ResolvedPage>
  /** The entity the server resolved: the browser loads the same one by id. */
  hint: PageHint
  search: ListingSearch
  splat: string
}

/** The catch-all route's page content: a category (CMS page and listing), landing page or product. */
export function CatchAllContent({ content, hint, search, splat }: CatchAllContentProps) {
  const api = usePageApi()
  // The requests of a client-side navigation through an in-app link: by id, no SEO URL lookups.
  const page = useIslandData(content, async () => {
    const loaded = await resolvePage(api, `/${splat}`, { search, hint, alternates: 'technical' })
    if (!loaded) throw new Error(`The page /${splat} is gone since it was rendered`)
    return loaded
  })
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
