import { expect } from 'vitest'
import { IDS, idFor } from '../lib/ids.ts'
import { registration, STOREFRONT_URL, uniqueEmail } from './account-helpers.ts'
import { type CartBackend, cartBackend, closeCartBackend, productId, shopper } from './cart-helpers.ts'
import { type Call, type CallOptions, call, type JsonObject, obj, str } from './helpers.ts'

export { type CartBackend, cartBackend, closeCartBackend, productId }

export type Shopper = ReturnType<typeof shopper> & {
  order(body?: Record<string, unknown>): Promise<Call>
}

/** A shopper whose context logs in as a guest customer (POST /account/register with guest: true). */
export async function guest(
  t: CartBackend,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Shopper> {
  const s = shopper(t)
  const body = registration({ guest: true, password: undefined, email: uniqueEmail('gast'), ...overrides })
  const res = await s.send('POST', '/account/register', { body, headers })
  expect(res.status).toBe(200)
  return withOrder(s)
}

/** A registered, confirmed customer logged in on a fresh context. */
export async function customer(t: CartBackend, overrides: Record<string, unknown> = {}): Promise<Shopper> {
  const s = shopper(t)
  const body = registration(overrides)
  const registered = await s.send('POST', '/account/register', { body })
  expect(registered.status).toBe(200)
  const mail = t.backend.listOutbox(500).find((m) => m.recipient === body.email)
  const link = new URL(mail?.links[0] ?? '')
  const confirmed = await s.send('POST', '/account/register-confirm', {
    body: { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') },
  })
  expect(confirmed.status).toBe(200)
  return withOrder(s)
}

export function withOrder(s: ReturnType<typeof shopper>): Shopper {
  return Object.assign(s, {
    order: (body: Record<string, unknown> = {}) => s.send('POST', '/checkout/order', { body }),
  })
}

/** Adds products by number (quantity 1 unless given) and returns the cart response. */
export async function fill(t: CartBackend, s: Shopper, items: [string, number?][]): Promise<Call> {
  const res = await s.add(
    items.map(([number, quantity]) => {
      const id = productId(t.db, number)
      return { id, referencedId: id, type: 'product', quantity: quantity ?? 1 }
    }),
  )
  expect(res.status).toBe(200)
  return res
}

export function stockOf(t: CartBackend, number: string): { stock: number; available: number } {
  const row = t.db
    .prepare<[string], { stock: number; available_stock: number }>(
      'SELECT stock, available_stock FROM product WHERE product_number = ?',
    )
    .get(number)
  if (!row) throw new Error(`no product ${number}`)
  return { stock: row.stock, available: row.available_stock }
}

export function errorCodes(res: Call): string[] {
  const errors = (res.body as JsonObject).errors
  return Array.isArray(errors) ? errors.map((e) => str(e, 'code')) : []
}

export function send(t: CartBackend, method: string, path: string, opts: CallOptions = {}): Promise<Call> {
  return call(t, method, path, opts)
}

export const SALUTATION_MR = idFor('salutation', 'mr')
export { IDS, obj, STOREFRONT_URL }
