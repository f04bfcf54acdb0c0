import type { RequestContext } from '../core/context.ts'
import type { LanguageCache, Shop } from '../core/shop.ts'
import { contextCustomer, contextShippingAddress } from './customers.ts'
import { idFor } from '../lib/ids.ts'

type Json = Record<string, unknown>

function salesChannelJson(shop: Shop, ctx: RequestContext, cache: LanguageCache, customFields: Json): Json {
  const sc = ctx.salesChannel
  const row = shop.db
    .prepare<[string, string], { name: string }>(
      'SELECT name FROM sales_channel_translation WHERE sales_channel_id = ? AND language_id = ?',
    )
    .get(sc.id, ctx.languageChain.at(-1) ?? ctx.languageId)
  const own = shop.db
    .prepare<[string, string], { name: string }>(
      'SELECT name FROM sales_channel_translation WHERE sales_channel_id = ? AND language_id = ?',
    )
    .get(sc.id, ctx.languageId)
  const name = own?.name ?? row?.name ?? 'Storefront'
  const domains = shop.db
    .prepare<[string], Json>('SELECT * FROM sales_channel_domain WHERE sales_channel_id = ? ORDER BY url')
    .all(sc.id)
    .map((d) => ({
      id: d.id,
      url: d.url,
      languageId: d.language_id,
      currencyId: d.currency_id,
      salesChannelId: sc.id,
      // no snippet sets here: one deterministic id per domain language keeps the required field honest
      snippetSetId: idFor('snippet_set', String(d.language_id)),
      hreflangUseOnlyLocale: d.hreflang_use_only_locale === 1,
      apiAlias: 'sales_channel_domain',
    }))
  return {
    id: sc.id,
    languageId: sc.language_id,
    customerGroupId: sc.customer_group_id,
    currencyId: sc.currency_id,
    paymentMethodId: sc.payment_method_id,
    shippingMethodId: sc.shipping_method_id,
    countryId: sc.country_id,
    navigationCategoryId: sc.navigation_category_id,
    navigationCategoryDepth: sc.navigation_category_depth,
    ...(sc.footer_category_id ? { footerCategoryId: sc.footer_category_id } : {}),
    ...(sc.service_category_id ? { serviceCategoryId: sc.service_category_id } : {}),
    taxCalculationType: sc.tax_calculation_type,
    name,
    active: true,
    maintenance: false,
    customFields,
    translated: { name, customFields },
    domains,
    language: cache.languages.find((l) => l.id === ctx.languageId),
    apiAlias: 'sales_channel',
  }
}

/**
 * The SalesChannelContext document of GET /context. `salesChannelCustomFields` become the sales
 * channel's customFields (the checkout's shop configuration, see core/checkout-config.ts).
 */
export function contextJson(shop: Shop, ctx: RequestContext, salesChannelCustomFields: Json = {}): Json {
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  const p = ctx.payload
  const currency = cache.currencies.find((x) => x.id === ctx.currencyId) ?? cache.currencies[0]
  // Shopware's shippingLocation: the active shipping address's country, the context's only without one
  const country = cache.countries.find((x) => x.id === ctx.shippingLocation.countryId) ?? cache.countries[0]
  const groupId = p.customerGroupId ?? ctx.salesChannel.customer_group_id
  const group = shop.customerGroups.get(groupId)
  const groupName = shop.db
    .prepare<[string, string], { name: string }>(
      'SELECT name FROM customer_group_translation WHERE customer_group_id = ? AND language_id = ?',
    )
    .get(groupId, ctx.languageId)?.name
  const language = cache.languages.find((l) => l.id === ctx.languageId)
  const locale = (language?.locale ?? {}) as Json
  const itemRounding = currency?.itemRounding
  const shippingAddress = contextShippingAddress(shop, ctx)
  return {
    token: ctx.token,
    currentCustomerGroup: { name: groupName ?? '', displayGross: group?.display_gross !== 0 },
    fallbackCustomerGroup: { name: groupName ?? '', displayGross: true },
    currency,
    salesChannel: salesChannelJson(shop, ctx, cache, salesChannelCustomFields),
    taxRules: [...shop.taxes.values()].map((t) => ({ taxRate: t.rate, name: t.name })),
    customer: contextCustomer(shop, ctx),
    paymentMethod: cache.paymentMethods.find((m) => m.id === p.paymentMethodId) ?? cache.paymentMethods[0],
    shippingMethod:
      cache.shippingMethods.find((m) => m.id === p.shippingMethodId) ?? cache.shippingMethods[0],
    shippingLocation: {
      apiAlias: 'cart_delivery_shipping_location',
      country,
      ...(shippingAddress ? { address: shippingAddress } : {}),
    },
    context: {
      versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
      currencyId: ctx.currencyId,
      currencyFactor: ctx.price.currencyFactor,
      currencyPrecision: ctx.price.itemRounding.decimals,
      languageIdChain: ctx.languageChain,
      scope: 'user',
      source: { type: 'sales-channel', salesChannelId: ctx.salesChannel.id },
      taxState: ctx.taxState,
      useCache: true,
    },
    itemRounding,
    totalRounding: currency?.totalRounding,
    languageInfo: { name: String(language?.name ?? ''), localeCode: String(locale.code ?? '') },
    apiAlias: 'sales_channel_context',
  }
}
