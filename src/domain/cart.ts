// The cart as the storefront sees it, and pure rules over it. The Store
// API computes every amount (totals, taxes, remaining amounts for hints); nothing here does
// arithmetic on prices. Imports nothing but other domain modules.

import { cartStateKind, goodItemCount, LINE_ITEM_TYPE_PROMOTION, STATE_IS_DOWNLOAD } from './cart-state.ts'
import { asFailure, type FailureView, failureView } from './failure.ts'
import type { Media } from './types.ts'

export type { CartStateKind } from './cart-state.ts'
export { cartStateKind, goodItemCount, LINE_ITEM_TYPE_PROMOTION, STATE_IS_DOWNLOAD }

export const LINE_ITEM_TYPE_PRODUCT = 'product'
/** Shopware's default max purchase per line when the product says nothing (core.cart.maxQuantity). */
export const DEFAULT_MAX_PURCHASE = 100
/** Swiss import VAT that is due on delivery to Switzerland (the cart's notice names it). */
export const SWISS_IMPORT_VAT_RATE = 8.1

export interface CartTax {
  taxRate: number
  tax: number
  price: number
}

export interface LineItemPrice {
  unitPrice: number
  totalPrice: number
  quantity: number
  listPrice: number | null
  taxes: CartTax[]
}

export interface LineItemOption {
  group: string
  option: string
}

export interface QuantityRules {
  min: number
  max: number
  step: number
}

export interface CartLineItem {
  id: string
  referencedId: string | null
  /** product, promotion, custom, credit, discount, container. */
  type: string
  label: string
  quantity: number
  good: boolean
  states: string[]
  removable: boolean
  stackable: boolean
  cover: Media | null
  options: LineItemOption[]
  productNumber: string | null
  /** The promotion code of a promotion line item (payload.code), null for automatic promotions. */
  promotionCode: string | null
  price: LineItemPrice | null
  quantityRules: QuantityRules
  children: CartLineItem[]
  /** Set on optimistic items that the server has not confirmed yet (no price, no label from it). */
  pending?: boolean
}

export type CartTaxStatus = 'gross' | 'net' | 'tax-free'

export interface CartPriceSummary {
  totalPrice: number
  positionPrice: number
  netPrice: number
  rawTotal: number
  taxStatus: CartTaxStatus
  taxes: CartTax[]
}

export interface CartDelivery {
  shippingMethodId: string | null
  shippingMethodName: string | null
  shippingCosts: number
  countryId: string | null
}

export type CartErrorLevel = 'notice' | 'warning' | 'error'

/** One entry of the cart's `errors` (keyed as Shopware does: messageKey + parameters). */
export interface CartMessage {
  key: string
  /** Shopware's message key (`product-stock-reached`, `promotion-not-found` …). */
  messageKey: string
  level: CartErrorLevel
  /** The server's English text, used when the storefront has no translation for the key. */
  message: string
  parameters: Record<string, string>
}

export interface FreeShippingHint {
  threshold: number
  /** What the server says is still missing (0 once reached). */
  remaining: number
  reached: boolean
}

export interface GiftLevel {
  threshold: number
  productId: string | null
  unlocked: boolean
}

/**
 * Remaining-amount hints the back end calculated (the embedded one sends them in the cart's
 * `extensions.cartHints`; a plain Shopware sends none and the hints are not shown).
 */
export interface CartHints {
  freeShipping: FreeShippingHint | null
  giftLevels: GiftLevel[]
  /** Next gift level not reached, and the amount still missing to it. */
  nextGift: { threshold: number; remaining: number } | null
  /** Codes that were saved but are not eligible yet; they apply themselves once they are. */
  pendingPromotionCodes: string[]
  /**
   * Codes that were saved but another promotion in the cart excludes (it cannot be combined with
   * them): they apply once that one is removed, whatever the cart's value.
   */
  excludedPromotionCodes: string[]
}

export interface Cart {
  token: string | null
  lineItems: CartLineItem[]
  price: CartPriceSummary
  deliveries: CartDelivery[]
  errors: CartMessage[]
  hints: CartHints | null
}

/** Notice the embedded back end puts into every tax-free Swiss cart (import VAT due on delivery). */
export const IMPORT_VAT_NOTICE_KEY = 'import-vat-due'

