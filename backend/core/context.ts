/**
 * The request context every service works in (Shopware's SalesChannelContext): which sales channel,
 * language, currency, customer and shipping location a request speaks for, and so its tax state and
 * price context. Built here once per request by the access-key middleware from the sw-access-key and
 * sw-context-token headers, persisted in sales_channel_context. It sits in core/, below every
 * service folder, because they all read it; what it needs of customers is the rows (customers.ts).
 */
import { randomBytes } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { json } from '../db/rows.ts'
import type { CaptchaSettings } from '../http/captcha.ts'
import { ApiProblem } from '../http/errors.ts'
import type { PriceContext, TaxState } from '../pricing/calculate.ts'
import type { CheckoutSettings } from './checkout-config.ts'
import { CONTEXT_TTL_DAYS } from './config.ts'
import { addressById, type CustomerRow, customerById, ownAddress } from './customers.ts'
import type { SalesChannelRow, Shop } from './shop.ts'

/** What a persisted context remembers (sales_channel_context.payload). */
export interface ContextPayload {
  languageId: string
  currencyId: string
  countryId: string
  countryStateId?: string | null
  shippingMethodId: string
  paymentMethodId: string
  customerId?: string | null
  customerGroupId?: string | null
  [key: string]: unknown
}

/**
 * Where the goods go (Shopware's ShippingLocation): the logged-in customer's active shipping address,
 * else the context's country. Taxes, delivery rules and the delivery's country all read it, never the
 * payload's countryId, which for a customer with an address is only a remembered choice.
 */
export interface ShippingLocation {
  countryId: string
  countryStateId: string | null
  /** the customer address the location was made from; null for a visitor without one */
  addressId: string | null
}

export interface RequestContext {
  token: string
  salesChannel: SalesChannelRow
  payload: ContextPayload
  shippingLocation: ShippingLocation
  /** effective language of this request (sw-language-id wins over the stored one) */
  languageId: string
  languageChain: string[]
  currencyId: string
  taxState: TaxState
  price: PriceContext
  includeSeoUrls: boolean
}

/** Test seam: runs after each step of an order write (placement, cancellation), inside its transaction (crash tests). */
export type PlacementProbe = (step: string) => void

export interface AppServices {
  shop: Shop
  now: () => Date
  maintenance: boolean
  /** folder of the media files (purchased downloads are read from its private/ part) */
  mediaDir?: string
  /** the storefront's public URL per language id, for links in mails (createBackend's storefrontUrls) */
  storefrontUrls?: ReadonlyMap<string, string>
  /** checkout switches (guest orders); absent: from the environment (GUEST_CHECKOUT) */
  checkout?: CheckoutSettings
  /** reCAPTCHA secret for the public form routes (RECAPTCHA_SECRET_KEY); absent or null: not guarded */
  captcha?: CaptchaSettings | null
  /** test seam: called after each step of an order placement or cancellation, inside its transaction */
  placementProbe?: PlacementProbe
  /** test seam: bcrypt cost of new password hashes (createBackend's passwordHashCost; absent: 10) */
  passwordHashCost?: number
}

export type AppEnv = { Variables: { services: AppServices; ctx: RequestContext } }

const UUID = /^[0-9a-f]{32}$/
const DAY_MS = 86_400_000

/** Shopware: Random::getAlphanumericString(32). */
export function newToken(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from(randomBytes(32), (b) => alphabet[b % alphabet.length]).join('')
}

export function defaultPayload(sc: SalesChannelRow): ContextPayload {
  return {
    languageId: sc.language_id,
    currencyId: sc.currency_id,
    countryId: sc.country_id,
    countryStateId: null,
    shippingMethodId: sc.shipping_method_id,
    paymentMethodId: sc.payment_method_id,
    customerId: null,
    customerGroupId: null,
  }
}

/**
 * sw-access-key → sales channel, answered as Shopware's SalesChannelAuthenticationListener does: a
 * missing header is 401; a key without a known Shopware prefix (SWSC sales channel, SWIA integration,
 * SWUA user, SWPE product export) is malformed, 403 FRAMEWORK__API_INVALID_ACCESS_KEY; a well-formed
 * key that names no sales channel (or a key of another origin) is 412
 * FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND, the status storefronts read as "wrong access key".
 */
