import { idFor } from '../lib/ids.ts'
import type { ContextPayload, RequestContext } from '../http/context.ts'
import type { Shop } from '../http/shop.ts'
import { type CalculatedTax, calculatePrice, type StoredPrice, tierFor } from '../pricing/calculate.ts'
import { cashRoundMinor, toMajor, toMinor } from '../pricing/money.ts'
import { CART_MAX_QUANTITY, IMPORT_VAT_NOTICE_KEY, SWISS_IMPORT_VAT_RATE } from '../config.ts'
import { taxContextFor } from '../checkout/tax-location.ts'
import { type CartErrorJson, cartErrors } from './errors.ts'
import { cartHints } from './hints.ts'
import { lineItemJson } from './line-item.ts'
import { addBucket, priceOf, proportionalTaxes, sumTaxes, type TaxBuckets } from './money.ts'
import { applyPromotions, loadPromotions, mayRedeemFirstOrderCode } from './promotions.ts'
import { loadCartProducts } from './products.ts'
import { applyQuantityRules, roomForOneMore } from './rules.ts'
import { chooseMethods, shippingCostMinor } from './methods.ts'
import type { StoredCart } from './store.ts'

type Json = Record<string, unknown>

export interface CalculatedCart {
  json: Json
  /** the cart to persist: corrected quantities, known codes, automatic promotions now applied */
  stored: StoredCart
  /** a context whose blocked shipping/payment method was switched, to persist; null when unchanged */
  payload: ContextPayload | null
}

interface PriceRow {
  product_id: string
  currency_id: string
  gross: number
  net: number
  list_gross: number | null
  list_net: number | null
}
interface TierRow extends PriceRow {
  quantity_start: number
  quantity_end: number | null
}

function storedPrice(r: PriceRow): StoredPrice {
  return {
    currencyId: r.currency_id,
    gross: r.gross,
    net: r.net,
    listGross: r.list_gross,
    listNet: r.list_net,
  }
}

