// The wishlist routes of the Store API for a logged-in customer, and the product
// read a guest's local list needs (POST /product with an ids filter). Every call needs a logged-in,
// non-guest customer except `products`; otherwise Shopware answers 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN.
// Errors reject with ApiError; the wishlist machine decides what a 404 means.

import type { ProductSummary } from '../../domain/types.ts'
import { inIdOrder } from '../../domain/wishlist.ts'
import type { Criteria, WireBody } from '../wire.ts'
import { mapCardSummary, withListingIncludes } from './product.ts'
import { type ResourceContext, SEO_URLS_HEADER } from './shared.ts'

/** Shopware's largest page (`shopware.api.store.max_limit`): reading all ids takes pages of it. */
const MAX_LIMIT = 100

export interface WishlistResource {
  /** Every product id on the customer's wishlist, in the server's order (ids only, pages of 100). */
  productIds(): Promise<string[]>
  /** POST /customer/wishlist/add/{productId}. */
  add(productId: string): Promise<void>
  /** DELETE /customer/wishlist/delete/{productId}. */
  remove(productId: string): Promise<void>
  /** POST /customer/wishlist/merge: adds a guest's local ids (unknown ones are skipped). */
  merge(productIds: readonly string[]): Promise<void>
  /** POST /product with an ids filter: the products of a local list, in the order of `ids`. */
  products(ids: readonly string[]): Promise<ProductSummary[]>
}

export function createWishlistResource({ invoke, languageId }: ResourceContext): WishlistResource {
  const read = async (body: WireBody<'readCustomerWishlist post /customer/wishlist'>) => {
    const { data } = await invoke('readCustomerWishlist post /customer/wishlist', {
      body,
      headers: SEO_URLS_HEADER,
    })
    return data
  }
  return {
    async productIds() {
      const ids: string[] = []
      for (let page = 1; ; page++) {
        const data = await read({
          page,
          limit: MAX_LIMIT,
          'total-count-mode': 'exact',
          includes: { product: ['id'] },
        })
        const elements = data.products.elements ?? []
        ids.push(...elements.map((product) => product.id))
        const total = data.products.total ?? ids.length
        if (elements.length === 0 || ids.length >= total) return [...new Set(ids)]
      }
    },
    async add(productId) {
      await invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', {
        pathParams: { productId },
      })
    },
    async remove(productId) {
      await invoke('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', {
        pathParams: { productId },
      })
    },
    async merge(productIds) {
      await invoke('mergeProductOnWishlist post /customer/wishlist/merge', {
        body: { productIds: [...productIds] },
      })
    },
    async products(ids) {
      // One request per 100 ids (the Store API's largest page); a wishlist page asks for 15.
      const chunks: string[][] = []
      for (let start = 0; start < ids.length; start += MAX_LIMIT)
        chunks.push(ids.slice(start, start + MAX_LIMIT))
      const lang = languageId()
      const pages = await Promise.all(
        chunks.map(async (chunk) => {
          const criteria: Criteria = { ids: chunk, limit: chunk.length, 'total-count-mode': 'none' }
          const { data } = await invoke('readProduct post /product', {
            body: withListingIncludes(criteria),
            headers: SEO_URLS_HEADER,
          })
          return data.elements.map((product) => mapCardSummary(product, lang))
        }),
      )
      return inIdOrder(ids, pages.flat())
    },
  }
}
