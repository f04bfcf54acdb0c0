import type { Db } from '../db/database.ts'

/**
 * Payment handlers by Shopware's handler identifier (payment_method.handler_identifier): prepayment
 * and invoice are synchronous (nothing to do at payment time; the order stays unpaid until the
 * transfer arrives), the others redirect to the demo provider's hosted payment page.
 */
export type GatewayMethod = 'card' | 'paypal' | 'apple-pay'
export type PaymentKind = 'sync' | GatewayMethod

const HANDLERS: Record<string, PaymentKind> = {
  'Gartenwerk\\Payment\\CardPaymentHandler': 'card',
  'Gartenwerk\\Payment\\PayPalHandler': 'paypal',
  'Gartenwerk\\Payment\\ApplePayHandler': 'apple-pay',
  'Shopware\\Core\\Checkout\\Payment\\Cart\\PaymentHandler\\PrePayment': 'sync',
  'Shopware\\Core\\Checkout\\Payment\\Cart\\PaymentHandler\\InvoicePayment': 'sync',
}

/** The handler of a payment method, or null when the method or its handler is unknown. */
export function paymentKind(db: Db, paymentMethodId: string): PaymentKind | null {
  const row = db
    .prepare<[string], { handler_identifier: string }>(
      'SELECT handler_identifier FROM payment_method WHERE id = ? AND active = 1',
    )
    .get(paymentMethodId)
  return row ? (HANDLERS[row.handler_identifier] ?? null) : null
}
