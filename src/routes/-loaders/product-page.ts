// The product page's data. Takes the Store API from the router context (routes never import it).
import type { StoreApi } from '../../api/index.ts'
import { type ProductPage, type VariantLink, variantTargets } from '../../domain/product.ts'

/**
 * The product page, split like Hydrogen's product route:
 * - critical: the product (prices, gallery, configurator, purchase limits) — awaited. A product the
 *   Store API does not know answers 404, which the catch-all turns into its 404 page (resolve-page);
 *   any other failure propagates to the error page with its status.
 * - deferred: the first page of reviews and the cross-selling groups — requested at the same time,
 *   never throw: a failure leaves them out (null / no groups) and the page shows without them.
 *   They may stream; today they are awaited with the product because the head's JSON-LD carries
 *   the review count and the page hydrates from one dehydrated payload.
 * - the variants of a product with a configurator (after the product, which names its family):
 *   each option becomes a link to its variant, so choosing one works without the page's code. A
 *   failure leaves the links out (the options then switch with the page's code only).
 */
export async function loadProductPage(api: StoreApi, id: string): Promise<ProductPage> {
  const product = api.product.get(id)
  const reviews = api.product.reviews(id).catch(() => null)
  const crossSellings = api.product.crossSelling(id).catch(() => [])
  // SEO paths of the breadcrumb's categories; without them the trail links by technical path
  const paths = api.product.breadcrumbPaths(id).catch(() => ({}) as Record<string, string>)
  const detail = await product
  const variants: Promise<VariantLink[]> =
    detail.configurator.length > 0
      ? api.product.variants(detail.parentId ?? detail.id).catch(() => [])
      : Promise.resolve([])
  const seoPaths = await paths
  const breadcrumb = detail.breadcrumb.map((entry) =>
    entry.id && seoPaths[entry.id] ? { ...entry, seoPathInfo: seoPaths[entry.id] } : entry,
  )
  const family = await variants
  return {
    ...detail,
    breadcrumb,
    reviews: await reviews,
    crossSellings: await crossSellings,
    ...(family.length > 0
      ? { variantTargets: variantTargets(detail.configurator, detail.selectedOptionIds, family) }
      : {}),
  }
}
