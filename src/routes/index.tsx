import { createFileRoute } from '@tanstack/react-router'
import { island } from '../components/island.tsx'
import { loadHome } from './-loaders/home.ts'
import { HOME_TITLE } from './-lib/home-messages.ts'

/** Home page: the CMS layout of the sales channel's root category (./-loaders/home.ts). */
export const Route = createFileRoute('/')({
  loader: ({ context }) => loadHome(context),
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
