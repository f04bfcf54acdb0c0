import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Cart, CartChange } from '../../src/domain/cart.ts'
import { cartMachine } from './cart.machine.ts'
import { cart, lineItem, message } from './cart.test-support.ts'

/** A cart actor that must not call the Store API: adopted carts and acknowledgements need none. */
function offline(initial: Cart | null) {
  const calls: string[] = []
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise<Cart, void>(async () => {
        calls.push('loadCart')
        throw new Error('no request expected')
      }),
      syncChange: fromPromise<Cart, CartChange>(async () => {
        calls.push('syncChange')
        throw new Error('no request expected')
      }),
    },
  })
  return { actor: createActor(machine, { input: { cart: initial } }).start(), calls }
}

const blocked = { ...message('shipping-method-blocked', { name: 'Freight' }), level: 'warning' as const }
const invalidAddress = { ...message('billing-address-invalid'), level: 'error' as const }
const stockNotice = { ...message('product-stock-reached', { name: 'Chair' }), level: 'notice' as const }
const switched = message('shipping-method-changed', {
  oldShippingMethodName: 'Express',
  newShippingMethodName: 'Standard',
})

describe('cart errors region', () => {
  it('is withErrors while the cart carries an error-level error, none once it is gone', () => {
    const { actor, calls } = offline(cart([lineItem()], [invalidAddress]))
    expect(actor.getSnapshot().matches({ errors: 'withErrors' })).toBe(true)
    actor.send({ type: 'cart.adopt', cart: cart([lineItem()]) })
    expect(actor.getSnapshot().matches({ errors: 'none' })).toBe(true)
    expect(calls).toEqual([])
  })

  it('counts blocked methods as blocking whatever their level, notices never', () => {
    const { actor } = offline(cart([lineItem()], [stockNotice]))
    expect(actor.getSnapshot().matches({ errors: 'none' })).toBe(true)
    actor.send({ type: 'cart.adopt', cart: cart([lineItem()], [blocked]) })
    expect(actor.getSnapshot().matches({ errors: 'withErrors' })).toBe(true)
  })
})

describe('a switched method', () => {
  it('reaches the messages the basket shows, once', () => {
    const { actor } = offline(cart([lineItem()]))
    actor.send({ type: 'cart.adopt', cart: cart([lineItem()], [switched]) })
    expect(actor.getSnapshot().context.messages.map((entry) => entry.messageKey)).toEqual([
      'shipping-method-changed',
    ])
    actor.send({ type: 'cart.takeMessages' })
    expect(actor.getSnapshot().context.messages).toEqual([])
  })
})

describe('cart.adopt', () => {
  it('replaces the confirmed cart and what the UI shows without a request', () => {
    const { actor, calls } = offline(cart([lineItem({ quantity: 1 })]))
    actor.send({ type: 'cart.adopt', cart: cart([lineItem({ quantity: 3 })]) })
    expect(actor.getSnapshot().context.display?.lineItems[0]?.quantity).toBe(3)
    expect(actor.getSnapshot().context.cart?.lineItems[0]?.quantity).toBe(3)
    actor.send({ type: 'cart.adopt', cart: cart([]) })
    expect(actor.getSnapshot().matches({ content: 'empty', sync: 'idle' })).toBe(true)
    expect(calls).toEqual([])
  })
})
