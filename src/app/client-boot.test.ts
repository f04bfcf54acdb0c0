import { setupI18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { customer, sessionContext } from '../../machines/session/session.test-support.ts'
import { createStoreApiClient } from '../api/index.ts'
import { scriptedFetch } from '../api/test-support.ts'
import { PageHydration } from '../components/page-hydration.ts'
import { cart } from '../domain/cart.test-support.ts'
import { SHOPPER_PATH } from '../domain/shopper.ts'
import type { DehydratedAppState } from '../router-context.ts'
import { createRootSystem, getDehydratedState } from '../system/runtime.ts'
import { TEST_ORIGINS } from '../features/test-support/render.tsx'
import { browserApi, browserSystem } from './client-boot.ts'

describe('browserApi', () => {
  it('gives the islands of a page rendered for nobody their own client, and the visitor’s page the visitor’s', () => {
    const { api, pageApi } = browserApi('de-DE')
    expect(pageApi({ renderedForNobody: false })).toBe(api)
    const shared = pageApi({ renderedForNobody: true })
    expect(shared).not.toBe(api)
    // One client for the page: the islands' reads share its (lazily loaded) axios instance.
    expect(pageApi({ renderedForNobody: true })).toBe(shared)
  })
})

describe('browserSystem', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('shows a logged-in customer’s hearts from the shopper read after load, without starting the actor system', async () => {
    const offline = createStoreApiClient({
      baseURL: 'http://api.test/store-api',
      fetch: scriptedFetch(new TypeError('fetch failed')).fetch,
    })
    const server = createRootSystem({
      api: offline,
      sessionSnapshot: sessionContext({ customer: customer() }),
      cart: cart([]),
    })
    const { views } = getDehydratedState(server)
    server.stop()
    const hearts = ['pr000000000000000000000000000001']
    const read = {
      session: sessionContext({ token: null, customer: customer() }),
      cart: cart([]),
      wishlist: hearts,
    }
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify(read), { status: 200 }))
    const state: DehydratedAppState = {
      views,
      languageId: undefined,
      origins: TEST_ORIGINS,
      storeApiMode: 'embedded',
      mapsApiKey: null,
      captchaSiteKey: null,
      formResult: null,
      catalogs: [],
      renderedForNobody: false,
    }
    const system = browserSystem({
      state,
      api: browserApi('de-DE').api,
      locale: 'de-DE',
      i18n: setupI18n(),
      hydration: new PageHydration(window),
    })

    await vi.waitFor(() => expect(system.view('wishlist')?.context.productIds).toEqual(hearts))
    expect(fetched.mock.calls.map(([url]) => String(url))).toEqual([SHOPPER_PATH])
    // Past the idle time that used to start it for a customer (at the latest 3 s; happy-dom: 200 ms).
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(system.started).toBe(false)
  })
})
