import { describe, expect, it } from 'vitest'
import { customer, sessionContext } from '../../machines/session/session.test-support.ts'
import { createStoreApiClient } from '../api/index.ts'
import { scriptedFetch } from '../api/test-support.ts'
import { cart, lineItem } from '../domain/cart.test-support.ts'
import { sessionIdentity } from '../domain/session.ts'
import { SystemHost } from './host.ts'
import { createRootSystem, getDehydratedState, restoredFromViews } from './runtime.ts'
import { shopperViews, showsNobody } from './shopper.ts'

// A page rendered for nobody (a shared catalogue page) learns after load whose it is: the host
// shows the read's session, basket and wishlist without starting the actor system.

function serverViews(options: Parameters<typeof createRootSystem>[0]) {
  const system = createRootSystem(options)
  const { views } = getDehydratedState(system)
  system.stop()
  return views
}

const offline = () =>
  createStoreApiClient({
    baseURL: 'http://api.test/store-api',
    fetch: scriptedFetch(new TypeError('fetch failed')).fetch,
  })

describe('the shopper read after load', () => {
  const shared = serverViews({ api: offline(), sessionSnapshot: sessionContext(), cart: cart([]) })
  const read = {
    session: sessionContext({ token: null, customer: customer() }),
    cart: cart([lineItem({ quantity: 2 })]),
    wishlist: ['pr000000000000000000000000000001'],
  }

  it('is asked for only when the page shows nobody', () => {
    expect(showsNobody(shared)).toBe(true)
    const someone = serverViews({
      api: offline(),
      sessionSnapshot: sessionContext({ customer: customer() }),
      cart: cart([]),
    })
    expect(showsNobody(someone)).toBe(false)
    const basket = serverViews({ api: offline(), sessionSnapshot: sessionContext(), cart: read.cart })
    expect(showsNobody(basket)).toBe(false)
  })

  it('shows the shopper at once, keeps the server view for hydration, and starts nothing', () => {
    let started = false
    const host = SystemHost.deferred(shared, () => {
      started = true
      return Promise.reject(new Error('not started in this test'))
    })
    const notified: string[] = []
    host.subscribe('cart', () => notified.push('cart'))
    host.subscribe('session', () => notified.push('session'))
    host.subscribe('wishlist', () => notified.push('wishlist'))

    const views = shopperViews(shared, read)
    host.adopt(views)

    expect(notified.sort()).toEqual(['cart', 'session', 'wishlist'])
    expect(host.view('cart')?.context.display?.lineItems[0]?.quantity).toBe(2)
    expect(host.hydrationView('cart')?.context.display?.lineItems).toEqual([])
    expect(sessionIdentity(host.view('session')?.context.session)).toBe('loggedIn')
    expect(host.view('session')?.matches({ identity: 'loggedIn' })).toBe(true)
    const wishlist = host.view('wishlist')
    expect(wishlist?.context.productIds).toEqual(read.wishlist)
    // Not dormant: a dormant wishlist makes the page start the system to read it.
    expect(wishlist?.matches('dormant')).toBe(false)
    expect(started).toBe(false)

    // The system, when it starts, starts from the read, and its wishlist with the read's ids.
    const restored = restoredFromViews({ ...shared, ...views })
    expect(restored.sessionSnapshot?.customer?.firstName).toBe('Ada')
    const system = createRootSystem({ api: offline(), ...restored, wishlist: read.wishlist })
    const running = SystemHost.running(system)
    expect(running.view('cart')?.context.display?.lineItems).toHaveLength(1)
    expect(running.view('wishlist')?.context.productIds).toEqual(read.wishlist)
    system.stop()
  })

  it('puts in no wishlist for a guest (theirs lives in the browser)', () => {
    const views = shopperViews(shared, { ...read, session: sessionContext({ token: null }), wishlist: null })
    expect(views.wishlist).toBeUndefined()
    expect(views.session?.context.session?.customer).toBeNull()
  })
})
