import type { CartErrorJson } from '../cart/errors.ts'
import { ApiProblem } from '../http/errors.ts'

/** Cart errors whose class answers blockOrder() with true although their level is below 20. */
const BLOCKING_KEYS = new Set(['shipping-method-blocked', 'payment-method-blocked'])

/**
 * Changes the calculation made to what the shopper last saw: a corrected quantity, a removed line,
 * a switched method, a merged cart. Placing the order would buy something else than was confirmed,
 * so at order time they block too; the next cart read makes the same change and reports it.
 */
const CHANGE_KEYS = new Set([
  'product-stock-reached',
  'product-out-of-stock',
  'min-order-quantity',
  'purchase-steps-quantity',
  'shipping-method-changed',
  'payment-method-changed',
  'cart-merged-hint',
])

/** Errors that block the order button in the cart (level 20 and the *-method-blocked keys). */
export function blocksOrder(error: CartErrorJson): boolean {
  return error.level >= 20 || BLOCKING_KEYS.has(error.messageKey)
}

/** Errors that keep POST /checkout/order from placing the order. */
export function blocksPlacement(error: CartErrorJson): boolean {
  return blocksOrder(error) || CHANGE_KEYS.has(error.messageKey)
}

export const checkoutProblems = {
  /** Shopware's InvalidCartException (CartException::invalidCart), answered with 400 since 6.5. */
  invalidCart: (errors: CartErrorJson[]) =>
    new ApiProblem(
      400,
      'CHECKOUT__CART_INVALID',
      `The cart is invalid, got ${errors.length} error(s): ${errors.map((e) => `${e.key}: ${e.message}`).join('\n')}`,
      {
        parameters: {
          errorCount: errors.length,
          errors: errors.map((e) => `${e.key}: ${e.message}`).join('\n'),
        },
      },
    ),
  /** Shopware's EmptyCartException. */
  cartEmpty: () => new ApiProblem(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty'),
  /** OrderException::orderNotFound */
  orderNotFound: (orderId: string) =>
    new ApiProblem(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', `Could not find order with id "${orderId}"`, {
      parameters: { entity: 'order', field: 'id', value: orderId },
    }),
  /** OrderException::orderAlreadyPaid, with the number the shopper knows the order by. */
  orderAlreadyPaid: (orderId: string, orderNumber: string) =>
    new ApiProblem(
      400,
      'CHECKOUT__ORDER_ORDER_ALREADY_PAID',
      `Order with number "${orderNumber}" was already paid and cannot be edited afterwards.`,
      { parameters: { orderNumber, orderId } },
    ),
  /** OrderException::paymentMethodNotChangeable */
  paymentNotChangeable: () =>
    new ApiProblem(
      403,
      'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE',
      'Payment methods of order with current payment transaction type can not be changed.',
    ),
  /** PaymentException::unknownPaymentMethodById */
  unknownPaymentMethod: (paymentMethodId: string) =>
    new ApiProblem(
      400,
      'CHECKOUT__UNKNOWN_PAYMENT_METHOD',
      `Could not find payment method with id "${paymentMethodId}"`,
      { parameters: { entity: 'payment method', field: 'id', value: paymentMethodId } },
    ),
  /** PaymentException::invalidOrder: no open transaction to pay for this order of this customer. */
  invalidOrder: (orderId: string) =>
    new ApiProblem(
      404,
      'CHECKOUT__INVALID_ORDER_ID',
      `The order with id ${orderId} is invalid or could not be found.`,
      { parameters: { orderId } },
    ),
}
