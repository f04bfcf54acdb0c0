import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ContentPage } from '../features/content/ContentPage.tsx'
import { SHOP_INFO } from '../features/layout/shop-info.ts'
import { ProductDetail } from '../features/product/ProductDetail.tsx'
import { resolvePage } from './-lib/resolve-page.ts'

/** `Teak bench | Gartenwerk`: the page's own name first, then the shop. */
function withShopName(name: string): string {
  return `${name} | ${SHOP_INFO.name}`
}

function plainText(html: string | null | undefined, max = 160): string | undefined {
  if (!html) return undefined
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text || undefined
}

/**
 * Catch-all: resolves the path with the Store API's SEO URLs (in the page's language) or a technical
 * `/navigation|landingPage|detail/{id}` path, and renders the category, landing page or product.
 * Nothing there → notFound() (the platform's 404 page, 'Page not found: {path}', status 404).
 * Store API failures propagate to the error page with their status.
 */
export const Route = createFileRoute('/$')({
  loader: async ({ context: { api }, params }) => {
    const page = await resolvePage(api, `/${params._splat ?? ''}`)
    if (!page) throw notFound()
    return page
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {}
    const { i18n } = match.context
    switch (loaderData.kind) {
      case 'category': {
        const { category } = loaderData
        const description = category.metaDescription || plainText(category.description)
        return {
          meta: [
            { title: category.metaTitle || withShopName(category.name) },
            ...(description ? [{ name: 'description', content: description }] : []),
          ],
        }
      }
      case 'landing': {
        const { landingPage } = loaderData
        return {
          meta: [
            { title: landingPage.metaTitle || withShopName(landingPage.name) },
            ...(landingPage.metaDescription
              ? [{ name: 'description', content: landingPage.metaDescription }]
              : []),
          ],
        }
      }
      case 'product': {
        const { product } = loaderData
        const name = product.name
        const description =
          plainText(product.description) ??
          i18n._(msg`Buy ${name} at Gartenwerk – garden furniture since 1998.`)
        return {
          meta: [{ title: withShopName(product.name) }, { name: 'description', content: description }],
        }
      }
    }
  },
  component: CatchAllPage,
})

function CatchAllPage() {
  const page = Route.useLoaderData()
  switch (page.kind) {
    case 'category':
      return (
        <ContentPage
          title={page.category.name}
          description={page.category.description}
          cmsPage={page.category.cmsPage}
        />
      )
    case 'landing':
      return <ContentPage title={page.landingPage.name} cmsPage={page.landingPage.cmsPage} />
    case 'product':
      return <ProductDetail product={page.product} />
  }
}
