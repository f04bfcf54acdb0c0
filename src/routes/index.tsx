import { createFileRoute } from '@tanstack/react-router'
import { HomeContent } from './-lib/home-island.ts'
import { loadHome } from './-loaders/home.ts'

/** Home page: the CMS layout of the sales channel's root category (./-loaders/home.ts). */
export const Route = createFileRoute('/')({
  loader: ({ context }) => loadHome(context),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: HomePage,
})

function HomePage() {
  const { content, categoryId } = Route.useLoaderData()
  return <HomeContent content={content} categoryId={categoryId} />
}
