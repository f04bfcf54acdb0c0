import { describe, expect, it } from 'vitest'
import { storeApiFailure } from './failure.ts'
import { cart, lineItem, message } from './cart.test-support.ts'
import {
  applyOptimistic,
  cartStateKind,
  checkQuantity,
  collectMessages,
  describeCartFailure,
  displayCart,
  enqueueOperation,
  goodItemCount,
  importVatDue,
  progressRatio,
  stepQuantity,
} from './cart.ts'

const RULES = { min: 1, max: 100, step: 1 }

describe('cart state', () => {
  it('counts good items by quantity and classifies empty, filled and virtual carts', () => {
    expect(cartStateKind(null)).toBe('empty')
    expect(cartStateKind(cart())).toBe('empty')
    const promotionOnly = cart([lineItem({ id: 'promo', type: 'promotion', good: false, states: [] })])
    expect(goodItemCount(promotionOnly)).toBe(0)
    expect(cartStateKind(promotionOnly)).toBe('empty')
    expect(goodItemCount(cart([lineItem({ quantity: 3 }), lineItem({ id: 'b', quantity: 2 })]))).toBe(5)
    expect(cartStateKind(cart([lineItem()]))).toBe('filled')
    const guide = lineItem({ id: 'guide', states: ['is-download'] })
    expect(
      cartStateKind(cart([guide, lineItem({ id: 'promo', type: 'promotion', good: false, states: [] })])),
    ).toBe('virtual')
    expect(cartStateKind(cart([guide, lineItem()]))).toBe('filled')
  })

  it('sees the import VAT notice of a Swiss cart', () => {
    expect(importVatDue(cart([], [message('import-vat-due')]))).toBe(true)
    expect(importVatDue(cart())).toBe(false)
  })
})

describe('quantity rules', () => {
  it('accepts positive whole numbers within min, max and steps only', () => {
    expect(checkQuantity('3', RULES)).toEqual({ ok: true, quantity: 3 })
    expect(checkQuantity(' 7 ', RULES)).toEqual({ ok: true, quantity: 7 })
    expect(checkQuantity('', RULES)).toEqual({ ok: false, problem: 'not-a-number' })
    expect(checkQuantity('two', RULES)).toEqual({ ok: false, problem: 'not-a-number' })
    expect(checkQuantity('1e3', RULES)).toEqual({ ok: false, problem: 'not-a-number' })
    expect(checkQuantity('1.5', RULES)).toEqual({ ok: false, problem: 'not-integer' })
    expect(checkQuantity('0', RULES)).toEqual({ ok: false, problem: 'too-low' })
    expect(checkQuantity('-2', RULES)).toEqual({ ok: false, problem: 'too-low' })
    expect(checkQuantity('101', RULES)).toEqual({ ok: false, problem: 'too-high' })
    expect(checkQuantity('999999999999', RULES)).toEqual({ ok: false, problem: 'too-high' })
    const steps = { min: 2, max: 20, step: 4 }
    expect(checkQuantity('6', steps)).toEqual({ ok: true, quantity: 6 })
    expect(checkQuantity('5', steps)).toEqual({ ok: false, problem: 'step' })
    expect(checkQuantity('1', steps)).toEqual({ ok: false, problem: 'too-low' })
  })

  it('steps up and down within the limits', () => {
    expect(stepQuantity(1, 1, RULES)).toBe(2)
    expect(stepQuantity(1, -1, RULES)).toBe(1)
    expect(stepQuantity(100, 1, RULES)).toBe(100)
    expect(stepQuantity(6, 1, { min: 2, max: 12, step: 4 })).toBe(10)
    expect(stepQuantity(10, 1, { min: 2, max: 12, step: 4 })).toBe(12)
  })

  it('draws progress from the server’s remaining amount', () => {
    expect(progressRatio(150, 150)).toBe(0)
    expect(progressRatio(150, 75)).toBe(0.5)
    expect(progressRatio(150, 0)).toBe(1)
    expect(progressRatio(0, 0)).toBe(1)
  })
})

