import { createFileRoute } from '@tanstack/react-router'
import { validateListingSearch } from '../domain/listing.ts'
import { loadCatchAll } from './-loaders/catch-all.ts'
import { CatchAllContent } from './-lib/catch-all-island.tsx'
import { searchSchema } from './-lib/search-schema.ts'

/**
 * Catch-all: the category, landing page or product behind a path (./-loaders/catch-all.ts says
 * where the entity comes from and how each failure ends). The query holds the category listing's
 * state (page, sorting, filters; defaults left out).
 */
export const Route = createFileRoute('/$')({
  validateSearch: searchSchema(validateListingSearch),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps, location, parentMatchPromise }) =>
    loadCatchAll({
      context,
      path: `/${params._splat ?? ''}`,
      search: deps.search,
      state: location.state,
      rootData: async () => (await parentMatchPromise).loaderData,
    }),
  // Title, description, canonical, Open Graph and JSON-LD per page kind, built by the loader
  // (./-lib/catch-all-head.ts); the root adds the hreflang alternates from `alternates`.
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CatchAllPage,
})

function CatchAllPage() {
  const { _splat: splat = '' } = Route.useParams()
  const { content, hint } = Route.useLoaderData()
  return <CatchAllContent content={content} hint={hint} search={Route.useSearch()} splat={splat} />
}
