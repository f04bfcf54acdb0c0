import type { ListingSearch } from '../../domain/listing.ts'
import { ContentPage } from '../../features/content/ContentPage.tsx'
import { CategoryListing } from '../../features/listing/CategoryListing.tsx'
import { ProductDetail } from '../../features/product/ProductDetail.tsx'
import type { ResolvedPage } from '../-loaders/resolve-page.ts'

export interface CatchAllContentProps {
  page: ResolvedPage
  search: ListingSearch
  splat: string
}

/** The catch-all route's page content: a category (CMS page and listing), landing page or product. */
export function CatchAllContent({ page, search, splat }: CatchAllContentProps) {
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
