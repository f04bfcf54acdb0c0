// Test helpers for feature components: a Lingui provider and, for components with router links, a
// memory router whose root renders the component under test.
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Locale } from '../../domain/locale.ts'
import type { LocaleOrigins } from '../../i18n/alternates.ts'
import { afterEach } from 'vitest'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())

export function testI18n(locale = 'en-GB') {
  return setupI18n({ locale, messages: { [locale]: {} } })
}

export function renderWithI18n(ui: ReactNode) {
  return render(<I18nProvider i18n={testI18n()}>{ui}</I18nProvider>)
}

/** Renders `ui` inside a real TanStack router (memory history) at `path`; resolves once it is shown. */
export const TEST_ORIGINS: LocaleOrigins = {
  'de-DE': 'http://localhost:3000',
  'en-GB': 'http://en.localhost:3000',
  'fr-FR': 'http://localhost:3000/fr-FR',
}

/** The part of the router context that layout components read (locale, origins). */
export interface TestRouterContext {
  locale: Locale
  origins: LocaleOrigins
}

export async function renderWithRouter(
  ui: () => ReactNode,
  path = '/',
  locale: Locale = 'en-GB',
  basepath = '/',
) {
  const rootRoute = createRootRouteWithContext<TestRouterContext>()({ component: () => <Outlet /> })
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: ui })
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: ui })
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { locale, origins: TEST_ORIGINS },
    basepath,
  })
  await router.load()
  const result = render(
    <I18nProvider i18n={testI18n()}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { ...result, router }
}
