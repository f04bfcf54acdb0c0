// Every cart message of the spec's section 8, translated with its parameters. The Store API keys
// cart errors by `messageKey` and sends the values (`name`, `quantity`, `code` …) as parameters; a
// key the storefront does not know shows the server's own text.

import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  CartErrorLevel,
  CartFailure,
  CartMessage,
  QuantityProblem,
  QuantityRules,
} from '../../domain/cart.ts'
import type { FailureReason } from '../../domain/failure.ts'
import type { NotificationType } from '../../domain/notifications.ts'
import { translate } from './translate.ts'

export { translate }

const CART_MESSAGES: Record<string, MessageDescriptor> = {
  'product-stock-reached': msg({ message: 'The product {name} is only available {quantity} times.' }),
  'product-out-of-stock': msg({ message: 'The product {name} is no longer available.' }),
  'purchase-steps-quantity': msg({
    message: 'The quantity of {name} did not match its purchase steps and was changed to {quantity}.',
  }),
  'min-order-quantity': msg({
    message: 'The quantity of {name} was below the minimum order quantity and was raised to {quantity}.',
  }),
  'shipping-method-blocked': msg({ message: 'The shipping method {name} is not available for your cart.' }),
  'shipping-method-changed': msg({
    message:
      '{oldShippingMethodName} is not available for your cart; the shipping method was changed to {newShippingMethodName}.',
  }),
  'payment-method-blocked': msg({ message: 'The payment method {name} is not available for your cart.' }),
  'payment-method-changed': msg({
    message:
      '{oldPaymentMethodName} is not available for your cart; the payment method was changed to {newPaymentMethodName}.',
  }),
  'promotion-not-found': msg({ message: 'The promo code {code} is not valid.' }),
  'promotion-first-order-only': msg({ message: 'The promo code {code} is only valid for your first order.' }),
  'promotion-not-eligible': msg({
    message:
      'Your cart does not meet the conditions of the promotion {name} yet. The code is saved and applies automatically once they are met.',
  }),
  'promotion-excluded': msg({
    message:
      'The promotion {name} cannot be combined with the other promotions in your cart. Its code stays saved and applies if you remove them.',
  }),
  'auto-promotion-not-found': msg({ message: 'The promotion {name} is no longer valid and was removed.' }),
  'shipping-address-blocked': msg({
    message: 'We cannot deliver to your shipping address. Please choose another one.',
  }),
  'shipping-address-invalid': msg({
    message: 'Your shipping address is incomplete or invalid. Please check it.',
  }),
  'billing-address-blocked': msg({
    message: 'Your billing address cannot be used for this order. Please choose another one.',
  }),
  'billing-address-invalid': msg({
    message: 'Your billing address is incomplete or invalid. Please check it.',
  }),
  'cart-merged-hint': msg({ message: 'Your cart was merged with the cart saved in your account.' }),
  'product-not-found': msg({ message: 'A product in your cart could not be found and was removed.' }),
  'salutation-missing': msg({ message: 'Please add a salutation to your customer details.' }),
}

/** Why the Store API refused a cart call (HTTP errors). */
const FAILURES: Partial<Record<FailureReason, MessageDescriptor>> = {
  invalidQuantity: msg({ message: 'The quantity must be a positive whole number.' }),
  lineItemNotFound: msg({ message: 'This item is no longer in your cart.' }),
  productNotFound: msg({ message: 'This product could not be found.' }),
}

const RATE_LIMITED = msg({ message: 'Too many requests. Please wait {seconds} seconds and try again.' })
const RATE_LIMITED_NO_SECONDS = msg({ message: 'Too many requests. Please wait a moment and try again.' })

const ADD_TO_CART_ERROR = msg({ message: '{name} could not be added to the cart. Please try again.' })
const CART_UPDATE_ERROR = msg({ message: 'Your cart could not be updated. Please try again.' })

export const ADDED_TO_CART = msg({ message: '{name} has been added to cart' })

export function cartMessageText(i18n: I18n, message: CartMessage): string {
  const descriptor = CART_MESSAGES[message.messageKey]
  return descriptor ? translate(i18n, descriptor, message.parameters) : message.message
}

export function cartFailureText(i18n: I18n, failure: CartFailure): string {
  if (failure.reason === 'rateLimited') {
    const seconds = failure.retryAfterSeconds
    return seconds === null
      ? translate(i18n, RATE_LIMITED_NO_SECONDS)
      : translate(i18n, RATE_LIMITED, { seconds })
  }
  const descriptor = FAILURES[failure.reason]
  if (descriptor) return translate(i18n, descriptor)
  if (failure.operation === 'add' && failure.productName) {
    return translate(i18n, ADD_TO_CART_ERROR, { name: failure.productName })
  }
  return translate(i18n, CART_UPDATE_ERROR)
}

const TONES: Record<CartErrorLevel, NotificationType> = {
  notice: 'info',
  warning: 'warning',
  error: 'danger',
}

export function toneOf(level: CartErrorLevel): NotificationType {
  return TONES[level]
}

const QUANTITY_PROBLEMS: Record<QuantityProblem, MessageDescriptor> = {
  'not-a-number': msg({ message: 'Enter a quantity as a whole number.' }),
  'not-integer': msg({ message: 'The quantity must be a whole number.' }),
  'too-low': msg({ message: 'The quantity must be at least {min}.' }),
  'too-high': msg({ message: 'The quantity can be at most {max}.' }),
  step: msg({ message: 'This product is sold in steps of {step}, starting at {min}.' }),
}

export function quantityProblemText(i18n: I18n, problem: QuantityProblem, rules: QuantityRules): string {
  return translate(i18n, QUANTITY_PROBLEMS[problem], { min: rules.min, max: rules.max, step: rules.step })
}