function loadPriceRows<T extends PriceRow>(shop: Shop, table: string, ids: string[], currencies: string[]) {
  const rows = shop.db
    .prepare<[string, string], T>(
      `SELECT * FROM ${table} WHERE product_id IN (SELECT value FROM json_each(?)) AND currency_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids), JSON.stringify(currencies))
  const by = new Map<string, T[]>()
  for (const r of rows) by.set(r.product_id, [...(by.get(r.product_id) ?? []), r])
  return by
}

/** Rows in the context currency when there are any, else the default currency's (× factor). */
function own<T extends PriceRow>(rows: T[], currencyId: string): T[] {
  const mine = rows.filter((r) => r.currency_id === currencyId)
  return mine.length > 0 ? mine : rows.filter((r) => r.currency_id !== currencyId)
}

/**
 * Calculates a stored cart in a request context, as Shopware's CartCalculator does: quantity rules,
 * product prices (tiers, currency, tax state), premium gifts, promotions, the shipping and payment
 * methods (switched when blocked for the country), shipping costs, totals and the cart's errors.
 * Amounts are integer minor units until they are written out.
 */
export function calculateCart(
  shop: Shop,
  requestContext: RequestContext,
  cart: StoredCart,
  now: Date,
): CalculatedCart {
  // Downloads only: taxed where the customer is (the billing address), not where nothing ships to.
  const ctx = taxContextFor(
    shop,
    requestContext,
    cart.lines.map((line) => line.referencedId),
  )
  const d = ctx.price.itemRounding.decimals
  const state = ctx.taxState
  const db = shop.db
  const errors: CartErrorJson[] = []
  const gifts = db
    .prepare<[], { id: string; threshold: number; product_id: string }>(
      'SELECT id, threshold, product_id FROM premium_gift_level ORDER BY threshold',
    )
    .all()
  const productIds = [
    ...new Set([...cart.lines.map((l) => l.referencedId), ...gifts.map((g) => g.product_id)]),
  ]
  const loaded = loadCartProducts(shop, ctx, productIds)
  const rows = new Map([...loaded].map(([id, p]) => [id, p.rule]))
  const products = new Map([...loaded].map(([id, p]) => [id, p.json]))
  const nameOf = (id: string) => String(products.get(id)?.name ?? id)
  const shopMax = shop.configNumber('core.cart.maxQuantity') ?? CART_MAX_QUANTITY
  const ruled = applyQuantityRules(cart.lines, rows, nameOf, shopMax)
  errors.push(...ruled.errors)

  const defaultCurrency = [...shop.currencyRows.values()].find((c) => c.is_system_default === 1)?.id
  const currencies = [ctx.currencyId, String(defaultCurrency)]
  const prices = loadPriceRows<PriceRow>(shop, 'product_price', productIds, currencies)
  const tiers = loadPriceRows<TierRow>(shop, 'product_price_tier', productIds, currencies)

  const lineItems: Json[] = []
  const buckets: TaxBuckets = new Map()
  const allTaxes: CalculatedTax[] = []
  let goodsMinor = 0
  let physical = false
  // Shopware's shipping matrix "by cart price" sums the delivery positions: physical goods that are
  // not shipping-free, before promotions. The free-shipping hint uses the same figure.
  let deliverableMinor = 0
  const physicalIds: string[] = []
  for (const line of ruled.lines) {
    const product = products.get(line.referencedId)
    const rule = rows.get(line.referencedId)
    if (!product || !rule) continue
    const tax = shop.taxes.get(String(product.taxId)) ?? { rate: 0, name: '0%' }
    const tier = tierFor(
      own(tiers.get(line.referencedId) ?? [], ctx.currencyId).map((t) => ({
        ...storedPrice(t),
        quantityStart: t.quantity_start,
        quantityEnd: t.quantity_end,
      })),
      line.quantity,
    )
    const base = own(prices.get(line.referencedId) ?? [], ctx.currencyId)[0]
    const stored = tier ?? (base ? storedPrice(base) : { currencyId: ctx.currencyId, gross: 0, net: 0 })
    const price = calculatePrice(stored, tax, line.quantity, ctx.price)
    const total = toMinor(price.totalPrice, d)
    goodsMinor += total
    addBucket(buckets, tax.rate, total)
    allTaxes.push(...price.calculatedTaxes)
    const download = (product.states ?? []).includes('is-download')
    if (!download) {
      physical = true
      physicalIds.push(line.id)
      if (product.shippingFree !== true) deliverableMinor += total
    }
    lineItems.push(lineItemJson(line, product, rule, price, shopMax, { gift: false }))
  }

  // premium gifts: one free line per level the goods total reaches (before discounts)
  const giftLines: Json[] = []
  for (const level of gifts) {
    const product = products.get(level.product_id)
    const rule = rows.get(level.product_id)
    if (!product || !rule || rule.active !== 1) continue
    if (goodsMinor < toMinor(level.threshold * ctx.price.currencyFactor, d) || goodsMinor === 0) continue
    // a gift is a piece of its product: it only comes while the product's stock and maximum allow
    if (!roomForOneMore(rule, ruled.used, shopMax)) continue
    ruled.used.set(rule.id, (ruled.used.get(rule.id) ?? 0) + 1)
    const tax = shop.taxes.get(String(product.taxId)) ?? { rate: 0, name: '0%' }
    const price = calculatePrice({ currencyId: ctx.currencyId, gross: 0, net: 0 }, tax, 1, ctx.price)
    const line = {
      id: idFor('premium-gift', level.id),
      type: 'product' as const,
      referencedId: product.id,
      quantity: 1,
    }
    giftLines.push(lineItemJson(line, product, rule, price, shopMax, { gift: true }))
    physical = true
  }

  const promo = applyPromotions({
    promotions: loadPromotions(db, ctx.languageChain),
    mayRedeemFirstOrder: () => mayRedeemFirstOrderCode(db, ctx.payload.customerId ?? null),
    codes: cart.codes,
    previouslyApplied: cart.appliedAutoPromotions,
    goodsMinor,
    buckets,
    taxState: state,
    decimals: d,
    currencyFactor: ctx.price.currencyFactor,
  })
  errors.push(...promo.errors)
  for (const p of promo.lineItems) {
    const price = p.price as { calculatedTaxes: CalculatedTax[] }
    allTaxes.push(...price.calculatedTaxes)
  }
  const positionMinor = goodsMinor - promo.discountMinor

  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  const methods = chooseMethods(
    shop,
    ctx,
    cache,
    ruled.lines.map((l) => l.referencedId),
  )
  errors.push(...methods.errors)
  const deliveries: Json[] = []
  let shippingMinor = 0
  if (physical && methods.shippingMethod) {
    shippingMinor = shippingCostMinor(shop, ctx, String(methods.shippingMethod.id), deliverableMinor)
    const shippingTaxes = proportionalTaxes(shippingMinor, buckets, state, d)
    allTaxes.push(...shippingTaxes)
    // the delivery goes to the shipping location (a customer's address), not the context's country option
    const country = cache.countries.find((c) => c.id === ctx.shippingLocation.countryId)
    const time = (methods.shippingMethod.deliveryTime ?? null) as {
      min?: number
      max?: number
      unit?: string
    } | null
    const days = (n: number | undefined) =>
      new Date(now.getTime() + (n ?? 0) * (time?.unit === 'week' ? 7 : 1) * 86_400_000).toISOString()
    const deliveryDate = { earliest: days(time?.min), latest: days(time?.max) }
    deliveries.push({
      deliveryDate,
      location: { apiAlias: 'cart_delivery_shipping_location', ...(country ? { country } : {}) },
      positions: physicalIds.map((identifier) => ({
        identifier,
        deliveryDate,
        price: (lineItems.find((l) => l.id === identifier) as Json | undefined)?.price,
        apiAlias: 'cart_delivery_position',
      })),
      shippingMethod: methods.shippingMethod,
      shippingCosts: priceOf(shippingMinor, 1, shippingTaxes, state, d),
      apiAlias: 'cart_delivery',
    })
  }

  if (state === 'tax-free' && physical) {
    const iso = shop.countryRows.get(ctx.shippingLocation.countryId)?.iso
    if (iso === 'CH') errors.push(cartErrors.importVatDue(IMPORT_VAT_NOTICE_KEY, 'CH', SWISS_IMPORT_VAT_RATE))
  }
  if (cart.mergedNotice) errors.push(cartErrors.cartMerged())

  const calculatedTaxes = state === 'tax-free' ? [] : sumTaxes(allTaxes, d)
  const taxMinor = calculatedTaxes.reduce((s, t) => s + toMinor(t.tax, d), 0)
  const currency = shop.currencyRows.get(ctx.currencyId)
  const totalRounding = {
    decimals: Number(currency?.total_rounding_decimals ?? d),
    interval: Number(currency?.total_rounding_interval ?? 0.01),
    roundForNet: currency?.total_rounding_round_for_net === 1,
  }
  const rawMinor = state === 'net' ? positionMinor + shippingMinor + taxMinor : positionMinor + shippingMinor
  const totalMinor =
    state === 'gross' || totalRounding.roundForNet ? cashRoundMinor(rawMinor, totalRounding) : rawMinor
  const netMinor = state === 'gross' ? rawMinor - taxMinor : positionMinor + shippingMinor
  const price = {
    netPrice: toMajor(netMinor, d),
    totalPrice: toMajor(totalMinor, d),
    positionPrice: toMajor(positionMinor, d),
    rawTotal: toMajor(rawMinor, d),
    taxStatus: state,
    calculatedTaxes,
    taxRules: calculatedTaxes.map((t) => ({ taxRate: t.taxRate, name: `${t.taxRate}%` })),
    apiAlias: 'cart_price',
  }
  const keyed: Record<string, CartErrorJson> = {}
  for (const e of errors) keyed[e.key] = e
  const json: Json = {
    name: 'sales-channel',
    token: ctx.token,
    price,
    lineItems: [...lineItems, ...giftLines, ...promo.lineItems],
    errors: keyed,
    deliveries,
    transactions: methods.paymentMethod
      ? [
          {
            paymentMethodId: String(methods.paymentMethod.id),
            amount: priceOf(totalMinor, 1, calculatedTaxes, state, d),
            apiAlias: 'cart_transaction',
          },
        ]
      : [],
    modified: false,
    customerComment: cart.customerComment,
    affiliateCode: cart.affiliateCode,
    campaignCode: cart.campaignCode,
    extensions: {
      cartHints: cartHints(
        shop,
        ctx,
        methods.payload.shippingMethodId,
        gifts,
        goodsMinor,
        deliverableMinor,
        cart.codes,
        promo.lineItems,
        promo.excludedCodes,
        // An empty cart shows no hints; one holding only downloads has no shipping to be free of.
        physical || ruled.lines.length === 0,
      ),
    },
    apiAlias: 'cart',
  }
  return {
    json,
    stored: {
      ...cart,
      customerId: ctx.payload.customerId ?? cart.customerId,
      lines: ruled.lines,
      codes: promo.codes,
      appliedAutoPromotions: promo.appliedAuto,
      mergedNotice: false,
    },
    payload: methods.changed ? methods.payload : null,
  }
}
