import { useMatches } from '@tanstack/react-router'
import { type ReactNode, Suspense } from 'react'
import { island } from '../../components/island.tsx'
import { lazyElement } from '../../components/lazy-element.tsx'
import type { NavigationEntry } from '../../domain/types.ts'
import { NotificationToasts } from '../notifications/ToastRegion.tsx'
import { layoutOf } from './layout-kind.ts'
import { SiteHeader } from './SiteHeader.tsx'
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx'

// Checkout pages are few and late in a visit: their chrome loads with them, not with every page.
const CheckoutChrome = lazyElement(() => import('./CheckoutLayout.tsx').then((m) => m.CheckoutChrome))
// The footer hydrates on first intent (src/components/island.tsx): links and text need no code.
const SiteFooter = island('footer', () => import('./SiteFooter.tsx').then((m) => m.SiteFooter))

export interface SiteNavigation {
  main: NavigationEntry[]
  footer: NavigationEntry[]
  service: NavigationEntry[]
}

export interface DefaultLayoutProps {
  /** Main, footer and service navigation, loaded by the root route. */
  navigation: SiteNavigation
  /** The newsletter feature's footer slot; nothing is rendered without it. */
  newsletter?: ReactNode
  children: ReactNode
}

/**
 * The site chrome around every page: skip link, contact banner, header, main landmark, footer and
 * the toast region. Routes with `staticData.layout === 'checkout'` get the minimal checkout chrome
 * instead (the root renders this component for every page; routes only declare their layout).
 */
export function DefaultLayout({ navigation, newsletter, children }: DefaultLayoutProps) {
  const layout = layoutOf(useMatches())
  if (layout === 'checkout') {
    return (
      <Suspense fallback={null}>
        <CheckoutChrome>{children}</CheckoutChrome>
      </Suspense>
    )
  }
  return (
    <>
      <SkipLink />
      <SiteHeader mainNavigation={navigation.main} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter
        footerNavigation={navigation.footer}
        serviceNavigation={navigation.service}
        newsletter={newsletter}
      />
      <NotificationToasts />
    </>
  )
}
