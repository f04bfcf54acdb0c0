import { lazyElement } from '../../components/lazy-element'
import { useMatches } from '@tanstack/react-router'
import { type ReactNode, Suspense } from 'react'
import type { NavigationEntry } from '../../domain/types'
import { NotificationToasts } from '../notifications/ToastRegion'

// Checkout pages are few and late in a visit: their chrome loads with them, not with every page.
const CheckoutChrome = lazyElement(() => import('./CheckoutLayout').then((m) => m.CheckoutChrome))
import { layoutOf } from './layout-kind'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink'

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
