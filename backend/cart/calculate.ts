import { idFor } from '../lib/ids.ts'
import type { ContextPayload, RequestContext } from '../core/context.ts'
import type { LanguageCache, Shop } from '../core/shop.ts'
import { type CalculatedTax, calculatePrice, type StoredPrice, tierFor } from '../pricing/calculate.ts'
import { cashRoundMinor, toMajor, toMinor } from '../pricing/money.ts'
import { CART_MAX_QUANTITY, IMPORT_VAT_NOTICE_KEY, SWISS_IMPORT_VAT_RATE } from '../core/config.ts'
import { taxContextFor } from './tax-location.ts'
import { type CartErrorJson, cartErrors } from './errors.ts'
import { cartHints } from './hints.ts'
import { lineItemJson, type ProductJson } from './line-item.ts'
import { addBucket, priceOf, proportionalTaxes, sumTaxes, type TaxBuckets } from './money.ts'
import { applyPromotions, loadPromotions, mayRedeemFirstOrderCode } from './promotions.ts'
import { loadCartProducts } from './products.ts'
import { applyQuantityRules, type ProductRuleRow, type RuleResult, roomForOneMore } from './rules.ts'
import { chooseMethods, shippingCostMinor } from './methods.ts'
import type { StoredCart, StoredLine } from './store.ts'

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

/** A premium gift level: the product given once the goods total reaches the threshold. */
interface GiftLevel {
  id: string
  threshold: number
  product_id: string
}

/** The products of a cart and of its premium gifts: what line items show and the rules need. */
interface CartCatalogue {
  products: Map<string, ProductJson>
  rules: Map<string, ProductRuleRow>
  /** the shop's maximum quantity of a line (core.cart.maxQuantity) */
  shopMax: number
}

/** The cart's goods priced line by line, with the sums shipping, promotions and hints build on. */
interface PricedGoods {
  lineItems: Json[]
  /** goods totals per tax rate, to split discounts and shipping costs over */
  buckets: TaxBuckets
  taxes: CalculatedTax[]
  goodsMinor: number
  /** whether any line is a physical good (not a download) */
  physical: boolean
  /**
   * Shopware's shipping matrix "by cart price" sums the delivery positions: physical goods that are
   * not shipping-free, before promotions. The free-shipping hint uses the same figure.
   */
  deliverableMinor: number
  /** ids of the physical lines, the delivery's positions */
  physicalIds: string[]
}

/** The cart's one delivery and what it adds to the cart's price. */
interface CartShipping {
  delivery: Json
  shippingMinor: number
  taxes: CalculatedTax[]
}

/** The premium gift levels, lowest threshold first. */
function loadGiftLevels(shop: Shop): GiftLevel[] {
  return shop.db
    .prepare<[], GiftLevel>('SELECT id, threshold, product_id FROM premium_gift_level ORDER BY threshold')
    .all()
}

/** Loads the products of the cart (and of its gifts) and the shop's maximum line quantity. */
function loadCatalogue(shop: Shop, ctx: RequestContext, productIds: string[]): CartCatalogue {
  const loaded = loadCartProducts(shop, ctx, productIds)
  const rules = new Map([...loaded].map(([id, p]) => [id, p.rule]))
  const products = new Map([...loaded].map(([id, p]) => [id, p.json]))
  const shopMax = shop.configNumber('core.cart.maxQuantity') ?? CART_MAX_QUANTITY
  return { products, rules, shopMax }
}

/**
 * Prices each line whose product is known: its tier or base price in the context currency (or the
 * default currency's, converted), taxed by the product's rate, summed into the goods totals.
 */
function priceGoods(
  shop: Shop,
  ctx: RequestContext,
  lines: readonly StoredLine[],
  productIds: string[],
  catalogue: CartCatalogue,
): PricedGoods {
  const d = ctx.price.itemRounding.decimals
  const defaultCurrency = [...shop.currencyRows.values()].find((c) => c.is_system_default === 1)?.id
  const currencies = [ctx.currencyId, String(defaultCurrency)]
  const prices = loadPriceRows<PriceRow>(shop, 'product_price', productIds, currencies)
  const tiers = loadPriceRows<TierRow>(shop, 'product_price_tier', productIds, currencies)
  const goods: PricedGoods = {
    lineItems: [],
    buckets: new Map(),
    taxes: [],
    goodsMinor: 0,
    physical: false,
    deliverableMinor: 0,
    physicalIds: [],
  }
  for (const line of lines) {
    const product = catalogue.products.get(line.referencedId)
    const rule = catalogue.rules.get(line.referencedId)
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
    goods.goodsMinor += total
    addBucket(goods.buckets, tax.rate, total)
    goods.taxes.push(...price.calculatedTaxes)
    const download = (product.states ?? []).includes('is-download')
    if (!download) {
      goods.physical = true
      goods.physicalIds.push(line.id)
      if (product.shippingFree !== true) goods.deliverableMinor += total
    }
    goods.lineItems.push(lineItemJson(line, product, rule, price, catalogue.shopMax, { gift: false }))
  }
  return goods
}

