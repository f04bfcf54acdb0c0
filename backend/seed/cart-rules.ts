import { idFor } from '../lib/ids.ts'
import { SHIPPING_METHODS } from './data/reference.ts'

/**
 * The cart's seeded business rules: the seed writes them, tests and the README refer to them.
 * Limits the running back end reads (maximum quantity, import VAT) live in backend/core/config.ts.
 * Amounts are in the default currency (EUR); other currencies convert by the currency factor.
 */

/** Free standard delivery in the EU and Switzerland from this goods total (shipping_method_price). */
export const FREE_SHIPPING_FROM_EUR: number =
  SHIPPING_METHODS.find((m) => m.key === 'standard')?.freeFrom ?? 150

export interface PromotionRule {
  key: string
  /** null = automatic promotion */
  code: string | null
  priority: number
  minOrderValue: number | null
  discountType: 'percentage' | 'absolute'
  value: number
  exclusive: boolean
  /** orders that may redeem the promotion in total; absent = unlimited */
  maxRedemptions?: number
  name: { de: string; en: string; fr: string }
}

export const PROMOTIONS = {
  /** valid at once: 10 % off the goods */
  welcome: {
    key: 'welcome10',
    code: 'WELCOME10',
    priority: 1,
    minOrderValue: null,
    discountType: 'percentage',
    value: 10,
    exclusive: false,
    name: { de: 'Willkommensrabatt 10 %', en: 'Welcome discount 10%', fr: 'Remise de bienvenue 10 %' },
  },
  /** 50 € off from 400 € of goods: entered earlier, it waits and applies itself once eligible */
  summer: {
    key: 'summer50',
    code: 'SUMMER50',
    priority: 1,
    minOrderValue: 400,
    discountType: 'absolute',
    value: 50,
    exclusive: false,
    name: { de: 'Sommeraktion 50 €', en: 'Summer offer €50', fr: 'Offre d’été 50 €' },
  },
  /** a gift voucher: 25 € off, redeemable in one order only (then the code is no longer found) */
  giftVoucher: {
    key: 'gift25',
    code: 'GIFT25',
    priority: 1,
    minOrderValue: null,
    discountType: 'absolute',
    value: 25,
    exclusive: false,
    maxRedemptions: 1,
    name: { de: 'Geschenkgutschein 25 €', en: 'Gift voucher €25', fr: 'Chèque-cadeau 25 €' },
  },
  /** 20 % off, not combinable with any other promotion; wins over the others (higher priority) */
  vip: {
    key: 'vip20',
    code: 'VIP20',
    priority: 10,
    minOrderValue: null,
    discountType: 'percentage',
    value: 20,
    exclusive: true,
    name: { de: 'VIP-Rabatt 20 %', en: 'VIP discount 20%', fr: 'Remise VIP 20 %' },
  },
  /** automatic: 5 % off goods from 1,000 € */
  loyalty: {
    key: 'auto-large-order',
    code: null,
    priority: 1,
    minOrderValue: 1000,
    discountType: 'percentage',
    value: 5,
    exclusive: false,
    name: {
      de: 'Großbestellungsrabatt 5 %',
      en: 'Large order discount 5%',
      fr: 'Remise grande commande 5 %',
    },
  },
} as const satisfies Record<string, PromotionRule>

export const promotionId = (rule: PromotionRule): string => idFor('promotion', rule.key)

/** Premium gifts: the product (by number) is added at price 0 once the goods total reaches the level. */
export const PREMIUM_GIFT_LEVELS = [
  { key: 'gift-750', threshold: 750, productNumber: 'GW-TEAK-OIL' },
  { key: 'gift-1500', threshold: 1500, productNumber: 'GW-TEAK-PROTECTOR' },
] as const

/**
 * Methods a country cannot use: express only to Germany and Austria; the freight forwarder does not
 * deliver to Switzerland (customs clearance of bulky goods) or Ireland (sea crossing); no prepayment
 * from Switzerland; invoice only for Germany and Austria (the shop's debt collection covers no more).
 * Payment blocks apply to the delivery country and to the customer's billing country.
 */
export interface CountryBlock {
  method: string
  countriesExcept?: readonly string[]
  countries?: readonly string[]
}
export const SHIPPING_BLOCKS: readonly CountryBlock[] = [
  { method: 'express', countriesExcept: ['DE', 'AT'] },
  { method: 'freight', countries: ['CH', 'IE'] },
]
export const PAYMENT_BLOCKS: readonly CountryBlock[] = [
  { method: 'prepayment', countries: ['CH'] },
  { method: 'invoice', countriesExcept: ['DE', 'AT'] },
]
