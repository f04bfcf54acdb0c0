import { type ReactNode, Suspense } from 'react'
import { island } from '../../components/island.tsx'
import { lazyElement } from '../../components/lazy-element.tsx'
import { NotificationToasts } from '../notifications/ToastRegion.tsx'
import { HydrationBoundary } from './hydration-boundary.tsx'
import type { LayoutKind } from './layout-kind.ts'
import { type Menus, MenusContext } from './menus.ts'
import { SiteHeader } from './SiteHeader.tsx'
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx'

// Checkout pages are few and late in a visit: their chrome loads with them, not with every page.
const CheckoutChrome = lazyElement(() => import('./CheckoutLayout.tsx').then((m) => m.CheckoutChrome))
// The footer hydrates on first intent (src/components/island.tsx): links and text need no code.
const SiteFooter = island('footer', () => import('./SiteFooter.tsx').then((m) => m.SiteFooterFromMenus))

export type { SiteNavigation } from './menus.ts'

export interface DefaultLayoutProps {
  /** Main, footer and service navigation, loaded by the root route (island data). */
  navigation: Menus
  /** The chrome the page asks for (its routes' `staticData.layout`, see ./layout-kind.ts). */
  layout: LayoutKind
  /** The current year at the shop (root loader data: the render's date), for the footer's copyright. */
  year: number
  /** The newsletter feature's footer slot; nothing is rendered without it. */
  newsletter?: ReactNode
  children: ReactNode
}

/**
 * The site chrome around every page: skip link, contact banner, header, main landmark, footer and
 * the toast region. Routes with `staticData.layout === 'checkout'` get the minimal checkout chrome
 * instead (the root renders this component for every page; routes only declare their layout).
 */
export function DefaultLayout({ navigation, layout, year, newsletter, children }: DefaultLayoutProps) {
  if (layout === 'checkout') {
    return (
      <MenusContext value={navigation}>
        <Suspense fallback={null}>
          <CheckoutChrome>{children}</CheckoutChrome>
        </Suspense>
      </MenusContext>
    )
  }
  return (
    <MenusContext value={navigation}>
      <SkipLink />
      {/* The header and the content hydrate after the document's first commit, in passes that yield
          (./hydration-boundary.tsx): the root's hydration, which React renders in one task, leaves
          them out. */}
      <HydrationBoundary>
        <SiteHeader menus={navigation} />
      </HydrationBoundary>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        <HydrationBoundary>{children}</HydrationBoundary>
      </main>
      <SiteFooter menus={navigation} newsletter={newsletter} year={year} />
      <NotificationToasts />
    </MenusContext>
  )
}