/** Whether the cart carries the import VAT notice (shown as a lasting hint, never as a toast). */
export function importVatDue(cart: Cart | null): boolean {
  return cart ? cart.errors.some((error) => error.messageKey === IMPORT_VAT_NOTICE_KEY) : false
}

/** 0…1 progress toward a threshold from the server's remaining amount (for a progress bar). */
export function progressRatio(threshold: number, remaining: number): number {
  if (threshold <= 0) return 1
  return Math.min(1, Math.max(0, (threshold - remaining) / threshold))
}

export function productItems(cart: Cart | null): CartLineItem[] {
  return cart ? cart.lineItems.filter((item) => item.type !== LINE_ITEM_TYPE_PROMOTION) : []
}

export function promotionItems(cart: Cart | null): CartLineItem[] {
  return cart ? cart.lineItems.filter((item) => item.type === LINE_ITEM_TYPE_PROMOTION) : []
}

/** Shipping costs of all deliveries (what the server calculated). */
export function shippingTotal(cart: Cart | null): number {
  return cart ? cart.deliveries.reduce((sum, delivery) => sum + delivery.shippingCosts, 0) : 0
}

export type QuantityProblem = 'not-a-number' | 'not-integer' | 'too-low' | 'too-high' | 'step'

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; problem: QuantityProblem }

/**
 * Validates what a shopper typed into a quantity field (it must be a positive integer) against
 * the line's purchase rules. The server checks again; this only avoids a pointless round trip.
 */
export function checkQuantity(raw: string | number, rules: QuantityRules): QuantityCheck {
  const text = typeof raw === 'number' ? String(raw) : raw.trim()
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { ok: false, problem: 'not-a-number' }
  const value = Number(text)
  if (!Number.isInteger(value)) return { ok: false, problem: 'not-integer' }
  if (value < Math.max(1, rules.min)) return { ok: false, problem: 'too-low' }
  if (value > rules.max) return { ok: false, problem: 'too-high' }
  if (rules.step > 1 && (value - rules.min) % rules.step !== 0) return { ok: false, problem: 'step' }
  return { ok: true, quantity: value }
}

/** The next allowed quantity up or down from `current`, clamped to the rules. */
export function stepQuantity(current: number, direction: 1 | -1, rules: QuantityRules): number {
  const step = Math.max(1, rules.step)
  const next = current + direction * step
  const min = Math.max(1, rules.min)
  return Math.min(rules.max, Math.max(min, next))
}

/** An optimistic change, applied at once in the UI and rolled back when the server refuses. */
export type CartChange =
  | { kind: 'add'; productId: string; productName: string; quantity: number }
  | { kind: 'quantity'; lineItemId: string; quantity: number }
  | { kind: 'remove'; lineItemId: string }
  | { kind: 'addPromotion'; code: string }
  | { kind: 'removePromotion'; lineItemId: string }

export const EMPTY_CART_PRICE: CartPriceSummary = {
  totalPrice: 0,
  positionPrice: 0,
  netPrice: 0,
  rawTotal: 0,
  taxStatus: 'gross',
  taxes: [],
}

function placeholder(
  id: string,
  type: string,
  label: string,
  quantity: number,
  referencedId: string | null,
): CartLineItem {
  return {
    id,
    referencedId,
    type,
    label,
    quantity,
    good: type === LINE_ITEM_TYPE_PRODUCT,
    states: [],
    removable: true,
    stackable: true,
    cover: null,
    options: [],
    productNumber: null,
    promotionCode: type === LINE_ITEM_TYPE_PROMOTION ? label : null,
    price: null,
    quantityRules: { min: 1, max: DEFAULT_MAX_PURCHASE, step: 1 },
    children: [],
    pending: true,
  }
}

/**
 * The cart as the shopper should see it right after `change`, before the server answered. Amounts
 * stay the server's last ones (the UI marks them as updating); quantities and lines change at once.
 */
