import { expect } from 'vitest'
import { type CartBackend, fill, type Shopper } from './checkout-helpers.ts'
import { type JsonValue, str } from './helpers.ts'

export const FINISH = 'http://localhost:3380/checkout/finish'
export const ERROR = 'http://localhost:3380/checkout/payment-failed?step=pay'

/** A browser request to the gateway or the finalize route (no Store API headers). */
export async function browse(
  t: CartBackend,
  path: string,
  form?: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const url = new URL(path, 'http://localhost:3380')
  const init: RequestInit = form
    ? {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(form).toString(),
      }
    : { headers }
  const res = await t.backend.paymentGateway.fetch(new Request(url, init))
  return { status: res.status, headers: res.headers, text: await res.text() }
}

/** Places an order of `items` paid with `paymentMethodId` and returns it. */
export async function orderWith(
  t: CartBackend,
  s: Shopper,
  paymentMethodId: string,
  items: [string, number?][] = [['GW-TEAK-OIL']],
): Promise<JsonValue> {
  await s.context({ paymentMethodId })
  await fill(t, s, items)
  const res = await s.order()
  expect(res.status).toBe(200)
  return res.body
}

/** POST /handle-payment; returns the redirect URL (null for synchronous methods). */
export async function handle(
  s: Shopper,
  orderId: string,
  urls: { finishUrl?: string; errorUrl?: string } = { finishUrl: FINISH, errorUrl: ERROR },
): Promise<string | null> {
  const res = await s.send('POST', '/handle-payment', { body: { orderId, ...urls } })
  expect(res.status).toBe(200)
  const url = (res.body as { redirectUrl: string | null }).redirectUrl
  return url
}

export function transactionState(t: CartBackend, orderId: string): string {
  return (
    t.db
      .prepare<[string], { state: string }>(
        'SELECT state FROM order_transaction WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
      )
      .get(orderId)?.state ?? ''
  )
}

export const orderIdOf = (order: JsonValue): string => str(order, 'id')

/** Submits the card form of a gateway page and follows the redirect to the finalize route. */
export async function payByCard(
  t: CartBackend,
  gatewayUrl: string,
  card: Partial<Record<'name' | 'number' | 'expiry' | 'cvc', string>>,
): Promise<{ status: number; location: string | null; text: string }> {
  const submitted = await browse(t, gatewayUrl, {
    action: 'pay',
    name: 'Anna Lindner',
    number: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    ...card,
  })
  if (submitted.status !== 303) return { status: submitted.status, location: null, text: submitted.text }
  const back = await browse(t, submitted.headers.get('location') ?? '')
  return { status: back.status, location: back.headers.get('location'), text: back.text }
}
