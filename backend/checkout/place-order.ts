import { calculateCart } from '../cart/calculate.ts'
import { type CartErrorJson, cartErrors } from '../cart/errors.ts'
import { deleteCart, loadCart, writeTransaction } from '../cart/store.ts'
import {
  activeAddressIds,
  type PlacementProbe,
  type RequestContext,
  withShippingLocation,
} from '../core/context.ts'
import { addressById, type CustomerRow } from '../core/customers.ts'
import { ApiProblem } from '../http/errors.ts'
import type { Shop } from '../core/shop.ts'
import { companyDetails } from '../documents/company.ts'
import { createOrderDocuments } from '../documents/create.ts'
import { sendQueued } from '../mail/outbox.ts'
import { blocksPlacement, checkoutProblems } from './errors.ts'
import { queueOrderConfirmation } from './order-mail.ts'
import { writeOrder } from './order-writer.ts'
import { alterStock } from './stock.ts'
import { emitWritten } from '../webhooks/emit.ts'
import type { WrittenEntry } from '../webhooks/payload.ts'

type Json = Record<string, unknown>

export interface PlaceOrderInput {
  customerComment: string | null
  affiliateCode: string | null
  campaignCode: string | null
  /**
   * Base of the links in the confirmation mail (mailBaseUrl: the configured public storefront URL of
   * the language, else its sales channel domain), as for every other mail of the shop.
   */
  storefrontUrl: string
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : [])

/**
 * Places the context's cart as an order, all or nothing in one write transaction taken up front
 * (BEGIN IMMEDIATE), as Shopware's CartOrderRoute + OrderPersister do: recalculate the cart, taxed
 * by the customer's active shipping address as it is now; refuse
 * it when it carries blocking errors or changed since the shopper saw it (CHECKOUT__CART_INVALID) or
 * holds no product (CHECKOUT__CART_EMPTY); write the order in its initial states; take the stock;
 * count the redemptions of single-use promotions; remember the payment method; empty the cart; write
 * the confirmation mail to the outbox. A crash or an error at any point leaves no trace. Concurrent
 * placements of one cart queue on the write lock, so the second finds the cart empty: one order.
 * SMTP delivery of the mail and the `product.written` webhooks of the stock taken start only after
 * the commit.
 */
export function placeOrder(
  shop: Shop,
  ctx: RequestContext,
  customer: CustomerRow,
  input: PlaceOrderInput,
  now: Date,
  probe: PlacementProbe = () => {},
): { orderId: string; mailId: string } {
  const db = shop.db
  let stockWritten: WrittenEntry[] = []
  const placed = writeTransaction(db, () => {
    const ids = activeAddressIds(shop, ctx, customer)
    const billing = addressById(db, ids.billing)
    const shipping = addressById(db, ids.shipping)
    // Taxes follow the address the goods ship to, read again under the write lock: the request's
    // context was built before it, from what the shipping address was then.
    const placing = shipping
      ? withShippingLocation(shop, ctx, {
          countryId: shipping.country_id,
          countryStateId: shipping.country_state_id,
          addressId: shipping.id,
        })
      : ctx
    const stored = loadCart(db, ctx.token)
    const result = calculateCart(shop, placing, stored, now)
    const errors = Object.values((result.json.errors ?? {}) as Record<string, CartErrorJson>)
    const blocking = errors.filter(blocksPlacement)
    if (blocking.length > 0) throw checkoutProblems.invalidCart(blocking)
    if (!list(result.json.lineItems).some((l) => l.type === 'product')) throw checkoutProblems.cartEmpty()
    probe('calculated')

    if (!billing || !shipping) {
      const missing = billing ? ids.shipping : ids.billing
      throw new ApiProblem(
        404,
        'CHECKOUT__ORDER_CUSTOMER_ADDRESS_NOT_FOUND',
        `Customer address with id ${missing} not found.`,
        { parameters: { customerAddressId: missing } },
      )
    }
    const order = writeOrder(
      shop,
      placing,
      {
        cart: result.json,
        customer,
        billing,
        shipping,
        customerComment: input.customerComment ?? stored.customerComment,
        affiliateCode: input.affiliateCode ?? stored.affiliateCode,
        campaignCode: input.campaignCode ?? stored.campaignCode,
      },
      now,
    )
    createOrderDocuments(db, order.id, companyDetails(shop), now)
    probe('order-written')

    stockWritten = alterStock(
      db,
      new Map([...order.quantities].map(([productId, quantity]) => [productId, -quantity])),
    )
    probe('stock-taken')

    const redeem = db.prepare(
      `UPDATE promotion SET order_count = order_count + 1
       WHERE id = ? AND (max_redemptions_global IS NULL OR order_count < max_redemptions_global)`,
    )
    for (const promotionId of order.promotionIds) {
      if (redeem.run(promotionId).changes === 0) {
        const code = db
          .prepare<[string], { code: string | null }>('SELECT code FROM promotion WHERE id = ?')
          .get(promotionId)?.code
        throw checkoutProblems.invalidCart([cartErrors.promotionNotFound(code ?? promotionId)])
      }
    }
    const paymentMethodId = list(result.json.transactions)[0]?.paymentMethodId
    if (typeof paymentMethodId === 'string') {
      db.prepare('UPDATE customer SET last_payment_method_id = ?, updated_at = ? WHERE id = ?').run(
        paymentMethodId,
        now.toISOString(),
        customer.id,
      )
    }
    deleteCart(db, ctx.token)
    probe('cart-emptied')

    const mailId = queueOrderConfirmation(shop, placing, {
      cart: result.json,
      customer,
      shipping,
      orderNumber: order.orderNumber,
      deepLinkCode: order.deepLinkCode,
      storefrontUrl: input.storefrontUrl,
      now,
    })
    probe('mail-written')
    return { orderId: order.id, mailId }
  })
  emitWritten(db, stockWritten)
  sendQueued(db, placed.mailId, shop.configString('core.basicInformation.email') ?? undefined)
  return placed
}
