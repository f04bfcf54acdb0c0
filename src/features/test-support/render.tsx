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
  useRouter,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { type ReactNode, useMemo } from 'react'
import type { StoreApi } from '../../api/index.ts'
import { AppContext, type AppContextValue } from '../../app/app-context.ts'
import { routerNavigation } from '../../app/router-navigation.tsx'
import type { SystemHost } from '../../system/host.ts'
import type { Locale } from '../../domain/locale.ts'
import type { LocaleOrigins } from '../../i18n/alternates.ts'

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

/** A stand-in for a part of the app context a test did not give: any use of it fails the test. */
function notGiven<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      throw new Error(`The test gave no ${name} (read .${String(property)})`)
    },
  })
}

/**
 * The app context (src/app/app-context.ts) of a page driven by the test's router, from the router
 * context the test gave (`api`, `locale`, `origins`, `captchaSiteKey` …); the rest fails when used.
 * Give it to the test's router as `InnerWrap` (inside the router's provider, around every match).
 */
export function TestAppContext({ children }: { children: ReactNode }) {
  const router = useRouter()
  const given = (router.options.context ?? {}) as Partial<AppContextValue>
  const value = useMemo<AppContextValue>(() => {
    const locale = given.locale ?? 'en-GB'
    return {
      api: given.api ?? notGiven<StoreApi>('Store API'),
      system: given.system ?? notGiven<SystemHost>('actor system'),
      locale,
      i18n: given.i18n ?? testI18n(locale),
      origins: given.origins ?? TEST_ORIGINS,
      storeApiMode: given.storeApiMode ?? 'embedded',
      mapsApiKey: given.mapsApiKey ?? null,
      captchaSiteKey: given.captchaSiteKey ?? null,
      formResult: given.formResult ?? null,
      navigation: routerNavigation(router, locale),
    }
  }, [router, given])
  return <AppContext value={value}>{children}</AppContext>
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
    InnerWrap: TestAppContext,
  })
  await router.load()
  const result = render(
    <I18nProvider i18n={testI18n()}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { ...result, router }
}
