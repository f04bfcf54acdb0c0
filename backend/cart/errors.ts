/**
 * Cart errors as Shopware serialises them (Checkout\Cart\Error\Error::jsonSerialize): the error's own
 * properties, plus `code` 0 (the exception code), `key` (its id, which keys the cart's `errors`
 * object), `level` (0 notice, 10 warning, 20 error), English `message` and `messageKey`, which the
 * storefront translates with `parameters`.
 */
export type CartErrorLevel = 0 | 10 | 20

export interface CartErrorJson {
  code: 0
  key: string
  level: CartErrorLevel
  message: string
  messageKey: string
  parameters: Record<string, unknown>
  [property: string]: unknown
}

export const NOTICE = 0
export const WARNING = 10
export const ERROR = 20

function cartError(
  messageKey: string,
  key: string,
  level: CartErrorLevel,
  message: string,
  parameters: Record<string, unknown>,
  properties: Record<string, unknown> = parameters,
): CartErrorJson {
  return { ...properties, code: 0, key, level, message, messageKey, parameters }
}

export const cartErrors = {
  stockReached: (id: string, name: string, quantity: number) =>
    cartError(
      'product-stock-reached',
      `product-stock-reached${id}`,
      WARNING,
      `The product ${name} is only available ${quantity} times`,
      { name, quantity },
      { id, name, quantity, resolved: true },
    ),
  outOfStock: (id: string, name: string) =>
    cartError(
      'product-out-of-stock',
      `product-out-of-stock${id}`,
      WARNING,
      `The product ${name} is no more available`,
      { name },
      { id, name },
    ),
  minOrderQuantity: (id: string, name: string, quantity: number) =>
    cartError(
      'min-order-quantity',
      `min-order-quantity${id}`,
      WARNING,
      `The quantity of product ${name} did not meet the minimum order quantity threshold. The quantity has automatically been increased to ${quantity}`,
      { name, quantity },
      { id, name, quantity },
    ),
  purchaseSteps: (id: string, name: string, quantity: number) =>
    cartError(
      'purchase-steps-quantity',
      `purchase-steps-quantity${id}`,
      WARNING,
      `Your input quantity does not match with the setup of the ${name}. The quantity was changed to ${quantity}`,
      { name, quantity },
      { id, name, quantity },
    ),
  productNotFound: (id: string) =>
    cartError('product-not-found', `product-not-found${id}`, ERROR, `The product ${id} could not be found`, {
      id,
    }),
  shippingBlocked: (id: string, name: string, reason: string) =>
    cartError(
      'shipping-method-blocked',
      `shipping-method-blocked-${id}`,
      WARNING,
      `Shipping method ${name} not available. Reason: ${reason}`,
      { shippingMethodId: id, name, reason },
    ),
  /** Shopware 6.7's ShippingMethodChangedError: keyed by both ids, a notice, with the reason. */
  shippingChanged: (old: { id: string; name: string }, next: { id: string; name: string }, reason: string) =>
    cartError(
      'shipping-method-changed',
      `shipping-method-changed-${old.id}-${next.id}`,
      NOTICE,
      `${old.name} shipping is not available for your current cart, the shipping was changed to ${next.name}. Reason: ${reason}`,
      {
        oldShippingMethodId: old.id,
        oldShippingMethodName: old.name,
        newShippingMethodId: next.id,
        newShippingMethodName: next.name,
        reason,
      },
    ),
  paymentBlocked: (id: string, name: string, reason: string) =>
    cartError(
      'payment-method-blocked',
      `payment-method-blocked-${id}`,
      WARNING,
      `Payment method ${name} not available. Reason: ${reason}`,
      { paymentMethodId: id, name, reason },
    ),
  paymentChanged: (old: { id: string; name: string }, next: { id: string; name: string }, reason: string) =>
    cartError(
      'payment-method-changed',
      `payment-method-changed-${old.id}-${next.id}`,
      NOTICE,
      `${old.name} payment is not available for your current cart, the payment was changed to ${next.name}. Reason: ${reason}`,
      {
        oldPaymentMethodId: old.id,
        oldPaymentMethodName: old.name,
        newPaymentMethodId: next.id,
        newPaymentMethodName: next.name,
        reason,
      },
    ),
  promotionNotFound: (code: string) =>
    cartError(
      'promotion-not-found',
      'promotion-not-found',
      ERROR,
      `Promotion with code ${code} not found!`,
      { code },
      { promotionCode: code },
    ),
  /**
   * The shop's own key (Shopware says promotion-not-eligible, whose text promises the code applies
   * later; a first-order code never will once an order exists): an ERROR, so an order placed after
   * the discount was shown is refused instead of charging more than the shopper confirmed.
   */
  promotionFirstOrderOnly: (code: string) =>
    cartError(
      'promotion-first-order-only',
      'promotion-first-order-only',
      ERROR,
      `Promotion with code ${code} is valid for a first order only!`,
      { code },
      { promotionCode: code },
    ),
  promotionNotEligible: (name: string) =>
    cartError(
      'promotion-not-eligible',
      'promotion-not-eligible',
      NOTICE,
      `Promotion ${name} not eligible for cart!`,
      {
        name,
      },
    ),
  promotionExcluded: (name: string) =>
    cartError(
      'promotion-excluded',
      'promotion-excluded',
      NOTICE,
      `Promotion ${name} was excluded for cart.`,
      {
        name,
      },
    ),
  autoPromotionNotFound: (name: string) =>
    cartError(
      'auto-promotion-not-found',
      `auto-promotion-not-found-${name}`,
      ERROR,
      `Promotion ${name} was no longer valid!`,
      { name },
    ),
  importVatDue: (messageKey: string, countryIso: string, taxRate: number) =>
    cartError(
      messageKey,
      messageKey,
      NOTICE,
      `Prices for delivery to ${countryIso} are without VAT; ${taxRate}% import VAT will be due on delivery.`,
      { countryIso, taxRate },
    ),
  /** Shopware's ShippingAddressBlockedError: the delivery country takes no shipments. */
  shippingAddressBlocked: (countryName: string) =>
    cartError(
      'shipping-address-blocked',
      `shipping-address-blocked-${countryName}`,
      ERROR,
      `Shippings to shipping address ${countryName} are not possible.`,
      { name: countryName },
    ),
  /** Shopware's BillingAddressBlockedError: the billing country is not one the shop sells to. */
  billingAddressBlocked: (countryName: string) =>
    cartError(
      'billing-address-blocked',
      `billing-address-blocked-${countryName}`,
      ERROR,
      `Billings to addresses in country ${countryName} are not possible.`,
      { name: countryName },
    ),
  /**
   * Shopware's AddressValidationError (billing-address-invalid / shipping-address-invalid): a stored
   * address no longer passes the address validation; `violations` as the Store API reports them.
   */
  addressInvalid: (billing: boolean, addressId: string, violations: Record<string, unknown>[]) =>
    cartError(
      `${billing ? 'billing' : 'shipping'}-address-invalid`,
      `${billing ? 'billing' : 'shipping'}-address-invalid`,
      ERROR,
      `Please check your ${billing ? 'billing' : 'shipping'} address for missing or invalid values.`,
      { isBillingAddress: billing, addressId, violations },
    ),
  cartMerged: () =>
    cartError(
      'cart-merged-hint',
      'cart-merged-hint',
      NOTICE,
      'Your cart was merged with the cart saved in your account.',
      {},
    ),
}
