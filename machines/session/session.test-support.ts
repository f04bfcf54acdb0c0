// Builders for session tests: a complete domain SessionContext with overridable parts.

import type { Currency, SessionContext, SessionCustomer } from '../../src/domain/types.ts'

export const EUR: Currency = {
  id: 'b7d2554b0ce847cd82f3ac9bd1c0dfca',
  isoCode: 'EUR',
  name: 'Euro',
  symbol: '€',
  shortName: 'EUR',
  factor: 1,
  decimals: 2,
}

export const CHF: Currency = {
  ...EUR,
  id: 'c0000000000000000000000000000chf',
  isoCode: 'CHF',
  name: 'Franken',
  symbol: 'CHF',
  shortName: 'CHF',
}

export function customer(flags: Partial<SessionCustomer> = {}): SessionCustomer {
  return {
    id: 'cu000000000000000000000000000001',
    active: true,
    guest: false,
    firstName: 'Ada',
    lastName: 'Gärtner',
    email: 'ada@example.org',
    customerNumber: '10001',
    defaultBillingAddressId: 'ad000000000000000000000000000001',
    defaultShippingAddressId: 'ad000000000000000000000000000001',
    lastPaymentMethodId: null,
    activeBillingAddress: null,
    activeShippingAddress: null,
    ...flags,
  }
}

export function sessionContext(overrides: Partial<SessionContext> = {}): SessionContext {
  return {
    token: 'token-1',
    languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b',
    languageIdChain: ['2fbb5fe2e29a4d70aa5854ce7ce3e20b'],
    currency: EUR,
    taxState: 'gross',
    displayGross: true,
    shippingMethod: null,
    paymentMethod: null,
    countryId: 'co000000000000000000000000000de1',
    salesChannel: {
      id: 'sc000000000000000000000000000001',
      countryId: 'co000000000000000000000000000de1',
      languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b',
      navigationCategoryId: 'ca000000000000000000000000000001',
      footerCategoryId: null,
      serviceCategoryId: null,
      legalPages: {},
    },
    customer: null,
    ...overrides,
  }
}

/** A promise the test resolves or rejects by hand, to observe busy states. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
