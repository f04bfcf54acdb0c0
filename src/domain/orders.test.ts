import { describe, expect, it } from 'vitest'
import { unpaidNotice } from './orders.ts'

describe('unpaidNotice', () => {
  const notice = (transactionState: string | null, status = 'open') =>
    unpaidNotice({ status, transactionState })

  it('asks to pay again only after a payment failed or was cancelled at the provider', () => {
    expect(notice('failed')).toBe('failed')
    expect(notice('cancelled')).toBe('failed')
  })

  it('says an open payment (a prepayment waiting for the transfer) is simply due: nothing failed', () => {
    expect(notice('open')).toBe('due')
    expect(notice('reminded')).toBe('due')
    expect(notice('unconfirmed')).toBe('due')
  })

  it('says nothing once the money is held or when the order is cancelled', () => {
    for (const state of ['paid', 'paid_partially', 'authorized', 'refunded']) expect(notice(state)).toBeNull()
    expect(notice('cancelled', 'cancelled')).toBeNull()
    expect(notice('open', 'cancelled')).toBeNull()
  })
})
