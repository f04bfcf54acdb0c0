import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Order } from '../../domain/customer.ts'
import { renderWithI18n } from '../test-support/render.tsx'
import { OrderSummary } from './OrderSummary.tsx'

// Defect 22: the success page said "Shipping 0 €" where the cart and checkout say "Free", and
// showed no VAT although the cart did.

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    orderNumber: '10042',
    orderDate: '2026-12-01T10:00:00.000Z',
    status: 'open',
    statusName: 'Open',
    amountTotal: 238,
    shippingTotal: 0,
    price: { netPrice: 200, taxStatus: 'gross', taxes: [{ taxRate: 19, tax: 38, price: 238 }] },
    currencyIsoCode: 'EUR',
    paymentMethodName: 'Prepayment',
    paymentState: 'unpaid',
    transactionState: 'open',
    lines: [],
    billingAddress: null,
    shippingAddress: null,
    documents: [],
    ...overrides,
  }
}

describe('OrderSummary', () => {
  it('calls zero shipping free and shows the VAT included in a gross total', () => {
    renderWithI18n(<OrderSummary order={order()} />)
    const summary = screen.getByTestId('order-summary')
    expect(within(summary).getByTestId('order-shipping').textContent).toBe('Free')
    expect(within(summary).getByRole('rowheader', { name: 'incl. 19% VAT' })).toBeTruthy()
    expect(within(summary).getByTestId('order-vat').textContent).toContain('38')
  })

  it('adds the VAT to a net total and shows a shipping cost as an amount', () => {
    renderWithI18n(
      <OrderSummary
        order={order({
          shippingTotal: 49,
          price: { netPrice: 200, taxStatus: 'net', taxes: [{ taxRate: 19, tax: 38, price: 200 }] },
        })}
      />,
    )
    expect(screen.getByTestId('order-shipping').textContent).toContain('49')
    expect(screen.getByRole('rowheader', { name: 'plus 19% VAT' })).toBeTruthy()
  })

  it('shows no VAT for a tax-free order', () => {
    renderWithI18n(
      <OrderSummary order={order({ price: { netPrice: 200, taxStatus: 'tax-free', taxes: [] } })} />,
    )
    expect(screen.queryByTestId('order-vat')).toBeNull()
  })
})
