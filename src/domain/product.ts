// Product detail: domain shapes beyond the summary (gallery, configurator, purchase limits,
// reviews, cross-selling) and the pure rules the page applies to them. Imports only domain modules.

import { asFailure } from './failure.ts'
import type { CmsPage, Media, ProductSummary } from './types.ts'

export interface ProductManufacturer {
  id: string
  name: string
  /** The manufacturer's (designer's) own page, absolute or a storefront path; null when none. */
  link: string | null
  media: Media | null
}

/** One property group as the product's properties table shows it: group name and its values. */
export interface ProductPropertyRow {
  groupId: string
  group: string
  values: string[]
}

export interface ConfiguratorOption {
  id: string
  groupId: string
  name: string
  /** `#rrggbb` for colour groups, null otherwise. */
  colorHex: string | null
  media: Media | null
  /** The Store API's verdict: an available variant exists with this option and the other groups' selection. */
  combinable: boolean
}

export interface ConfiguratorGroup {
  id: string
  name: string
  /** `text`, `color` or `media` (Shopware's property group display types). */
  displayType: string
  options: ConfiguratorOption[]
}

/** Quantity rules of the buy box (Shopware's minPurchase, purchaseSteps, calculatedMaxPurchase). */
export interface PurchaseLimits {
  min: number
  step: number
  max: number
}

export interface DeliveryTime {
  name: string
  min: number
  max: number
  unit: 'hour' | 'day' | 'week' | 'month' | 'year' | string
}

export interface BreadcrumbEntry {
  /** Category id; null for the shop's root (home). */
  id: string | null
  name: string
  /** The category's SEO path in the current language, when known (else the link is technical). */
  seoPathInfo?: string | null
}

/** The product as the Store API's detail route answers it: the summary plus the detail's fields. */
export interface ProductDetail extends ProductSummary {
  media: Media[]
  manufacturer: ProductManufacturer | null
  properties: ProductPropertyRow[]
  configurator: ConfiguratorGroup[]
  /** Option ids of this variant (empty for products without variants). */
  selectedOptionIds: string[]
  purchase: PurchaseLimits
  delivery: DeliveryTime | null
  /** Main category trail, root first; empty when the product has no SEO category. */
  breadcrumb: BreadcrumbEntry[]
  /** Tax rate of the product (percent), null when unknown. */
  taxRate: number | null
  /**
   * The product's layout (its own `cmsPage`, else the shop's default product page); absent or null:
   * the page renders its fixed layout.
   */
  cmsPage?: CmsPage | null
}

/** A variant of a product family as the configurator's links need it. */
export interface VariantLink {
  id: string
  optionIds: string[]
  seoPathInfo: string | null
  available: boolean
}

/** What the product detail page renders: the product and what loads beside it. */
export interface ProductPage extends ProductDetail {
  /**
   * The variant each configurator option leads to, by option id (see variantTargets). Absent or
   * without an option: that option switches with the page's code only (find-variant).
   */
  variantTargets?: Record<string, { id: string; seoPathInfo: string | null }>
  /** First page of reviews; null when they could not be loaded (the page renders without them). */
  reviews: ReviewPage | null
  /** Cross-selling groups with products; empty when none or when they could not be loaded. */
  crossSellings: CrossSellingGroup[]
}

export interface ProductReview {
  id: string
  title: string
  content: string
  points: number
  author: string | null
  approved: boolean
  createdAt: string
  languageId: string
  /**
   * Written in another language than the page's (Shopware lists reviews of every language unless
   * asked to filter): the page says so instead of showing German text as if it were French.
   */
  otherLanguage?: boolean
  customerId: string | null
}

export type RatingDistribution = Record<1 | 2 | 3 | 4 | 5, number>

export interface ReviewPage {
  elements: ProductReview[]
  total: number
  page: number
  limit: number
  /** Count of approved reviews per rating (all pages); null when the back end did not aggregate. */
  distribution: RatingDistribution | null
}

export interface ReviewInput {
  title: string
  content: string
  points: number
}

export interface CrossSellingGroup {
  id: string
  name: string
  products: ProductSummary[]
}

export function isProductPage(product: ProductSummary): product is ProductPage {
  const candidate = product as Partial<ProductPage>
  return Array.isArray(candidate.media) && Array.isArray(candidate.configurator) && !!candidate.purchase
}

// ---------------------------------------------------------------- configurator

export type OptionState = 'selected' | 'available' | 'unavailable'

