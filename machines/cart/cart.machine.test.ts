import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { storeApiFailure } from '../../src/domain/failure.ts'
import type { Cart, CartChange } from '../../src/domain/cart.ts'
import { deferred, sessionContext } from '../session/session.test-support.ts'
import { cartMachine } from './cart.machine.ts'
import { cart, lineItem, message } from './cart.test-support.ts'
import type { CartBroadcast, CartEmitted } from './cart.types.ts'
import type { ParentRef } from '../parent.ts'
import { recordingParent } from '../parent.test-support.ts'

const CHAIR = 'p0000000000000000000000000000001'
const TABLE = 'p0000000000000000000000000000002'

/** A Store API refusal as the client raises it. */
function refusal(init: Parameters<typeof storeApiFailure>[0]) {
  return storeApiFailure(init)
}

/** A machine with hand-driven actors: every call waits until the test settles it. */
function harness(initial: Cart | null, awaitSession = false, parent?: ParentRef<CartBroadcast>) {
  const calls: { change: CartChange; settle: ReturnType<typeof deferred<Cart>> }[] = []
  const loads: ReturnType<typeof deferred<Cart>>[] = []
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise<Cart, void>(() => {
        const d = deferred<Cart>()
        loads.push(d)
        return d.promise
      }),
      syncChange: fromPromise<Cart, CartChange>(({ input }) => {
        const d = deferred<Cart>()
        calls.push({ change: input, settle: d })
        return d.promise
      }),
    },
  })
  const actor = createActor(machine, {
    input: { cart: initial, awaitSession, ...(parent ? { parent } : {}) },
  })
  const emitted: CartEmitted[] = []
  for (const type of ['cart.adding', 'cart.added', 'cart.failed', 'cart.messages'] as const) {
    actor.on(type, (event) => emitted.push(event))
  }
  actor.start()
  const idle = () => waitFor(actor, (s) => s.matches({ sync: 'idle' }))
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { actor, calls, loads, emitted, idle, tick }
}

