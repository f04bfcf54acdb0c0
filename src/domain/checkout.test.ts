import { describe, expect, it } from 'vitest'
import { cart, lineItem, message } from './cart.test-support.ts'
import {
  blocksOrder,
  explainCartChanges,
  hasDownloads,
  isCheckoutStep,
  methodChangeOf,
  needsPaymentChange,
  orderStanding,
  stepReachable,
} from './checkout.ts'
import { order, shopper } from './checkout.test-support.ts'

describe('blocksOrder', () => {
  it('blocks on error-level errors and blocked methods, never on notices or switches', () => {
    expect(blocksOrder({ ...message('billing-address-invalid'), level: 'error' })).toBe(true)
    expect(blocksOrder({ ...message('payment-method-blocked'), level: 'warning' })).toBe(true)
    expect(blocksOrder({ ...message('shipping-method-changed'), level: 'notice' })).toBe(false)
    expect(blocksOrder({ ...message('product-stock-reached'), level: 'warning' })).toBe(false)
  })
})

describe('explainCartChanges', () => {
  const chair = lineItem({ id: 'chair', label: 'Chair' })
  const table = lineItem({ id: 'table', label: 'Table' })

  it('is empty for the same cart', () => {
    expect(explainCartChanges(cart([chair]), cart([chair]))).toEqual([])
  })

  it('names removed and added lines, quantities and the total', () => {
    const changes = explainCartChanges(
      cart([chair]),
      cart([lineItem({ id: 'chair', label: 'Chair', quantity: 2 }), table]),
    )
    expect(changes).toEqual([
      { kind: 'quantity', label: 'Chair', before: 1, after: 2 },
      { kind: 'lineAdded', label: 'Table', quantity: 1 },
      { kind: 'total', before: 100, after: 300 },
    ])
    expect(explainCartChanges(cart([chair, table]), cart([chair]))).toContainEqual({
      kind: 'lineRemoved',
      label: 'Table',
    })
  })

  it('names a method the shop switched since the shopper confirmed', () => {
    const switched = message('shipping-method-changed', {
      oldShippingMethodName: 'Express',
      newShippingMethodName: 'Standard',
    })
    expect(explainCartChanges(cart([chair]), cart([chair], [switched]))).toEqual([
      { kind: 'method', method: 'shipping', before: 'Express', after: 'Standard' },
    ])
    expect(methodChangeOf(cart([chair], [switched]))).toEqual({
      kind: 'shipping',
      oldName: 'Express',
      newName: 'Standard',
    })
  })
})

describe('checkout steps', () => {
  it('knows its steps', () => {
    expect(isCheckoutStep('confirm')).toBe(true)
    expect(isCheckoutStep('pay')).toBe(false)
  })

  it('shows a step only when everything before it is done', () => {
    const goods = cart([lineItem()])
    const download = cart([lineItem({ states: ['is-download'] })])
    expect(stepReachable('addresses', shopper('anonymous'), goods)).toBe(false)
    expect(stepReachable('confirm', shopper('guest'), goods)).toBe(true)
    expect(stepReachable('shipping', shopper('guest'), download)).toBe(false)
    expect(stepReachable('payment', shopper('guest'), download)).toBe(true)
    expect(hasDownloads(download)).toBe(true)
    expect(hasDownloads(goods)).toBe(false)
  })
})

describe('orderStanding', () => {
  it('follows the transaction state and the payment method', () => {
    expect(orderStanding(order('payment_card', 'paid'), 'unpaid')).toBe('paid')
    expect(orderStanding(order('payment_card', 'cancelled'), 'placed')).toBe('unpaid')
    expect(orderStanding(order('payment_invoice', 'open'), 'placed')).toBe('awaitingTransfer')
    expect(orderStanding(order('payment_card', 'open'), 'placed')).toBe('placed')
    expect(orderStanding(order('payment_card', 'open'), 'paid')).toBe('unpaid')
  })

  it('changes the payment unless the same method is still open', () => {
    expect(needsPaymentChange(order('payment_card', 'open'), 'pm-payment_card')).toBe(false)
    expect(needsPaymentChange(order('payment_card', 'failed'), 'pm-payment_card')).toBe(true)
    expect(needsPaymentChange(order('payment_card', 'open'), 'pm-payment_prepayment')).toBe(true)
  })
})
