// Sales channel context and the small entities it embeds (currency, language, country, salutation,
// payment and shipping methods, customer, addresses).

import type {
  Address,
  Country,
  Currency,
  Language,
  PaymentMethod,
  Salutation,
  SessionContext,
  SessionCustomer,
  ShippingMethod,
  TaxState,
} from '../../domain/types.ts'
import { legalPageIds } from '../../domain/legal.ts'
import { isRecord, type Schemas } from '../wire.ts'
import { mapMedia, pick, text } from './common.ts'

export function mapCurrency(wire: Schemas['Currency']): Currency {
  return {
    id: wire.id,
    isoCode: wire.isoCode,
    name: pick(wire.translated?.name, wire.name) ?? wire.isoCode,
    symbol: pick(wire.translated?.symbol, wire.symbol) ?? wire.isoCode,
    shortName: pick(wire.translated?.shortName, wire.shortName) ?? wire.isoCode,
    factor: wire.factor,
    decimals: wire.itemRounding?.decimals ?? 2,
  }
}

export function mapLanguage(wire: Schemas['Language']): Language {
  return {
    id: wire.id,
    name: wire.name,
    localeCode: pick(wire.translationCode?.translated?.code, wire.translationCode?.code),
  }
}

export function mapCountry(wire: Schemas['Country']): Country {
  return {
    id: wire.id,
    name: pick(wire.translated?.name, wire.name) ?? '',
    iso: pick(wire.translated?.iso, wire.iso),
    isEu: wire.isEu ?? false,
    shippingAvailable: wire.shippingAvailable ?? true,
    position: wire.position ?? 0,
  }
}

export function mapSalutation(wire: Schemas['Salutation']): Salutation {
  return {
    id: wire.id,
    key: wire.salutationKey,
    displayName: pick(wire.translated?.displayName, wire.displayName) ?? wire.salutationKey,
    letterName: pick(wire.translated?.letterName, wire.letterName) ?? '',
  }
}

export function mapPaymentMethod(wire: Schemas['PaymentMethod']): PaymentMethod {
  return {
    id: wire.id,
    technicalName: wire.technicalName,
    name: pick(wire.translated?.name, wire.name) ?? wire.technicalName,
    shortName: pick(wire.translated?.shortName, wire.shortName),
    description: text(pick(wire.translated?.description, wire.description)),
    media: mapMedia(wire.media),
  }
}

export function mapShippingMethod(wire: Schemas['ShippingMethod']): ShippingMethod {
  return {
    id: wire.id,
    technicalName: wire.technicalName,
    name: pick(wire.translated?.name, wire.name) ?? wire.technicalName,
    description: text(pick(wire.translated?.description, wire.description)),
    deliveryTime: pick(wire.deliveryTime?.translated?.name, wire.deliveryTime?.name),
    media: mapMedia(wire.media),
  }
}

export function mapAddress(wire: Schemas['CustomerAddress'] | null | undefined): Address | null {
  if (!wire?.id) return null
  return {
    id: wire.id,
    firstName: wire.firstName,
    lastName: wire.lastName,
    company: text(wire.company),
    street: wire.street,
    zipcode: text(wire.zipcode),
    city: wire.city,
    countryId: wire.countryId,
  }
}

export function mapCustomer(wire: Schemas['Customer'] | null | undefined): SessionCustomer | null {
  if (!wire?.id) return null
  return {
    id: wire.id,
    active: wire.active ?? false,
    guest: wire.guest ?? false,
    firstName: wire.firstName,
    lastName: wire.lastName,
    email: wire.email,
    customerNumber: wire.customerNumber,
    defaultBillingAddressId: wire.defaultBillingAddressId,
    defaultShippingAddressId: wire.defaultShippingAddressId,
    lastPaymentMethodId: wire.lastPaymentMethodId ?? null,
    activeBillingAddress: mapAddress(wire.activeBillingAddress),
    activeShippingAddress: mapAddress(wire.activeShippingAddress),
  }
}

function taxState(value: string | undefined): TaxState {
  return value === 'net' || value === 'tax-free' ? value : 'gross'
}

export function mapSessionContext(wire: Schemas['SalesChannelContext']): SessionContext {
  const salesChannel = wire.salesChannel
  const currency = wire.currency
  if (!currency) throw new TypeError('Store API context without currency')
  return {
    token: wire.token ?? null,
    languageId: wire.context?.languageIdChain?.[0] ?? salesChannel.languageId,
    languageIdChain: wire.context?.languageIdChain ?? [salesChannel.languageId],
    currency: mapCurrency(currency),
    taxState: taxState(wire.context?.taxState),
    displayGross: wire.currentCustomerGroup?.displayGross ?? true,
    shippingMethod: wire.shippingMethod ? mapShippingMethod(wire.shippingMethod) : null,
    paymentMethod: wire.paymentMethod ? mapPaymentMethod(wire.paymentMethod) : null,
    countryId: wire.shippingLocation?.country?.id ?? wire.shippingLocation?.address?.countryId ?? null,
    salesChannel: {
      id: salesChannel.id,
      countryId: salesChannel.countryId,
      languageId: salesChannel.languageId,
      navigationCategoryId: salesChannel.navigationCategoryId,
      footerCategoryId: salesChannel.footerCategoryId ?? null,
      serviceCategoryId: salesChannel.serviceCategoryId ?? null,
      legalPages: legalPageIds(
        isRecord(salesChannel.customFields) ? salesChannel.customFields.gartenwerk_legal_pages : undefined,
      ),
    },
    customer: mapCustomer(wire.customer),
  }
}
