import type { CalculatedPrice } from '../pricing/calculate.ts'
import { limitsFor, type ProductRuleRow } from './rules.ts'
import type { StoredLine } from './store.ts'

type Json = Record<string, unknown>

/** The fields of a serialised product (serialize/products.ts) a line item copies. */
export interface ProductJson extends Json {
  id: string
  name?: string
  productNumber?: string
  taxId?: string
  stock?: number
  states?: string[]
  options?: Json[]
  cover?: Json | null
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)

function optionPayload(options: Json[] | undefined): Json[] {
  return (options ?? []).map((o) => {
    const group = (o.group ?? {}) as Json
    const groupName = String(((group.translated ?? {}) as Json).name ?? group.name ?? '')
    const option = String(((o.translated ?? {}) as Json).name ?? o.name ?? '')
    return { group: groupName, option, translated: { group: groupName, option } }
  })
}

/**
 * A product line item as Shopware's ProductCartProcessor fills it: label, payload (product number,
 * variant options, …), quantity limits, cover, delivery information and the calculated price.
 * Premium gifts are product lines at price 0 that the shopper cannot change or remove.
 */
export function lineItemJson(
  line: StoredLine,
  product: ProductJson,
  rule: ProductRuleRow,
  price: CalculatedPrice,
  shopMax: number,
  opts: { gift: boolean },
): Json {
  const limits = limitsFor(rule, shopMax)
  const states = product.states?.includes('is-download') ? ['is-download'] : ['is-physical']
  const deliveryTime = (product.deliveryTime ?? null) as Json | null
  const cover = (product.cover?.media ?? null) as Json | null
  return {
    id: line.id,
    referencedId: line.referencedId,
    label: String(product.name ?? ''),
    quantity: line.quantity,
    type: 'product',
    good: true,
    removable: !opts.gift,
    stackable: !opts.gift,
    states,
    payload: {
      id: product.id,
      type: states[0] === 'is-download' ? 'digital' : 'physical',
      name: String(product.name ?? ''),
      productNumber: String(product.productNumber ?? ''),
      taxId: String(product.taxId ?? ''),
      stock: isInt(product.stock) ? product.stock : 0,
      options: optionPayload(product.options),
      ...(typeof product.parentId === 'string' ? { parentId: product.parentId } : {}),
      ...(typeof product.manufacturerId === 'string' ? { manufacturerId: product.manufacturerId } : {}),
      isCloseout: product.isCloseout === true,
      markAsTopseller: product.markAsTopseller === true,
      shippingFree: product.shippingFree === true,
      optionIds: product.optionIds ?? [],
      propertyIds: product.propertyIds ?? [],
      categoryIds: product.categoryIds ?? [],
      isPremiumGift: opts.gift,
    },
    price,
    quantityInformation: opts.gift
      ? { minPurchase: 1, maxPurchase: 1, purchaseSteps: 1 }
      : {
          minPurchase: limits.min,
          maxPurchase: Math.max(limits.min, limits.max),
          purchaseSteps: limits.steps,
        },
    cover,
    deliveryInformation: {
      stock: isInt(product.availableStock) ? product.availableStock : 0,
      freeDelivery: product.shippingFree === true,
      ...(isInt(product.restockTime) ? { restockTime: product.restockTime } : {}),
      ...(deliveryTime
        ? {
            deliveryTime: {
              name: String(deliveryTime.name ?? ''),
              ...(isInt(deliveryTime.min) ? { min: deliveryTime.min } : {}),
              ...(isInt(deliveryTime.max) ? { max: deliveryTime.max } : {}),
              unit: String(deliveryTime.unit ?? 'day'),
              apiAlias: 'cart_delivery_time',
            },
          }
        : {}),
      apiAlias: 'cart_delivery_information',
    },
    children: [],
    modified: false,
    apiAlias: 'cart_line_item',
  }
}
