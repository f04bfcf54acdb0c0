import { idFor } from '../lib/ids.ts'
import { CART_ADD_LINE_ITEM_LIMIT, CART_MAX_QUANTITY } from '../core/config.ts'
import {
  type CountryBlock,
  PAYMENT_BLOCKS,
  PREMIUM_GIFT_LEVELS,
  PROMOTIONS,
  type PromotionRule,
  promotionId,
  SHIPPING_BLOCKS,
} from './cart-rules.ts'
import type { SeedContext } from './context.ts'
import { COUNTRIES } from './data/reference.ts'
import { json } from './writer.ts'

/** Promotions, premium gift levels, country blocks and cart configuration (see cart-rules.ts). */
export function seedCartRules({ db, w, createdAt }: SeedContext): void {
  const rules: PromotionRule[] = Object.values(PROMOTIONS)
  for (const rule of rules) {
    const id = promotionId(rule)
    w.insert('promotion', {
      id,
      code: rule.code,
      active: 1,
      priority: rule.priority,
      min_order_value: rule.minOrderValue,
      discount_type: rule.discountType,
      discount_value: rule.value,
      exclusive: rule.exclusive ? 1 : 0,
      max_redemptions_global: rule.maxRedemptions ?? null,
      created_at: createdAt,
    })
    w.translate('promotion_translation', { promotion_id: id, name: rule.name })
  }
  const productId = db.prepare<[string], { id: string }>('SELECT id FROM product WHERE product_number = ?')
  for (const level of PREMIUM_GIFT_LEVELS) {
    const product = productId.get(level.productNumber)
    if (!product) throw new Error(`Premium gift product ${level.productNumber} is not in the catalogue`)
    w.insert('premium_gift_level', {
      id: idFor('premium_gift_level', level.key),
      threshold: level.threshold,
      product_id: product.id,
    })
  }
  const blockedIsos = (block: CountryBlock) =>
    COUNTRIES.map((c) => c.iso).filter((iso) =>
      block.countriesExcept ? !block.countriesExcept.includes(iso) : (block.countries ?? []).includes(iso),
    )
  for (const block of SHIPPING_BLOCKS) {
    for (const iso of blockedIsos(block)) {
      w.insert('shipping_method_blocked_country', {
        shipping_method_id: idFor('shipping_method', block.method),
        country_id: idFor('country', iso),
      })
    }
  }
  for (const block of PAYMENT_BLOCKS) {
    for (const iso of blockedIsos(block)) {
      w.insert('payment_method_blocked_country', {
        payment_method_id: idFor('payment_method', block.method),
        country_id: idFor('country', iso),
      })
    }
  }
  for (const [key, value] of Object.entries({
    'core.cart.maxQuantity': CART_MAX_QUANTITY,
    'core.cart.lineItemAddLimit': CART_ADD_LINE_ITEM_LIMIT,
    // Customers may cancel an open, unpaid order themselves (Shopware's "allow order cancellation").
    'core.cart.enableOrderRefunds': true,
  }))
    w.insert('system_config', { config_key: key, sales_channel_id: '', value: json(value) ?? 'null' })
}