/** State of every option: the variant's own options are selected; the rest follow `combinable`. */
export function optionStates(
  groups: readonly ConfiguratorGroup[],
  selectedOptionIds: readonly string[],
): Map<string, OptionState> {
  const selected = new Set(selectedOptionIds)
  const states = new Map<string, OptionState>()
  for (const group of groups) {
    for (const option of group.options) {
      states.set(
        option.id,
        selected.has(option.id) ? 'selected' : option.combinable ? 'available' : 'unavailable',
      )
    }
  }
  return states
}

/** The option ids to ask find-variant for: the current selection with `optionId` in its group. */
export function selectionWith(
  groups: readonly ConfiguratorGroup[],
  selectedOptionIds: readonly string[],
  groupId: string,
  optionId: string,
): string[] {
  const selected = new Set(selectedOptionIds)
  return groups.flatMap((group) => {
    if (group.id === groupId) return [optionId]
    const current = group.options.find((option) => selected.has(option.id))
    return current ? [current.id] : []
  })
}

/**
 * The variant each option leads to, from the current selection: the variant with exactly the
 * selection with that option; else, as find-variant with `switchedGroup` does, an available variant
 * with that option sharing most of the other groups' choices (then an unavailable one). Options no
 * variant has are left out. The page's code still asks find-variant; these are the links that work
 * without it (and the URLs a new tab opens).
 */
export function variantTargets(
  groups: readonly ConfiguratorGroup[],
  selectedOptionIds: readonly string[],
  variants: readonly VariantLink[],
): Record<string, { id: string; seoPathInfo: string | null }> {
  const targets: Record<string, { id: string; seoPathInfo: string | null }> = {}
  for (const group of groups) {
    for (const option of group.options) {
      const wanted = selectionWith(groups, selectedOptionIds, group.id, option.id)
      let best: { variant: VariantLink; score: number } | undefined
      for (const variant of variants) {
        if (!variant.optionIds.includes(option.id)) continue
        const shared = wanted.filter((id) => variant.optionIds.includes(id)).length
        const exact = shared === wanted.length && variant.optionIds.length === wanted.length
        // exact beats available beats more shared choices; the first in the list wins a tie
        const score = (exact ? 10_000 : 0) + (variant.available ? 1_000 : 0) + shared
        if (!best || score > best.score) best = { variant, score }
      }
      if (best) targets[option.id] = { id: best.variant.id, seoPathInfo: best.variant.seoPathInfo }
    }
  }
  return targets
}

// ---------------------------------------------------------------- quantity

export type QuantityProblem =
  | { kind: 'not-integer' }
  | { kind: 'too-low'; min: number }
  | { kind: 'too-high'; max: number }
  | { kind: 'step'; step: number; min: number }

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; problem: QuantityProblem }

