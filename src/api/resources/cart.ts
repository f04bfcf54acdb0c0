// The cart routes of the Store API. Every call answers with the whole recalculated
// cart, mapped to the domain; its `errors` are what the shop changed or refused (stock, promotions,
// blocked methods …). HTTP errors (400 invalid quantity, 429 rate limit …) reject with ApiError.

import type { Cart } from '../../domain/cart.ts'
import { mapCart } from '../mappers/cart.ts'
import type { WireBody } from '../wire.ts'
import type { ResourceContext } from './shared.ts'

export interface CartProductItem {
  productId: string
  quantity: number
}

export interface CartQuantityItem {
  lineItemId: string
  quantity: number
}

export interface CartResource {
  /** GET /checkout/cart (creates an empty cart for the context when there is none). */
  get(): Promise<Cart>
  /** POST /checkout/cart/line-item with products; the product id is the line item id, so they stack. */
  addProducts(items: readonly CartProductItem[]): Promise<Cart>
  /** POST /checkout/cart/line-item with a promotion code. */
  addPromotion(code: string): Promise<Cart>
  /** PATCH /checkout/cart/line-item. */
  updateQuantities(items: readonly CartQuantityItem[]): Promise<Cart>
  /** POST /checkout/cart/line-item/delete. */
  removeItems(lineItemIds: readonly string[]): Promise<Cart>
  /** DELETE /checkout/cart. */
  clear(): Promise<void>
}

function nonEmpty<T>(list: readonly T[], what: string): [T, ...T[]] {
  const [first, ...rest] = list
  if (first === undefined) throw new Error(`${what}: at least one item is required`)
  return [first, ...rest]
}

export function createCartResource({ invoke }: ResourceContext): CartResource {
  const post = async (body: WireBody<'addLineItem post /checkout/cart/line-item'>) => {
    const { data } = await invoke('addLineItem post /checkout/cart/line-item', { body })
    return mapCart(data)
  }
  return {
    async get() {
      const { data } = await invoke('readCart get /checkout/cart')
      return mapCart(data)
    },
    addProducts(items) {
      return post({
        items: nonEmpty(items, 'addProducts').map(({ productId, quantity }) => ({
          id: productId,
          referencedId: productId,
          type: 'product' as const,
          quantity,
        })),
      })
    },
    addPromotion(code) {
      return post({ items: [{ type: 'promotion', referencedId: code }] })
    },
    async updateQuantities(items) {
      const body: WireBody<'updateLineItem patch /checkout/cart/line-item'> = {
        items: nonEmpty(
          items.map(({ lineItemId, quantity }) => ({ id: lineItemId, quantity })),
          'updateQuantities',
        ),
      }
      const { data } = await invoke('updateLineItem patch /checkout/cart/line-item', { body })
      return mapCart(data)
    },
    async removeItems(lineItemIds) {
      const body: WireBody<'removeLineItem post /checkout/cart/line-item/delete'> = {
        ids: nonEmpty(lineItemIds, 'removeItems'),
      }
      const { data } = await invoke('removeLineItem post /checkout/cart/line-item/delete', { body })
      return mapCart(data)
    },
    async clear() {
      await invoke('deleteCart delete /checkout/cart')
    },
  }
}
