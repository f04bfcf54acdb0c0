// Customers, addresses, countries with states and orders: wire (Shopware 6.7 schema) → domain.

import type {
  AccountCountry,
  AccountType,
  AddressInput,
  CustomerAddress,
  CustomerProfile,
  Order,
  OrderAddress,
  OrderDocument,
  OrderLine,
} from '../../domain/customer.ts'
import type { Schemas } from '../wire.ts'
import { mapTaxes, mapTaxStatus } from './cart.ts'
import { pick, text } from './common.ts'

function accountType(value: string | undefined): AccountType {
  return value === 'business' ? 'business' : 'private'
}

export function mapCustomerProfile(wire: Schemas['Customer']): CustomerProfile {
  // company and vatIds exist only on the business branch of the schema's union.
  const business = 'company' in wire ? (wire as { company?: string | null; vatIds?: string[] | null }) : {}
  return {
    id: wire.id,
    accountType: accountType(wire.accountType),
    salutationId: wire.salutationId ?? null,
    title: text(wire.title),
    firstName: wire.firstName,
    lastName: wire.lastName,
    email: wire.email,
    company: text(business.company),
    vatIds: business.vatIds ?? [],
    customerNumber: wire.customerNumber,
    active: wire.active ?? false,
    guest: wire.guest ?? false,
    doubleOptInRegistration: Boolean(wire.doubleOptInRegistration && !wire.doubleOptInConfirmDate),
    defaultBillingAddressId: wire.defaultBillingAddressId,
    defaultShippingAddressId: wire.defaultShippingAddressId,
    lastPaymentMethodId: wire.lastPaymentMethodId ?? null,
  }
}

export function mapCustomerAddress(wire: Schemas['CustomerAddress']): CustomerAddress {
  return {
    id: wire.id,
    salutationId: wire.salutationId ?? null,
    firstName: wire.firstName,
    lastName: wire.lastName,
    company: text(wire.company),
    department: text(wire.department),
    street: wire.street,
    additionalAddressLine1: text(wire.additionalAddressLine1),
    zipcode: text(wire.zipcode),
    city: wire.city,
    countryId: wire.countryId,
    countryName: wire.country ? pick(wire.country.translated?.name, wire.country.name) : null,
    countryStateId: wire.countryStateId ?? null,
    countryStateName: wire.countryState
      ? pick(wire.countryState.translated?.name, wire.countryState.name)
      : null,
    phoneNumber: text(wire.phoneNumber),
  }
}

/** The request body of an address: empty optional fields are left out, not sent as ''. */
export function addressBody(input: AddressInput): Schemas['CustomerAddressBody'] {
  const body: Schemas['CustomerAddressBody'] = {
    firstName: input.firstName,
    lastName: input.lastName,
    street: input.street,
    city: input.city,
    countryId: input.countryId,
  }
  if (input.salutationId) body.salutationId = input.salutationId
  if (input.company) body.company = input.company
  if (input.department) body.department = input.department
  if (input.additionalAddressLine1) body.additionalAddressLine1 = input.additionalAddressLine1
  if (input.zipcode) body.zipcode = input.zipcode
  if (input.countryStateId) body.countryStateId = input.countryStateId
  if (input.phoneNumber) body.phoneNumber = input.phoneNumber
  return body
}

export function mapAccountCountry(wire: Schemas['Country']): AccountCountry {
  const forceState = wire.forceStateInRegistration ?? false
  return {
    id: wire.id,
    name: pick(wire.translated?.name, wire.name) ?? '',
    iso: pick(wire.translated?.iso, wire.iso),
    position: wire.position ?? 0,
    forceState,
    displayState: forceState || (wire.displayStateInRegistration ?? false),
    states: (wire.states ?? [])
      .filter((state) => state.active !== false)
      .map((state) => ({
        id: state.id,
        name: pick(state.translated?.name, state.name) ?? '',
        position: state.position ?? 0,
      }))
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
      .map(({ id, name }) => ({ id, name })),
  }
}

