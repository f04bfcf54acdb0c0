import { describe, expect, it } from 'vitest'
import { sessionContext } from '../../machines/session/session.test-support.ts'
import { createStoreApiClient } from '../api/index.ts'
import { scriptedFetch } from '../api/test-support.ts'
import { cart, lineItem } from '../domain/cart.test-support.ts'
import { pageViews, viewsFromPage } from './page-views.ts'
import type { DehydratedViews } from './registry.ts'
import { createRootSystem, getDehydratedState } from './runtime.ts'

// The basket is written into a shopper's page once: the cart's `display` (the cart while nothing is
// pending) is left out by the server and restored by the browser before anything reads it.

function serverViews(basket: ReturnType<typeof cart>): DehydratedViews {
  const api = createStoreApiClient({
    baseURL: 'http://api.test/store-api',
    fetch: scriptedFetch(new TypeError('fetch failed')).fetch,
  })
  const system = createRootSystem({ api, sessionSnapshot: sessionContext(), cart: basket })
  const { views } = getDehydratedState(system)
  system.stop()
  return views
}

describe('the views a page carries', () => {
  const basket = cart([lineItem({ quantity: 2 }), lineItem({ id: 'li2', quantity: 1 })])

  it('hold the basket once and give the browser back what the server rendered with', () => {
    const views = serverViews(basket)
    expect(views.cart?.context.display).toBe(views.cart?.context.cart)
    const page = JSON.parse(JSON.stringify(pageViews(views))) as ReturnType<typeof pageViews>
    expect(page.cart?.context).not.toHaveProperty('display')
    expect(JSON.stringify(page).split('"lineItems"')).toHaveLength(2)
    const restored = viewsFromPage(page)
    expect(restored).toEqual(JSON.parse(JSON.stringify(views)))
    expect(restored.cart?.context.display).toBe(restored.cart?.context.cart)
  })

  it('keep a display that differs from the cart, and an empty one', () => {
    const views = serverViews(basket)
    const context = views.cart?.context
    if (!views.cart || !context) throw new Error('the server views have a cart')
    const pending = { ...views, cart: { ...views.cart, context: { ...context, display: cart([]) } } }
    expect(viewsFromPage(pageViews(pending))).toEqual(pending)
    const none = { ...views, cart: { ...views.cart, context: { ...context, cart: null, display: null } } }
    expect(pageViews(none).cart?.context).not.toHaveProperty('display')
    expect(viewsFromPage(pageViews(none))).toEqual(none)
  })

  it('are left as they are when the page has no cart view', () => {
    const views: DehydratedViews = {}
    expect(viewsFromPage(pageViews(views))).toEqual({})
  })
})
