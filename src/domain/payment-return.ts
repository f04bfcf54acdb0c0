// What the payment provider's return says about a payment that did not go through. Shopware's
// PaymentController sends the shopper to the errorUrl with `?error-code=` (PaymentException codes);
// without one (a reload, the account's order page) the transaction's state still tells a cancelled
// payment from a failed one.

/** Why an order is unpaid after the provider, as the shopper needs to hear it. */
export type PaymentProblem =
  /** The shopper cancelled at the provider (CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT). */
  | 'cancelled'
  /** The provider refused the payment, e.g. a declined card (CHECKOUT__ASYNC_PAYMENT_FINALIZE_INTERRUPTED). */
  | 'declined'
  /** The payment link ran out before the shopper came back (CHECKOUT__PAYMENT_TOKEN_EXPIRED). */
  | 'expired'
  /** Anything else: the spec's general payment failure text. */
  | 'unknown'

const BY_CODE: Record<string, PaymentProblem> = {
  CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT: 'cancelled',
  CHECKOUT__ASYNC_PAYMENT_FINALIZE_INTERRUPTED: 'declined',
  CHECKOUT__ASYNC_PAYMENT_PROCESS_INTERRUPTED: 'declined',
  CHECKOUT__PAYMENT_TOKEN_EXPIRED: 'expired',
}

const BY_TRANSACTION_STATE: Record<string, PaymentProblem> = {
  cancelled: 'cancelled',
  failed: 'declined',
}

/**
 * The `error-code` decides when it is one we know; otherwise (none, a used or invalid token, a code
 * of a payment plug-in) the transaction's state: cancelled or failed; else nothing specific.
 */
export function paymentProblem(
  errorCode: string | null | undefined,
  transactionState: string | null,
): PaymentProblem {
  const byCode = errorCode ? BY_CODE[errorCode] : undefined
  if (byCode) return byCode
  return (transactionState && BY_TRANSACTION_STATE[transactionState]) || 'unknown'
}
