import { type ReactNode, Suspense, use, useLayoutEffect } from 'react'
import { HydrationContext } from '../../components/island.tsx'

/**
 * A part of the chrome or the page's content that hydrates after the document's first commit.
 * React hydrates a server-rendered Suspense boundary that it meets while hydrating the root at its
 * offscreen lane: in a later render that yields to the browser every few milliseconds, instead of
 * inside the root's one long task (hydrateRoot renders its default lane without yielding). A press
 * on a part that has not hydrated yet makes React hydrate that part first.
 *
 * The server writes the same HTML with React's Suspense markers around the part (the fallback is
 * never shown: the server renders the part in full). Once the part has hydrated, the page's
 * hydration (src/components/page-hydration.ts) replays at once what the visitor did in it before.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated />
    </Suspense>
  )
}

/** Last in its boundary: its layout effect runs in the commit that hydrated the part. */
function PartHydrated() {
  const hydration = use(HydrationContext)
  useLayoutEffect(() => hydration?.partHydrated(), [hydration])
  return null
}
