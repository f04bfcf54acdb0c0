import { island } from '../../components/island.tsx'

/**
 * The home page's content: an island (src/components/island.tsx) that hydrates on first interaction
 * or when the actor system starts. One declaration for both page shapes (the router's route,
 * ../index.tsx, and the document page, src/app/document-page.tsx).
 */
export const HomeContent = island(
  'page',
  () => import('./home-content.tsx').then((module) => module.HomeContent),
  { live: true },
)
