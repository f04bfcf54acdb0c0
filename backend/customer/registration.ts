import { checkoutSettings } from '../core/checkout-config.ts'
import { randomUUID } from 'node:crypto'
import { isRecord } from '../lib/plain-data.ts'
import { transaction } from '../db/database.ts'
import type { AppServices, RequestContext } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import { checkAccountType, emailNotUnique } from './account-errors.ts'
import { insertCustomer } from './accounts.ts'
import { businessFields } from './business.ts'
import { requireStorefrontUrl } from './links.ts'
import { dataProtectionRequired, passwordMinLength } from './settings.ts'
import {
  type AddressFields,
  type CustomerRow,
  customerByEmail,
  customerById,
  insertAddress,
  nextNumber,
} from '../core/customers.ts'
import {
  birthday,
  optionalText,
  requireEmail,
  requireName,
  requirePassword,
  salutationId,
  text,
  validateAddress,
  Violations,
} from './validate.ts'

type Json = Record<string, unknown>

export const newId = (): string => randomUUID().replaceAll('-', '')

/** A registration that passed Shopware's constraints. */
export interface Registration {
  guest: boolean
  accountType: 'private' | 'business'
  email: string
  password: string | null
  firstName: string
  lastName: string
  salutationId: string | null
  title: string | null
  storefrontUrl: string
  birthday: string | null
  billing: AddressFields
  shipping: AddressFields | null
  company: string | null
  vatIds: string[]
  affiliateCode: string | null
  campaignCode: string | null
}

/** Address input of the registration with the customer's names and salutation as defaults. */
function withCustomerDefaults(input: unknown, body: Json): unknown {
  if (!isRecord(input)) return input
  return {
    ...input,
    firstName: text(input, 'firstName') ?? body.firstName,
    lastName: text(input, 'lastName') ?? body.lastName,
    salutationId: text(input, 'salutationId') ?? body.salutationId,
    title: text(input, 'title') ?? body.title,
  }
}

/**
 * Names an address inherits from the customer are reported once, at the customer's field: a blank
 * top-level firstName must not also appear as /billingAddress/firstName.
 */
function dropInheritedNameErrors(v: Violations, body: Json): void {
  for (const prefix of ['billingAddress', 'shippingAddress']) {
    const address = body[prefix]
    if (!isRecord(address)) continue
    for (const key of ['firstName', 'lastName']) {
      if (text(address, key) !== null) continue
      const pointer = `/${prefix}/${key}`
      for (let i = v.list.length - 1; i >= 0; i--)
        if (v.list[i]?.source?.pointer === pointer) v.list.splice(i, 1)
    }
  }
}

/** Validates a registration body; every violation is thrown together as one 400. */
export function parseRegistration(services: AppServices, ctx: RequestContext, body: Json): Registration {
  const { shop } = services
  const v = new Violations()
  const guest = body.guest === true
  // Guest checkout switched off: a guest registration is not one of the allowed choices.
  if (guest && !checkoutSettings(services).guestCheckout) {
    v.add('NO_SUCH_CHOICE_ERROR', '/guest', 'The value you selected is not a valid choice.', {
      '{{ value }}': 'true',
      '{{ choices }}': '"false"',
    })
    v.throwIfAny()
  }
  checkAccountType(v, body.accountType)
  const accountType = body.accountType === 'business' ? 'business' : 'private'
  const email = requireEmail(v, body, 'email')
  const password = guest
    ? null
    : requirePassword(v, body, 'password', passwordMinLength(shop, ctx.salesChannel.id))
  const firstName = requireName(v, body, 'firstName', '/firstName')
  const lastName = requireName(v, body, 'lastName', '/lastName')
  const salutation = salutationId(shop, ctx, v, body, '/salutationId')
  const title = optionalText(v, body, 'title', '/title')
  const accepted = body.acceptedDataProtection
  const consented = accepted === true || accepted === 1 || accepted === '1' || accepted === 'true'
  if (!guest && !consented && dataProtectionRequired(shop, ctx.salesChannel.id)) {
    v.blank('/acceptedDataProtection')
  }
  const storefrontUrl = requireStorefrontUrl(services, ctx, v, body)
  const born = birthday(v, body)
  const billingInput = withCustomerDefaults(body.billingAddress, body)
  const billing = validateAddress(shop, ctx, v, billingInput, '/billingAddress')
  const shippingInput = body.shippingAddress
  const shipping =
    isRecord(shippingInput) && Object.keys(shippingInput).length > 0
      ? validateAddress(shop, ctx, v, withCustomerDefaults(shippingInput, body), '/shippingAddress')
      : null
  const billingBody = isRecord(body.billingAddress) ? body.billingAddress : null
  const billingCountry = billingBody ? text(billingBody, 'countryId') : null
  const business =
    accountType === 'business'
      ? businessFields(
          shop,
          v,
          { ...body, company: text(body, 'company') ?? (billingBody ? text(billingBody, 'company') : null) },
          billingCountry,
        )
      : { company: null, vatIds: [] }
  if (email && !guest && customerByEmail(shop.db, ctx.salesChannel.id, email)) emailNotUnique(v, email)
  dropInheritedNameErrors(v, body)
  const affiliateCode = optionalText(v, body, 'affiliateCode', '/affiliateCode')
  const campaignCode = optionalText(v, body, 'campaignCode', '/campaignCode')
  v.throwIfAny()
  if (!email || !firstName || !lastName || !billing || !storefrontUrl)
    throw new Error('validated registration lost a field')
  return {
    guest,
    accountType,
    email,
    password,
    firstName,
    lastName,
    salutationId: salutation,
    title,
    storefrontUrl,
    birthday: born,
    billing,
    shipping,
    company: business.company,
    vatIds: business.vatIds,
    affiliateCode,
    campaignCode,
  }
}

/** Writes the customer with its addresses in one transaction and returns the stored row. */
export function createCustomer(
  shop: Shop,
  ctx: RequestContext,
  r: Registration,
  opts: { passwordHash: string | null; optInHash: string | null; at: string },
): CustomerRow {
  const db = shop.db
  const id = newId()
  const billingId = newId()
  const shippingId = r.shipping ? newId() : billingId
  transaction(db, () => {
    insertCustomer(db, {
      id,
      salesChannelId: ctx.salesChannel.id,
      customerGroupId: ctx.salesChannel.customer_group_id,
      languageId: ctx.languageId,
      customerNumber: nextNumber(db, 'customer'),
      accountType: r.accountType,
      salutationId: r.salutationId,
      title: r.title,
      firstName: r.firstName,
      lastName: r.lastName,
      company: r.company,
      vatIds: r.vatIds,
      email: r.email,
      passwordHash: opts.passwordHash,
      guest: r.guest,
      optInHash: opts.optInHash,
      billingAddressId: billingId,
      shippingAddressId: shippingId,
      paymentMethodId: ctx.salesChannel.payment_method_id,
      birthday: r.birthday,
      affiliateCode: r.affiliateCode,
      campaignCode: r.campaignCode,
      createdAt: opts.at,
    })
    insertAddress(db, billingId, id, { ...r.billing, company: r.billing.company ?? r.company }, opts.at)
    if (r.shipping) insertAddress(db, shippingId, id, r.shipping, opts.at)
  })
  const customer = customerById(db, id)
  if (!customer) throw new Error('registered customer vanished')
  return customer
}
