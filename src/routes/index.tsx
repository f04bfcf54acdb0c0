import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LOCALES } from '../domain/locale.ts'
import type { Alternates } from '../i18n/alternates.ts'
import { ContentPage } from '../features/content/ContentPage.tsx'
import { homeHead } from '../features/seo/page-heads.ts'
import { whenSessionReady } from '../system/index.ts'

const HOME_TITLE = msg`Gartenwerk – garden furniture for decades`
const HOME_DESCRIPTION = msg`Teak, aluminium and rope garden furniture made to last: lounge sets, dining tables, chairs and loungers. Advice in our showroom, free shipping in the EU and Switzerland.`

/**
 * Home page: the CMS layout of the sales channel's root category (its home page in Shopware).
 * Critical data: the context (for the root category id) and the category; failures reach the error
 * page with their status, since a home page without content is not worth serving.
 */
export const Route = createFileRoute('/')({
  loader: async ({ context: { api, system } }) => {
    // The root loads the context in parallel; wait for it instead of asking the Store API twice.
    const session = (await whenSessionReady(system)).session ?? (await api.context.get())
    const category = await api.category.get(session.salesChannel.navigationCategoryId)
    const alternates: Alternates = Object.fromEntries(LOCALES.map((locale) => [locale, '/']))
    return { category, alternates }
  },
  // Title, description, canonical, Open Graph, Organization + WebSite JSON-LD; hreflang: root route.
  head: ({ loaderData, match }) => {
    const { i18n, locale, origins } = match.context
    return homeHead(
      { locale, origins },
      {
        title: loaderData?.category.metaTitle || i18n._(HOME_TITLE),
        description: loaderData?.category.metaDescription || i18n._(HOME_DESCRIPTION),
        cmsPage: loaderData?.category.cmsPage ?? null,
      },
    )
  },
  component: HomePage,
})

function HomePage() {
  const { category } = Route.useLoaderData()
  const { i18n } = Route.useRouteContext()
  return (
    <ContentPage
      title={category.metaTitle || i18n._(HOME_TITLE)}
      hideTitle={category.cmsPage !== null}
      description={category.description}
      cmsPage={category.cmsPage}
    />
  )
}
