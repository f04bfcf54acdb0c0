import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { cartMachine } from '../../../machines/cart/cart.machine.ts'
import { rootMachine } from '../../../machines/root.machine.ts'
import { customer, deferred, sessionContext } from '../../../machines/session/session.test-support.ts'
import type { StoreApi } from '../../api/index.ts'
import type { Cart } from '../../domain/cart.ts'
import type { ProductSummary } from '../../domain/types.ts'
import { storeApiFailure } from '../../domain/failure.ts'
import { WISHLIST_STORAGE_KEY } from '../../domain/wishlist.ts'
import { type WishlistLocalStorage, wishlistWithApi } from '../../system/actors/wishlist.ts'
import { useActor } from '../../system/hooks.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { TEST_ORIGINS, testI18n, TestAppContext } from '../test-support/render.tsx'
import { HeaderWishlistEntry } from './HeaderWishlistEntry.tsx'
import { WishlistPage } from './WishlistPage.tsx'
import { useWishlistFeedback } from './useWishlistFeedback.ts'
import { WishlistToggle } from './WishlistToggle.tsx'

const hex = (n: number) => n.toString(16).padStart(32, '0')

function product(n: number): ProductSummary {
  return {
    id: hex(n),
    apiAlias: 'product',
    parentId: null,
    name: `Chair ${n}`,
    productNumber: `GW-${n}`,
    description: null,
    seoPathInfo: null,
    cover: null,
    price: { unitPrice: 100, totalPrice: 100, listPrice: null, regulationPrice: null, referencePrice: null },
    tiers: [],
    hasPriceRange: false,
    cheapestPrice: null,
    badges: { topseller: false, sale: false, isNew: false },
    available: true,
    ratingAverage: null,
    deliveryTime: null,
    childCount: 1,
  }
}

