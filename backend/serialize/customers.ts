/**
 * The Customer and CustomerAddress documents of the Store API (account routes, the context's
 * customer, order addresses), with their country, state and salutation from the Shop cache.
 */
import { activeAddressIds, type RequestContext } from '../core/context.ts'
import { type AddressRow, addressById, type CustomerRow, customerById } from '../core/customers.ts'
import type { Shop } from '../core/shop.ts'
import { json } from '../db/rows.ts'
import { idFor } from '../lib/ids.ts'
import { compact, date } from './translate.ts'

type Json = Record<string, unknown>

export const NOT_SPECIFIED_SALUTATION_ID = idFor('salutation', 'not_specified')

/** Country (with its states) and salutation of the request language, from the Shop cache. */
function lookups(shop: Shop, ctx: RequestContext) {
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  const country = (id: string): Json | undefined => cache.countries.find((c) => c.id === id)
  const salutation = (id: string | null): Json | undefined =>
    cache.salutations.find((s) => s.id === (id ?? NOT_SPECIFIED_SALUTATION_ID)) ??
    cache.salutations.find((s) => s.id === NOT_SPECIFIED_SALUTATION_ID)
  return { cache, country, salutation }
}

/** A CustomerAddress document (with country, countryState and salutation, as Shopware loads them). */
export function addressJson(shop: Shop, ctx: RequestContext, row: AddressRow, customer?: CustomerRow): Json {
  const { country, salutation } = lookups(shop, ctx)
  const c = country(row.country_id)
  const states = Array.isArray(c?.states) ? (c.states as Json[]) : []
  const state = row.country_state_id ? states.find((s) => s.id === row.country_state_id) : undefined
  return compact({
    id: row.id,
    customerId: row.customer_id,
    countryId: row.country_id,
    countryStateId: row.country_state_id,
    salutationId: row.salutation_id ?? NOT_SPECIFIED_SALUTATION_ID,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    department: row.department,
    street: row.street,
    zipcode: row.zipcode ?? '',
    city: row.city,
    phoneNumber: row.phone_number,
    additionalAddressLine1: row.additional_address_line1,
    additionalAddressLine2: row.additional_address_line2,
    ...(customer
      ? {
          isDefaultBillingAddress: customer.default_billing_address_id === row.id,
          isDefaultShippingAddress: customer.default_shipping_address_id === row.id,
        }
      : {}),
    customFields: {},
    createdAt: date(row.created_at),
    // CustomerAddressRead: updatedAt is required and nullable
    updatedAt: date(row.updated_at) ?? undefined,
    country: c,
    countryState: state,
    salutation: salutation(row.salutation_id),
    apiAlias: 'customer_address',
  })
}

/** The address document of the create/update responses (they require `updatedAt`). */
export function addressReadJson(shop: Shop, ctx: RequestContext, row: AddressRow, customer?: CustomerRow) {
  // the schema requires updatedAt and types it as a date-time: a never-updated address reports its creation
  return { ...addressJson(shop, ctx, row, customer), updatedAt: date(row.updated_at) ?? date(row.created_at) }
}

/** The Customer document of /account/customer, /account/register and the context. */
export function customerJson(shop: Shop, ctx: RequestContext, row: CustomerRow): Json {
  const { cache, salutation } = lookups(shop, ctx)
  const db = shop.db
  const address = (id: string) => {
    const a = addressById(db, id)
    return a && a.customer_id === row.id ? addressJson(shop, ctx, a, row) : undefined
  }
  const active = activeAddressIds(shop, ctx, row)
  const paymentMethod = (id: string | null) =>
    id ? cache.paymentMethods.find((m) => m.id === id) : undefined
  const vatIds = json<string[]>(row.vat_ids, [])
  const stats = db
    .prepare<[string], { count: number; total: number | null; last: string | null }>(
      'SELECT COUNT(*) AS count, SUM(amount_total) AS total, MAX(order_date_time) AS last FROM orders WHERE customer_id = ?',
    )
    .get(row.id)
  return compact({
    id: row.id,
    groupId: row.customer_group_id,
    requestedGroupId: row.requested_group_id,
    salesChannelId: row.sales_channel_id,
    languageId: row.language_id,
    lastPaymentMethodId: row.last_payment_method_id,
    defaultBillingAddressId: row.default_billing_address_id,
    defaultShippingAddressId: row.default_shipping_address_id,
    defaultPaymentMethodId: row.default_payment_method_id,
    customerNumber: row.customer_number,
    accountType: row.account_type,
    salutationId: row.salutation_id ?? NOT_SPECIFIED_SALUTATION_ID,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    ...(row.account_type === 'business' ? { company: row.company ?? '', vatIds } : { vatIds }),
    active: row.active === 1,
    doubleOptInRegistration: row.double_opt_in_registration === 1,
    doubleOptInEmailSentDate: date(row.double_opt_in_email_sent_date),
    doubleOptInConfirmDate: date(row.double_opt_in_confirm_date),
    guest: row.guest === 1,
    firstLogin: date(row.first_login),
    lastLogin: date(row.last_login),
    birthday: row.birthday,
    affiliateCode: row.affiliate_code,
    campaignCode: row.campaign_code,
    lastOrderDate: date(stats?.last),
    orderCount: stats?.count ?? 0,
    orderTotalAmount: stats?.total ?? 0,
    customFields: {},
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
    salutation: salutation(row.salutation_id),
    defaultBillingAddress: address(row.default_billing_address_id),
    defaultShippingAddress: address(row.default_shipping_address_id),
    activeBillingAddress: address(active.billing),
    activeShippingAddress: address(active.shipping),
    defaultPaymentMethod: paymentMethod(row.default_payment_method_id),
    lastPaymentMethod: paymentMethod(row.last_payment_method_id),
    apiAlias: 'customer',
  })
}

/** The context's customer document, or null for a guest session without a customer. */
export function contextCustomer(shop: Shop, ctx: RequestContext): Json | null {
  const id = ctx.payload.customerId
  if (typeof id !== 'string') return null
  const row = customerById(shop.db, id)
  return row?.active === 1 && row.sales_channel_id === ctx.salesChannel.id
    ? customerJson(shop, ctx, row)
    : null
}

/** The active shipping address of the context's customer (shippingLocation.address). */
export function contextShippingAddress(shop: Shop, ctx: RequestContext): Json | undefined {
  const id = ctx.payload.customerId
  if (typeof id !== 'string') return undefined
  const row = customerById(shop.db, id)
  if (row?.active !== 1 || row.sales_channel_id !== ctx.salesChannel.id) return undefined
  const address = addressById(shop.db, activeAddressIds(shop, ctx, row).shipping)
  return address ? addressJson(shop, ctx, address) : undefined
}