export function accessKey(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('sw-access-key')
    if (!key) throw new ApiProblem(401, 'FRAMEWORK__API_UNAUTHORIZED', 'Header "sw-access-key" is required.')
    if (!/^(SWSC|SWIA|SWUA|SWPE)/.test(key))
      throw new ApiProblem(
        403,
        'FRAMEWORK__API_INVALID_ACCESS_KEY',
        'Access key is invalid and could not be identified.',
      )
    const sc = key.startsWith('SWSC') ? c.get('services').shop.salesChannels.get(key) : undefined
    if (!sc)
      throw new ApiProblem(
        412,
        'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND',
        'No matching sales channel found.',
      )
    if (c.get('services').maintenance || sc.maintenance === 1) {
      throw new ApiProblem(
        503,
        'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE',
        'The sales channel is in maintenance mode.',
      )
    }
    await loadContext(c, sc)
    await next()
    setResponseHeader(c, 'sw-context-token', c.get('ctx').token)
  }
}

/**
 * A header on the response the route already made. `c.header()` after the route has finalised its
 * response copies it (Hono makes a new Response from the old one's body), which on the Node server
 * turns its light response into a full WHATWG Response and copies that again: about an eighth of
 * the standalone back end's CPU per call. The response's own headers are set in place instead; only
 * a response whose headers are immutable (a fetched or redirect Response) is copied as before.
 */
function setResponseHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}

async function loadContext(c: Context<AppEnv>, sc: SalesChannelRow): Promise<void> {
  const { shop, now } = c.get('services')
  const db = shop.db
  const sent = c.req.header('sw-context-token')
  const nowMs = now().getTime()
  let token = sent && sent.length <= 128 ? sent : null
  let payload: ContextPayload | null = null
  if (token) {
    // every request runs it: the connection keeps the prepared statement (db/statement-cache.ts)
    const row = db
      .prepare<[string, string], { payload: string; updated_at: string }>(
        'SELECT payload, updated_at FROM sales_channel_context WHERE token = ? AND sales_channel_id = ?',
      )
      .get(token, sc.id)
    const fresh = row && nowMs - Date.parse(row.updated_at) <= CONTEXT_TTL_DAYS * DAY_MS
    if (row && fresh) {
      payload = { ...defaultPayload(sc), ...json<Partial<ContextPayload>>(row.payload, {}) }
      // touching costs a write; once a day is enough for a 120-day expiry
      if (nowMs - Date.parse(row.updated_at) > DAY_MS) {
        db.prepare('UPDATE sales_channel_context SET updated_at = ? WHERE token = ?').run(
          now().toISOString(),
          token,
        )
      }
    } else if (row) {
      db.prepare('DELETE FROM sales_channel_context WHERE token = ?').run(token)
    }
  }
  if (!payload || !token) {
    token = newToken()
    payload = defaultPayload(sc)
    const at = now().toISOString()
    db.prepare(
      'INSERT INTO sales_channel_context (token, sales_channel_id, customer_id, payload, created_at, updated_at) VALUES (?, ?, NULL, ?, ?, ?)',
    ).run(token, sc.id, JSON.stringify(payload), at, at)
  }
  c.set(
    'ctx',
    buildContext(
      shop,
      sc,
      token,
      payload,
      c.req.header('sw-language-id'),
      c.req.header('sw-currency-id'),
      c.req.header('sw-include-seo-urls'),
    ),
  )
}

export function buildContext(
  shop: Shop,
  sc: SalesChannelRow,
  token: string,
  payload: ContextPayload,
  languageHeader?: string,
  currencyHeader?: string,
  seoHeader?: string,
): RequestContext {
  const languages = shop.forLanguage(sc.id, shop.defaultLanguageId).languages.map((l) => String(l.id))
  let languageId = languages.includes(payload.languageId) ? payload.languageId : sc.language_id
  if (languageHeader !== undefined && languageHeader !== '') {
    if (!UUID.test(languageHeader)) {
      throw new ApiProblem(
        412,
        'SYSTEM__LANGUAGE_INVALID_EXCEPTION',
        'Provided languageId is not a valid uuid',
      )
    }
    if (!languages.includes(languageHeader)) {
      throw new ApiProblem(
        412,
        'SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION',
        `Provided language "${languageHeader}" is not in list of available languages: ${languages.join(', ')}`,
      )
    }
    languageId = languageHeader
  }
  const currencies = shop.forLanguage(sc.id, shop.defaultLanguageId).currencies.map((x) => String(x.id))
  let currencyId = currencies.includes(payload.currencyId) ? payload.currencyId : sc.currency_id
  if (currencyHeader !== undefined && currencyHeader !== '') {
    if (!UUID.test(currencyHeader) || !currencies.includes(currencyHeader)) {
      throw new ApiProblem(
        412,
        'SYSTEM__CURRENCY_NOT_FOUND',
        `Currency with id "${currencyHeader}" not found.`,
      )
    }
    currencyId = currencyHeader
  }
  const currency = shop.currencyRows.get(currencyId)
  const shippingLocation = resolveShippingLocation(shop, sc, payload)
  const taxState = detectTaxState(shop, sc, payload, shippingLocation.countryId)
  return {
    token,
    salesChannel: sc,
    payload,
    shippingLocation,
    languageId,
    languageChain: shop.chain(languageId),
    currencyId,
    taxState,
    price: {
      taxState,
      currencyId,
      currencyFactor: Number(currency?.factor ?? 1),
      itemRounding: {
        decimals: Number(currency?.item_rounding_decimals ?? 2),
        interval: Number(currency?.item_rounding_interval ?? 0.01),
        roundForNet: currency?.item_rounding_round_for_net === 1,
      },
    },
    includeSeoUrls: seoHeader === 'true' || seoHeader === '1',
  }
}

