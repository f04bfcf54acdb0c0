/**
 * Where writes hand their webhooks over. Order placement, cancellation and the Admin API run deep
 * below the routes, with the database at hand but not the app's services; the dispatcher of a back
 * end is found by its database, as the product cache is. A back end without WEBHOOK_URLS has none,
 * and emitting costs nothing. Callers emit only after their transaction committed: a rolled-back
 * write must not purge anything, and a purge that overtakes the commit would cache the old state.
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database.ts'
import type { WebhookDispatcher } from './dispatcher.ts'
import type { WrittenEntry } from './payload.ts'

const dispatchers = new WeakMap<Db, WebhookDispatcher>()

export function attachWebhooks(db: Db, dispatcher: WebhookDispatcher): void {
  dispatchers.set(db, dispatcher)
}

export function detachWebhooks(db: Db): void {
  dispatchers.get(db)?.close()
  dispatchers.delete(db)
}

export function webhooksOf(db: Db): WebhookDispatcher | undefined {
  return dispatchers.get(db)
}

/** Queues `<entity>.written` events, one per entity, each with its write results. */
export function emitWritten(db: Db, entries: readonly WrittenEntry[]): void {
  const dispatcher = dispatchers.get(db)
  if (!dispatcher || entries.length === 0) return
  const byEntity = new Map<string, WrittenEntry[]>()
  for (const entry of entries) byEntity.set(entry.entity, [...(byEntity.get(entry.entity) ?? []), entry])
  for (const [entity, payload] of byEntity) dispatcher.emit(`${entity}.written`, payload)
}

/** Shopware's system_config key of the shop id (ShopIdProvider): `{"app_url": …, "value": id}`. */
export const SHOP_ID_KEY = 'core.app.shopId'

/**
 * The shop id of `source.shopId`: SHOP_ID when configured, else the one stored on first start, so it
 * stays the same across restarts and replicas on one database (Shopware: 16 random alphanumerics).
 */
export function ensureShopId(db: Db, appUrl: string, configured: string | null): string {
  if (configured !== null) return configured
  const stored = storedShopId(db)
  if (stored !== null) return stored
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const id = Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('')
  // ON CONFLICT: a replica on the same file may have stored its id first; then that one is the shop's
  db.prepare(
    `INSERT INTO system_config (config_key, sales_channel_id, value) VALUES (?, '', ?)
     ON CONFLICT (config_key, sales_channel_id) DO NOTHING`,
  ).run(SHOP_ID_KEY, JSON.stringify({ app_url: appUrl, value: id }))
  return storedShopId(db) ?? id
}

function storedShopId(db: Db): string | null {
  const row = db
    .prepare<[string], { value: string }>(
      "SELECT value FROM system_config WHERE config_key = ? AND sales_channel_id = ''",
    )
    .get(SHOP_ID_KEY)
  if (!row) return null
  try {
    const parsed: unknown = JSON.parse(row.value)
    if (parsed && typeof parsed === 'object' && 'value' in parsed && typeof parsed.value === 'string')
      return parsed.value
  } catch {
    // a hand-edited row that is not JSON: treated as absent, the insert above keeps it
  }
  return null
}