/**
 * Premium gifts: one free line per level the goods total reaches (before discounts). Each gift
 * takes a piece of its product, counted in `used`.
 */
function premiumGiftLines(
  shop: Shop,
  ctx: RequestContext,
  gifts: readonly GiftLevel[],
  goodsMinor: number,
  used: Map<string, number>,
  catalogue: CartCatalogue,
): Json[] {
  const d = ctx.price.itemRounding.decimals
  const giftLines: Json[] = []
  for (const level of gifts) {
    const product = catalogue.products.get(level.product_id)
    const rule = catalogue.rules.get(level.product_id)
    if (!product || !rule || rule.active !== 1) continue
    if (goodsMinor < toMinor(level.threshold * ctx.price.currencyFactor, d) || goodsMinor === 0) continue
    // a gift is a piece of its product: it only comes while the product's stock and maximum allow
    if (!roomForOneMore(rule, used, catalogue.shopMax)) continue
    used.set(rule.id, (used.get(rule.id) ?? 0) + 1)
    const tax = shop.taxes.get(String(product.taxId)) ?? { rate: 0, name: '0%' }
    const price = calculatePrice({ currencyId: ctx.currencyId, gross: 0, net: 0 }, tax, 1, ctx.price)
    const line = {
      id: idFor('premium-gift', level.id),
      type: 'product' as const,
      referencedId: product.id,
      quantity: 1,
    }
    giftLines.push(lineItemJson(line, product, rule, price, catalogue.shopMax, { gift: true }))
  }
  return giftLines
}

/** The cart's goods after the quantity rules: priced lines, premium gifts and the gift levels. */
interface CartGoods {
  gifts: GiftLevel[]
  ruled: RuleResult
  goods: PricedGoods
  giftLines: Json[]
  /** whether anything ships: a physical line or a premium gift */
  physical: boolean
}

/**
 * Applies the quantity rules to the cart's lines, prices them, and adds the premium gifts the
 * goods total reaches.
 */
function cartGoods(shop: Shop, ctx: RequestContext, cart: StoredCart): CartGoods {
  const gifts = loadGiftLevels(shop)
  const productIds = [
    ...new Set([...cart.lines.map((l) => l.referencedId), ...gifts.map((g) => g.product_id)]),
  ]
  const catalogue = loadCatalogue(shop, ctx, productIds)
  const nameOf = (id: string) => String(catalogue.products.get(id)?.name ?? id)
  const ruled = applyQuantityRules(cart.lines, catalogue.rules, nameOf, catalogue.shopMax)
  const goods = priceGoods(shop, ctx, ruled.lines, productIds, catalogue)
  const giftLines = premiumGiftLines(shop, ctx, gifts, goods.goodsMinor, ruled.used, catalogue)
  // a premium gift is a physical good too
  return { gifts, ruled, goods, giftLines, physical: goods.physical || giftLines.length > 0 }
}

/** Applies the automatic promotions and the cart's codes to the goods. */
function cartPromotions(shop: Shop, ctx: RequestContext, cart: StoredCart, goods: PricedGoods) {
  return applyPromotions({
    promotions: loadPromotions(shop.db, ctx.languageChain),
    mayRedeemFirstOrder: () => mayRedeemFirstOrderCode(shop.db, ctx.payload.customerId ?? null),
    codes: cart.codes,
    previouslyApplied: cart.appliedAutoPromotions,
    goodsMinor: goods.goodsMinor,
    buckets: goods.buckets,
    taxState: ctx.taxState,
    decimals: ctx.price.itemRounding.decimals,
    currencyFactor: ctx.price.currencyFactor,
  })
}

/**
 * The cart's delivery by `shippingMethod`: its costs (taxed in proportion to the goods), the
 * delivery dates from the method's delivery time, and the physical lines as its positions.
 */
