import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { sessionContext } from '../../machines/session/session.test-support.ts'
import { createStoreApiClient } from '../api/index.ts'
import { jsonResponse, scriptedFetch } from '../api/test-support.ts'
import { embeddedStoreApi } from '../features/test-support/embedded-store-api.ts'
import { useNotify } from '../features/notifications/notify.ts'
import { useActor, useEmitted, useSend } from './hooks.ts'
import { type RunningSystem, SystemHost } from './host.ts'
import { cartLoaded, sessionLoaded, whenSettled } from './settled.ts'
import { SystemProvider } from './SystemProvider.tsx'
import { createRootSystem, getDehydratedState, restoredFromViews } from './runtime.ts'

/** The session's first load has finished on a running system. */
function sessionSettled(system: RunningSystem) {
  return whenSettled(SystemHost.running(system), 'session', sessionLoaded)
}

const restoredSession = (views: Parameters<typeof restoredFromViews>[0]) =>
  restoredFromViews(views).sessionSnapshot ?? null

afterEach(cleanup)

const WIRE_CONTEXT = {
  apiAlias: 'sales_channel_context',
  token: 'tok-1',
  context: { languageIdChain: ['2fbb5fe2e29a4d70aa5854ce7ce3e20b'], taxState: 'gross' },
  currency: {
    id: 'eur',
    isoCode: 'EUR',
    name: 'Euro',
    symbol: '€',
    shortName: 'EUR',
    factor: 1,
    itemRounding: { decimals: 2 },
  },
  salesChannel: {
    id: 'sc',
    countryId: 'de',
    languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b',
    navigationCategoryId: 'nav',
  },
  customer: null,
}

function offlineApi() {
  return createStoreApiClient({
    baseURL: 'http://api.test/store-api',
    fetch: scriptedFetch(new TypeError('fetch failed')).fetch,
  })
}

/** What an unreachable Store API leaves in the console: the session's and the cart's failed loads. */
const UNREACHABLE_LOG = [
  expect.stringMatching(/^\[session\] load failed: .*unreachable/s),
  expect.stringMatching(/^\[cart\] refresh failed: .*unreachable/s),
]

function loggedMessages(spy: MockInstance<typeof console.error>): string[] {
  return spy.mock.calls.map((call) => String(call[0]))
}

/** An empty cart as the Store API answers GET /checkout/cart for a new context. */
const WIRE_CART = {
  apiAlias: 'cart',
  token: 'tok-1',
  price: {
    apiAlias: 'cart_price',
    calculatedTaxes: [],
    netPrice: 0,
    positionPrice: 0,
    rawTotal: 0,
    taxRules: [],
    taxStatus: 'gross',
    totalPrice: 0,
  },
  lineItems: [],
  errors: [],
  deliveries: [],
  transactions: [],
}

/** The cart's own route answers with `WIRE_CART`; every other call goes to `other`. */
function answeringTheCart(other: (request: Request) => Response | Promise<Response>) {
  return (request: Request) =>
    new URL(request.url).pathname === '/store-api/checkout/cart'
      ? jsonResponse(200, WIRE_CART)
      : other(request)
}

/**
 * Offline but for the cart: the system a test starts loads its cart as soon as the session has a
 * context (a dehydrated one too); a test about the session gets an answer for it, so the cart's
 * failed load is not logged in the middle of the session's test.
 */
function offlineApiWithCart() {
  return createStoreApiClient({
    baseURL: 'http://api.test/store-api',
    fetch: scriptedFetch(
      answeringTheCart(() => {
        throw new TypeError('fetch failed')
      }),
    ).fetch,
  })
}

