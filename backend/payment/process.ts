import { writeTransaction } from '../cart/store.ts'
import { paymentTokenMinutes } from '../core/checkout-config.ts'
import { checkoutProblems } from '../checkout/errors.ts'
import {
  canTransition,
  holdsMoney,
  type TransactionAction,
  transactionById,
  transactionsOf,
  transition,
} from '../checkout/transactions.ts'
import { shopName } from '../customer/mail.ts'
import type { CustomerRow } from '../core/customers.ts'
import type { RequestContext } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import { mailLocale } from '../mail/templates.ts'
import type { Db } from '../db/database.ts'
import {
  asLocale,
  cancelPendingSessions,
  createSession,
  type GatewayLocale,
  sessionResult,
} from './gateway/session.ts'
import { paymentKind } from './handlers.ts'
import { normaliseReturnUrl, withErrorCode } from './return-url.ts'
import {
  createPaymentToken,
  invalidatePaymentToken,
  readPaymentToken,
  retireOrderTokens,
  setProviderReference,
} from './tokens.ts'

/** Where the shop and the demo provider live, relative to the storefront's origin. */
export const FINALIZE_PATH = '/payment/finalize-transaction'
export const GATEWAY_PATH = '/demo-payment'

export interface PaymentRequest {
  orderId: string
  finishUrl: string | null
  errorUrl: string | null
}

/**
 * The origin the browser reaches the storefront on, taken from finishUrl when that is one of the
 * sales channel's domains (seeded localhost domains on any port): the gateway and the finalize route
 * are mounted beside /store-api there. Otherwise the payment URLs stay relative (same origin as the
 * page that follows them), so a foreign finishUrl never moves the payment page to another host.
 */
export function originOf(shop: Shop, salesChannelId: string, url: string | null): string {
  if (!url || url.startsWith('/')) return ''
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return ''
  }
  const known = shop.db
    .prepare<[string], { url: string }>('SELECT url FROM sales_channel_domain WHERE sales_channel_id = ?')
    .all(salesChannelId)
    .some(({ url: domain }) => {
      try {
        const d = new URL(domain)
        const loopback = d.hostname === 'localhost' || d.hostname.endsWith('.localhost')
        return (
          d.protocol === target.protocol &&
          d.hostname === target.hostname &&
          (d.port === target.port || loopback)
        )
      } catch {
        return false
      }
    })
  return known ? target.origin : ''
}

/**
 * Ends every payment the order still has running at the provider: its unused tokens are invalidated
 * and its pending sessions cancelled. A session belongs to one transaction and dies when that
 * transaction is replaced (another method, a new handle-payment), cancelled or settled; otherwise
 * the page of an older session could still take the money for a transaction the order no longer
 * pays with (and the order be cancelled with the money kept). Call inside a write transaction.
 */
export function endOrderPayments(db: Db, orderId: string, now: Date): void {
  cancelPendingSessions(db, retireOrderTokens(db, orderId, now), now)
}

/**
 * POST /handle-payment (Shopware's PaymentProcessor::pay): the current (latest) transaction of the
 * customer's order, when it is open and no transaction of the order holds money, is handed to its
 * payment handler; the payments started for the order before end (one running session per order).
 * Prepayment and invoice need nothing now (redirectUrl null, the order stays unpaid); card, PayPal
 * and Apple Pay get a single-use payment token and a session at the demo provider, whose hosted
 * page is the redirectUrl. The provider sends the shopper back to
 * /payment/finalize-transaction?_sw_payment_token=… `finishUrl`/`errorUrl` arrive normalised
 * (payment/return-url.ts).
 */
export function handlePayment(
  shop: Shop,
  ctx: RequestContext,
  customer: CustomerRow,
  request: PaymentRequest,
  now: Date,
): { redirectUrl: string | null } {
  const db = shop.db
  return writeTransaction(db, () => {
    const order = db
      .prepare<[string, string, string], { order_number: string; language_id: string; currency_id: string }>(
        'SELECT order_number, language_id, currency_id FROM orders WHERE id = ? AND customer_id = ? AND sales_channel_id = ?',
      )
      .get(request.orderId, customer.id, ctx.salesChannel.id)
    // the order's current transaction (the latest), and only while nothing of the order is paid
    const transactions = order ? transactionsOf(db, request.orderId) : []
    const latest = transactions.at(-1)
    const transaction =
      latest?.state === 'open' && !transactions.some((t) => holdsMoney(t.state)) ? latest : undefined
    if (!order || !transaction) throw checkoutProblems.invalidOrder(request.orderId)
    const kind = paymentKind(db, transaction.payment_method_id)
    if (kind === null) throw checkoutProblems.unknownPaymentMethod(transaction.payment_method_id)
    // a new payment replaces the one before: its session can no longer pay
    endOrderPayments(db, request.orderId, now)
    if (kind === 'sync') return { redirectUrl: null }

    const origin = originOf(shop, ctx.salesChannel.id, request.finishUrl)
    const token = createPaymentToken(db, {
      transactionId: transaction.id,
      paymentMethodId: transaction.payment_method_id,
      finishUrl: request.finishUrl,
      errorUrl: request.errorUrl,
      now,
      minutes: paymentTokenMinutes(shop),
    })
    const amount = JSON.parse(transaction.amount) as { totalPrice?: number }
    const session = createSession(db, {
      method: kind,
      amount: Number(amount.totalPrice ?? 0),
      currencyIso: String(shop.currencyRows.get(order.currency_id)?.iso_code ?? 'EUR'),
      merchant: shopName(shop),
      reference: order.order_number,
      locale: asLocale(mailLocale(order.language_id)),
      returnUrl: `${origin}${FINALIZE_PATH}?_sw_payment_token=${token}`,
      now,
    })
    setProviderReference(db, token, session)
    return { redirectUrl: `${origin}${GATEWAY_PATH}/${session}` }
  })
}

