// Builders for checkout tests (domain and machine): sessions of each identity with addresses and
// methods set, payment and shipping methods, and placed orders.

import type { CheckoutOrder } from './checkout.ts'
import type { Address, PaymentMethod, SessionContext, ShippingMethod } from './types.ts'

const ADDRESS: Address = {
  id: 'ad000000000000000000000000000001',
  firstName: 'Ada',
  lastName: 'Gärtner',
  company: null,
  street: 'Hauptstraße 1',
  zipcode: '10115',
  city: 'Berlin',
  countryId: 'co000000000000000000000000000de1',
}

export function paymentMethod(technicalName: string): PaymentMethod {
  return {
    id: `pm-${technicalName}`,
    technicalName,
    name: technicalName,
    shortName: null,
    description: null,
    media: null,
  }
}

export function shippingMethod(technicalName: string): ShippingMethod {
  return {
    id: `sm-${technicalName}`,
    technicalName,
    name: technicalName,
    description: null,
    deliveryTime: null,
    media: null,
  }
}

/** A session of `who` with addresses and both methods set (every step reachable). */
export function shopper(who: 'anonymous' | 'guest' | 'customer', payment = 'payment_card'): SessionContext {
  return {
    token: 'token-1',
    languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b',
    languageIdChain: ['2fbb5fe2e29a4d70aa5854ce7ce3e20b'],
    currency: {
      id: 'eur',
      isoCode: 'EUR',
      name: 'Euro',
      symbol: '€',
      shortName: 'EUR',
      factor: 1,
      decimals: 2,
    },
    taxState: 'gross',
    displayGross: true,
    shippingMethod: shippingMethod('shipping_standard'),
    paymentMethod: paymentMethod(payment),
    countryId: ADDRESS.countryId,
    salesChannel: {
      id: 'sc000000000000000000000000000001',
      countryId: ADDRESS.countryId,
      languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b',
      navigationCategoryId: 'ca000000000000000000000000000001',
      footerCategoryId: null,
      serviceCategoryId: null,
      legalPages: {},
    },
    customer:
      who === 'anonymous'
        ? null
        : {
            id: 'cu000000000000000000000000000001',
            active: true,
            guest: who === 'guest',
            firstName: 'Ada',
            lastName: 'Gärtner',
            email: 'ada@example.org',
            customerNumber: '10001',
            defaultBillingAddressId: ADDRESS.id,
            defaultShippingAddressId: ADDRESS.id,
            lastPaymentMethodId: null,
            activeBillingAddress: ADDRESS,
            activeShippingAddress: ADDRESS,
          },
  }
}

export function order(technicalName: string, transactionState: string): CheckoutOrder {
  return {
    id: 'or000000000000000000000000000001',
    orderNumber: '10042',
    orderDate: '2026-11-26T05:00:00.000Z',
    status: 'open',
    statusName: 'Open',
    amountTotal: 100,
    shippingTotal: 0,
    currencyIsoCode: 'EUR',
    paymentMethodName: technicalName,
    paymentState: transactionState === 'paid' ? 'paid' : 'unpaid',
    transactionState,
    lines: [],
    billingAddress: null,
    shippingAddress: null,
    documents: [],
    paymentMethodId: `pm-${technicalName}`,
    paymentTechnicalName: technicalName,
    deepLinkCode: 'deep-link',
    paymentChangeable: transactionState !== 'paid',
  }
}