describe('createRootSystem', () => {
  it('loads the session through the Store API and dehydrates it', async () => {
    const script = scriptedFetch(
      answeringTheCart(() => jsonResponse(200, WIRE_CONTEXT, { 'sw-context-token': 'tok-1' })),
    )
    const system = createRootSystem({
      api: createStoreApiClient({ baseURL: 'http://api.test/store-api', fetch: script.fetch }),
    })

    await sessionSettled(system)
    // The cart loads once the session has its context; wait for it so it does not outlive the test.
    const { context: cart } = await whenSettled(SystemHost.running(system), 'cart', cartLoaded)

    expect(script.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /store-api/context',
      'GET /store-api/checkout/cart',
    ])
    expect(cart.cart?.token).toBe('tok-1')
    system.stop()
    const { views } = getDehydratedState(system)
    const sessionSnapshot = restoredSession(views)
    expect(sessionSnapshot?.currency.isoCode).toBe('EUR')
    expect(views.session?.value).toMatchObject({ activity: 'idle' })
    // The token stays in the HttpOnly cookie, never in the page.
    expect(sessionSnapshot?.token).toBeNull()
    // Nor the actors' refs to the root (wiring, whose id differs per request).
    expect(views.session?.context).not.toHaveProperty('parent')
    expect(views.cart?.context).not.toHaveProperty('parent')
    expect(system.getSnapshot().context.session).toBeDefined()
    expect(system.getSnapshot().context.notifications).toBeDefined()
  })

  it('settles with a 502 failure when the Store API is unreachable', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const system = createRootSystem({ api: offlineApi() })

      await sessionSettled(system)
      // The cart loads after a failed session load too, and fails the same way.
      await whenSettled(SystemHost.running(system), 'cart', cartLoaded)

      const { session, error: failure } = system.getSnapshot().context.session.getSnapshot().context
      expect(session).toBeNull()
      expect(failure).toMatchObject({ operation: 'load', status: 502 })
      expect(restoredSession(getDehydratedState(system).views)).toBeNull()
      expect(loggedMessages(logged)).toEqual(UNREACHABLE_LOG)
      system.stop()
    } finally {
      logged.mockRestore()
    }
  })

  it('starts from a dehydrated session without calling the API', async () => {
    const script = scriptedFetch(
      answeringTheCart(() => {
        throw new TypeError('fetch failed')
      }),
    )
    const system = createRootSystem({
      api: createStoreApiClient({ baseURL: 'http://api.test/store-api', fetch: script.fetch }),
      sessionSnapshot: sessionContext(),
    })

    await sessionSettled(system)
    await whenSettled(SystemHost.running(system), 'cart', cartLoaded)

    // The session's context came with the page: the only call is the cart's first load.
    expect(script.requests.map((r) => new URL(r.url).pathname)).toEqual(['/store-api/checkout/cart'])
    expect(restoredSession(getDehydratedState(system).views)).toEqual({ ...sessionContext(), token: null })
    system.stop()
  })
})

const embedded = await embeddedStoreApi()

describe('the root between the actors', () => {
  it('loads the cart of a first visit after the session, in the session’s context', async () => {
    const system = createRootSystem({ api: embedded.client() })
    const host = SystemHost.running(system)

    const { context } = await whenSettled(host, 'cart', cartLoaded)

    const token = host.view('session')?.context.session?.token
    expect(token).toBeTruthy()
    // One context for both: the cart's load went out with the token the session's load created.
    expect(context.cart?.token).toBe(token)
    system.stop()
  })

  it('forwards every new context of the session to the cart and the wishlist', async () => {
    const api = embedded.client()
    const forwarded: string[] = []
    const system = createRootSystem({
      api,
      sessionSnapshot: await api.context.get(),
      inspect: (event) => {
        if (event.type !== '@xstate.event' || event.event.type !== 'session.changed') return
        const { cart, wishlist } = system.getSnapshot().context
        if (event.actorRef === cart) forwarded.push('cart')
        if (event.actorRef === wishlist) forwarded.push('wishlist')
      },
    })
    const host = SystemHost.running(system)
    const { countryId } = await api.context.get()

    host.send('session', { type: 'session.setCountry', id: countryId })
    // The change is in flight now; once it is done, the root has passed the new context on.
    await whenSettled(host, 'session', (view) => view.matches({ activity: 'idle' }))

    expect(forwarded).toEqual(['cart', 'wishlist'])
    system.stop()
  })
})

function Currency() {
  const isoCode = useActor('session', (s) => s.context.session?.currency.isoCode)
  const error = useActor('session', (s) => s.context.error?.message ?? 'none')
  const send = useSend('session')
  return (
    <div>
      <p>currency {isoCode}</p>
      <p>error {error}</p>
      <button type="button" onClick={() => send({ type: 'session.setCountry' })}>
        ship
      </button>
    </div>
  )
}

function Toasts() {
  const notify = useNotify()
  const messages = useActor('notifications', (s) =>
    (s?.context.items ?? []).map((item) => `${item.type}:${item.message}`).join('|'),
  )
  useEmitted('session', 'session.failed', (event) =>
    notify({ type: 'danger', message: event.failure.message }),
  )
  return (
    <div>
      <p>toasts {messages}</p>
      <button type="button" onClick={() => notify({ type: 'success', message: 'Saved' })}>
        notify
      </button>
    </div>
  )
}

