// Products: detail, category listing, search and suggestions. The catalogue issue extends this
// module (variants, reviews, cross-selling) and the detail mapping.

import type { ProductListing, ProductSummary } from '../../domain/types.ts'
import { mapProductListing, mapProductSummary } from '../mappers/product.ts'
import type { ProductListingCriteria, WireBody, WireResponse } from '../wire.ts'
import { type ResourceContext, SEO_URLS_HEADER } from './shared.ts'

export interface ProductResource {
  get(id: string, criteria?: WireBody<'readProductDetail post /product/{productId}'>): Promise<ProductSummary>
  listing(categoryId: string, criteria?: ProductListingCriteria): Promise<ProductListing>
  search(term: string, criteria?: ProductListingCriteria): Promise<ProductListing>
  suggest(term: string, criteria?: ProductListingCriteria): Promise<ProductListing>
}

export function createProductResource({ http, languageId }: ResourceContext): ProductResource {
  const listingCall = async (url: string, body: WireBody<'searchPage post /search'>) => {
    const { data } = await http.post<WireResponse<'searchPage post /search'>>(url, body, {
      headers: SEO_URLS_HEADER,
    })
    return mapProductListing(data, languageId())
  }
  return {
    async get(id, criteria = {}) {
      const { data } = await http.post<WireResponse<'readProductDetail post /product/{productId}'>>(
        `/product/${encodeURIComponent(id)}`,
        criteria,
        { headers: SEO_URLS_HEADER },
      )
      return mapProductSummary(data.product, languageId())
    },
    listing: (categoryId, criteria = {}) =>
      listingCall(`/product-listing/${encodeURIComponent(categoryId)}`, criteria),
    search: (term, criteria = {}) => listingCall('/search', { ...criteria, search: term }),
    suggest: (term, criteria = {}) => listingCall('/search-suggest', { ...criteria, search: term }),
  }
}