function mapOrderAddress(wire: Schemas['OrderAddress'] | undefined): OrderAddress | null {
  if (!wire) return null
  return {
    firstName: wire.firstName,
    lastName: wire.lastName,
    company: text(wire.company),
    department: text(wire.department),
    street: wire.street,
    additionalAddressLine1: text(wire.additionalAddressLine1),
    additionalAddressLine2: text(wire.additionalAddressLine2),
    zipcode: text(wire.zipcode),
    city: wire.city,
    // Read with the countryState association (src/api/resources/order.ts, checkout.ts).
    countryStateName: wire.countryState
      ? pick(wire.countryState.translated?.name, wire.countryState.name)
      : null,
    countryName: wire.country ? pick(wire.country.translated?.name, wire.country.name) : null,
  }
}

function mapOrderLine(wire: Schemas['OrderLineItem']): OrderLine {
  return {
    id: wire.id,
    label: pick(wire.translated?.label, wire.label) ?? wire.label,
    quantity: wire.quantity,
    unitPrice: wire.unitPrice ?? 0,
    totalPrice: wire.totalPrice ?? 0,
    downloads: (wire.downloads ?? []).map((download) => ({
      id: download.id,
      fileName: download.media?.fileName ?? '',
      fileExtension: download.media?.fileExtension ?? '',
      accessGranted: download.accessGranted,
    })),
  }
}

function mapDocument(wire: Schemas['Document']): OrderDocument {
  return {
    id: wire.id,
    number: text(wire.documentNumber),
    type: pick(wire.documentType?.translated?.name, wire.documentType?.name) ?? wire.config?.title ?? '',
    technicalName: wire.documentType?.technicalName ?? wire.config?.name ?? '',
    createdAt: text(wire.createdAt),
    deepLinkCode: wire.deepLinkCode,
    fileType: text(wire.fileType),
  }
}

function latestTransaction(wire: Schemas['Order']): Schemas['OrderTransaction'] | undefined {
  if (wire.primaryOrderTransaction) return wire.primaryOrderTransaction
  const transactions = [...(wire.transactions ?? [])]
  return transactions.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '')).at(-1)
}

export function mapOrder(wire: Schemas['Order']): Order {
  const transaction = latestTransaction(wire)
  const transactionState = transaction?.stateMachineState?.technicalName ?? null
  const delivery = wire.primaryOrderDelivery ?? wire.deliveries?.[0]
  const state = wire.stateMachineState
  return {
    id: wire.id,
    orderNumber: wire.orderNumber ?? '',
    orderDate: wire.orderDateTime,
    status: state?.technicalName ?? '',
    statusName: pick(state?.translated?.name, state?.name) ?? state?.technicalName ?? '',
    amountTotal: wire.amountTotal ?? wire.price?.totalPrice ?? 0,
    shippingTotal: wire.shippingTotal ?? 0,
    ...(wire.price
      ? {
          price: {
            netPrice: wire.price.netPrice,
            taxStatus: mapTaxStatus(wire.price.taxStatus),
            taxes: mapTaxes(wire.price.calculatedTaxes),
          },
        }
      : {}),
    currencyIsoCode: wire.currency?.isoCode ?? 'EUR',
    paymentMethodName: transaction?.paymentMethod
      ? pick(transaction.paymentMethod.translated?.name, transaction.paymentMethod.name)
      : null,
    paymentState: transactionState === 'paid' ? 'paid' : 'unpaid',
    transactionState,
    deliveryState: delivery?.stateMachineState?.technicalName ?? null,
    lines: (wire.lineItems ?? [])
      .filter((line) => !line.parentId)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map(mapOrderLine),
    billingAddress: mapOrderAddress(wire.billingAddress),
    shippingAddress: mapOrderAddress(delivery?.shippingOrderAddress),
    documents: (wire.documents ?? []).map(mapDocument),
  }
}
