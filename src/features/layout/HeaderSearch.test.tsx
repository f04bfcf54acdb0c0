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
import { createStoreApiClient, type StoreApi } from '../../api/index.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { testI18n, TestAppContext } from '../test-support/render.tsx'
import { HeaderSearch } from './HeaderSearch.tsx'

// Against the embedded back end: real /search-suggest answers in English.
const { backend } = await createTestBackend()
afterAll(() => backend.close())

const suggestCalls: string[] = []
function client(languageId?: string): StoreApi {
  return createStoreApiClient({
    baseURL: 'http://storefront.test/store-api',
    headers: { 'sw-access-key': backend.accessKey },
    languageId: () => languageId,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (request.url.endsWith('/search-suggest'))
        suggestCalls.push(String(JSON.parse(await request.clone().text()).search))
      return backend.fetch(request)
    },
  })
}
const languages = await client().language.list()
const en = client(languages.find((language) => language.localeCode === 'en-GB')?.id)
const system = createRootSystem({ api: en, sessionSnapshot: await en.context.get() })

async function renderSearch(path = '/') {
  const rootRoute = createRootRouteWithContext<{ api: StoreApi }>()({
    component: () => (
      <>
        <HeaderSearch />
        <Outlet />
      </>
    ),
  })
  const routes = ['/', '/search', '$'].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => null }),
  )
  const router = createRouter({
    InnerWrap: TestAppContext,
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { api: en },
  })
  await router.load()
  render(
    <I18nProvider i18n={testI18n()}>
      <SystemProvider system={SystemHost.running(system)}>
        <RouterProvider router={router} />
      </SystemProvider>
    </I18nProvider>,
  )
  const input = await screen.findByRole('combobox', { name: 'Search products' })
  return { router, input, user: userEvent.setup() }
}

describe('HeaderSearch', () => {
  it('suggests products from three characters, with image, name, price and "show all"', async () => {
    const { input, user } = await renderSearch()
    await user.type(input, 'so')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(suggestCalls).not.toContain('so')
    expect(input.getAttribute('aria-expanded')).toBe('false')

    await user.type(input, 'fa')
    const list = await screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 3000 })
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(input.getAttribute('aria-controls')).toBe(list.id)
    // Debounced: one request for the whole word, none for "sof".
    expect(suggestCalls.filter((term) => term.startsWith('so'))).toEqual(['sofa'])
    const options = within(list).getAllByRole('option')
    const expected = await en.product.suggest('sofa', { limit: 5 })
    expect(options).toHaveLength(expected.elements.length + 1)
    expect(options[0]?.textContent).toContain(expected.elements[0]?.name)
    expect(options[0]?.textContent).toMatch(/€\d/)
    expect(options[0]?.querySelector('img')).not.toBeNull()
    expect(options.at(-1)?.textContent).toBe(`Show all ${expected.total} results`)
  })

  it('moves with the arrow keys, closes with Escape and opens the active entry with Enter', async () => {
    const { router, input, user } = await renderSearch()
    await user.type(input, 'sofa')
    const list = await screen.findByRole('listbox', {}, { timeout: 3000 })
    const options = within(list).getAllByRole('option')

    await user.keyboard('{ArrowDown}')
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id)
    expect(options[0]?.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowUp}')
    // Wraps around to "show all".
    expect(input.getAttribute('aria-activedescendant')).toBe(options.at(-1)?.id)

    await user.keyboard('{Escape}')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
    expect((input as HTMLInputElement).value).toBe('sofa')

    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/'))
    const first = (await en.product.suggest('sofa', { limit: 5 })).elements[0]
    expect(router.state.location.pathname).toBe(`/${first?.seoPathInfo?.replace(/\/$/, '')}`)
    // The link carries the product's id: the product page needs no SEO lookup.
    expect(router.state.location.state.page).toEqual({ routeName: 'frontend.detail.page', id: first?.id })
  })

  it('submits the term to the results page with Enter when no suggestion is active', async () => {
    const { router, input, user } = await renderSearch()
    await user.type(input, 'teak bench{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
    expect(router.state.location.search).toEqual({ search: 'teak bench' })
  })

  it('holds the term on the results page and follows the next search, without suggesting it', async () => {
    const { router, input, user } = await renderSearch('/search?search=Stuhl')
    expect((input as HTMLInputElement).value).toBe('Stuhl')
    await user.click(input)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(suggestCalls).not.toContain('Stuhl')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    await router.navigate({ to: '/search', search: { search: 'Teak' } })
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Teak'))
    await router.navigate({ to: '/' })
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''))
  })
})

describe('HeaderSearch on a document page (no router)', () => {
  // The home and catalogue pages are document pages: the header renders without a router. A router
  // hook in the search field threw there as soon as the shopper typed, and blanked the whole page.
  async function renderOnDocumentPage(location: { path: string; search: string }) {
    const { AppContext } = await import('../../app/app-context.ts')
    const { documentNavigation } = await import('../../app/document-navigation.tsx')
    const { TEST_ORIGINS } = await import('../test-support/render.tsx')
    render(
      <I18nProvider i18n={testI18n()}>
        <SystemProvider system={SystemHost.running(system)}>
          <AppContext
            value={{
              api: en,
              system: SystemHost.running(system),
              locale: 'en-GB',
              i18n: testI18n(),
              origins: TEST_ORIGINS,
              storeApiMode: 'embedded',
              mapsApiKey: null,
              captchaSiteKey: null,
              formResult: null,
              navigation: documentNavigation('en-GB', location, {}),
            }}
          >
            <HeaderSearch />
          </AppContext>
        </SystemProvider>
      </I18nProvider>,
    )
    return {
      input: await screen.findByRole('combobox', { name: 'Search products' }),
      user: userEvent.setup(),
    }
  }

  it('suggests products as the shopper types', async () => {
    const { input, user } = await renderOnDocumentPage({ path: '/', search: '' })
    expect((input as HTMLInputElement).value).toBe('')
    await user.type(input, 'sofa')
    expect(await screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 3000 })).toBeTruthy()
  })

  it('holds the term of a results page served as a document', async () => {
    const { input } = await renderOnDocumentPage({ path: '/search', search: 'search=Teak' })
    expect((input as HTMLInputElement).value).toBe('Teak')
  })
})