describe('React hooks', () => {
  it('select narrowly from the session and the notifications and send events', () => {
    const system = createRootSystem({ api: offlineApiWithCart(), sessionSnapshot: sessionContext() })
    render(
      <SystemProvider system={SystemHost.running(system)}>
        <Currency />
        <Toasts />
      </SystemProvider>,
    )
    expect(screen.getByText('currency EUR')).toBeDefined()

    act(() => screen.getByRole('button', { name: 'notify' }).click())
    expect(screen.getByText('toasts success:Saved')).toBeDefined()

    act(() => screen.getByRole('button', { name: 'ship' }).click())
    expect(screen.getByText('error id is required')).toBeDefined()
    expect(screen.getByText('toasts success:Saved|danger:id is required')).toBeDefined()
    system.stop()
  })

  it('refuses to work outside the provider', () => {
    const spy = console.error
    console.error = () => {}
    try {
      expect(() => render(<Currency />)).toThrow('System hooks must be used inside <SystemProvider>')
    } finally {
      console.error = spy
    }
  })
})

describe('deferred system host (the browser before the system starts)', () => {
  function dehydrated() {
    const system = createRootSystem({ api: offlineApiWithCart(), sessionSnapshot: sessionContext() })
    const { views } = getDehydratedState(system)
    system.stop()
    return views
  }

  it('answers from the dehydrated views and starts only when an event is sent', async () => {
    const views = dehydrated()
    let starts = 0
    const host = SystemHost.deferred(views, async () => {
      starts++
      return createRootSystem({ api: offlineApiWithCart(), sessionSnapshot: restoredSession(views) })
    })
    render(
      <SystemProvider system={host}>
        <Currency />
        <Toasts />
      </SystemProvider>,
    )
    expect(screen.getByText('currency EUR')).toBeDefined()
    expect((await whenSettled(host, 'session', sessionLoaded)).context).toMatchObject({
      session: { currency: { isoCode: 'EUR' } },
    })
    expect(starts).toBe(0)
    expect(host.started).toBe(false)

    // Sent before the start: queued, delivered in order once the system runs, emitted events included.
    act(() => screen.getByRole('button', { name: 'notify' }).click())
    act(() => screen.getByRole('button', { name: 'ship' }).click())
    await act(() => host.system().then(() => undefined))
    expect(starts).toBe(1)
    expect(screen.getByText('error id is required')).toBeDefined()
    expect(screen.getByText('toasts success:Saved|danger:id is required')).toBeDefined()
    host.stop()
  })

  it('keeps answering hydration with what the server rendered after the system has started', async () => {
    const views = dehydrated()
    const host = SystemHost.deferred(views, async () =>
      createRootSystem({ api: offlineApiWithCart(), sessionSnapshot: restoredSession(views) }),
    )
    const server = host.hydrationView('session')
    expect(server).toBe(host.view('session'))
    await host.system()
    // Live now (a new snapshot), while a part of the page that hydrates late still gets the view
    // the server rendered it with.
    expect(host.view('session')).not.toBe(server)
    expect(host.hydrationView('session')).toBe(server)
    host.stop()
  })

  it('starts and waits when no settled session was dehydrated', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const host = SystemHost.deferred({}, async () => createRootSystem({ api: offlineApi() }))
      const { context } = await whenSettled(host, 'session', sessionLoaded)
      await whenSettled(host, 'cart', cartLoaded)
      expect(host.started).toBe(true)
      expect(context.session).toBeNull()
      expect(context.error).toMatchObject({ status: 502 })
      expect(loggedMessages(logged)).toEqual(UNREACHABLE_LOG)
      host.stop()
    } finally {
      logged.mockRestore()
    }
  })

  it('matches state values like XState', async () => {
    const { matchesValue } = await import('./host.ts')
    const value = { identity: 'anonymous', activity: { updating: 'sending' } }
    expect(matchesValue(value, 'identity')).toBe(true)
    expect(matchesValue(value, 'identity.anonymous')).toBe(true)
    expect(matchesValue(value, { activity: 'updating' })).toBe(true)
    expect(matchesValue(value, 'activity.updating.sending')).toBe(true)
    expect(matchesValue(value, { activity: 'idle' })).toBe(false)
    expect(matchesValue(value, 'cart')).toBe(false)
    expect(matchesValue('idle', 'idle')).toBe(true)
    expect(matchesValue('idle', { idle: 'x' })).toBe(false)
  })
})
