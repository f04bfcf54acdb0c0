import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StoreApi } from '../../api/index.ts'
import { sessionIdentity } from '../../domain/session.ts'
import { asFailure } from '../../domain/failure.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { embeddedStoreApi } from '../test-support/embedded-store-api.ts'
import { TEST_ORIGINS, type TestRouterContext, testI18n, TestAppContext } from '../test-support/render.tsx'
import { GuestOrderPage, type GuestOrderView } from './GuestOrderPage.tsx'

// Against the embedded back end: a guest's order opened by its deep link in another browser.
const embedded = await embeddedStoreApi()

type Json = Record<string, unknown>

/** A guest places an order of teak oil through the Store API; returns its number and deep link code. */
async function guestOrder(email: string): Promise<{ orderNumber: string; code: string }> {
  let token = ''
  const send = async (method: string, path: string, body?: Json): Promise<Json> => {
    const res = await embedded.request(`/store-api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'sw-context-token': token } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    token = res.headers.get('sw-context-token') ?? token
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`)
    return (await res.json()) as Json
  }
  const context = await send('GET', '/context')
  const countryId = String((context.salesChannel as Json).countryId)
  await send('POST', '/account/register', {
    guest: true,
    firstName: 'Gerda',
    lastName: 'Gast',
    email,
    acceptedDataProtection: true,
    storefrontUrl: 'http://localhost:3000',
    billingAddress: { countryId, street: 'Gartenweg 1', zipcode: '10115', city: 'Berlin' },
  })
  const found = await send('POST', '/product', {
    filter: [{ type: 'equals', field: 'productNumber', value: 'GW-TEAK-OIL' }],
    includes: { product: ['id'] },
  })
  const id = String(((found.elements as Json[])[0] as Json).id)
  await send('POST', '/checkout/cart/line-item', {
    items: [{ id, referencedId: id, type: 'product', quantity: 1 }],
  })
  const order = await send('POST', '/checkout/order', {})
  return { orderNumber: String(order.orderNumber), code: String(order.deepLinkCode) }
}

async function showDeepLink(api: StoreApi, system: ReturnType<typeof createRootSystem>, code: string) {
  const rootRoute = createRootRouteWithContext<TestRouterContext & { api: StoreApi }>()({
    component: () => (
      <SystemProvider system={SystemHost.running(system)}>
        <Outlet />
      </SystemProvider>
    ),
  })
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/order/$deepLinkCode',
    // The route's loader, reduced to the order (src/routes/-loaders/orders.ts): the order in this
    // context, or the credentials form while the context is not the guest's.
    loader: async ({ params }): Promise<GuestOrderView> => {
      try {
        const order = await api.order.byDeepLink(params.deepLinkCode)
        if (!order) throw new Error('order not found')
        return { kind: 'order', order }
      } catch (error) {
        if (asFailure(error).reason === 'guestNotAuthenticated') return { kind: 'credentials' }
        throw error
      }
    },
    component: function Page() {
      return <GuestOrderPage code={code} view={pageRoute.useLoaderData()} paymentMethods={[]} config={null} />
    },
  })
  const router = createRouter({
    InnerWrap: TestAppContext,
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [`/order/${code}`] }),
    context: { api, locale: 'en-GB', origins: TEST_ORIGINS },
  })
  await router.load()
  render(
    <I18nProvider i18n={testI18n()}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
}

describe('GuestOrderPage', () => {
  it('makes the session the guest’s as soon as e-mail and postal code are proven, without a reload', async () => {
    const email = 'gerda.deeplink@example.test'
    const { orderNumber, code } = await guestOrder(email)
    // Another browser: its own anonymous context.
    const visitor = embedded.client()
    const system = createRootSystem({ api: visitor, sessionSnapshot: await visitor.context.get() })
    const session = () => system.getSnapshot().context.session.getSnapshot().context.session
    expect(sessionIdentity(session())).toBe('anonymous')
    await showDeepLink(visitor, system, code)

    fireEvent.change(await screen.findByLabelText(/E-mail address/), { target: { value: email } })
    fireEvent.change(screen.getByLabelText(/Postal code/), { target: { value: '10115' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show order' }))

    await screen.findByRole('heading', { level: 1, name: `Order ${orderNumber}` }, { timeout: 10_000 })
    await waitFor(() => expect(sessionIdentity(session())).toBe('guest'))
    expect(session()?.customer?.email).toBe(email)
  })
})