/** Normalises limits from the Store API: everything a positive integer, max never below min. */
export function purchaseLimits(
  min: number | null | undefined,
  step: number | null | undefined,
  max: number | null | undefined,
): PurchaseLimits {
  const positive = (value: number | null | undefined, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback
  const lower = positive(min, 1)
  const upper = positive(max, 100)
  return { min: lower, step: positive(step, 1), max: Math.max(lower, upper) }
}

/**
 * Cart quantity must be a positive integer within the product's min/max purchase and on
 * its purchase steps (min, min + step, …), as Shopware's cart validates it.
 */
export function checkQuantity(raw: string, limits: PurchaseLimits): QuantityCheck {
  const trimmed = raw.trim()
  if (!/^\d+$/.test(trimmed)) return { ok: false, problem: { kind: 'not-integer' } }
  const quantity = Number(trimmed)
  if (quantity < 1 || quantity < limits.min)
    return { ok: false, problem: { kind: 'too-low', min: limits.min } }
  if (quantity > limits.max) return { ok: false, problem: { kind: 'too-high', max: limits.max } }
  if ((quantity - limits.min) % limits.step !== 0)
    return { ok: false, problem: { kind: 'step', step: limits.step, min: limits.min } }
  return { ok: true, quantity }
}

/** The next valid quantity in `direction` from `current` (clamped to the limits). */
export function stepQuantity(current: number, direction: 1 | -1, limits: PurchaseLimits): number {
  const lastValid = limits.min + Math.floor((limits.max - limits.min) / limits.step) * limits.step
  if (!Number.isFinite(current) || current < limits.min) return limits.min
  // the valid quantity at or below `current`
  const base = limits.min + Math.floor((current - limits.min) / limits.step) * limits.step
  const next = direction === 1 ? base + limits.step : base === current ? base - limits.step : base
  return Math.min(lastValid, Math.max(limits.min, next))
}

// ---------------------------------------------------------------- delivery and reviews

/**
 * What a product says about its delivery, the one source of every page's wording (listing card,
 * product page, wishlist): a download is delivered at once (no delivery time, "0 days" would be
 * nonsense); otherwise the shop's name of the delivery time ("3–5 working days", "2–4 weeks
 * (freight)"), which says more than its numbers; only without a name, the numbers and their unit.
 */
export type DeliveryNote =
  | { kind: 'download' }
  | { kind: 'named'; name: string }
  | { kind: 'range'; min: number; max: number; unit: DeliveryUnit }

export type DeliveryUnit = 'hour' | 'day' | 'week' | 'month' | 'year'
const DELIVERY_UNITS: readonly string[] = ['hour', 'day', 'week', 'month', 'year']

export function deliveryNote(product: {
  download?: boolean
  deliveryTime: string | null
  delivery?: DeliveryTime | null
}): DeliveryNote | null {
  if (product.download) return { kind: 'download' }
  const name = (product.deliveryTime ?? product.delivery?.name ?? '').trim()
  if (name) return { kind: 'named', name }
  const delivery = product.delivery
  if (!delivery || !DELIVERY_UNITS.includes(delivery.unit) || delivery.max <= 0) return null
  const min = Math.max(0, Math.min(delivery.min, delivery.max))
  return { kind: 'range', min, max: delivery.max, unit: delivery.unit as DeliveryUnit }
}

/** Average of a distribution, one decimal, null without reviews. */
export function ratingAverage(distribution: RatingDistribution): number | null {
  let count = 0
  let sum = 0
  for (const points of [1, 2, 3, 4, 5] as const) {
    count += distribution[points]
    sum += distribution[points] * points
  }
  return count === 0 ? null : Math.round((sum / count) * 10) / 10
}

export function reviewCount(distribution: RatingDistribution): number {
  return distribution[1] + distribution[2] + distribution[3] + distribution[4] + distribution[5]
}

/** Reviews per page on the product page (a short list keeps the page light; paging for more). */
export const REVIEWS_PER_PAGE = 5

export type ReviewField = keyof ReviewInput

/** Client-side review rules, the same as the Store API's (title ≥ 5, content ≥ 40, points 1–5). */
export const REVIEW_RULES = { titleMin: 5, contentMin: 40, pointsMin: 1, pointsMax: 5 } as const

export type ReviewProblem =
  | { field: 'title'; kind: 'blank' | 'too-short'; min: number }
  | { field: 'content'; kind: 'blank' | 'too-short'; min: number }
  | { field: 'points'; kind: 'range'; min: number; max: number }

export function checkReview(input: ReviewInput): ReviewProblem[] {
  const problems: ReviewProblem[] = []
  const title = input.title.trim()
  const content = input.content.trim()
  if (title.length < REVIEW_RULES.titleMin)
    problems.push({ field: 'title', kind: title ? 'too-short' : 'blank', min: REVIEW_RULES.titleMin })
  if (content.length < REVIEW_RULES.contentMin)
    problems.push({ field: 'content', kind: content ? 'too-short' : 'blank', min: REVIEW_RULES.contentMin })
  if (
    !Number.isInteger(input.points) ||
    input.points < REVIEW_RULES.pointsMin ||
    input.points > REVIEW_RULES.pointsMax
  )
    problems.push({
      field: 'points',
      kind: 'range',
      min: REVIEW_RULES.pointsMin,
      max: REVIEW_RULES.pointsMax,
    })
  return problems
}

/** Why saving a review failed: field violations from the Store API, no login, or anything else. */
export type ReviewFailure =
  | { kind: 'invalid'; fields: ReviewField[] }
  | { kind: 'login' }
  | { kind: 'failed' }

const REVIEW_FIELDS: readonly ReviewField[] = ['title', 'content', 'points']

/**
 * Why saving failed, from whatever the save actor threw: the fields the Store API's violations point
 * at (400), no logged-in customer (401, 403), or anything else.
 */
export function reviewFailure(error: unknown): ReviewFailure {
  const failure = asFailure(error)
  if (failure.status === 400) {
    const fields = REVIEW_FIELDS.filter((field) =>
      failure.violations.some((violation) => violation.pointer === `/${field}`),
    )
    if (fields.length > 0) return { kind: 'invalid', fields }
  }
  if (failure.status === 401 || failure.status === 403) return { kind: 'login' }
  return { kind: 'failed' }
}

/** A breadcrumb category's link: its SEO path, else the technical path (redirected by the shop). */
export function breadcrumbHref(entry: BreadcrumbEntry): string {
  if (!entry.id) return '/'
  const seo = entry.seoPathInfo?.replace(/^\/+/, '')
  return seo ? `/${seo}` : `/navigation/${entry.id}`
}