function memoryStorage(ids: string[] = []): WishlistLocalStorage & { data: Map<string, string> } {
  const data = new Map<string, string>(ids.length ? [[WISHLIST_STORAGE_KEY, JSON.stringify(ids)]] : [])
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

/** The wishlist API of a customer whose server list the test holds; writes wait for the test. */
function serverApi(list: string[]) {
  const writes: { call: string; settle: ReturnType<typeof deferred<void>> }[] = []
  const write = (call: string) => {
    const settle = deferred<void>()
    writes.push({ call, settle })
    return settle.promise
  }
  const wishlist = {
    productIds: async () => [...list],
    add: (id: string) => write(`add ${id}`),
    remove: (id: string) => write(`remove ${id}`),
    merge: async () => {},
    products: async (ids: readonly string[]) => ids.map((id) => product(Number.parseInt(id, 16))),
    load: async ({ page = 1, limit = 15 }: { page?: number; limit?: number } = {}) => ({
      products: list.slice((page - 1) * limit, page * limit).map((id) => product(Number.parseInt(id, 16))),
      total: list.length,
      page,
      limit,
    }),
  }
  return { wishlist, writes }
}

/** A running root system (no HTTP) whose wishlist uses `storage` and the given wishlist API. */
function system(options: {
  storage: WishlistLocalStorage
  loggedIn?: boolean
  api?: ReturnType<typeof serverApi>
}) {
  const api = options.api ?? serverApi([])
  const session = sessionContext(options.loggedIn ? { customer: customer() } : {})
  const machine = rootMachine.provide({
    actors: {
      wishlist: wishlistWithApi(api, () => options.storage),
      // The cart is not under test: its load never settles.
      cart: cartMachine.provide({
        actors: { loadCart: fromPromise<Cart, void>(() => new Promise(() => {})) },
      }),
    },
  })
  const actor = createActor(machine, { input: { sessionSnapshot: session, cart: null } }).start()
  return { host: SystemHost.running(actor), api }
}

function withProviders(host: SystemHost, ui: ReactNode) {
  return (
    <I18nProvider i18n={testI18n()}>
      <SystemProvider system={host}>{ui}</SystemProvider>
    </I18nProvider>
  )
}

/** Renders `ui` at `path` inside a memory router whose context carries the fake Store API. */
async function renderRouted(
  host: SystemHost,
  api: Pick<StoreApi, 'wishlist'>,
  ui: () => ReactNode,
  path: string,
) {
  const rootRoute = createRootRouteWithContext<{
    api: Pick<StoreApi, 'wishlist'>
    locale: string
    origins: typeof TEST_ORIGINS
  }>()({
    component: () => <Outlet />,
  })
  const wishlistRoute = createRoute({ getParentRoute: () => rootRoute, path: 'wishlist', component: ui })
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>page</p> })
  const router = createRouter({
    InnerWrap: TestAppContext,
    routeTree: rootRoute.addChildren([wishlistRoute, pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { api, locale: 'en-GB', origins: TEST_ORIGINS },
  })
  await router.load()
  return render(withProviders(host, <RouterProvider router={router} />))
}

describe('WishlistToggle', () => {
  it('toggles a guest’s product in local storage, with the name saying what a press does', async () => {
    const storage = memoryStorage()
    const { host } = system({ storage })
    render(withProviders(host, <WishlistToggle productId={hex(1)} productName="Chair 1" />))
    const add = await screen.findByRole('button', { name: 'Add Chair 1 to wishlist' })
    expect(add.getAttribute('aria-pressed')).toBe('false')

    await userEvent.click(add)
    const remove = await screen.findByRole('button', { name: 'Remove Chair 1 from wishlist' })
    expect(remove.getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => expect(storage.data.get(WISHLIST_STORAGE_KEY)).toBe(JSON.stringify([hex(1)])))

    // Keyboard: focus and Enter (a native button).
    remove.focus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('button', { name: 'Add Chair 1 to wishlist' })
    await waitFor(() => expect(storage.data.get(WISHLIST_STORAGE_KEY)).toBe('[]'))
  })

  it('shows a stored product as listed once the list was read', async () => {
    const { host } = system({ storage: memoryStorage([hex(2)]) })
    render(withProviders(host, <WishlistToggle productId={hex(2)} productName="Chair 2" size="large" />))
    const toggle = await screen.findByRole('button', { name: 'Remove Chair 2 from wishlist' })
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(toggle.dataset.size).toBe('large')
  })

  it('rolls back a refused server write and says so in a toast', async () => {
    const api = serverApi([])
    const { host } = system({ storage: memoryStorage(), loggedIn: true, api })
    render(
      withProviders(
        host,
        <>
          <WishlistToggle productId={hex(3)} productName="Chair 3" />
          <Toasts />
        </>,
      ),
    )
    await waitFor(() => expect(host.view('wishlist')?.context.status).toBe('ready'))
    await userEvent.click(screen.getByRole('button', { name: 'Add Chair 3 to wishlist' }))
    expect(screen.getByRole('button', { name: 'Remove Chair 3 from wishlist' })).toBeDefined()
    expect(api.writes.map((write) => write.call)).toEqual([`add ${hex(3)}`])
    await act(async () => api.writes[0]!.settle.reject(storeApiFailure({ status: 500 })))
    await screen.findByRole('button', { name: 'Add Chair 3 to wishlist' })
    expect(
      await screen.findByText('Chair 3 could not be added to your wishlist. Please try again.'),
    ).toBeDefined()
  })
})

/** The wishlist's toasts as the notifications actor holds them (the header mounts the feedback). */
function Toasts() {
  useWishlistFeedback()
  const messages = useActor('notifications', (view) =>
    (view?.context.items ?? []).map((item) => item.message).join('|'),
  )
  return <output>{messages}</output>
}

describe('HeaderWishlistEntry and WishlistPage', () => {
  it('counts the list in the header and shows its products; removing empties the page', async () => {
    const storage = memoryStorage([hex(4)])
    const { host, api } = system({ storage })
    await renderRouted(
      host,
      api,
      () => (
        <>
          <HeaderWishlistEntry />
          <WishlistPage page={1} />
        </>
      ),
      '/wishlist',
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeDefined()
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 product' })).toBeDefined()
    expect(await screen.findByRole('heading', { level: 2, name: 'Chair 4' })).toBeDefined()

    await userEvent.click(screen.getByRole('button', { name: 'Remove Chair 4 from wishlist' }))
    expect(await screen.findByText('Your wishlist is empty.')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeDefined()
  })

  it('pages the list by 15 in the order of addition', async () => {
    const ids = Array.from({ length: 17 }, (_, index) => hex(index + 10))
    const { host, api } = system({ storage: memoryStorage(ids) })
    await renderRouted(host, api, () => <WishlistPage page={2} />, '/wishlist?p=2')
    expect(await screen.findByText('17 products')).toBeDefined()
    const names = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent)
    expect(names).toEqual(['Chair 25', 'Chair 26'])
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Previous page' })).toBeDefined()
  })

  it('renders the loading state until the list was read (as the server does)', async () => {
    const { api } = system({ storage: memoryStorage() })
    // A browser page before the actor system runs: nothing dehydrated for the wishlist.
    const dormant = SystemHost.deferred({}, () => new Promise(() => {}))
    await renderRouted(dormant, api, () => <WishlistPage page={1} />, '/wishlist')
    expect(screen.getByRole('status').textContent).toBe('Loading your wishlist …')
    expect(screen.queryByText('Your wishlist is empty.')).toBeNull()
  })
})
