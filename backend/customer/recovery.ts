import { transaction, type Db } from '../db/database.ts'

/** Shopware keeps a password recovery hash for 2 hours. */
export const RECOVERY_HASH_TTL_MS = 2 * 3_600_000

export interface RecoveryRow {
  id: string
  customer_id: string
  hash: string
  created_at: string
  used_at: string | null
}

/** Replaces the customer's recovery hash: only the newest mailed link works. */
export function startRecovery(db: Db, id: string, customerId: string, hash: string, at: string): void {
  transaction(db, () => {
    db.prepare('DELETE FROM customer_recovery WHERE customer_id = ?').run(customerId)
    db.prepare('INSERT INTO customer_recovery (id, customer_id, hash, created_at) VALUES (?, ?, ?, ?)').run(
      id,
      customerId,
      hash,
      at,
    )
  })
}

/** The recovery of `hash` for a customer of the sales channel (used or not). */
export function findRecovery(db: Db, hash: string, salesChannelId: string): RecoveryRow | undefined {
  return db
    .prepare<[string, string], RecoveryRow>(
      `SELECT r.* FROM customer_recovery r JOIN customer c ON c.id = r.customer_id
       WHERE r.hash = ? AND c.sales_channel_id = ?`,
    )
    .get(hash, salesChannelId)
}

export function recoveryExpired(row: RecoveryRow, now: Date): boolean {
  return now.getTime() - Date.parse(row.created_at) > RECOVERY_HASH_TTL_MS
}

/** Sets the new password and marks the hash used, together: a redeemed link never works twice. */
export function redeemRecovery(db: Db, row: RecoveryRow, passwordHash: string, at: string): void {
  transaction(db, () => {
    db.prepare('UPDATE customer SET password = ?, updated_at = ? WHERE id = ?').run(
      passwordHash,
      at,
      row.customer_id,
    )
    db.prepare('UPDATE customer_recovery SET used_at = ? WHERE id = ?').run(at, row.id)
  })
}
