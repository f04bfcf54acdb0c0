// Builders for cart tests: domain carts, line items and cart messages with overridable parts.

import {
  type Cart,
  type CartLineItem,
  type CartMessage,
  DEFAULT_MAX_PURCHASE,
  EMPTY_CART_PRICE,
} from './cart.ts'

export function lineItem(overrides: Partial<CartLineItem> = {}): CartLineItem {
  const id = overrides.id ?? 'p0000000000000000000000000000001'
  return {
    id,
    referencedId: id,
    type: 'product',
    label: 'Sylt lounge chair',
    quantity: 1,
    good: true,
    states: ['is-physical'],
    removable: true,
    stackable: true,
    cover: null,
    options: [],
    productNumber: 'GW-SYL-101',
    promotionCode: null,
    price: {
      unitPrice: 100,
      totalPrice: 100 * (overrides.quantity ?? 1),
      quantity: overrides.quantity ?? 1,
      listPrice: null,
      taxes: [],
    },
    quantityRules: { min: 1, max: DEFAULT_MAX_PURCHASE, step: 1 },
    children: [],
    ...overrides,
  }
}

export function cart(items: CartLineItem[] = [], errors: CartMessage[] = []): Cart {
  const positionPrice = items.reduce((sum, item) => sum + (item.price?.totalPrice ?? 0), 0)
  return {
    token: 'token-1',
    lineItems: items,
    price: {
      ...EMPTY_CART_PRICE,
      positionPrice,
      totalPrice: positionPrice,
      netPrice: positionPrice,
      rawTotal: positionPrice,
    },
    deliveries: [],
    errors,
    hints: null,
  }
}

export function message(
  messageKey: string,
  parameters: Record<string, string> = {},
  key = messageKey,
): CartMessage {
  return { key, messageKey, level: 'warning', message: messageKey, parameters }
}