describe('cart machine', () => {
  it('loads the cart when none was server-rendered, and derives its state', async () => {
    const { actor, loads, idle } = harness(null)
    expect(actor.getSnapshot().value).toEqual({
      content: 'empty',
      errors: 'none',
      sync: 'loading',
    })
    loads[0]!.resolve(cart([lineItem()]))
    await idle()
    expect(actor.getSnapshot().value).toEqual({
      content: 'filled',
      errors: 'none',
      sync: 'idle',
    })
  })

  it('needs no second request for the session’s own first load while the cart loads', async () => {
    const { actor, loads, idle } = harness(null)
    actor.send({ type: 'session.changed', session: sessionContext() })
    loads[0]!.resolve(cart())
    await idle()
    expect(loads).toHaveLength(1)
    actor.send({ type: 'session.changed', session: sessionContext() })
    expect(loads).toHaveLength(2)
  })

  it('waits for the session’s first load (changed or failed) before its own, queueing changes', async () => {
    for (const outcome of [
      { type: 'session.changed', session: sessionContext() },
      { type: 'session.loadFailed' },
    ] as const) {
      const { actor, loads, calls, idle, tick } = harness(null, true)
      expect(actor.getSnapshot().value).toEqual({
        content: 'empty',
        errors: 'none',
        sync: 'waitingForSession',
      })
      actor.send({ type: 'cart.add', productId: CHAIR, productName: 'Chair', quantity: 1 })
      await tick()
      expect(loads).toHaveLength(0)
      expect(calls).toHaveLength(0)

      actor.send(outcome)
      expect(loads).toHaveLength(1)
      loads[0]!.resolve(cart())
      await tick()
      expect(calls.map((call) => call.change.kind)).toEqual(['add'])
      calls[0]!.settle.resolve(cart([lineItem()]))
      await idle()
      expect(loads).toHaveLength(1)
    }
  })

  it('starts from a dehydrated cart without loading it', () => {
    const { actor, loads } = harness(cart([lineItem({ quantity: 2 })]))
    expect(actor.getSnapshot().value).toEqual({
      content: 'filled',
      errors: 'none',
      sync: 'idle',
    })
    expect(loads).toHaveLength(0)
  })

  it('is virtual when every non-promotion item is a download, empty when no good item is left', async () => {
    const download = lineItem({ id: TABLE, states: ['is-download'] })
    const promotion = lineItem({ id: 'promo', type: 'promotion', good: false, states: [] })
    const { actor, calls, idle } = harness(cart([download, promotion]))
    expect(actor.getSnapshot().matches({ content: 'virtual' })).toBe(true)
    actor.send({ type: 'cart.remove', lineItemId: TABLE })
    // Optimistic: the removal shows before the server answered.
    expect(actor.getSnapshot().matches({ content: 'empty' })).toBe(true)
    calls[0]!.settle.resolve(cart([promotion]))
    await idle()
    expect(actor.getSnapshot().matches({ content: 'empty' })).toBe(true)
  })

  it('shows an add at once, then the server cart, and tells the UI both times', async () => {
    const { actor, calls, emitted, idle } = harness(cart())
    actor.send({ type: 'cart.add', productId: CHAIR, productName: 'Sylt lounge chair', quantity: 2 })

    const optimistic = actor.getSnapshot().context.display
    expect(optimistic?.lineItems).toMatchObject([
      { id: CHAIR, quantity: 2, pending: true, label: 'Sylt lounge chair' },
    ])
    expect(actor.getSnapshot().matches({ content: 'filled', sync: 'sending' })).toBe(true)
    expect(emitted).toEqual([
      { type: 'cart.adding', productId: CHAIR, productName: 'Sylt lounge chair', quantity: 2 },
    ])
    expect(calls.map((c) => c.change)).toEqual([
      { kind: 'add', productId: CHAIR, productName: 'Sylt lounge chair', quantity: 2 },
    ])

    const confirmed = cart([lineItem({ quantity: 2 })])
    calls[0]!.settle.resolve(confirmed)
    await idle()
    expect(actor.getSnapshot().context.display).toEqual(confirmed)
    expect(actor.getSnapshot().context.cart).toEqual(confirmed)
    expect(emitted.at(-1)).toEqual({
      type: 'cart.added',
      productId: CHAIR,
      productName: 'Sylt lounge chair',
      quantity: 2,
    })
  })

  it('rolls a refused change back to the server cart and reports the failure', async () => {
    const before = cart([lineItem({ quantity: 3 })])
    const { actor, calls, emitted, idle } = harness(before)
    actor.send({ type: 'cart.changeQuantity', lineItemId: CHAIR, quantity: 7 })
    expect(actor.getSnapshot().context.display?.lineItems[0]?.quantity).toBe(7)

    calls[0]!.settle.reject(refusal({ status: 400, reason: 'invalidQuantity' }))
    await idle()

    const { display, failure, queue } = actor.getSnapshot().context
    expect(display).toEqual(before)
    expect(queue).toEqual([])
    expect(failure).toMatchObject({
      operation: 'quantity',
      status: 400,
      reason: 'invalidQuantity',
    })
    expect(emitted).toEqual([{ type: 'cart.failed', failure }])
  })

  it('reads the cart again when the outcome of a change is unknown (timeout, network, 5xx)', async () => {
    const { actor, calls, loads, idle } = harness(cart([lineItem()]))
    actor.send({ type: 'cart.add', productId: CHAIR, productName: 'Chair', quantity: 1 })
    calls[0]!.settle.reject(refusal({ kind: 'timeout', status: 408 }))
    await waitFor(actor, (s) => s.matches({ sync: 'refreshing' }))
    // The server did apply it: the refreshed cart shows two.
    loads[0]!.resolve(cart([lineItem({ quantity: 2 })]))
    await idle()
    expect(actor.getSnapshot().context.display?.lineItems[0]?.quantity).toBe(2)
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 408 })
  })

  it('keeps later queued changes when an earlier one is refused', async () => {
    const { actor, calls, idle, tick } = harness(cart())
    actor.send({ type: 'cart.add', productId: CHAIR, productName: 'Chair', quantity: 1 })
    actor.send({ type: 'cart.add', productId: TABLE, productName: 'Table', quantity: 1 })
    expect(actor.getSnapshot().context.display?.lineItems.map((i) => i.id)).toEqual([CHAIR, TABLE])

    calls[0]!.settle.reject(refusal({ status: 429, reason: 'rateLimited', retryAfterSeconds: 30 }))
    await tick()
    // The chair is gone again, the table still shows while it is on its way.
    expect(actor.getSnapshot().context.display?.lineItems.map((i) => i.id)).toEqual([TABLE])
    expect(actor.getSnapshot().context.failure).toMatchObject({
      retryAfterSeconds: 30,
      productName: 'Chair',
    })

    calls[1]!.settle.resolve(cart([lineItem({ id: TABLE, label: 'Table' })]))
    await idle()
    expect(actor.getSnapshot().context.display?.lineItems.map((i) => i.id)).toEqual([TABLE])
  })

  it('queues clicks that arrive while a request is in flight and merges repeated adds', async () => {
    const { actor, calls, idle, tick } = harness(cart())
    for (let click = 0; click < 4; click++) {
      actor.send({ type: 'cart.add', productId: CHAIR, productName: 'Chair', quantity: 1 })
    }
    // One request in flight (1), the three clicks behind it merged into one add of 3.
    expect(actor.getSnapshot().context.display?.lineItems[0]?.quantity).toBe(4)
    expect(calls).toHaveLength(1)

    calls[0]!.settle.resolve(cart([lineItem({ quantity: 1 })]))
    await tick()
    expect(calls.map((c) => c.change)).toMatchObject([{ quantity: 1 }, { kind: 'add', quantity: 3 }])
    // Still four: the confirmed one plus the three on their way, nothing lost or doubled.
    expect(actor.getSnapshot().context.display?.lineItems[0]?.quantity).toBe(4)

    calls[1]!.settle.resolve(cart([lineItem({ quantity: 4 })]))
    await idle()
    expect(actor.getSnapshot().context.display?.lineItems[0]?.quantity).toBe(4)
  })

  it('sends only the last of several quantity changes and drops them when the line is removed', async () => {
    const { actor, calls, idle, tick } = harness(cart([lineItem(), lineItem({ id: TABLE })]))
    actor.send({ type: 'cart.changeQuantity', lineItemId: CHAIR, quantity: 2 })
    actor.send({ type: 'cart.changeQuantity', lineItemId: TABLE, quantity: 3 })
    actor.send({ type: 'cart.changeQuantity', lineItemId: TABLE, quantity: 4 })
    actor.send({ type: 'cart.changeQuantity', lineItemId: TABLE, quantity: 5 })
    expect(actor.getSnapshot().context.queue).toHaveLength(2)
    actor.send({ type: 'cart.remove', lineItemId: TABLE })
    expect(actor.getSnapshot().context.queue.map((op) => op.kind)).toEqual(['quantity', 'remove'])

    calls[0]!.settle.resolve(cart([lineItem({ quantity: 2 }), lineItem({ id: TABLE })]))
    await tick()
    calls[1]!.settle.resolve(cart([lineItem({ quantity: 2 })]))
    await idle()
    expect(calls.map((c) => c.change.kind)).toEqual(['quantity', 'remove'])
  })

  it('ignores changes that cannot be valid (zero, negative, fractional quantities, empty code)', () => {
    const { actor, calls } = harness(cart([lineItem()]))
    actor.send({ type: 'cart.changeQuantity', lineItemId: CHAIR, quantity: 0 })
    actor.send({ type: 'cart.changeQuantity', lineItemId: CHAIR, quantity: -1 })
    actor.send({ type: 'cart.changeQuantity', lineItemId: CHAIR, quantity: 1.5 })
    actor.send({ type: 'cart.add', productId: CHAIR, productName: 'Chair', quantity: Number.NaN })
    actor.send({ type: 'cart.addPromotion', code: '   ' })
    expect(calls).toHaveLength(0)
    expect(actor.getSnapshot().matches({ sync: 'idle' })).toBe(true)
  })

  it('keeps cart errors in a store that is read once and then cleared', async () => {
    const { actor, calls, emitted, idle } = harness(cart())
    actor.send({ type: 'cart.addPromotion', code: 'NOPE' })
    expect(actor.getSnapshot().context.display?.lineItems).toMatchObject([
      { type: 'promotion', promotionCode: 'NOPE' },
    ])
    const notFound = message('promotion-not-found', { code: 'NOPE' })
    calls[0]!.settle.resolve(cart([], [notFound]))
    await idle()
    // The refused code is not in the server cart: it disappears again.
    expect(actor.getSnapshot().context.display?.lineItems).toEqual([])
    expect(actor.getSnapshot().context.messages).toEqual([notFound])

    actor.send({ type: 'cart.takeMessages' })
    expect(emitted.filter((e) => e.type === 'cart.messages')).toEqual([
      { type: 'cart.messages', messages: [notFound] },
    ])
    expect(actor.getSnapshot().context.messages).toEqual([])

    actor.send({ type: 'cart.takeMessages' })
    expect(emitted.filter((e) => e.type === 'cart.messages')).toHaveLength(1)
  })

  it('does not store the same error twice and never stores the import VAT notice', async () => {
    const { actor, loads, idle } = harness(cart())
    const stock = message('product-stock-reached', { name: 'Chair', quantity: '3' }, 'stock-chair')
    actor.send({ type: 'session.changed', session: sessionContext() })
    loads[0]!.resolve(cart([], [stock, message('import-vat-due')]))
    await idle()
    actor.send({ type: 'session.changed', session: sessionContext() })
    loads[1]!.resolve(cart([], [stock]))
    await idle()
    expect(actor.getSnapshot().context.messages).toEqual([stock])
  })

  it('refreshes after every session change, once even if several arrive meanwhile', async () => {
    const { actor, loads, idle } = harness(cart())
    actor.send({ type: 'session.changed', session: sessionContext() })
    expect(actor.getSnapshot().matches({ sync: 'refreshing' })).toBe(true)
    actor.send({ type: 'session.changed', session: sessionContext() })
    actor.send({ type: 'session.changed', session: sessionContext() })
    expect(actor.getSnapshot().context.queue).toEqual([{ kind: 'refresh' }, { kind: 'refresh' }])
    loads[0]!.resolve(cart([lineItem()]))
    await waitFor(actor, () => loads.length === 2)
    loads[1]!.resolve(cart([lineItem({ quantity: 2 })]))
    await idle()
    expect(actor.getSnapshot().context.display?.lineItems[0]?.quantity).toBe(2)
  })

  it('only logs a failed refresh and keeps the cart it had', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const before = cart([lineItem()])
    const { actor, loads, idle, emitted } = harness(before)
    actor.send({ type: 'session.changed', session: sessionContext() })
    loads[0]!.reject(refusal({ kind: 'network', status: 502 }))
    await idle()
    expect(actor.getSnapshot().context.display).toEqual(before)
    expect(emitted).toEqual([])
    expect(log).toHaveBeenCalledOnce()
    log.mockRestore()
  })

  it('queues changes made while the first load runs and applies them on the loaded cart', async () => {
    const { actor, loads, calls, idle, tick } = harness(null)
    actor.send({ type: 'cart.add', productId: TABLE, productName: 'Table', quantity: 1 })
    expect(calls).toHaveLength(0)
    loads[0]!.resolve(cart([lineItem()]))
    await tick()
    expect(actor.getSnapshot().context.display?.lineItems.map((i) => i.id)).toEqual([CHAIR, TABLE])
    calls[0]!.settle.resolve(cart([lineItem(), lineItem({ id: TABLE })]))
    await idle()
    expect(actor.getSnapshot().context.cart?.lineItems).toHaveLength(2)
  })
})

describe('cart machine: telling its parent', () => {
  it('tells the parent every cart the server answered, loaded or changed', async () => {
    const { parent, received } = recordingParent<CartBroadcast>()
    const { actor, loads, calls, idle } = harness(null, false, parent)
    loads[0]!.resolve(cart([lineItem()]))
    await idle()
    actor.send({ type: 'cart.changeQuantity', lineItemId: CHAIR, quantity: 2 })
    calls[0]!.settle.resolve(cart([lineItem({ quantity: 2 })]))
    await idle()
    expect(received).toEqual([
      { type: 'cart.updated', cart: cart([lineItem()]) },
      { type: 'cart.updated', cart: cart([lineItem({ quantity: 2 })]) },
    ])
  })

  it('tells nobody about a change the server refused (nothing new was answered)', async () => {
    const { parent, received } = recordingParent<CartBroadcast>()
    const { actor, calls, idle } = harness(cart([lineItem()]), false, parent)
    actor.send({ type: 'cart.changeQuantity', lineItemId: CHAIR, quantity: 99 })
    calls[0]!.settle.reject(refusal({ status: 400, reason: 'invalidQuantity' }))
    await idle()
    expect(received).toEqual([])
  })
})
