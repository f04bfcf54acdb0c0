import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useMatches,
} from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createStoreApiClient } from '../../api/index.ts'
import type { SessionContext } from '../../domain/types.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { SystemHost } from '../../system/host.ts'
import { TEST_ORIGINS, TestAppContext, type TestRouterContext, testI18n } from '../test-support/render.tsx'
import { DefaultLayout } from './DefaultLayout.tsx'
import { layoutOf } from './layout-kind.ts'
import { NO_MENUS } from './menus.ts'

describe('layoutOf', () => {
  it('takes the deepest match that names a layout', () => {
    expect(layoutOf([{ staticData: {} }, { staticData: { layout: 'checkout' } }])).toBe('checkout')
    expect(layoutOf([{ staticData: { layout: 'account' } }, { staticData: {} }])).toBe('account')
    expect(layoutOf([{}, {}])).toBe('default')
  })
})

/** As the root route does: the chrome the matched routes ask for. */
function LayoutOfMatches({ children }: { children: ReactNode }) {
  return (
    <DefaultLayout navigation={NO_MENUS} layout={layoutOf(useMatches())} year={2026}>
      {children}
    </DefaultLayout>
  )
}

describe('checkout chrome', () => {
  it('replaces the shop navigation with a minimal header on checkout routes', async () => {
    const api = createStoreApiClient({
      baseURL: 'http://store.invalid',
      fetch: () => Promise.reject(new Error('offline')),
    })
    const session = { currency: { isoCode: 'EUR' } } as Partial<SessionContext> as SessionContext
    const system = createRootSystem({ api, sessionSnapshot: session })
    const root = createRootRouteWithContext<TestRouterContext>()({
      component: () => (
        <SystemProvider system={SystemHost.running(system)}>
          <LayoutOfMatches>
            <Outlet />
          </LayoutOfMatches>
        </SystemProvider>
      ),
    })
    const cart = createRoute({
      getParentRoute: () => root,
      path: 'checkout/cart',
      staticData: { layout: 'checkout' },
      component: () => <h1>Cart</h1>,
    })
    const router = createRouter({
      InnerWrap: TestAppContext,
      routeTree: root.addChildren([cart]),
      history: createMemoryHistory({ initialEntries: ['/checkout/cart'] }),
      context: { locale: 'en-GB', origins: TEST_ORIGINS },
    })
    await router.load()
    render(
      <I18nProvider i18n={testI18n()}>
        <RouterProvider router={router} />
      </I18nProvider>,
    )
    const header = await screen.findByRole('banner')
    expect(within(header).queryByRole('navigation')).toBeNull()
    expect(within(header).queryByRole('search')).toBeNull()
    expect(within(header).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('main').id).toBe('main-content')
    expect(screen.getAllByRole('link')[0]?.textContent).toBe('Skip to main content')
  })
})
