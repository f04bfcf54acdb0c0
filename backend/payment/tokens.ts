import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database.ts'

/** A payment token (Shopware: the JWT in `_sw_payment_token`); single use, valid until expires_at. */
export interface PaymentTokenRow {
  token: string
  order_transaction_id: string
  payment_method_id: string
  finish_url: string | null
  error_url: string | null
  provider_reference: string | null
  expires_at: string
  used_at: string | null
  created_at: string
}

export interface NewToken {
  transactionId: string
  paymentMethodId: string
  finishUrl: string | null
  errorUrl: string | null
  now: Date
  minutes: number
}

export function createPaymentToken(db: Db, t: NewToken): string {
  const token = randomBytes(32).toString('base64url')
  db.prepare(
    `INSERT INTO payment_token (token, order_transaction_id, payment_method_id, finish_url, error_url, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    token,
    t.transactionId,
    t.paymentMethodId,
    t.finishUrl,
    t.errorUrl,
    new Date(t.now.getTime() + t.minutes * 60_000).toISOString(),
    t.now.toISOString(),
  )
  return token
}

export function readPaymentToken(db: Db, token: string): PaymentTokenRow | undefined {
  if (token.length > 128) return undefined
  return db.prepare<[string], PaymentTokenRow>('SELECT * FROM payment_token WHERE token = ?').get(token)
}

export function setProviderReference(db: Db, token: string, reference: string): void {
  db.prepare('UPDATE payment_token SET provider_reference = ? WHERE token = ?').run(reference, token)
}

/** Invalidates a token (Shopware's invalidateToken): a second finalize with it is refused. */
export function invalidatePaymentToken(db: Db, token: string, now: Date): void {
  db.prepare('UPDATE payment_token SET used_at = ? WHERE token = ? AND used_at IS NULL').run(
    now.toISOString(),
    token,
  )
}

/** The transactions of an order, as the token statements below select them. */
const OF_ORDER = 'order_transaction_id IN (SELECT id FROM order_transaction WHERE order_id = ?)'

/**
 * Invalidates every unused token of the order's transactions and returns the provider sessions of
 * all its tokens: what the shop has to end at the provider when the order's payment is replaced,
 * cancelled or settled, so that no older session can still pay.
 */
export function retireOrderTokens(db: Db, orderId: string, now: Date): string[] {
  db.prepare(`UPDATE payment_token SET used_at = ? WHERE used_at IS NULL AND ${OF_ORDER}`).run(
    now.toISOString(),
    orderId,
  )
  return db
    .prepare<[string], { provider_reference: string }>(
      `SELECT provider_reference FROM payment_token WHERE provider_reference IS NOT NULL AND ${OF_ORDER}`,
    )
    .all(orderId)
    .map((row) => row.provider_reference)
}
