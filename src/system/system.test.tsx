import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionContext } from '../../machines/session/session.test-support.ts'
import { createStoreApiClient } from '../api/index.ts'
import { jsonResponse, scriptedFetch } from '../api/test-support.ts'
import {
  createRootSystem,
  getDehydratedState,
  SystemProvider,
  useNotifications,
  useNotify,
  useSession,
  useSessionEvent,
  useSessionSend,
  whenSessionSettled,
} from './index.ts'

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

describe('createRootSystem', () => {
  it('loads the session through the Store API and dehydrates it', async () => {
    const script = scriptedFetch(jsonResponse(200, WIRE_CONTEXT, { 'sw-context-token': 'tok-1' }))
    const system = createRootSystem({
      api: createStoreApiClient({ baseURL: 'http://api.test/store-api', fetch: script.fetch }),
    })

    await whenSessionSettled(system)

    expect(script.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /store-api/context',
    ])
    const { sessionSnapshot } = getDehydratedState(system)
    expect(sessionSnapshot?.currency.isoCode).toBe('EUR')
    // The token stays in the HttpOnly cookie, never in the page.
    expect(sessionSnapshot?.token).toBeNull()
    expect(system.system.get('session')).toBeDefined()
    expect(system.system.get('notifications')).toBeDefined()
  })

  it('settles with a 502 failure when the Store API is unreachable', async () => {
    const error = console.error
    console.error = () => {}
    try {
      const system = createRootSystem({ api: offlineApi() })

      await whenSessionSettled(system)

      const { session, error: failure } = system.getSnapshot().context.session.getSnapshot().context
      expect(session).toBeNull()
      expect(failure).toMatchObject({ operation: 'load', status: 502 })
      expect(getDehydratedState(system)).toEqual({ sessionSnapshot: null })
    } finally {
      console.error = error
    }
  })

  it('starts from a dehydrated session without calling the API', async () => {
    const script = scriptedFetch(new TypeError('fetch failed'))
    const system = createRootSystem({
      api: createStoreApiClient({ baseURL: 'http://api.test/store-api', fetch: script.fetch }),
      sessionSnapshot: sessionContext(),
    })

    await whenSessionSettled(system)

    expect(script.requests).toEqual([])
    expect(getDehydratedState(system)).toEqual({ sessionSnapshot: { ...sessionContext(), token: null } })
  })
})

function Currency() {
  const isoCode = useSession((s) => s.context.session?.currency.isoCode)
  const error = useSession((s) => s.context.error?.message ?? 'none')
  const send = useSessionSend()
  return (
    <div>
      <p>currency {isoCode}</p>
      <p>error {error}</p>
      <button type="button" onClick={() => send({ type: 'session.setShippingMethod' })}>
        ship
      </button>
    </div>
  )
}

function Toasts() {
  const notify = useNotify()
  const messages = useNotifications((s) =>
    s.context.items.map((item) => `${item.type}:${item.message}`).join('|'),
  )
  useSessionEvent('session.failed', (event) => notify({ type: 'danger', message: event.failure.message }))
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
    const system = createRootSystem({ api: offlineApi(), sessionSnapshot: sessionContext() })
    render(
      <SystemProvider system={system}>
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
  })

  it('refuses to work outside the provider', () => {
    const spy = console.error
    console.error = () => {}
    try {
      expect(() => render(<Currency />)).toThrow('useRootSystem must be used inside <SystemProvider>')
    } finally {
      console.error = spy
    }
  })
})
