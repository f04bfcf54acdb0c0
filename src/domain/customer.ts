// Customer accounts: the domain shapes of customers, addresses and orders, and the pure rules over
// a refused request's violations. Imports nothing but other domain modules.

import type { CartPriceSummary } from './cart.ts'
import type { Violation } from './failure.ts'

export type { Violation }

export type AccountType = 'private' | 'business'

/** The customer as POST /account/customer returns it, reduced to what the account area shows. */
export interface CustomerProfile {
  id: string
  accountType: AccountType
  salutationId: string | null
  title: string | null
  firstName: string
  lastName: string
  email: string
  company: string | null
  vatIds: string[]
  customerNumber: string
  active: boolean
  guest: boolean
  /** Double opt-in is required and not confirmed yet: the shopper must open the mailed link. */
  doubleOptInRegistration: boolean
  defaultBillingAddressId: string
  defaultShippingAddressId: string
  lastPaymentMethodId: string | null
}

export interface CustomerAddress {
  id: string
  salutationId: string | null
  firstName: string
  lastName: string
  company: string | null
  department: string | null
  street: string
  additionalAddressLine1: string | null
  zipcode: string | null
  city: string
  countryId: string
  countryName: string | null
  countryStateId: string | null
  countryStateName: string | null
  phoneNumber: string | null
}

/** What the address form sends (POST /account/address, PATCH /account/address/{id}). */
export interface AddressInput {
  salutationId: string | null
  firstName: string
  lastName: string
  company: string | null
  department: string | null
  street: string
  additionalAddressLine1: string | null
  zipcode: string | null
  city: string
  countryId: string
  countryStateId: string | null
  phoneNumber: string | null
}

/** A country of the address forms, with its states and whether one must be chosen. */
export interface AccountCountry {
  id: string
  name: string
  iso: string | null
  position: number
  /** A state must be chosen (country.forceStateInRegistration). */
  forceState: boolean
  /** States are offered at all (country.displayStateInRegistration or forceState). */
  displayState: boolean
  states: { id: string; name: string }[]
}

export interface ProfileInput {
  accountType: AccountType
  salutationId: string | null
  title: string | null
  firstName: string
  lastName: string
  company: string | null
  vatIds: string[]
}

export interface EmailChangeInput {
  email: string
  emailConfirmation: string
  password: string
}

export interface PasswordChangeInput {
  password: string
  newPassword: string
  newPasswordConfirm: string
}

export type PaymentState = 'paid' | 'unpaid'

export interface OrderAddress {
  firstName: string
  lastName: string
  company: string | null
  department: string | null
  street: string
  additionalAddressLine1: string | null
  additionalAddressLine2: string | null
  zipcode: string | null
  city: string
  countryStateName: string | null
  countryName: string | null
}

export interface OrderDownload {
  id: string
  fileName: string
  fileExtension: string
  accessGranted: boolean
}

export interface OrderLine {
  id: string
  label: string
  quantity: number
  unitPrice: number
  totalPrice: number
  downloads: OrderDownload[]
}

export interface OrderDocument {
  id: string
  number: string | null
  /** The type's name as the Store API translated it (shown for types the storefront has no text for). */
  type: string
  /** Shopware's document type technical name: invoice, delivery_note, credit_note, storno. */
  technicalName: string
  createdAt: string | null
  deepLinkCode: string
  fileType: string | null
}

export interface Order {
  id: string
  orderNumber: string
  orderDate: string
  /** Technical name of the order state (open, in_progress, completed, cancelled). */
  status: string
  statusName: string
  amountTotal: number
  shippingTotal: number
  /**
   * The order's stored price: its tax status, net total and VAT per rate, as the Store API
   * calculated them (absent when the response carried no price).
   */
  price?: Pick<CartPriceSummary, 'netPrice' | 'taxStatus' | 'taxes'>
  currencyIsoCode: string
  paymentMethodName: string | null
  paymentState: PaymentState
  /** Technical transaction state (paid, open, failed …) for the detail page. */
  transactionState: string | null
  /** Technical state of the (primary) delivery (open, shipped …), null without one. */
  deliveryState?: string | null
  lines: OrderLine[]
  billingAddress: OrderAddress | null
  shippingAddress: OrderAddress | null
  documents: OrderDocument[]
}

export interface OrderPage {
  orders: Order[]
  total: number
  page: number
  limit: number
}

/** The first violation per field (a form shows one message per field). */
export function violationsByField(violations: readonly Violation[]): Record<string, Violation> {
  const byField: Record<string, Violation> = {}
  for (const violation of violations) {
    if (violation.field && !byField[violation.field]) byField[violation.field] = violation
  }
  return byField
}

/**
 * The address error builder: for a blank field the field name from the source
 * pointer and the server's detail; any other violation gives no message.
 */
export function buildAddressErrors(violations: readonly Violation[]): string[] {
  const messages: string[] = []
  for (const violation of violations) {
    if (violation.reason !== 'blank') continue
    const name = violation.pointer?.split('/').filter(Boolean).pop() ?? ''
    messages.push(name ? `${name}: ${violation.detail}` : violation.detail)
  }
  return messages
}

/** Empty strings from form fields become null (the Store API treats them as missing). */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/**
 * What registration sends: the registration form builds it, the session machine passes it to its
 * `register` actor, the Store API client turns it into the request body.
 */
export interface RegistrationInput {
  accountType: 'private' | 'business'
  guest: boolean
  salutationId: string | null
  firstName: string
  lastName: string
  email: string
  /** Missing for guest registrations. */
  password: string | null
  company: string | null
  vatIds: string[]
  billingAddress: {
    street: string
    zipcode: string
    city: string
    countryId: string
    countryStateId: string | null
    additionalAddressLine1: string | null
    phoneNumber: string | null
  }
  /** A different shipping address; null when billing equals shipping. */
  shippingAddress?: AddressInput | null
  acceptedDataProtection: boolean
  storefrontUrl: string
}
