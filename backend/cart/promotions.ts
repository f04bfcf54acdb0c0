import type { Db } from '../db/database.ts'
import type { TaxState } from '../pricing/calculate.ts'
import { percentOf, toMinor } from '../pricing/money.ts'
import { type CartErrorJson, cartErrors } from './errors.ts'
import { priceOf, proportionalTaxes, type TaxBuckets } from './money.ts'

export interface PromotionRow {
  id: string
  code: string | null
  priority: number
  min_order_value: number | null
  discount_type: 'percentage' | 'absolute'
  discount_value: number
  exclusive: number
  /** 1: redeemable only by a customer without an earlier order (the newsletter's welcome code) */
  first_order_only: number
  name: string
}

/** Active promotions that can still be redeemed (a used-up single-use code is not found any more). */
export function loadPromotions(db: Db, languageChain: readonly string[]): PromotionRow[] {
  const rows = db
    .prepare<[], Omit<PromotionRow, 'name'>>(
      `SELECT id, code, priority, min_order_value, discount_type, discount_value, exclusive, first_order_only FROM promotion
       WHERE active = 1 AND (max_redemptions_global IS NULL OR order_count < max_redemptions_global)`,
    )
    .all()
  const names = db
    .prepare<[], { promotion_id: string; language_id: string; name: string }>(
      'SELECT promotion_id, language_id, name FROM promotion_translation',
    )
    .all()
  return rows.map((r) => {
    const name =
      languageChain
        .map((l) => names.find((n) => n.promotion_id === r.id && n.language_id === l)?.name)
        .find((n) => n !== undefined) ??
      r.code ??
      r.id
    return { ...r, name }
  })
}

export function findByCode(promotions: readonly PromotionRow[], code: string): PromotionRow | undefined {
  const wanted = code.trim().toLowerCase()
  return promotions.find((p) => p.code !== null && p.code.toLowerCase() === wanted)
}

/**
 * Whether the context's customer may redeem a first-order code (Shopware's rule "customer order
 * count = 0"): no order of this customer, nor of its e-mail address, that was not cancelled. The
 * address counts because a guest gets a new customer record per checkout, so a returning guest is
 * only recognisable by it. A cancelled order bought nothing, so the first order that stands is the
 * first order. Without a customer nobody is known yet: the code applies for now and is decided
 * again once a customer logs in or registers, and always at order placement, which needs one.
 */
export function mayRedeemFirstOrderCode(db: Db, customerId: string | null): boolean {
  if (customerId === null) return true
  const email = db
    .prepare<[string], string>('SELECT email FROM customer WHERE id = ?')
    .pluck()
    .get(customerId)
  // a context whose customer is gone proves nothing: refuse rather than grant
  if (email === undefined) return false
  const earlier = db
    .prepare<[string, string], number>(
      `SELECT 1 FROM orders WHERE state != 'cancelled'
         AND (customer_id = ? OR lower(order_customer_email) = lower(?)) LIMIT 1`,
    )
    .pluck()
    .get(customerId, email)
  return earlier === undefined
}

export interface PromotionInput {
  promotions: readonly PromotionRow[]
  /** asked only when a first-order code is entered (it costs a query): see mayRedeemFirstOrderCode */
  mayRedeemFirstOrder: () => boolean
  codes: readonly string[]
  previouslyApplied: readonly string[]
  goodsMinor: number
  buckets: TaxBuckets
  taxState: TaxState
  decimals: number
  currencyFactor: number
}

export interface PromotionResult {
  lineItems: Record<string, unknown>[]
  discountMinor: number
  codes: string[]
  /** Saved codes not applied because another promotion excludes them (they apply once it goes). */
  excludedCodes: string[]
  appliedAuto: string[]
  errors: CartErrorJson[]
}

/**
 * Shopware's promotion processing, reduced to the shop's rules: candidates are the automatic
 * promotions and the entered codes, highest priority first. A promotion whose minimum order value is
 * not reached is not applied (a code stays saved and reports promotion-not-eligible; an automatic one
 * that applied before reports auto-promotion-not-found). An exclusive promotion cannot be combined:
 * whichever comes second is excluded (promotion-excluded). A first-order code meets a customer with
 * an earlier order: promotion-first-order-only, and the code is dropped. Discounts never exceed the
 * goods total.
 */
export function applyPromotions(input: PromotionInput): PromotionResult {
  const { promotions, goodsMinor, decimals } = input
  const errors: CartErrorJson[] = []
  const codes: string[] = []
  const candidates: { p: PromotionRow; order: number }[] = []
  let firstOrder: boolean | undefined
  const mayRedeemFirstOrder = (): boolean => {
    firstOrder ??= input.mayRedeemFirstOrder()
    return firstOrder
  }
  input.codes.forEach((code, i) => {
    const p = findByCode(promotions, code)
    if (!p) {
      errors.push(cartErrors.promotionNotFound(code))
      return
    }
    // Not kept, like an unknown code: unlike a minimum order value, no change to the cart makes it
    // apply later. Reported as an error, so a placement after the discount was shown is refused.
    if (p.first_order_only === 1 && !mayRedeemFirstOrder()) {
      errors.push(cartErrors.promotionFirstOrderOnly(p.code ?? code))
      return
    }
    if (candidates.some((c) => c.p.id === p.id)) return
    codes.push(p.code ?? code)
    candidates.push({ p, order: 1000 + i })
  })
  promotions.forEach((p, i) => {
    if (p.code === null) candidates.push({ p, order: i })
  })
  candidates.sort((a, b) => b.p.priority - a.p.priority || a.order - b.order)
  const applied: PromotionRow[] = []
  const excludedCodes: string[] = []
  const lineItems: Record<string, unknown>[] = []
  let discountMinor = 0
  for (const { p } of candidates) {
    const eligible =
      goodsMinor > 0 &&
      (p.min_order_value === null ||
        goodsMinor >= toMinor(p.min_order_value * input.currencyFactor, decimals))
    const excluded = eligible && applied.some((a) => a.exclusive === 1 || p.exclusive === 1)
    if (!eligible || excluded) {
      if (p.code === null) {
        if (input.previouslyApplied.includes(p.id)) errors.push(cartErrors.autoPromotionNotFound(p.name))
      } else if (excluded) {
        errors.push(cartErrors.promotionExcluded(p.name))
        excludedCodes.push(p.code)
      } else errors.push(cartErrors.promotionNotEligible(p.name))
      continue
    }
    const wanted =
      p.discount_type === 'percentage'
        ? percentOf(goodsMinor, p.discount_value, 100)
        : toMinor(p.discount_value * input.currencyFactor, decimals)
    const amount = Math.min(wanted, goodsMinor - discountMinor)
    if (amount <= 0) continue
    discountMinor += amount
    applied.push(p)
    const taxes = proportionalTaxes(-amount, input.buckets, input.taxState, decimals)
    lineItems.push({
      id: p.id,
      ...(p.code !== null ? { referencedId: p.code } : {}),
      label: p.name,
      description: p.name,
      quantity: 1,
      type: 'promotion',
      good: false,
      removable: p.code !== null,
      stackable: false,
      states: [],
      price: priceOf(-amount, 1, taxes, input.taxState, decimals),
      cover: null,
      children: [],
      modified: false,
      apiAlias: 'cart_line_item',
    })
  }
  return {
    lineItems,
    discountMinor,
    codes,
    excludedCodes,
    appliedAuto: applied.filter((p) => p.code === null).map((p) => p.id),
    errors,
  }
}
