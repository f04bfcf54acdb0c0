// Cart wire format (Schemas['Cart'], LineItem, CartError) → domain Cart. The only module that knows
// how Shopware shapes a cart: line item payloads (options, product number, promotion code), the two
// shapes of `errors` (a list, or an object keyed by error key as Shopware 6.7 answers), and the
// numeric error levels.

import {
  type Cart,
  type CartDelivery,
  type CartErrorLevel,
  type CartHints,
  type CartLineItem,
  type CartMessage,
  type CartTax,
  type CartTaxStatus,
  DEFAULT_MAX_PURCHASE,
  type LineItemOption,
  type LineItemPrice,
} from '../../domain/cart.ts'
import type { Schemas } from '../wire.ts'
import { mapMedia, pick } from './common.ts'

type WireLineItem = Schemas['LineItem']

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

export function mapTaxes(
  list: readonly { price: number; tax: number; taxRate: number }[] | undefined,
): CartTax[] {
  return (list ?? []).map(({ price, tax, taxRate }) => ({ price, tax, taxRate }))
}

function options(payload: Record<string, unknown>): LineItemOption[] {
  const list = payload.options
  if (!Array.isArray(list)) return []
  return list.flatMap((entry) => {
    const group = str(record(entry).group)
    const option = str(record(entry).option)
    return group && option ? [{ group, option }] : []
  })
}

function price(wire: WireLineItem['price']): LineItemPrice | null {
  if (!wire) return null
  return {
    unitPrice: wire.unitPrice,
    totalPrice: wire.totalPrice,
    quantity: wire.quantity,
    listPrice: wire.listPrice?.price ?? null,
    taxes: mapTaxes(wire.calculatedTaxes),
  }
}

export function mapLineItem(wire: WireLineItem): CartLineItem {
  const payload = record(wire.payload)
  const rules = wire.quantityInformation
  const isPromotion = wire.type === 'promotion'
  return {
    id: wire.id,
    referencedId: wire.referencedId ?? null,
    type: wire.type ?? 'product',
    label: wire.label ?? '',
    quantity: wire.quantity ?? 1,
    good: wire.good ?? false,
    states: wire.states ?? [],
    removable: wire.removable ?? true,
    stackable: wire.stackable ?? false,
    cover: mapMedia(wire.cover),
    options: options(payload),
    productNumber: str(payload.productNumber),
    // Code promotions name the code in the payload and as referencedId; automatic ones have none.
    promotionCode: isPromotion ? (str(payload.code) ?? str(wire.referencedId)) : null,
    price: price(wire.price),
    quantityRules: {
      min: Math.max(1, num(rules?.minPurchase, 1)),
      max: num(rules?.maxPurchase, DEFAULT_MAX_PURCHASE),
      step: Math.max(1, num(rules?.purchaseSteps, 1)),
    },
    children: (wire.children ?? []).map(mapLineItem),
  }
}

function level(value: unknown): CartErrorLevel {
  if (value === 0) return 'notice'
  if (value === 10) return 'warning'
  return 'error'
}

const ERROR_FIELDS = new Set(['code', 'key', 'level', 'message', 'messageKey', 'parameters', 'id'])

/**
 * Parameters of a cart error: Shopware serialises them either as a `parameters` object or as extra
 * properties of the error (`name`, `quantity`, `code` …).
 */
function parameters(wire: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value)
  }
  for (const [key, value] of Object.entries(wire)) if (!ERROR_FIELDS.has(key)) add(key, value)
  for (const [key, value] of Object.entries(record(wire.parameters))) add(key, value)
  return out
}

export function mapCartMessage(wire: unknown, fallbackKey: string): CartMessage | null {
  const entry = record(wire)
  const messageKey = str(entry.messageKey)
  if (!messageKey) return null
  return {
    key: str(entry.key) ?? fallbackKey,
    messageKey,
    level: level(entry.level),
    message: str(entry.message) ?? messageKey,
    parameters: parameters(entry),
  }
}

export function mapCartMessages(errors: Schemas['Cart']['errors']): CartMessage[] {
  if (!errors) return []
  const entries: [string, unknown][] = Array.isArray(errors)
    ? errors.map((entry, index) => [String(index), entry])
    : Object.entries(errors)
  return entries.flatMap(([key, entry]) => {
    const message = mapCartMessage(entry, key)
    return message ? [message] : []
  })
}

function mapDelivery(wire: Schemas['CartDelivery']): CartDelivery {
  const method = wire.shippingMethod
  return {
    shippingMethodId: method?.id ?? null,
    shippingMethodName: method ? pick(method.translated?.name, method.name) : null,
    shippingCosts: wire.shippingCosts?.totalPrice ?? 0,
    countryId: wire.location?.country?.id ?? null,
  }
}

function mapHints(extensions: unknown): CartHints | null {
  const wire = record(record(extensions).cartHints)
  if (Object.keys(wire).length === 0) return null
  const free = record(wire.freeShipping)
  const gifts = record(wire.premiumGifts)
  const next = gifts.nextThreshold
  return {
    freeShipping:
      typeof free.threshold === 'number'
        ? { threshold: free.threshold, remaining: num(free.remaining, 0), reached: free.reached === true }
        : null,
    giftLevels: (Array.isArray(gifts.levels) ? gifts.levels : []).flatMap((level) => {
      const entry = record(level)
      return typeof entry.threshold === 'number'
        ? [{ threshold: entry.threshold, productId: str(entry.productId), unlocked: entry.unlocked === true }]
        : []
    }),
    nextGift: typeof next === 'number' ? { threshold: next, remaining: num(gifts.remaining, 0) } : null,
    pendingPromotionCodes: codesOf(wire.pendingPromotionCodes),
    excludedPromotionCodes: codesOf(wire.excludedPromotionCodes),
  }
}

function codesOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : []).flatMap((code) =>
    typeof code === 'string' && code !== '' ? [code] : [],
  )
}

export function mapTaxStatus(value: string | undefined): CartTaxStatus {
  return value === 'net' || value === 'tax-free' ? value : 'gross'
}

export function mapCart(wire: Schemas['Cart']): Cart {
  return {
    token: wire.token ?? null,
    lineItems: (wire.lineItems ?? []).map(mapLineItem),
    price: {
      totalPrice: wire.price.totalPrice,
      positionPrice: wire.price.positionPrice,
      netPrice: wire.price.netPrice,
      rawTotal: wire.price.rawTotal,
      taxStatus: mapTaxStatus(wire.price.taxStatus),
      taxes: mapTaxes(wire.price.calculatedTaxes),
    },
    deliveries: (wire.deliveries ?? []).map(mapDelivery),
    errors: mapCartMessages(wire.errors),
    // Not in Shopware's Cart schema: the embedded back end's hints travel as an extension.
    hints: mapHints(record(wire as unknown).extensions),
  }
}
