// The electronic withdrawal function (EU consumer law, in force since 19 June 2026): anyone may
// declare a withdrawal without logging in by naming the order number and the order's e-mail.
//
// What it changes: a withdrawal record, not a state machine transition. Shopware's order states
// describe the shop's own processing (open → in progress → done, or cancelled); a withdrawal starts
// the return and refund that the merchant carries out and records with the delivery (returned) and
// transaction (refunded) transitions. Cancelling here would claim a refund that has not happened,
// and a partial withdrawal would cancel items that stay bought. The record is the proof of receipt
// (with its time) and what the order page shows.
//
// Items with downloads are excluded: the storefront places such an order only after the shopper
// waived the right of withdrawal for digital content (the checkout's waiver); the back end does not
// store the waiver separately, so "has downloads" is the rule.

import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database.ts'
import type { RequestContext } from '../core/context.ts'
import { ApiProblem } from '../http/errors.ts'
import type { Shop } from '../core/shop.ts'
import { queueMail } from '../mail/outbox.ts'
import { mailLocale } from '../mail/templates.ts'
import { shopName } from '../customer/mail.ts'
import { isEmail, text, Violations } from '../customer/validate.ts'
import { isId } from '../lib/ids.ts'

type Json = Record<string, unknown>

export const COMMENT_MAX_LENGTH = 5000
export const ITEMS_MAX_LENGTH = 1000
const MAX_ITEMS = 200

export interface WithdrawalRequest {
  orderNumber: string
  email: string
  lineItemIds: string[] | null
  /** Which items in the shopper's words (a form without the order's item list). */
  itemsDescription: string | null
  comment: string | null
}

/** The body's fields, or Shopware's 400 with every violation. */
export function readWithdrawal(body: Json): WithdrawalRequest {
  const v = new Violations()
  const orderNumber = text(body, 'orderNumber')
  if (!orderNumber) v.blank('/orderNumber')
  else if (orderNumber.length > 64)
    v.add('TOO_LONG_ERROR', '/orderNumber', 'This value is too long. It should have 64 characters or less.', {
      '{{ limit }}': 64,
    })
  const email = text(body, 'email')
  if (!email) v.blank('/email')
  else if (!isEmail(email))
    v.add('STRICT_CHECK_FAILED_ERROR', '/email', 'This value is not a valid email address.', {
      '{{ value }}': JSON.stringify(email.slice(0, 254)),
    })
  const raw = body.lineItemIds
  let lineItemIds: string[] | null = null
  if (raw !== undefined && raw !== null) {
    if (!Array.isArray(raw) || raw.length > MAX_ITEMS || !raw.every((id) => isId(id)))
      v.add('INVALID_TYPE_ERROR', '/lineItemIds', 'This value should be a list of ids.', {
        '{{ type }}': 'array',
      })
    else lineItemIds = raw.length > 0 ? [...new Set(raw as string[])] : null
  }
  const itemsDescription = text(body, 'itemsDescription')
  if (itemsDescription && [...itemsDescription].length > ITEMS_MAX_LENGTH)
    v.add(
      'TOO_LONG_ERROR',
      '/itemsDescription',
      `This value is too long. It should have ${ITEMS_MAX_LENGTH} characters or less.`,
      { '{{ limit }}': ITEMS_MAX_LENGTH },
    )
  const comment = text(body, 'comment')
  if (comment && [...comment].length > COMMENT_MAX_LENGTH)
    v.add(
      'TOO_LONG_ERROR',
      '/comment',
      `This value is too long. It should have ${COMMENT_MAX_LENGTH} characters or less.`,
      { '{{ limit }}': COMMENT_MAX_LENGTH },
    )
  v.throwIfAny()
  return { orderNumber: orderNumber ?? '', email: email ?? '', lineItemIds, itemsDescription, comment }
}

/** Wrong number, wrong e-mail or another sales channel: one answer that reveals nothing. */
export const withdrawalOrderNotFound = () =>
  new ApiProblem(
    404,
    'GARTENWERK__WITHDRAWAL_ORDER_NOT_FOUND',
    'No order with this order number and e-mail address was found.',
  )

