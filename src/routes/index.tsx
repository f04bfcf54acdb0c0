import { createFileRoute } from '@tanstack/react-router'
import { island } from '../components/island.tsx'
import { loadHome } from './-loaders/home.ts'

/** Home page: the CMS layout of the sales channel's root category (./-loaders/home.ts). */
export const Route = createFileRoute('/')({
  loader: ({ context }) => loadHome(context),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: HomePage,
})

// The page content hydrates on first interaction (src/components/island.tsx).
const HomeContent = island(
  'page',
  () => import('./-lib/home-content.tsx').then((module) => module.HomeContent),
  { live: true },
)

function HomePage() {
  const { content, categoryId } = Route.useLoaderData()
  return <HomeContent content={content} categoryId={categoryId} />
}
