// Forms without JavaScript: every form posts to its own page with a hidden field naming it; the
// server carries out the ones it can (login, the cart, the newsletter sign-up) and answers with a redirect back, carrying
// the outcome for the next page in a short-lived cookie. Imports nothing.

/** The hidden field that names the form a native post comes from. */
export const NATIVE_FORM_FIELD = '_form'

/**
 * The name of the product page's − and + buttons (values `down`, `up`): without JavaScript they post
 * the buy form, and the server answers with the page showing the stepped quantity (`quantityChosen`).
 */
export const QUANTITY_STEP_FIELD = 'step'

/** The cookie that carries a native post's outcome to the page it redirects to (read once). */
export const NATIVE_FORM_RESULT_COOKIE = 'sw-form-result'

/** Every form of the shop, as the hidden field names it. */
export type NativeFormKind =
  | 'login'
  | 'register'
  | 'recover'
  | 'reset-password'
  | 'profile'
  | 'address'
  | 'payment'
  | 'contact'
  | 'newsletter'
  | 'footer-newsletter'
  | 'review'
  | 'promotion'
  | 'checkout'
  | 'cart.add'
  | 'cart.quantity'
  | 'cart.remove'
  | 'guest-order'
  | 'order-cancel'
  | 'withdrawal'

const OUTCOMES = [
  'loggedIn',
  'invalidCredentials',
  'throttled',
  'added',
  'quantityChosen',
  'subscribed',
  'invalidQuantity',
  'invalidEmail',
  'needsScript',
  'failed',
] as const

/**
 * What happened: done (`loggedIn`, `added`, `subscribed`; `quantityChosen`: − or + on the product
 * page, the quantity to show in `values.quantity`), refused (`invalidCredentials`,
 * `throttled`, `invalidQuantity`, `invalidEmail`), not possible without the page's code (`needsScript`: the page says what to
 * do) or failed on the way (`failed`).
 */
export type NativeFormOutcome = (typeof OUTCOMES)[number]

export interface NativeFormResult {
  form: string
  outcome: NativeFormOutcome
  /** What the shopper typed, shown again (never a password). */
  values: { username?: string; email?: string; quantity?: string }
  /** For `throttled`: seconds to wait, when the server said. */
  retryAfterSeconds?: number
}

const MAX_VALUE_LENGTH = 320

/** A result read back from the cookie: anything malformed or unknown is no result at all. */
export function parseNativeFormResult(raw: unknown): NativeFormResult | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { form, outcome, values, retryAfterSeconds } = raw as Record<string, unknown>
  if (typeof form !== 'string' || !/^[a-z.-]{1,32}$/.test(form)) return undefined
  if (!OUTCOMES.includes(outcome as NativeFormOutcome)) return undefined
  const typed = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {}
  const kept: NativeFormResult['values'] = {}
  for (const name of ['username', 'email'] as const) {
    const value = typed[name]
    if (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH) kept[name] = value
  }
  // A quantity the server chose (− or + without JavaScript): digits only, or nothing.
  if (typeof typed.quantity === 'string' && /^\d{1,5}$/.test(typed.quantity)) kept.quantity = typed.quantity
  const result: NativeFormResult = { form, outcome: outcome as NativeFormOutcome, values: kept }
  if (typeof retryAfterSeconds === 'number' && Number.isInteger(retryAfterSeconds) && retryAfterSeconds > 0) {
    result.retryAfterSeconds = Math.min(retryAfterSeconds, 86_400)
  }
  return result
}