interface ItemRow {
  id: string
  label: string
  quantity: number
  downloads: number
}

function orderItems(db: Db, orderId: string): ItemRow[] {
  return db
    .prepare<[string], ItemRow>(
      `SELECT i.id, i.label, i.quantity,
         (SELECT COUNT(*) FROM order_line_item_download d WHERE d.order_line_item_id = i.id) AS downloads
       FROM order_line_item i WHERE i.order_id = ? AND i.type != 'promotion' ORDER BY i.position, i.id`,
    )
    .all(orderId)
}

const itemJson = (i: ItemRow): Json => ({ id: i.id, label: i.label, quantity: i.quantity })

/** Records the withdrawal, queues the confirmation of receipt and answers what was received. */
export function declareWithdrawal(
  shop: Shop,
  ctx: RequestContext,
  input: WithdrawalRequest,
  now: Date,
): Json {
  const db = shop.db
  const order = db
    .prepare<
      [string, string, string],
      { id: string; order_number: string; first_name: string; last_name: string; email: string }
    >(
      `SELECT id, order_number, order_customer_first_name AS first_name, order_customer_last_name AS last_name,
         order_customer_email AS email
       FROM orders WHERE order_number = ? AND sales_channel_id = ? AND lower(order_customer_email) = lower(?)`,
    )
    .get(input.orderNumber, ctx.salesChannel.id, input.email)
  if (!order) throw withdrawalOrderNotFound()
  const items = orderItems(db, order.id)
  if (input.lineItemIds?.some((id) => !items.some((i) => i.id === id))) {
    const v = new Violations()
    v.add('NO_SUCH_CHOICE_ERROR', '/lineItemIds', 'The value you selected is not a valid choice.')
    v.throwIfAny()
  }
  const chosen = input.lineItemIds ? items.filter((i) => input.lineItemIds?.includes(i.id)) : items
  // Items described in words are not itemised here: the shop reads the description.
  const described = input.itemsDescription !== null && input.lineItemIds === null
  const withdrawn = described ? [] : chosen.filter((i) => i.downloads === 0)
  const excluded = chosen.filter((i) => i.downloads > 0)
  const id = randomBytes(16).toString('hex')
  const receivedAt = now.toISOString()
  const locale = mailLocale(ctx.languageId)
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(now)
  // Only the record: the order row stays as it was. Its updated_at would renew the 30-day window in
  // which the deep link opens the order to a guest (guest-access.ts), and this route asks for less
  // than that link does (no postal code, no login), so anyone knowing number and address could keep
  // an old order reachable for ever. The record's own created_at is the time of receipt.
  db.prepare(
    `INSERT INTO order_withdrawal (id, order_id, sales_channel_id, language_id, email, line_item_ids, excluded_line_item_ids, items_description, comment, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    order.id,
    ctx.salesChannel.id,
    ctx.languageId,
    order.email,
    JSON.stringify(withdrawn.map((i) => i.id)),
    JSON.stringify(excluded.map((i) => i.id)),
    input.itemsDescription,
    input.comment,
    receivedAt,
  )
  queueMail(db, {
    template: 'order.withdrawal.received',
    locale,
    to: order.email,
    salesChannelId: ctx.salesChannel.id,
    now,
    from: shop.configString('core.basicInformation.email') ?? undefined,
    data: {
      shopName: shopName(shop),
      firstName: order.first_name,
      lastName: order.last_name,
      orderNumber: order.order_number,
      receivedAt: when,
      items: withdrawn.map((i) => `${i.quantity} × ${i.label}`),
      excluded: excluded.map((i) => `${i.quantity} × ${i.label}`),
      ...(input.itemsDescription ? { itemsDescription: input.itemsDescription } : {}),
      ...(input.comment ? { comment: input.comment } : {}),
    },
  })
  return {
    id,
    orderNumber: order.order_number,
    receivedAt,
    lineItems: withdrawn.map(itemJson),
    itemsDescription: input.itemsDescription,
    excludedLineItems: excluded.map(itemJson),
    apiAlias: 'gartenwerk_order_withdrawal',
  }
}
