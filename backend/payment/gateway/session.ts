import { randomBytes } from 'node:crypto'
import { SHOP_LANGUAGES, type ShopLanguageCode } from '../../core/config.ts'
import type { Db } from '../../db/database.ts'
import type { GatewayMethod } from '../handlers.ts'

/**
 * The demo provider's payment sessions: what a merchant asks it to collect (amount, currency, a
 * reference and where to send the shopper back) and how it ended. The shop learns the result only
 * through `sessionResult`, the way a real integration asks its provider's API during finalize.
 */
export type SessionStatus = 'pending' | 'approved' | 'declined' | 'cancelled'
export type GatewayLocale = ShopLanguageCode

export interface GatewaySession {
  id: string
  method: GatewayMethod
  amount: number
  currencyIso: string
  merchant: string
  reference: string
  locale: GatewayLocale
  returnUrl: string
  status: SessionStatus
  cardBrand: string | null
  cardLast4: string | null
  declineCode: string | null
  expiresAt: string
}

interface SessionRow {
  id: string
  method: GatewayMethod
  amount: number
  currency_iso: string
  merchant: string
  reference: string
  locale: string
  return_url: string
  status: SessionStatus
  card_brand: string | null
  card_last4: string | null
  decline_code: string | null
  expires_at: string
}

/** A hosted payment page stays open this long; afterwards it only offers the way back. */
export const SESSION_MINUTES = 30

const LOCALES: readonly GatewayLocale[] = SHOP_LANGUAGES.map((language) => language.code)

export function asLocale(value: string): GatewayLocale {
  return LOCALES.find((l) => l === value) ?? 'de-DE'
}

export interface NewSession {
  method: GatewayMethod
  amount: number
  currencyIso: string
  merchant: string
  reference: string
  locale: GatewayLocale
  returnUrl: string
  now: Date
}

export function createSession(db: Db, s: NewSession): string {
  const id = randomBytes(24).toString('base64url')
  db.prepare(
    `INSERT INTO demo_payment_session (id, method, amount, currency_iso, merchant, reference, locale, return_url, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    s.method,
    s.amount,
    s.currencyIso,
    s.merchant,
    s.reference,
    s.locale,
    s.returnUrl,
    new Date(s.now.getTime() + SESSION_MINUTES * 60_000).toISOString(),
    s.now.toISOString(),
  )
  return id
}

export function readSession(db: Db, id: string): GatewaySession | undefined {
  if (id.length > 64) return undefined
  const r = db.prepare<[string], SessionRow>('SELECT * FROM demo_payment_session WHERE id = ?').get(id)
  if (!r) return undefined
  return {
    id: r.id,
    method: r.method,
    amount: r.amount,
    currencyIso: r.currency_iso,
    merchant: r.merchant,
    reference: r.reference,
    locale: asLocale(r.locale),
    returnUrl: r.return_url,
    status: r.status,
    cardBrand: r.card_brand,
    cardLast4: r.card_last4,
    declineCode: r.decline_code,
    expiresAt: r.expires_at,
  }
}

export interface Outcome {
  status: Exclude<SessionStatus, 'pending'>
  cardBrand?: string
  cardLast4?: string
  declineCode?: string
}

/** Ends a pending session; false when it had already ended (a double submit changes nothing). */
export function completeSession(db: Db, id: string, outcome: Outcome, now: Date): boolean {
  return (
    db
      .prepare(
        `UPDATE demo_payment_session SET status = ?, card_brand = ?, card_last4 = ?, decline_code = ?, completed_at = ?
         WHERE id = ? AND status = 'pending'`,
      )
      .run(
        outcome.status,
        outcome.cardBrand ?? null,
        outcome.cardLast4 ?? null,
        outcome.declineCode ?? null,
        now.toISOString(),
        id,
      ).changes === 1
  )
}

/**
 * Ends the still pending sessions among `ids` as cancelled (the provider's API a merchant calls to
 * expire a checkout it no longer wants paid): their pages only lead back, a form posted to them
 * collects nothing. Sessions that already ended keep their outcome.
 */
export function cancelPendingSessions(db: Db, ids: readonly string[], now: Date): void {
  const end = db.prepare(
    `UPDATE demo_payment_session SET status = 'cancelled', completed_at = ? WHERE id = ? AND status = 'pending'`,
  )
  for (const id of ids) end.run(now.toISOString(), id)
}

/** What the provider's API tells the merchant about a session. */
export function sessionResult(db: Db, id: string): SessionStatus | undefined {
  return readSession(db, id)?.status
}
