// Single categories with their resolved CMS page (the category route).

import type { Category, ProductListing } from '../../domain/types.ts'
import { mapCategory } from '../mappers/navigation.ts'
import { isRecord, type ProductListingCriteria, type Schemas } from '../wire.ts'
import { mapListingResult, withListingIncludes } from './product.ts'
import { mappedOnce, type ResourceContext, SEO_URLS_HEADER, withSummaryIncludes } from './shared.ts'

/** A category page with the product listing its CMS layout resolved for the criteria. */
export interface CategoryListingPage {
  category: Category
  /** The `product-listing` slot's listing; null when the layout has none (content pages). */
  listing: ProductListing | null
}

export interface CategoryResource {
  /** The category with its resolved CMS page. */
  get(id: string, criteria?: ProductListingCriteria): Promise<Category>
  /**
   * The category and, in the same request, its listing for the criteria (page, sorting, filters):
   * Shopware resolves the layout's `product-listing` slot with the request's listing parameters.
   */
  listingPage(id: string, criteria?: ProductListingCriteria): Promise<CategoryListingPage>
}

/** The listing of the first `product-listing` slot of a category's CMS page. */
function slotListing(wire: Schemas['Category'], languageId?: string): ProductListing | null {
  for (const section of wire.cmsPage?.sections ?? []) {
    for (const block of section.blocks ?? []) {
      for (const slot of block.slots ?? []) {
        if (slot.type !== 'product-listing') continue
        const data: unknown = slot.data
        const listing = isRecord(data) ? data.listing : null
        if (isRecord(listing) && Array.isArray(listing.elements)) {
          return mapListingResult(listing as Schemas['ProductListingResult'], languageId)
        }
      }
    }
  }
  return null
}

export function createCategoryResource({ invoke, languageId }: ResourceContext): CategoryResource {
  const read = async (navigationId: string, body: ProductListingCriteria) => {
    const { data } = await invoke('readCategory post /category/{navigationId}', {
      pathParams: { navigationId },
      body,
      headers: SEO_URLS_HEADER,
    })
    return data
  }
  return {
    async get(id, criteria = {}) {
      return mappedOnce(await read(id, withSummaryIncludes(criteria)), languageId(), mapCategory)
    },
    async listingPage(id, criteria = {}) {
      const data = await read(id, withListingIncludes(criteria))
      return {
        category: mappedOnce(data, languageId(), mapCategory),
        listing: mappedOnce(data, languageId(), slotListing),
      }
    },
  }
}
