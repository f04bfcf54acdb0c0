import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LOCALES } from '../domain/locale.ts'
import type { Alternates } from '../i18n/alternates.ts'
import { island } from '../components/island.tsx'
import { sessionLoaded, whenSettled } from '../system/settled.ts'

const HOME_TITLE = msg`Gartenwerk – garden furniture for decades`
const HOME_DESCRIPTION = msg`Teak, aluminium and rope garden furniture made to last: lounge sets, dining tables, chairs and loungers. Advice in our showroom, free shipping in the EU and Switzerland.`

/**
 * Home page: the CMS layout of the sales channel's root category (its home page in Shopware).
 * Critical data: the context (for the root category id) and the category; failures reach the error
 * page with their status, since a home page without content is not worth serving.
 */
export const Route = createFileRoute('/')({
  loader: async ({ context: { api, system, i18n, locale, origins } }) => {
    // The root loads the context in parallel; wait for it instead of asking the Store API twice.
    const session =
      (await whenSettled(system, 'session', sessionLoaded)).context.session ?? (await api.context.get())
    const [category, { homeHead }] = await Promise.all([
      api.category.get(session.salesChannel.navigationCategoryId),
      // The head is built here, not in head(): the dehydrated data carries it, so the browser
      // loads the SEO code only for client-side navigation.
      import('../features/seo/page-heads.ts'),
    ])
    const alternates: Alternates = Object.fromEntries(LOCALES.map((locale) => [locale, '/']))
    // Title, description, canonical, Open Graph, Organization + WebSite JSON-LD; hreflang: root.
    const head = homeHead(
      { locale, origins },
      {
        title: category.metaTitle || i18n._(HOME_TITLE),
        description: category.metaDescription || i18n._(HOME_DESCRIPTION),
        cmsPage: category.cmsPage,
      },
    )
    return { category, alternates, head }
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: HomePage,
})

// The page content hydrates on first interaction (src/components/island.tsx).
const HomeContent = island(
  'page',
  () => import('../features/content/ContentPage.tsx').then((module) => module.ContentPage),
  { live: true },
)

function HomePage() {
  const { category } = Route.useLoaderData()
  const { i18n } = Route.useRouteContext()
  return (
    <HomeContent
      title={category.metaTitle || i18n._(HOME_TITLE)}
      hideTitle={category.cmsPage !== null}
      description={category.description}
      cmsPage={category.cmsPage}
    />
  )
}
