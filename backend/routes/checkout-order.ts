import type { Context, Hono, MiddlewareHandler } from 'hono'
import { checkoutSettings } from '../checkout/config.ts'
import { placeOrder } from '../checkout/place-order.ts'
import { requireCustomer } from '../customer/current.ts'
import { orderById } from '../customer/orders.ts'
import { violationEntry } from '../customer/validate.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiProblem, problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { registerPaymentRoutes } from './payment.ts'

const MAX_TEXT = 4096

/** Shopware's DataBag::getBoolean: '1', 'true', 'on', 'yes' and true/1 count as true. */
function truthy(value: unknown): boolean {
  if (value === true || value === 1) return true
  return typeof value === 'string' && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase())
}

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
 * With guest checkout switched off (GUEST_CHECKOUT=0) a registration with `guest: true` is refused
 * before the registration route sees it: a constraint violation on /guest, the way Shopware's
 * registration validation reports a value that is not one of the allowed choices.
 */
const guestRegistrationGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'POST' && !checkoutSettings(c.get('services')).guestCheckout) {
    const body = await readPayload(c)
    if (truthy(body.guest)) {
      throw ApiProblem.many(400, [
        violationEntry(
          '/guest',
          'VIOLATION::NO_SUCH_CHOICE_ERROR',
          'The value you selected is not a valid choice.',
          {
            '{{ value }}': 'true',
            '{{ choices }}': '"false"',
          },
        ),
      ])
    }
  }
  await next()
}

/**
 * POST /checkout/order: places the context's cart as an order of the logged-in customer (a guest
 * customer too, unless guest checkout is off) and answers the Order with its associations.
 */
async function createOrder(c: Context<AppEnv>): Promise<Response> {
  const services = c.get('services')
  const customer = requireCustomer(c, { allowGuest: checkoutSettings(services).guestCheckout })
  const body = await readPayload(c)
  const input = {
    customerComment: optionalText(body, 'customerComment'),
    affiliateCode: optionalText(body, 'affiliateCode'),
    campaignCode: optionalText(body, 'campaignCode'),
  }
  const ctx = c.get('ctx')
  const { orderId } = placeOrder(services.shop, ctx, customer, input, services.now(), services.placementProbe)
  const order = orderById(services.shop, ctx, orderId)
  if (!order) throw new Error(`Order ${orderId} was placed but cannot be read back`)
  return c.json(order)
}

/**
 * Checkout and payment routes (order, handle-payment, order/payment); register before the account
 * routes, so the guest guard runs ahead of /account/register.
 */
export function registerCheckoutRoutes(app: Hono<AppEnv>): void {
  app.use('/account/register', guestRegistrationGuard)
  app.post('/checkout/order', createOrder)
  registerPaymentRoutes(app)
}