export type FinalizeResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'no-content' }
  | { kind: 'error'; status: 400; code: string; locale: GatewayLocale | null }

/** Shopware's PaymentException codes the errorUrl carries as `error-code`. */
export const FINALIZE_ERRORS = {
  cancelled: 'CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT',
  interrupted: 'CHECKOUT__ASYNC_PAYMENT_FINALIZE_INTERRUPTED',
  expired: 'CHECKOUT__PAYMENT_TOKEN_EXPIRED',
  invalidated: 'CHECKOUT__PAYMENT_TOKEN_INVALIDATED',
  invalid: 'CHECKOUT__INVALID_PAYMENT_TOKEN',
  missing: 'FRAMEWORK__MISSING_REQUEST_PARAMETER',
} as const

interface TransactionOrder {
  order_id: string
  order_state: string
  language_id: string
  sales_channel_id: string
}

function orderOfTransaction(db: Db, transactionId: string): TransactionOrder | undefined {
  return db
    .prepare<[string], TransactionOrder>(
      `SELECT o.id AS order_id, o.state AS order_state, o.language_id, o.sales_channel_id
       FROM order_transaction t JOIN orders o ON o.id = t.order_id WHERE t.id = ?`,
    )
    .get(transactionId)
}

/**
 * GET|POST /payment/finalize-transaction (Shopware's PaymentController + PaymentProcessor::finalize):
 * the provider's answer moves the transaction to paid (finishUrl), failed (declined card: errorUrl
 * with CHECKOUT__ASYNC_PAYMENT_FINALIZE_INTERRUPTED) or cancelled (errorUrl with
 * CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT). The token is used up either way; an expired one
 * leaves the transaction open and sends the shopper to errorUrl to try again. Only the order's
 * current transaction is paid: a token of a replaced one, or of a cancelled order, is interrupted.
 * Afterwards nothing of the order is left running at the provider.
 *
 * Returning with a used token (reload, back button) lands on finishUrl again when the transaction is
 * paid, else on errorUrl with CHECKOUT__PAYMENT_TOKEN_INVALIDATED, but only until the token
 * expires: after that the link is an error page, so a finalize link of the shop never keeps
 * redirecting. A stored URL is checked again before it becomes a Location; one that is not safe
 * counts as absent (never a 500 after the payment was written).
 */
export function finalizeTransaction(shop: Shop, tokenParam: string | null, now: Date): FinalizeResult {
  const db = shop.db
  if (!tokenParam) return { kind: 'error', status: 400, code: FINALIZE_ERRORS.missing, locale: null }
  return writeTransaction(db, (): FinalizeResult => {
    const token = readPaymentToken(db, tokenParam)
    const order = token ? orderOfTransaction(db, token.order_transaction_id) : undefined
    if (!token || !order) return { kind: 'error', status: 400, code: FINALIZE_ERRORS.invalid, locale: null }
    const locale: GatewayLocale = asLocale(mailLocale(order.language_id))
    const isShopOrigin = (url: URL) => originOf(shop, order.sales_channel_id, url.href) !== ''
    const safe = (url: string | null) => (url ? normaliseReturnUrl(url, isShopOrigin) : null)
    const finishUrl = safe(token.finish_url)
    const errorUrl = safe(token.error_url)
    const current = transactionById(db, token.order_transaction_id)
    const expired = Date.parse(token.expires_at) <= now.getTime()
    if (token.used_at !== null) {
      if (expired) return { kind: 'error', status: 400, code: FINALIZE_ERRORS.expired, locale }
      // back button or reload after the return: paid → finishUrl again, otherwise errorUrl says why
      if (current?.state === 'paid' && finishUrl) return { kind: 'redirect', location: finishUrl }
      if (current?.state !== 'paid' && errorUrl)
        return { kind: 'redirect', location: withErrorCode(errorUrl, FINALIZE_ERRORS.invalidated) }
      return { kind: 'error', status: 400, code: FINALIZE_ERRORS.invalidated, locale }
    }
    invalidatePaymentToken(db, token.token, now)
    let failure: string | null = null
    if (expired) failure = FINALIZE_ERRORS.expired
    else {
      const result = token.provider_reference ? sessionResult(db, token.provider_reference) : undefined
      const action: TransactionAction =
        result === 'approved' ? 'paid' : result === 'declined' ? 'fail' : 'cancel'
      // only the order's current transaction moves, never a replaced one or one of a cancelled order
      const isCurrent = transactionsOf(db, order.order_id).at(-1)?.id === current?.id
      if (
        !current ||
        !isCurrent ||
        order.order_state === 'cancelled' ||
        (current.state !== 'paid' && !canTransition(current.state, action))
      )
        failure = FINALIZE_ERRORS.interrupted
      else {
        if (current.state !== 'paid') transition(db, current.id, action)
        if (action === 'fail') failure = FINALIZE_ERRORS.interrupted
        if (action === 'cancel') failure = FINALIZE_ERRORS.cancelled
      }
    }
    endOrderPayments(db, order.order_id, now)
    // Shopware redirects failures to errorUrl and, without one, to finishUrl; without either: 204.
    if (failure !== null && errorUrl) return { kind: 'redirect', location: withErrorCode(errorUrl, failure) }
    if (finishUrl) return { kind: 'redirect', location: finishUrl }
    return { kind: 'no-content' }
  })
}
