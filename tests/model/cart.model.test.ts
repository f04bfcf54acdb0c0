// @vitest-environment node
// Model-based path tests of the cart machine against the REAL embedded back end.
//
// The cart machine itself is the model. xstate/graph walks it with sample events: shopper events in
// `idle` (add a physical product or a download, change a quantity, remove lines, apply a valid and
// an unknown promo code, remove the code, refresh, a session change, read the error store), and in
// busy states the answer the back end is expected to give (structure only: lines, quantities,
// codes, cart errors). Each shortest path is replayed against a fresh root system wired to the
// embedded back end through the real Store API client, asserting the model's state after each step.

import { afterAll, describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom, waitFor } from 'xstate'
import { createTestBackend } from '../../backend/test-support/backend.ts'
import type { cartMachine } from '../../machines/cart/cart.machine.ts'
import type { CartEvent } from '../../machines/cart/cart.types.ts'
import { cartWithApi } from '../../src/system/actors/cart.ts'
import { createStoreApiClient } from '../../src/api/index.ts'
import { type CartCatalogue, cartPaths, eventKey, isCartEvent, observable } from './cart.model.support.ts'
import { listGraphPaths, recordPaths } from './path-listing.ts'

type Snapshot = SnapshotFrom<typeof cartMachine>

const { backend } = await createTestBackend()
afterAll(() => backend.close())

/** A client on the embedded back end with its own context token (its own cart). */
function connect() {
  return createStoreApiClient({
    baseURL: 'http://storefront.test/store-api',
    headers: { 'sw-access-key': backend.accessKey },
    fetch: async (input, init) => backend.fetch(new Request(input, init)),
  })
}

// Sample products come from the back end itself (by product number), never from hard-coded ids.
const catalogue: CartCatalogue = await (async () => {
  const api = connect()
  const [guide, covers, session] = await Promise.all([
    api.product.search('GW-CARE-GUIDE'),
    api.product.search('GW-COVER-CHAIRS'),
    api.context.get(),
  ])
  const download = guide.elements.find((product) => product.productNumber === 'GW-CARE-GUIDE')
  const physical = covers.elements.find((product) => product.productNumber === 'GW-COVER-CHAIRS')
  if (!download || !physical) throw new Error('The seed lacks the sample products of the cart model')
  return {
    download: { id: download.id, name: download.name },
    physical: { id: physical.id, name: physical.name },
    session,
  }
})()

const paths = cartPaths(catalogue)
recordPaths(
  'cart',
  listGraphPaths(paths, (event) => eventKey(event, catalogue)),
)

/** The model's event for the real cart: a promotion line's id is the back end's, found by its code. */
function realEvent(event: CartEvent, real: Snapshot, modelled: Snapshot): CartEvent {
  if (event.type !== 'cart.removePromotion') return event
  const code = modelled.context.display?.lineItems.find((item) => item.id === event.lineItemId)?.promotionCode
  const line = real.context.display?.lineItems.find(
    (item) => item.type === 'promotion' && item.promotionCode === code,
  )
  if (!line) throw new Error(`The real cart has no promotion ${code}`)
  return { ...event, lineItemId: line.id }
}

describe('cart model (embedded back end)', () => {
  it('generates paths for every reachable transition', () => {
    expect(paths.length).toBeGreaterThan(20)
    expect(paths.every((path) => path.steps[0]?.event.type === 'xstate.init')).toBe(true)
    const taken = new Set(paths.flatMap((path) => path.steps.map((step) => eventKey(step.event, catalogue))))
    expect([...taken].sort()).toEqual([
      'cart.add(download)',
      'cart.add(physical)',
      'cart.addPromotion(unknown)',
      'cart.addPromotion(valid)',
      'cart.changeQuantity',
      'cart.remove(download)',
      'cart.remove(physical)',
      'cart.remove(unknown)',
      'cart.removePromotion',
      'cart.takeMessages',
      'session.changed',
      'start',
      'xstate.done.actor.loadCart',
      'xstate.done.actor.syncChange',
      'xstate.error.actor.syncChange',
    ])
    // Every state of the content region is reached.
    const contents = new Set(paths.map((path) => (path.state.value as { content: string }).content))
    expect([...contents].sort()).toEqual(['empty', 'filled', 'virtual'])
  })

  for (const path of paths) {
    it(path.steps.map((step) => eventKey(step.event, catalogue)).join(' → '), async () => {
      const cart = createActor(cartWithApi(connect()), { input: { cart: null } }).start()
      const [init, ...steps] = path.steps
      expect(observable(cart.getSnapshot())).toEqual(observable(init!.state))
      let previous = init!.state
      for (const step of steps) {
        if (isCartEvent(step.event)) {
          cart.send(realEvent(step.event, cart.getSnapshot(), previous))
        } else {
          // An outcome step: the real actor produces it; wait for it and compare.
          // Where something was queued behind the change, the model's next state is working on it.
          const syncOf = (snapshot: Snapshot) => (snapshot.value as { sync: string }).sync
          const queued = step.state.context.queue.length
          await waitFor(cart, (s) => syncOf(s) === syncOf(step.state) && s.context.queue.length === queued, {
            timeout: 10_000,
          })
        }
        expect(observable(cart.getSnapshot()), `after ${eventKey(step.event, catalogue)}`).toEqual(
          observable(step.state),
        )
        // Per state: the content region agrees with the domain's classification of what is shown.
        const real = cart.getSnapshot()
        const content = (real.value as { content: string }).content
        const goods = (real.context.display?.lineItems ?? []).filter((item) => item.good)
        expect(content === 'empty', 'empty ⇔ no good items').toBe(goods.length === 0)
        previous = step.state
      }
      cart.stop()
    })
  }
})