describe('optimistic changes', () => {
  it('stacks adds of one product, respects its maximum, and changes and removes lines', () => {
    const one = applyOptimistic(null, { kind: 'add', productId: 'p1', productName: 'Chair', quantity: 2 })
    expect(one.lineItems).toMatchObject([
      { id: 'p1', label: 'Chair', quantity: 2, pending: true, good: true },
    ])
    const capped = applyOptimistic(cart([lineItem({ id: 'p1', quantity: 99 })]), {
      kind: 'add',
      productId: 'p1',
      productName: 'Chair',
      quantity: 5,
    })
    expect(capped.lineItems[0]?.quantity).toBe(100)
    expect(
      applyOptimistic(cart([lineItem({ id: 'p1' })]), { kind: 'quantity', lineItemId: 'p1', quantity: 4 })
        .lineItems[0]?.quantity,
    ).toBe(4)
    expect(
      applyOptimistic(cart([lineItem({ id: 'p1' })]), { kind: 'remove', lineItemId: 'p1' }).lineItems,
    ).toEqual([])
    const coded = applyOptimistic(cart(), { kind: 'addPromotion', code: 'WELCOME10' })
    expect(coded.lineItems).toMatchObject([{ type: 'promotion', promotionCode: 'WELCOME10', good: false }])
    expect(applyOptimistic(coded, { kind: 'addPromotion', code: 'WELCOME10' }).lineItems).toHaveLength(1)
  })

  it('queues operations and merges what can be merged without losing anything', () => {
    const add = { kind: 'add' as const, productId: 'p1', productName: 'Chair', quantity: 1 }
    let queue = enqueueOperation([], add, false)
    queue = enqueueOperation(queue, add, false)
    expect(queue).toEqual([{ ...add, quantity: 2 }])
    // The head is in flight: never merged into.
    queue = enqueueOperation([add], add, true)
    expect(queue).toEqual([add, add])
    queue = enqueueOperation(queue, { kind: 'refresh' }, true)
    queue = enqueueOperation(queue, { kind: 'refresh' }, true)
    expect(queue.map((op) => op.kind)).toEqual(['add', 'add', 'refresh'])
    const quantities = enqueueOperation(
      enqueueOperation([], { kind: 'quantity', lineItemId: 'p1', quantity: 2 }, false),
      { kind: 'quantity', lineItemId: 'p1', quantity: 5 },
      false,
    )
    expect(quantities).toEqual([{ kind: 'quantity', lineItemId: 'p1', quantity: 5 }])
    expect(enqueueOperation(quantities, { kind: 'remove', lineItemId: 'p1' }, false)).toEqual([
      { kind: 'remove', lineItemId: 'p1' },
    ])
    expect(
      displayCart(cart([lineItem({ id: 'p1' })]), [add, { kind: 'refresh' }])?.lineItems[0]?.quantity,
    ).toBe(2)
  })

  it('collects messages once per key and leaves the import VAT notice out', () => {
    const stock = message('product-stock-reached', { name: 'Chair', quantity: '3' })
    expect(collectMessages([stock], [stock, message('import-vat-due'), message('cart-merged-hint')])).toEqual(
      [stock, message('cart-merged-hint')],
    )
  })

  it('describes a refusal with the operation and the product', () => {
    const error = storeApiFailure({
      status: 429,
      code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED',
      reason: 'rateLimited',
      retryAfterSeconds: 30,
    })
    expect(
      describeCartFailure({ kind: 'add', productId: 'p', productName: 'Chair', quantity: 1 }, error),
    ).toEqual({
      operation: 'add',
      kind: 'http',
      code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED',
      reason: 'rateLimited',
      status: 429,
      message: 'Failed request',
      retryAfterSeconds: 30,
      productName: 'Chair',
    })
    expect(describeCartFailure({ kind: 'refresh' }, new Error('offline'))).toMatchObject({
      kind: 'unexpected',
      status: null,
      message: 'offline',
      productName: null,
    })
  })
})
