// Checkout wire shapes → domain: the order as the checkout needs it (how it is paid) and the shop's
// checkout configuration from the sales channel's customFields (the embedded back end's; a plain
// Shopware sends none: guest checkout on, no bank account).

import type { BankAccount, CheckoutConfig, CheckoutOrder } from '../../domain/checkout.ts'
import { canPayOrder } from '../../domain/orders.ts'
import { isRecord, type Schemas } from '../wire.ts'
import { mapOrder } from './customer.ts'

function latestTransaction(wire: Schemas['Order']): Schemas['OrderTransaction'] | undefined {
  if (wire.primaryOrderTransaction) return wire.primaryOrderTransaction
  const transactions = [...(wire.transactions ?? [])]
  return transactions.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '')).at(-1)
}

/**
 * `paymentChangeable`: the order read's answer for this order (POST /order); without one (the order
 * just placed) the transaction's state decides as it does in the back end.
 */
export function mapCheckoutOrder(wire: Schemas['Order'], paymentChangeable?: boolean): CheckoutOrder {
  const transaction = latestTransaction(wire)
  const order = mapOrder(wire)
  return {
    ...order,
    paymentMethodId: transaction?.paymentMethodId ?? null,
    paymentTechnicalName: transaction?.paymentMethod?.technicalName ?? null,
    deepLinkCode: wire.deepLinkCode ?? null,
    paymentChangeable: paymentChangeable ?? canPayOrder(order),
  }
}

function bankAccount(value: unknown): BankAccount | null {
  if (!isRecord(value)) return null
  const field = (name: string) => (typeof value[name] === 'string' ? (value[name] as string) : '')
  const account = {
    accountHolder: field('accountHolder'),
    bankName: field('bankName'),
    iban: field('iban'),
    bic: field('bic'),
  }
  return account.iban === '' ? null : account
}

export function mapCheckoutConfig(wire: Schemas['SalesChannelContext']): CheckoutConfig {
  const fields = wire.salesChannel?.customFields
  const custom: Record<string, unknown> = isRecord(fields) ? fields : {}
  const due = custom.gartenwerk_invoice_due_days
  return {
    guestCheckout: custom.gartenwerk_guest_checkout !== false,
    bankAccount: bankAccount(custom.gartenwerk_bank_account),
    invoiceDueDays: typeof due === 'number' && Number.isFinite(due) ? due : null,
  }
}