function cartShipping(
  shop: Shop,
  ctx: RequestContext,
  cache: LanguageCache,
  shippingMethod: Json,
  goods: PricedGoods,
  now: Date,
): CartShipping {
  const d = ctx.price.itemRounding.decimals
  const state = ctx.taxState
  const shippingMinor = shippingCostMinor(shop, ctx, String(shippingMethod.id), goods.deliverableMinor)
  const taxes = proportionalTaxes(shippingMinor, goods.buckets, state, d)
  // the delivery goes to the shipping location (a customer's address), not the context's country option
  const country = cache.countries.find((c) => c.id === ctx.shippingLocation.countryId)
  const time = (shippingMethod.deliveryTime ?? null) as {
    min?: number
    max?: number
    unit?: string
  } | null
  const days = (n: number | undefined) =>
    new Date(now.getTime() + (n ?? 0) * (time?.unit === 'week' ? 7 : 1) * 86_400_000).toISOString()
  const deliveryDate = { earliest: days(time?.min), latest: days(time?.max) }
  const delivery = {
    deliveryDate,
    location: { apiAlias: 'cart_delivery_shipping_location', ...(country ? { country } : {}) },
    positions: goods.physicalIds.map((identifier) => ({
      identifier,
      deliveryDate,
      price: (goods.lineItems.find((l) => l.id === identifier) as Json | undefined)?.price,
      apiAlias: 'cart_delivery_position',
    })),
    shippingMethod,
    shippingCosts: priceOf(shippingMinor, 1, taxes, state, d),
    apiAlias: 'cart_delivery',
  }
  return { delivery, shippingMinor, taxes }
}

/**
 * Notices about the whole cart: import VAT due on a tax-free delivery to Switzerland, and that the
 * cart was merged with the one saved for the customer.
 */
function cartNotices(shop: Shop, ctx: RequestContext, cart: StoredCart, physical: boolean): CartErrorJson[] {
  const out: CartErrorJson[] = []
  if (ctx.taxState === 'tax-free' && physical) {
    const iso = shop.countryRows.get(ctx.shippingLocation.countryId)?.iso
    if (iso === 'CH') out.push(cartErrors.importVatDue(IMPORT_VAT_NOTICE_KEY, 'CH', SWISS_IMPORT_VAT_RATE))
  }
  if (cart.mergedNotice) out.push(cartErrors.cartMerged())
  return out
}

/**
 * The cart's price (CartPrice) from the positions after discounts and the shipping costs: taxes
 * summed per rate, the total cash-rounded by the currency's total rounding.
 */
function cartTotals(
  shop: Shop,
  ctx: RequestContext,
  allTaxes: CalculatedTax[],
  positionMinor: number,
  shippingMinor: number,
) {
  const d = ctx.price.itemRounding.decimals
  const state = ctx.taxState
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
  return { price, calculatedTaxes, totalMinor }
}

/** The cart's transaction: the whole total by the chosen payment method (none without one). */
function cartTransactions(
  ctx: RequestContext,
  paymentMethod: Json | null,
  totalMinor: number,
  calculatedTaxes: CalculatedTax[],
): Json[] {
  if (!paymentMethod) return []
  const d = ctx.price.itemRounding.decimals
  return [
    {
      paymentMethodId: String(paymentMethod.id),
      amount: priceOf(totalMinor, 1, calculatedTaxes, ctx.taxState, d),
      apiAlias: 'cart_transaction',
    },
  ]
}

/** The errors by key, as Shopware's ErrorCollection serialises them (a later error of a key wins). */
function keyedErrors(errors: readonly CartErrorJson[]): Record<string, CartErrorJson> {
  const keyed: Record<string, CartErrorJson> = {}
  for (const e of errors) keyed[e.key] = e
  return keyed
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
  const { gifts, ruled, goods, giftLines, physical } = cartGoods(shop, ctx, cart)
  const errors: CartErrorJson[] = [...ruled.errors]
  const promo = cartPromotions(shop, ctx, cart, goods)
  errors.push(...promo.errors)
  const allTaxes = [...goods.taxes]
  for (const p of promo.lineItems) {
    const price = p.price as { calculatedTaxes: CalculatedTax[] }
    allTaxes.push(...price.calculatedTaxes)
  }
  const positionMinor = goods.goodsMinor - promo.discountMinor

  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  const methods = chooseMethods(
    shop,
    ctx,
    cache,
    ruled.lines.map((l) => l.referencedId),
  )
  errors.push(...methods.errors)
  const shipping =
    physical && methods.shippingMethod
      ? cartShipping(shop, ctx, cache, methods.shippingMethod, goods, now)
      : null
  if (shipping) allTaxes.push(...shipping.taxes)
  errors.push(...cartNotices(shop, ctx, cart, physical))

  const totals = cartTotals(shop, ctx, allTaxes, positionMinor, shipping?.shippingMinor ?? 0)
  const json: Json = {
    name: 'sales-channel',
    token: ctx.token,
    price: totals.price,
    lineItems: [...goods.lineItems, ...giftLines, ...promo.lineItems],
    errors: keyedErrors(errors),
    deliveries: shipping ? [shipping.delivery] : [],
    transactions: cartTransactions(ctx, methods.paymentMethod, totals.totalMinor, totals.calculatedTaxes),
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
        goods.goodsMinor,
        goods.deliverableMinor,
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
