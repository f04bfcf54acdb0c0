// Customer accounts: the domain shapes of customers, addresses and orders, and the pure rules that
// turn Store API violations into per-field messages (spec section 5). Imports nothing.

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
  street: string
  zipcode: string | null
  city: string
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
  type: string
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
  currencyIsoCode: string
  paymentMethodName: string | null
  paymentState: PaymentState
  /** Technical transaction state (paid, open, failed …) for the detail page. */
  transactionState: string | null
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

/** One violation of a Store API error response (Shopware's `errors[]`). */
export interface Violation {
  code: string
  /** The source pointer, e.g. `/billingAddress/zipcode`; null for errors without one. */
  pointer: string | null
  /** The pointer as a form field path (`billingAddress.zipcode`), null without a pointer. */
  field: string | null
  detail: string
  /** meta.parameters, e.g. `{ seconds: '10' }` for rate limits. */
  parameters: Record<string, string>
}

/** The kinds of server violations the spec gives a message (section 5 and 8). */
export type ViolationKind =
  | 'blank'
  | 'tooShort'
  | 'tooLow'
  | 'invalid'
  | 'wrongPassword'
  | 'vatIdFormat'
  | 'zipCode'
  | 'emailNotUnique'
  | 'badCredentials'
  | 'notConfirmed'
  | 'rateLimit'
  | 'other'

const KIND_BY_CODE: Record<string, ViolationKind> = {
  IS_BLANK_ERROR: 'blank',
  TOO_SHORT_ERROR: 'tooShort',
  TOO_LOW_ERROR: 'tooLow',
  STRICT_CHECK_FAILED_ERROR: 'invalid',
  INVALID_EMAIL: 'invalid',
  INVALID_ERROR: 'invalid',
  NO_SUCH_CHOICE_ERROR: 'invalid',
  NOT_EQUAL_ERROR: 'invalid',
  CUSTOMER_PASSWORD_NOT_CORRECT: 'wrongPassword',
  VAT_ID_FORMAT_NOT_CORRECT: 'vatIdFormat',
  ZIP_CODE_INVALID: 'zipCode',
  CUSTOMER_EMAIL_NOT_UNIQUE: 'emailNotUnique',
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: 'badCredentials',
  CHECKOUT__CUSTOMER_NOT_FOUND: 'badCredentials',
  CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED: 'notConfirmed',
  CHECKOUT__CUSTOMER_IS_INACTIVE: 'notConfirmed',
  FRAMEWORK__RATE_LIMIT_EXCEEDED: 'rateLimit',
  CHECKOUT__CUSTOMER_AUTH_THROTTLED: 'rateLimit',
}

/** `VIOLATION::TOO_SHORT_ERROR` → tooShort; unknown codes are 'other'. */
export function violationKind(code: string): ViolationKind {
  const bare = code.startsWith('VIOLATION::') ? code.slice('VIOLATION::'.length) : code
  return KIND_BY_CODE[bare] ?? 'other'
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {}
  const record: Record<string, string> = {}
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || typeof entry === 'number')
      record[key.replace(/[{}\s]/g, '')] = String(entry)
  }
  return record
}

/** `/billingAddress/zipcode` → `billingAddress.zipcode`; `/0/street` → `street` (array indexes dropped). */
export function fieldOfPointer(pointer: string | null | undefined): string | null {
  if (!pointer) return null
  const parts = pointer.split('/').filter((part) => part !== '' && !/^\d+$/.test(part))
  return parts.length > 0 ? parts.join('.') : null
}

/**
 * Reads the violations of whatever an API call threw, without knowing the client's error class:
 * `details` (the API client's ApiError) or `errors` (a raw Shopware body). Anything else has none.
 */
export function readViolations(error: unknown): Violation[] {
  const list = property(error, 'details') ?? property(error, 'errors')
  if (!Array.isArray(list)) return []
  return list.map((entry) => {
    const pointer = property(property(entry, 'source'), 'pointer')
    const code = property(entry, 'code')
    const detail = property(entry, 'detail')
    return {
      code: typeof code === 'string' ? code : '',
      pointer: typeof pointer === 'string' ? pointer : null,
      field: fieldOfPointer(typeof pointer === 'string' ? pointer : null),
      detail: typeof detail === 'string' ? detail : '',
      parameters: stringRecord(property(property(entry, 'meta'), 'parameters')),
    }
  })
}

/** The first violation per field (a form shows one message per field). */
export function violationsByField(violations: readonly Violation[]): Record<string, Violation> {
  const byField: Record<string, Violation> = {}
  for (const violation of violations) {
    if (violation.field && !byField[violation.field]) byField[violation.field] = violation
  }
  return byField
}

/** Seconds to wait from a rate-limit violation (meta.parameters.seconds or the detail's number). */
export function rateLimitSeconds(violations: readonly Violation[]): number | null {
  const violation = violations.find((entry) => violationKind(entry.code) === 'rateLimit')
  if (!violation) return null
  const raw = violation.parameters.seconds ?? /(\d+)/.exec(violation.detail)?.[1]
  const seconds = raw === undefined ? Number.NaN : Number(raw)
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null
}

/**
 * The address error builder (spec section 5): for VIOLATION::IS_BLANK_ERROR the field name from
 * the source pointer and the detail; any other code gives no message.
 */
export function buildAddressErrors(violations: readonly Violation[]): string[] {
  const messages: string[] = []
  for (const violation of violations) {
    if (violation.code !== 'VIOLATION::IS_BLANK_ERROR') continue
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
