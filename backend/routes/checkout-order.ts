import type { Context, Hono } from 'hono'
import { checkoutSettings } from '../core/checkout-config.ts'
import { placeOrder } from '../checkout/place-order.ts'
import { requireCustomer } from '../customer/current.ts'
import { mailBaseUrl } from '../customer/links.ts'
import { orderById } from '../order-state/orders.ts'
import type { AppEnv } from '../core/context.ts'
import { problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'

const MAX_TEXT = 4096

/** An optional text field of the order body: trimmed, null when empty; anything but a string is a 400. */
function optionalText(body: Record<string, unknown>, key: string): string | null {
  const value = body[key]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string' || value.length > MAX_TEXT)
    throw problems.invalidParameter(
      key,
      `The parameter "${key}" must be a string of at most ${MAX_TEXT} characters.`,
    )
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/**
 * POST /checkout/order: places the context's cart as an order of the logged-in customer (a guest
 * customer too, unless guest checkout is off) and answers the Order with its associations.
 */
async function createOrder(c: Context<AppEnv>): Promise<Response> {
  const services = c.get('services')
  const customer = requireCustomer(c, { allowGuest: checkoutSettings(services).guestCheckout })
  const body = await readPayload(c)
  const ctx = c.get('ctx')
  const input = {
    customerComment: optionalText(body, 'customerComment'),
    affiliateCode: optionalText(body, 'affiliateCode'),
    campaignCode: optionalText(body, 'campaignCode'),
    // The confirmation links where every other mail links: the configured public storefront URL.
    storefrontUrl: mailBaseUrl(services, ctx),
  }
  const { orderId } = placeOrder(services.shop, ctx, customer, input, services.now(), services.placementProbe)
  const order = orderById(services.shop, ctx, orderId)
  if (!order) throw new Error(`Order ${orderId} was placed but cannot be read back`)
  return c.json(order)
}

/** POST /checkout/order (handle-payment and order/payment are in payment.ts). */
export function registerCheckoutRoutes(app: Hono<AppEnv>): void {
  app.post('/checkout/order', createOrder)
}
