import { openDatabase } from '../db/database.ts'
import type { Db } from '../db/database.ts'
import { createTestBackend } from '../test-support/backend.ts'
import { type Call, type CallOptions, call, type JsonObject, type JsonValue, obj } from './helpers.ts'

export type CartBackend = Awaited<ReturnType<typeof createTestBackend>> & { db: Db }

export async function cartBackend(opts: Parameters<typeof createTestBackend>[0] = {}): Promise<CartBackend> {
  const t = await createTestBackend(opts)
  return { ...t, db: openDatabase(t.databasePath) }
}

export function closeCartBackend(t: CartBackend): void {
  t.db.close()
  t.backend.close()
}

/** A shopper: keeps the context token the back end hands out, like the storefront's cookie. */
export function shopper(t: CartBackend) {
  let token: string | null = null
  const send = async (method: string, path: string, opts: CallOptions = {}): Promise<Call> => {
    const headers = { ...(token ? { 'sw-context-token': token } : {}), ...opts.headers }
    const res = await call(t, method, path, { ...opts, headers })
    token = res.headers.get('sw-context-token') ?? token
    return res
  }
  return {
    send,
    get token() {
      return token
    },
    cart: async () => obj((await send('GET', '/checkout/cart')).body),
    add: (items: unknown[], headers?: Record<string, string>) =>
      send('POST', '/checkout/cart/line-item', { body: { items }, ...(headers ? { headers } : {}) }),
    update: (items: unknown[]) => send('PATCH', '/checkout/cart/line-item', { body: { items } }),
    remove: (ids: unknown[]) => send('POST', '/checkout/cart/line-item/delete', { body: { ids } }),
    context: (body: Record<string, string>) => send('PATCH', '/context', { body }),
  }
}

export function productId(db: Db, number: string): string {
  const row = db
    .prepare<[string], { id: string }>('SELECT id FROM product WHERE product_number = ?')
    .get(number)
  if (!row) throw new Error(`no product ${number}`)
  return row.id
}

/** The EUR gross price of a product (default currency row). */
export function grossPrice(db: Db, id: string): number {
  const row = db
    .prepare<[string], { gross: number }>(
      "SELECT gross FROM product_price WHERE product_id = ? AND currency_id = 'b7d2554b0ce847cd82f3ac9bd1c0dfca'",
    )
    .get(id)
  if (!row) throw new Error(`no price for ${id}`)
  return row.gross
}

export function errorKeys(cart: JsonValue): string[] {
  return Object.values(obj(cart, 'errors')).map((e) => String((e as JsonObject).messageKey))
}

export function errorOf(cart: JsonValue, messageKey: string): JsonObject | undefined {
  return Object.values(obj(cart, 'errors')).find((e) => (e as JsonObject).messageKey === messageKey) as
    | JsonObject
    | undefined
}

export function lines(cart: JsonValue, type = 'product'): JsonObject[] {
  const list = (cart as JsonObject).lineItems
  return Array.isArray(list) ? (list as JsonObject[]).filter((l) => l.type === type) : []
}