export function applyOptimistic(cart: Cart | null, change: CartChange): Cart {
  const base: Cart = cart ?? {
    token: null,
    lineItems: [],
    price: EMPTY_CART_PRICE,
    deliveries: [],
    errors: [],
    hints: null,
  }
  const items = base.lineItems
  switch (change.kind) {
    case 'add': {
      // Shopware uses the product id as the line item id for products, so the same product stacks.
      const existing = items.find(
        (item) => item.id === change.productId && item.type === LINE_ITEM_TYPE_PRODUCT,
      )
      const lineItems = existing
        ? items.map((item) =>
            item === existing
              ? { ...item, quantity: Math.min(item.quantityRules.max, item.quantity + change.quantity) }
              : item,
          )
        : [
            ...items,
            placeholder(
              change.productId,
              LINE_ITEM_TYPE_PRODUCT,
              change.productName,
              change.quantity,
              change.productId,
            ),
          ]
      return { ...base, lineItems }
    }
    case 'quantity':
      return {
        ...base,
        lineItems: items.map((item) =>
          item.id === change.lineItemId ? { ...item, quantity: change.quantity } : item,
        ),
      }
    case 'remove':
    case 'removePromotion':
      return { ...base, lineItems: items.filter((item) => item.id !== change.lineItemId) }
    case 'addPromotion':
      if (items.some((item) => item.promotionCode === change.code)) return base
      return {
        ...base,
        lineItems: [
          ...items,
          placeholder(`promotion:${change.code}`, LINE_ITEM_TYPE_PROMOTION, change.code, 1, change.code),
        ],
      }
  }
}

export type CartOperationKind = CartChange['kind'] | 'refresh'

/** A change the server refused (HTTP error), after it was rolled back in the UI. */
export interface CartFailure extends FailureView {
  operation: CartOperationKind
  /** The product's name for add failures, so the message can name it. */
  productName: string | null
}

/** The failure of `change` from whatever its actor threw (see `asFailure`). */
export function describeCartFailure(change: CartChange | { kind: 'refresh' }, error: unknown): CartFailure {
  return {
    operation: change.kind,
    ...failureView(asFailure(error)),
    productName: change.kind === 'add' ? change.productName : null,
  }
}

export type CartOperation = CartChange | { kind: 'refresh' }

/**
 * Puts `operation` behind the queued ones, merging where nothing can be lost: repeated adds of one
 * product become one add of the summed quantity, a later quantity change of a line replaces an
 * earlier one, a removal drops queued quantity changes of that line, and a refresh already waiting
 * is not queued twice. `head` is the operation in flight and is never merged into.
 */
export function enqueueOperation(
  queue: readonly CartOperation[],
  operation: CartOperation,
  inFlight: boolean,
): CartOperation[] {
  const fixed = inFlight ? queue.slice(0, 1) : []
  const waiting = inFlight ? queue.slice(1) : [...queue]
  const last = waiting[waiting.length - 1]
  switch (operation.kind) {
    case 'refresh':
      if (waiting.some((entry) => entry.kind === 'refresh')) return [...fixed, ...waiting]
      return [...fixed, ...waiting, operation]
    case 'add':
      if (last?.kind === 'add' && last.productId === operation.productId) {
        return [...fixed, ...waiting.slice(0, -1), { ...last, quantity: last.quantity + operation.quantity }]
      }
      return [...fixed, ...waiting, operation]
    case 'quantity':
      if (last?.kind === 'quantity' && last.lineItemId === operation.lineItemId) {
        return [...fixed, ...waiting.slice(0, -1), operation]
      }
      return [...fixed, ...waiting, operation]
    case 'remove':
      return [
        ...fixed,
        ...waiting.filter(
          (entry) => !(entry.kind === 'quantity' && entry.lineItemId === operation.lineItemId),
        ),
        operation,
      ]
    default:
      return [...fixed, ...waiting, operation]
  }
}

/** The server's cart with every not-yet-confirmed change applied, in order. */
export function displayCart(cart: Cart | null, queue: readonly CartOperation[]): Cart | null {
  let view = cart
  for (const operation of queue) {
    if (operation.kind !== 'refresh') view = applyOptimistic(view, operation)
  }
  return view
}

/**
 * Adds new messages to the store, once per key (Shopware keys repeat while the cause persists). The
 * import VAT notice is a lasting hint of the cart page, not a one-time message.
 */
export function collectMessages(
  store: readonly CartMessage[],
  incoming: readonly CartMessage[],
): CartMessage[] {
  const keys = new Set(store.map((message) => message.key))
  return [
    ...store,
    ...incoming.filter((message) => !keys.has(message.key) && message.messageKey !== IMPORT_VAT_NOTICE_KEY),
  ]
}
