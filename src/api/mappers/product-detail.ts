// Product detail, reviews and cross-selling: wire → domain. The detail route's product carries its
// gallery, manufacturer, properties and (for variants) the configurator next to the summary fields.

import {
  type BreadcrumbEntry,
  type ConfiguratorGroup,
  type CrossSellingGroup,
  type DeliveryTime,
  type ProductManufacturer,
  type ProductDetail,
  type ProductPropertyRow,
  type ProductReview,
  purchaseLimits,
  type RatingDistribution,
  type ReviewPage,
} from '../../domain/product.ts'
import type { Media } from '../../domain/types.ts'
import { isRecord, type Schemas, type WireResponse } from '../wire.ts'
import { mapCmsPage } from './cms.ts'
import { mapMedia, pick, text } from './common.ts'
import { mapProductSummary } from './product.ts'

type WireProduct = Schemas['Product']

function gallery(wire: WireProduct): Media[] {
  const items = [...(wire.media ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
  const media = items.map((item) => mapMedia(item.media)).filter((m): m is Media => m !== null)
  const cover = mapMedia(wire.cover?.media)
  // The cover leads the gallery even when its position says otherwise (Shopware's gallery does the same).
  if (cover && !media.some((m) => m.id === cover.id)) return [cover, ...media]
  if (cover) return [cover, ...media.filter((m) => m.id !== cover.id)]
  return media
}

function manufacturer(wire: WireProduct): ProductManufacturer | null {
  const m = wire.manufacturer
  if (!m) return null
  return {
    id: m.id,
    name: pick(m.translated?.name, m.name) ?? '',
    link: text(pick(m.translated?.link, m.link)),
    media: mapMedia(m.media),
  }
}

function optionName(option: Schemas['PropertyGroupOption']): string {
  return pick(option.translated?.name, option.name) ?? ''
}

function groupName(group: Schemas['PropertyGroup'] | undefined): string {
  return pick(group?.translated?.name, group?.name) ?? ''
}

/** Visible properties grouped by property group, in the groups' and options' positions. */
function properties(wire: WireProduct): ProductPropertyRow[] {
  const rows = new Map<string, ProductPropertyRow & { position: number }>()
  const sorted = [...(wire.properties ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
  for (const option of sorted) {
    if (option.group?.visibleOnProductDetailPage === false) continue
    let row = rows.get(option.groupId)
    if (!row) {
      row = {
        groupId: option.groupId,
        group: groupName(option.group),
        values: [],
        position: option.group?.position ?? 0,
      }
      rows.set(option.groupId, row)
    }
    row.values.push(optionName(option))
  }
  return [...rows.values()]
    .sort((a, b) => a.position - b.position || a.group.localeCompare(b.group))
    .map(({ groupId, group, values }) => ({ groupId, group, values }))
}

export function mapConfigurator(groups: Schemas['PropertyGroup'][] | undefined): ConfiguratorGroup[] {
  return (groups ?? []).map((group) => ({
    id: group.id,
    name: groupName(group),
    displayType: pick(group.translated?.displayType, group.displayType) ?? 'text',
    options: (group.options ?? []).map((option) => ({
      id: option.id,
      groupId: option.groupId,
      name: optionName(option),
      colorHex: text(option.colorHexCode),
      media: mapMedia(option.media),
      combinable: option.combinable !== false,
    })),
  }))
}

function delivery(wire: WireProduct): DeliveryTime | null {
  const d = wire.deliveryTime
  if (!d) return null
  return {
    name: pick(d.translated?.name, d.name) ?? '',
    min: d.min,
    max: d.max,
    unit: d.unit,
  }
}

/**
 * Category id → SEO path out of a /breadcrumb answer. Technical paths (`navigation/<id>`, answered
 * when a category has no SEO URL) are left out: the caller keeps its own fallback for those.
 */
export function mapBreadcrumbPaths(wire: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  const list = Array.isArray(wire)
    ? wire
    : typeof wire === 'object' &&
        wire !== null &&
        Array.isArray((wire as { breadcrumbs?: unknown }).breadcrumbs)
      ? (wire as { breadcrumbs: unknown[] }).breadcrumbs
      : []
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue
    const { categoryId, path } = entry as { categoryId?: unknown; path?: unknown }
    if (typeof categoryId !== 'string' || typeof path !== 'string' || !path) continue
    if (/^\/?(navigation|detail|landingPage)\//.test(path)) continue
    out[categoryId] = path.replace(/^\/+/, '')
  }
  return out
}

/** `seoCategory.path` is `|root|…|parent|`; its breadcrumb names run root first and end with itself. */
function breadcrumb(wire: WireProduct): BreadcrumbEntry[] {
  const category = wire.seoCategory as Schemas['Category'] | undefined
  if (!category) return []
  const names =
    (category.translated?.breadcrumb?.length ? category.translated.breadcrumb : category.breadcrumb) ?? []
  const ids = [...(category.path ?? '').split('|').filter(Boolean), category.id]
  if (names.length !== ids.length) return []
  return names.map((name, index) => ({ id: index === 0 ? null : (ids[index] ?? null), name }))
}

export function mapProductDetail(
  wire: WireResponse<'readProductDetail post /product/{productId}'>,
  languageId?: string,
): ProductDetail {
  const product = wire.product
  const summary = mapProductSummary(product, languageId)
  const media = gallery(product)
  return {
    ...summary,
    cover: summary.cover ?? media[0] ?? null,
    media,
    manufacturer: manufacturer(product),
    properties: properties(product),
    configurator: mapConfigurator(wire.configurator),
    selectedOptionIds: product.optionIds ?? [],
    purchase: purchaseLimits(
      product.minPurchase,
      product.purchaseSteps,
      product.calculatedMaxPurchase ?? product.maxPurchase,
    ),
    delivery: delivery(product),
    breadcrumb: breadcrumb(product),
    taxRate: product.tax?.taxRate ?? product.calculatedPrice.calculatedTaxes?.[0]?.taxRate ?? null,
    cmsPage: product.cmsPage ? mapCmsPage(product.cmsPage, languageId) : null,
  }
}

export function mapReview(wire: Schemas['ProductReview'], pageLanguageId?: string): ProductReview {
  const extra = wire as Schemas['ProductReview'] & { customerId?: string }
  return {
    otherLanguage: pageLanguageId !== undefined && wire.languageId !== pageLanguageId,
    id: wire.id,
    title: wire.title,
    content: wire.content,
    points: wire.points ?? 0,
    author: text(wire.externalUser),
    approved: wire.status !== false,
    createdAt: wire.createdAt ?? '',
    languageId: wire.languageId,
    customerId: extra.customerId ?? null,
  }
}

/** The `ratingMatrix` terms aggregation (buckets keyed by points) → counts per rating. */
export function mapDistribution(aggregations: unknown): RatingDistribution | null {
  const matrix = isRecord(aggregations) ? aggregations[RATING_AGGREGATION] : undefined
  if (!isRecord(matrix) || !Array.isArray(matrix.buckets)) return null
  const distribution: RatingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
  for (const bucket of matrix.buckets) {
    if (!isRecord(bucket)) continue
    const points = Math.round(Number(bucket.key))
    if (points >= 1 && points <= 5) distribution[points as 1 | 2 | 3 | 4 | 5] += Number(bucket.count) || 0
  }
  return distribution
}

export const RATING_AGGREGATION = 'ratingMatrix'

export function mapReviewPage(
  wire: WireResponse<'readProductReviews post /product/{productId}/reviews'>,
  /** The language the page asked in: reviews in another one are marked. */
  pageLanguageId?: string,
): ReviewPage {
  const elements = (wire.elements ?? []).map((review) => mapReview(review, pageLanguageId))
  return {
    elements,
    total: wire.total ?? elements.length,
    page: wire.page ?? 1,
    limit: wire.limit ?? elements.length,
    distribution: mapDistribution(wire.aggregations),
  }
}

export function mapCrossSellings(
  wire: WireResponse<'readProductCrossSellings post /product/{productId}/cross-selling'>,
  languageId?: string,
): CrossSellingGroup[] {
  return wire
    .filter((element) => element.products.length > 0)
    .map((element) => ({
      id: element.crossSelling.id,
      name: pick(element.crossSelling.translated?.name, element.crossSelling.name) ?? '',
      products: element.products.map((product) => mapProductSummary(product, languageId)),
    }))
}
