// Texts of the after-order actions (guest access, cancellation, withdrawal) for the refusals the
// Store API answers with. Descriptors only; components translate them with the page's i18n.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CancelBlock } from '../../domain/orders.ts'
import type { OrderActionFailure } from '../../system/order-actions.ts'

/** The message above a form for a failure without a field (null: the fields say it, or none). */
export function orderActionText(i18n: I18n, failure: OrderActionFailure | null): string | null {
  if (!failure || failure.kind === 'violations') return null
  if (failure.kind === 'rate-limited') {
    const seconds = failure.seconds
    return seconds
      ? i18n._(msg`Too many attempts. Please wait ${seconds} seconds and try again.`)
      : i18n._(msg`Too many attempts. Please wait a moment and try again.`)
  }
  if (failure.kind === 'captcha')
    return i18n._(msg`We could not confirm that you are not a robot. Please reload the page and try again.`)
  if (failure.kind === 'failed')
    return i18n._(msg`Something went wrong. Please try again later or contact us.`)
  switch (failure.reason) {
    case 'guestNotAuthenticated':
      return i18n._(msg`Please enter the e-mail address and the postal code of your order.`)
    case 'wrongGuestCredentials':
      return i18n._(
        msg`The e-mail address or the postal code does not match this order. Please check both; the postal code is the one of the billing address.`,
      )
    case 'notLoggedIn':
      return i18n._(msg`This order belongs to a customer account. Please log in to see it.`)
    case 'notCancellable':
      return i18n._(msg`This order can no longer be cancelled. Please contact us.`)
    case 'notFound':
      return i18n._(
        msg`We could not find an order with this order number and e-mail address. Please check both (the order number is in your order confirmation).`,
      )
    default:
      return i18n._(msg`Something went wrong. Please try again later or contact us.`)
  }
}

/** Why the shopper cannot cancel the order themselves. */
export function cancelBlockText(i18n: I18n, block: CancelBlock): string {
  switch (block) {
    case 'cancelled':
      return i18n._(msg`This order has been cancelled.`)
    case 'paid':
      return i18n._(
        msg`This order has already been paid, so it can no longer be cancelled here. You can withdraw from the contract instead, or contact us.`,
      )
    case 'shipped':
      return i18n._(
        msg`This order has already been shipped, so it can no longer be cancelled. You can withdraw from the contract instead, or contact us.`,
      )
    default:
      return i18n._(
        msg`This order is already being processed, so it can no longer be cancelled. Please contact us.`,
      )
  }
}
