import type { I18n } from '@lingui/core'
import { breadcrumbHref } from '../../domain/product.ts'
import { msg } from '@lingui/core/macro'
import { canonicalUrl, type SeoContext, type SeoHead } from '../../features/seo/head.ts'
import { categoryHead, landingHead, productHead } from '../../features/seo/page-heads.ts'
import type { ResolvedPage } from '../-loaders/resolve-page.ts'

export interface CatchAllHeadContext extends SeoContext {
  i18n: I18n
  /** The context currency's ISO code, for the product's offer. */
  currency: string
}

/**
 * Title, description, canonical, Open Graph and JSON-LD of a category, landing page or product (the
 * root adds the hreflang alternates). Built by the loader, not by `head()`: the browser reads the
 * server's head back from the document, so it needs this code only for client-side navigation.
 */
export function catchAllHead(context: CatchAllHeadContext, page: ResolvedPage): SeoHead {
  const { i18n, currency } = context
  const seo: SeoContext = { locale: context.locale, origins: context.origins }
  switch (page.kind) {
    case 'category':
      return categoryHead(seo, page.category, page.alternates)
    case 'landing':
      return landingHead(seo, page.landingPage, page.alternates)
    case 'product': {
      const { product } = page
      const name = product.name
      return productHead(seo, {
        product,
        alternates: page.alternates,
        currency,
        reviewCount: product.reviews?.total ?? null,
        brand: product.manufacturer?.name ?? null,
        images: product.media,
        fallbackDescription: i18n._(msg`Buy ${name} at Gartenwerk – garden furniture since 1998.`),
        breadcrumb: [
          ...product.breadcrumb.map((entry) => ({
            name: entry.name,
            url: canonicalUrl(seo, breadcrumbHref(entry)),
          })),
          { name: product.name, url: canonicalUrl(seo, page.alternates) },
        ],
      })
    }
  }
}
