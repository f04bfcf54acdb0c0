// Issue 29 #10: a filter or page chosen while the sorting chosen a moment before was still loading
// dropped `order` from the URL (it was built from the page's old state), and the list went back to
// top sellers while the sort box still showed the shopper's choice. Real TanStack router, real
// listing of the embedded back end, a loader held open to make the race certain.
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestBackend } from '../../../backend/test-support/backend.ts'
import { createStoreApiClient } from '../../api/index.ts'
import { type ListingSearch, listingCriteria, validateListingSearch } from '../../domain/listing.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { TEST_ORIGINS, TestAppContext, type TestRouterContext, testI18n } from '../test-support/render.tsx'
import type { ProductListing as ProductListingData } from '../../domain/types.ts'
import { CategoryListing } from './CategoryListing.tsx'
import { ListingFilters } from './ListingFilters.tsx'

const { backend } = await createTestBackend()
afterAll(() => backend.close())

const base = createStoreApiClient({
  baseURL: 'http://storefront.test/store-api',
  headers: { 'sw-access-key': backend.accessKey },
  fetch: async (input, init) => backend.fetch(new Request(input, init)),
})
const english = (await base.language.list()).find((language) => language.localeCode === 'en-GB')?.id
const api = createStoreApiClient({
  baseURL: 'http://storefront.test/store-api',
  headers: { 'sw-access-key': backend.accessKey },
  languageId: () => english,
  fetch: async (input, init) => backend.fetch(new Request(input, init)),
})
const system = createRootSystem({ api, sessionSnapshot: await api.context.get() })
const lounge = (await api.navigation.load('main-navigation', 'main-navigation', 1)).find(
  (entry) => entry.name === 'Lounge furniture',
)
if (!lounge) throw new Error('seed: no "Lounge furniture" category')

/** Loads after the first one wait until `release` is called. */
function heldLoads() {
  let releases: Array<() => void> = []
  let first = true
  return {
    wait(): Promise<void> {
      if (first) {
        first = false
        return Promise.resolve()
      }
      return new Promise((resolve) => releases.push(resolve))
    },
    release() {
      for (const release of releases) release()
      releases = []
    },
  }
}

async function renderCategory() {
  const held = heldLoads()
  const root = createRootRouteWithContext<TestRouterContext>()({ component: () => <Outlet /> })
  const page = createRoute({
    getParentRoute: () => root,
    path: '$',
    validateSearch: (raw: Record<string, unknown>) => validateListingSearch(raw),
    loaderDeps: ({ search }) => ({ search }),
    loader: async ({ deps }) => {
      await held.wait()
      const { listing } = await api.category.listingPage(lounge!.id, listingCriteria(deps.search))
      if (!listing) throw new Error('expected a listing')
      return listing
    },
    component: function Page() {
      // The app's route tree is the registered one: this test route's data is typed by hand.
      const listing = page.useLoaderData() as unknown as ProductListingData
      const search: ListingSearch = page.useSearch()
      return (
        <CategoryListing
          listing={listing}
          search={search}
          splat="Lounge-furniture"
          hint={{ routeName: 'frontend.navigation.page', id: lounge!.id }}
          cmsPage={null}
        >
          <ListingFilters />
        </CategoryListing>
      )
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/Lounge-furniture'] }),
    context: { locale: 'en-GB', origins: TEST_ORIGINS },
    InnerWrap: TestAppContext,
  })
  await router.load()
  render(
    <I18nProvider i18n={testI18n()}>
      <SystemProvider system={SystemHost.running(system)}>
        <RouterProvider router={router} />
      </SystemProvider>
    </I18nProvider>,
  )
  await screen.findByRole('combobox', { name: 'Sort by' })
  return { router, held, user: userEvent.setup() }
}

describe('a listing change while the previous one is still loading', () => {
  it('keeps the sorting just chosen when the next page is clicked', async () => {
    const { router, held, user } = await renderCategory()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc')
    await waitFor(() => expect(router.state.status).toBe('pending'))
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }))
    await user.click(pages.getByRole('link', { name: 'Next page' }))
    held.release()
    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(router.state.location.search).toEqual({ order: 'price-asc', p: 2 })
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'price-asc')
  })

  it('keeps the sorting and the first filter when a filter is ticked', async () => {
    const { router, held, user } = await renderCategory()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc')
    await waitFor(() => expect(router.state.status).toBe('pending'))
    const material = screen.getByRole('group', { name: 'Material' })
    const aluminium = within(material).getByRole('checkbox', { name: 'Aluminium' }) as HTMLInputElement
    const teak = within(material).getByRole('checkbox', { name: 'Teak' }) as HTMLInputElement
    await user.click(aluminium)
    await user.click(teak)
    held.release()
    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(router.state.location.search).toEqual({
      order: 'price-asc',
      properties: [aluminium.value, teak.value].sort().join('|'),
    })
  })
})
