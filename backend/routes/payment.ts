import type { Context, Hono } from 'hono'
import { setOrderPayment } from '../checkout/set-payment.ts'
import { requireCustomer } from '../customer/current.ts'
import { Violations } from '../customer/validate.ts'
import type { AppEnv } from '../http/context.ts'
import { problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { isId } from '../lib/ids.ts'
import { handlePayment, originOf } from '../payment/process.ts'

const MAX_URL = 2048

/** An id parameter: FRAMEWORK__INVALID_UUID (400) unless it has Shopware's id format. */
function idParam(body: Record<string, unknown>, key: string): string {
  const value = body[key]
  if (!isId(value))
    throw problems.invalidUuid(typeof value === 'string' ? value.slice(0, 64) : String(value), `/${key}`)
  return value
}

/**
 * finishUrl / errorUrl: optional strings (Shopware validates the type only). The shopper's browser
 * is redirected there after paying, so only a same-origin path or a URL on one of the sales
 * channel's domains is accepted: anything else would make the shop's payment return an open
 * redirect to wherever the caller of this route chose.
 */
function returnUrl(
  v: Violations,
  body: Record<string, unknown>,
  key: string,
  shopDomain: (url: string) => boolean,
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
  const path = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
  let absolute = false
  try {
    absolute = ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    absolute = false
  }
  if (value.length > MAX_URL || !(path || (absolute && shopDomain(value)))) {
    v.add('INVALID_URL_ERROR', `/${key}`, 'This value is not a valid URL.', {
      '{{ value }}': JSON.stringify(value.slice(0, 200)),
    })
    return null
  }
  return value
}

/** GET|POST /handle-payment {orderId, finishUrl?, errorUrl?} → {redirectUrl} (null: nothing to redirect to). */
async function handlePaymentRoute(c: Context<AppEnv>): Promise<Response> {
  const customer = requireCustomer(c)
  const body = await readPayload(c)
  const v = new Violations()
  if (body.orderId === undefined || body.orderId === null || body.orderId === '') v.blank('/orderId')
  const { shop, now } = c.get('services')
  const shopDomain = (url: string) => originOf(shop, c.get('ctx').salesChannel.id, url) !== ''
  const finishUrl = returnUrl(v, body, 'finishUrl', shopDomain)
  const errorUrl = returnUrl(v, body, 'errorUrl', shopDomain)
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