/**
 * The shipping location as Shopware's SalesChannelContextFactory builds it: a logged-in customer's
 * (guests included) active shipping address, i.e. the context's choice while it is still one of the
 * customer's addresses, else the default one (ShippingLocation::createFromAddress). Only a visitor
 * without a customer address ships to the context's country, so `PATCH /context {countryId}` cannot
 * move a customer's delivery (nor its taxes) away from the address the goods actually go to.
 */
export function resolveShippingLocation(
  shop: Shop,
  sc: SalesChannelRow,
  payload: ContextPayload,
): ShippingLocation {
  const id = payload.customerId
  const customer = typeof id === 'string' && id !== '' ? customerById(shop.db, id) : undefined
  if (customer?.active === 1 && customer.sales_channel_id === sc.id) {
    const chosen = typeof payload.shippingAddressId === 'string' ? payload.shippingAddressId : null
    const address =
      (chosen ? ownAddress(shop.db, customer.id, chosen) : undefined) ??
      ownAddress(shop.db, customer.id, customer.default_shipping_address_id)
    if (address) {
      return {
        countryId: address.country_id,
        countryStateId: address.country_state_id,
        addressId: address.id,
      }
    }
  }
  return { countryId: payload.countryId, countryStateId: payload.countryStateId ?? null, addressId: null }
}

/** Active billing/shipping address ids: the context's choice when still the customer's, else defaults. */
export function activeAddressIds(shop: Shop, ctx: RequestContext, customer: CustomerRow) {
  const pick = (chosen: unknown, fallback: string) => {
    if (typeof chosen !== 'string') return fallback
    const row = addressById(shop.db, chosen)
    return row && row.customer_id === customer.id ? chosen : fallback
  }
  return {
    billing: pick(ctx.payload.billingAddressId, customer.default_billing_address_id),
    shipping: pick(ctx.payload.shippingAddressId, customer.default_shipping_address_id),
  }
}

/**
 * The context for delivering to `location` instead (placing an order re-reads the shipping address
 * inside its transaction): the same choices with the location's tax state and prices.
 */
export function withShippingLocation(
  shop: Shop,
  ctx: RequestContext,
  location: ShippingLocation,
): RequestContext {
  const taxState = detectTaxState(shop, ctx.salesChannel, ctx.payload, location.countryId)
  return { ...ctx, shippingLocation: location, taxState, price: { ...ctx.price, taxState } }
}

/**
 * Shopware's TaxDetector: a delivery country (the shipping location's, not the context's option)
 * with customer tax enabled and threshold 0 makes the context tax-free (Switzerland); otherwise the
 * customer group decides gross (private) or net.
 */
export function detectTaxState(
  shop: Shop,
  sc: SalesChannelRow,
  payload: ContextPayload,
  deliveryCountryId: string,
): TaxState {
  const country = shop.countryRows.get(deliveryCountryId) ?? shop.countryRows.get(sc.country_id)
  const group = shop.customerGroups.get(payload.customerGroupId ?? sc.customer_group_id)
  const isCompany =
    payload.customerGroupId !== null && payload.customerGroupId !== undefined && group?.display_gross === 0
  const prefix = isCompany ? 'company' : 'customer'
  if (country && country[`${prefix}_tax_enabled`] === 1 && Number(country[`${prefix}_tax_amount`]) === 0) {
    return 'tax-free'
  }
  return group && group.display_gross === 0 ? 'net' : 'gross'
}

/** Persists a changed context payload (PATCH /context, later login/cart). */
export function saveContext(shop: Shop, ctx: RequestContext, payload: ContextPayload, now: Date): void {
  shop.db
    .prepare('UPDATE sales_channel_context SET payload = ?, customer_id = ?, updated_at = ? WHERE token = ?')
    .run(JSON.stringify(payload), payload.customerId ?? null, now.toISOString(), ctx.token)
}
