import type { Context, Hono } from 'hono'
import { setOrderPayment } from '../payment/set-payment.ts'
import { requireCustomer } from '../customer/current.ts'
import { Violations } from '../customer/validate.ts'
import type { AppEnv } from '../core/context.ts'
import { problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { isId } from '../lib/ids.ts'
import { handlePayment, originOf } from '../payment/process.ts'
import { normaliseReturnUrl } from '../payment/return-url.ts'

/** An id parameter: FRAMEWORK__INVALID_UUID (400) unless it has Shopware's id format. */
function idParam(body: Record<string, unknown>, key: string): string {
  const value = body[key]
  if (!isId(value))
    throw problems.invalidUuid(typeof value === 'string' ? value.slice(0, 64) : String(value), `/${key}`)
  return value
}

/**
 * finishUrl / errorUrl: optional strings (Shopware validates the type only). The shopper's browser
 * is redirected there after paying, so each is parsed and normalised once here (payment/return-url.ts):
 * a same-origin path or a URL on one of the sales channel's domains, without control characters,
 * whitespace (raw or percent-encoded), backslashes or protocol-relative tricks. Anything else is a
 * violation (400, INVALID_URL_ERROR): it would make the shop's payment return an open redirect to
 * wherever the caller of this route chose, or a Location header that cannot be written.
 */
function returnUrl(
  v: Violations,
  body: Record<string, unknown>,
  key: string,
  isShopOrigin: (url: URL) => boolean,
): string | null {
  const value = body[key]
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string') {
    v.add('INVALID_TYPE_ERROR', `/${key}`, 'This value should be of type string.', {
      '{{ value }}': JSON.stringify(value)?.slice(0, 64) ?? 'null',
      '{{ type }}': 'string',
    })
    return null
  }
  const normalised = normaliseReturnUrl(value, isShopOrigin)
  if (normalised === null) {
    v.add('INVALID_URL_ERROR', `/${key}`, 'This value is not a valid URL.', {
      '{{ value }}': JSON.stringify(value.slice(0, 200)),
    })
    return null
  }
  return normalised
}

/** GET|POST /handle-payment {orderId, finishUrl?, errorUrl?} → {redirectUrl} (null: nothing to redirect to). */
async function handlePaymentRoute(c: Context<AppEnv>): Promise<Response> {
  const customer = requireCustomer(c)
  const body = await readPayload(c)
  const v = new Violations()
  if (body.orderId === undefined || body.orderId === null || body.orderId === '') v.blank('/orderId')
  const { shop, now } = c.get('services')
  const isShopOrigin = (url: URL) => originOf(shop, c.get('ctx').salesChannel.id, url.href) !== ''
  const finishUrl = returnUrl(v, body, 'finishUrl', isShopOrigin)
  const errorUrl = returnUrl(v, body, 'errorUrl', isShopOrigin)
  v.throwIfAny()
  const orderId = idParam(body, 'orderId')
  const result = handlePayment(shop, c.get('ctx'), customer, { orderId, finishUrl, errorUrl }, now())
  return c.json({ ...result, apiAlias: 'array_struct' })
}

/** POST /order/payment {orderId, paymentMethodId} → {success: true}. */
async function setPaymentRoute(c: Context<AppEnv>): Promise<Response> {
  const customer = requireCustomer(c)
  const body = await readPayload(c)
  const orderId = idParam(body, 'orderId')
  const paymentMethodId = idParam(body, 'paymentMethodId')
  const { shop, now } = c.get('services')
  setOrderPayment(shop, c.get('ctx'), customer, orderId, paymentMethodId, now())
  return c.json({ success: true })
}

export function registerPaymentRoutes(app: Hono<AppEnv>): void {
  app.on(['GET', 'POST'], '/handle-payment', handlePaymentRoute)
  app.post('/order/payment', setPaymentRoute)
}
