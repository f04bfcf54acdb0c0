// The checkout's failure texts. The machine keeps failures as domain reasons; this says them in the
// shopper's language. Descriptors only; components translate them with the page's i18n.

import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CheckoutFailure } from '../../domain/checkout.ts'
import type { PaymentProblem } from '../../domain/payment-return.ts'

/** The spec's payment failure text (also when a retry cannot start). */
export const PAYMENT_FAILED = msg`An error occurred. Please try again later or contact us.`

/**
 * Why the order is unpaid after the provider, and what the shopper can do now (Shopware's
 * account.externalPaymentCanceled / …Failure / …Expired, said for this shop's methods). A card that
 * was declined needs another card or method; a cancelled payment can simply be done again.
 */
export function paymentProblemText(
  i18n: I18n,
  problem: PaymentProblem,
  paymentTechnicalName: string | null,
): string {
  switch (problem) {
    case 'cancelled':
      return i18n._(
        msg`You cancelled the payment, so your order has not been paid yet. Pay it now with the same method or choose another one.`,
      )
    case 'declined':
      return paymentTechnicalName === 'payment_card'
        ? i18n._(
            msg`Your card was declined, so your order has not been paid. Try again with another card or choose another payment method.`,
          )
        : i18n._(
            msg`The payment was refused, so your order has not been paid. Try again or choose another payment method.`,
          )
    case 'expired':
      return i18n._(
        msg`The payment took too long and was stopped, so your order has not been paid yet. Please pay again, with the same or another method.`,
      )
    default:
      return i18n._(PAYMENT_FAILED)
  }
}

const NOT_LOGGED_IN = msg`You must be logged-in before submitting an order`

/**
 * The message of a failure that belongs to no field: what went wrong and what the shopper can do.
 * Violations of a refused address are shown at their fields instead (null then).
 */
export function checkoutFailureText(i18n: I18n, failure: CheckoutFailure): string | null {
  if (failure.reason === 'notLoggedIn') return i18n._(NOT_LOGGED_IN)
  if (failure.reason === 'rateLimited')
    return i18n._(msg`Too many requests. Please wait a moment and try again.`)
  if (failure.reason === 'alreadyPaid')
    return i18n._(msg`This order has already been paid. A paid order can no longer be changed.`)
  if (failure.reason === 'unknownPaymentMethod')
    return i18n._(msg`This payment method cannot be used for this order. Please choose another one.`)
  if (failure.reason === 'paymentNotChangeable')
    return i18n._(msg`The payment of this order can no longer be changed. Please contact us.`)
  if (failure.reason === 'cartEmpty')
    return i18n._(msg`Your cart is empty, so there is nothing to order yet.`)
  if (failure.reason === 'cartInvalid')
    return i18n._(msg`Your order cannot be placed yet. Please check the notes on your order.`)
  const addressing = failure.operation === 'saveAddresses' || failure.operation === 'createAddress'
  if (addressing && failure.violations.some((entry) => entry.field)) return null
  switch (failure.operation) {
    case 'load':
      return i18n._(msg`The checkout could not be loaded. Please try again.`)
    case 'saveAddresses':
    case 'createAddress':
      return i18n._(msg`The address could not be saved. Please check it and try again.`)
    case 'saveShipping':
      return i18n._(msg`The shipping method could not be saved. Please try again.`)
    case 'savePayment':
      return i18n._(msg`The payment method could not be saved. Please try again.`)
    case 'place':
      return i18n._(msg`Your order could not be placed. Please check it and try again.`)
    case 'loadOrder':
      return failure.reason === 'notFound'
        ? i18n._(
            msg`We could not find this order. If you placed it in another browser, please log in there or contact us.`,
          )
        : i18n._(PAYMENT_FAILED)
    case 'startPayment':
    case 'changePayment':
      return i18n._(PAYMENT_FAILED)
    default:
      return i18n._(PAYMENT_FAILED)
  }
}
