import { describe, expect, it } from 'vitest'
import { harness, order } from './checkout.test-support.ts'

// Issue 29, defect 6: a customer who chose prepayment opens the order to pay online after all. The
// order waits for the transfer, and (as Shopware's order edit page) another method may still be
// chosen while the Store API says the payment is changeable.

async function awaitingTransfer(changeable: boolean) {
  const h = harness()
  const loaded = { ...order('payment_prepayment', 'open'), paymentChangeable: changeable }
  const returnPath = `/account/order/${loaded.id}`
  h.actor.send({ type: 'checkout.resumeOrder', orderId: loaded.id, outcome: 'unpaid', returnPath })
  await h.answer('loadOrder', loaded)
  expect(h.actor.getSnapshot().value).toBe('awaitingTransfer')
  return { h, loaded, returnPath }
}

describe('an order waiting for a transfer', () => {
  it('is paid another way: the method changes, then the payment starts and returns to the order page', async () => {
    const { h, loaded, returnPath } = await awaitingTransfer(true)
    h.actor.send({ type: 'checkout.retryPayment', paymentMethodId: 'pm-payment_card' })
    expect(h.actor.getSnapshot().value).toBe('changingPayment')
    expect(h.calls.changePayment[0]?.input).toEqual({
      orderId: loaded.id,
      paymentMethodId: 'pm-payment_card',
      change: true,
    })
    await h.answer('changePayment', order('payment_card', 'open'))
    expect(h.actor.getSnapshot().value).toBe('placed')
    expect(h.calls.startPayment[0]?.input).toEqual({ orderId: loaded.id, returnPath })
  })

  it('keeps its method where the Store API says it can no longer change', async () => {
    const { h } = await awaitingTransfer(false)
    h.actor.send({ type: 'checkout.retryPayment', paymentMethodId: 'pm-payment_card' })
    expect(h.actor.getSnapshot().value).toBe('awaitingTransfer')
    expect(h.calls.changePayment).toHaveLength(0)
  })
})
