import type { Context, Hono } from 'hono'
import { calculateCart } from '../cart/calculate.ts'
import type { CartErrorJson } from '../cart/errors.ts'
import { cartErrors } from '../cart/errors.ts'
import { findByCode, loadPromotions } from '../cart/promotions.ts'
import { deleteCart, loadCart, saveCart, type StoredCart, writeTransaction } from '../cart/store.ts'
import { isRecord } from '../lib/plain-data.ts'
import { type AppEnv, saveContext } from '../core/context.ts'
import { ApiProblem } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { clientIpOf } from '../http/client-ip.ts'
import { limitersOf } from '../core/limiters.ts'
import { rateLimitExceeded } from '../http/rate-limit.ts'
import { idFor } from '../lib/ids.ts'

/** Largest quantity accepted at all (a 32-bit integer, like Shopware's column); above it is a 400. */
const MAX_QUANTITY_INPUT = 2_147_483_647
const MAX_ITEMS_PER_REQUEST = 100
const MAX_ID_LENGTH = 64

const problems = {
  quantity: (value: unknown) =>
    new ApiProblem(
      400,
      'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
      `The quantity must be a positive integer. Given: "${String(JSON.stringify(value) ?? value).slice(0, 64)}"`,
      {
        parameters: {
          quantity: typeof value === 'number' || typeof value === 'string' ? value : String(value),
        },
      },
    ),
  typeNotSupported: (type: unknown) =>
    new ApiProblem(
      400,
      'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED',
      `Line item type "${String(type).slice(0, 64)}" is not supported.`,
      {
        parameters: { type: String(type).slice(0, 64) },
      },
    ),
  notFound: (id: string) =>
    new ApiProblem(
      404,
      'CHECKOUT__CART_LINE_ITEM_NOT_FOUND',
      `Line item with identifier ${id.slice(0, 64)} not found.`,
      {
        parameters: { identifier: id.slice(0, 64) },
      },
    ),
  notStackable: (id: string) =>
    new ApiProblem(
      400,
      'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE',
      `Line item with identifier ${id} is not stackable and the quantity cannot be changed.`,
      {
        parameters: { identifier: id },
      },
    ),
  notRemovable: (id: string) =>
    new ApiProblem(
      400,
      'CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE',
      `Line item with identifier ${id} is not removable.`,
      {
        parameters: { identifier: id },
      },
    ),
  invalid: (pointer: string, detail: string) =>
    new ApiProblem(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', detail, {
      pointer,
      parameters: { parameter: pointer.slice(1) },
    }),
}

function quantityOf(value: unknown, fallback: number | null): number {
  if (value === undefined && fallback !== null) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_QUANTITY_INPUT)
    throw problems.quantity(value)
  return value
}

function itemsOf(body: Record<string, unknown>): Record<string, unknown>[] {
  const items = body.items
  if (!Array.isArray(items) || items.length === 0)
    throw problems.invalid('/items', 'The parameter "items" must be a non-empty list of line items.')
  if (items.length > MAX_ITEMS_PER_REQUEST)
    throw problems.invalid('/items', `At most ${MAX_ITEMS_PER_REQUEST} line items per request.`)
  return items.map((item, i) => {
    if (!isRecord(item)) throw problems.invalid(`/items/${i}`, 'A line item must be an object.')
    return item
  })
}

function idsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : null
  if (!list || list.length === 0 || list.some((v) => typeof v !== 'string' || v.length > MAX_ID_LENGTH))
    throw problems.invalid('/ids', 'The parameter "ids" must be a non-empty list of line item ids.')
  return list as string[]
}

function textId(value: unknown, pointer: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_ID_LENGTH)
    throw problems.invalid(
      pointer,
      `The parameter "${pointer.slice(1)}" must be a non-empty string of at most ${MAX_ID_LENGTH} characters.`,
    )
  return value
}

/**
 * Loads the token's cart, applies `change`, recalculates and persists, all in one write transaction
 * taken up front: concurrent requests on the same cart queue, so no change is lost or applied twice.
 * A thrown ApiProblem rolls the whole change back.
 */
function respond(
  c: Context<AppEnv>,
  change: ((cart: StoredCart, notes: CartErrorJson[]) => void) | null,
): Response {
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const json = writeTransaction(shop.db, () => {
    const cart = loadCart(shop.db, ctx.token)
    const notes: CartErrorJson[] = []
    change?.(cart, notes)
    const at = now()
    const result = calculateCart(shop, ctx, cart, at)
    const dirty =
      change !== null ||
      JSON.stringify(result.stored.lines) !== JSON.stringify(cart.lines) ||
      JSON.stringify(result.stored.codes) !== JSON.stringify(cart.codes) ||
      JSON.stringify(result.stored.appliedAutoPromotions) !== JSON.stringify(cart.appliedAutoPromotions) ||
      cart.mergedNotice
    if (dirty && (cart.exists || result.stored.lines.length > 0 || result.stored.codes.length > 0))
      saveCart(shop.db, result.stored, ctx.salesChannel.id, at)
    if (result.payload) saveContext(shop, ctx, result.payload, at)
    const errors = result.json.errors as Record<string, CartErrorJson>
    for (const note of notes) errors[note.key] = note
    return result.json
  })
  return c.json(json)
}

type AddItem =
  | { type: 'promotion'; code: string }
  | { type: 'product'; id: string; referencedId: string; quantity: number }

function addItems(c: Context<AppEnv>, items: Record<string, unknown>[]): Response {
  const services = c.get('services')
  const ctx = c.get('ctx')
  const parsed = items.map((item, i): AddItem => {
    const type = item.type ?? 'product'
    if (type !== 'product' && type !== 'promotion') throw problems.typeNotSupported(type)
    if (type === 'promotion')
      return { type: 'promotion', code: textId(item.referencedId, `/items/${i}/referencedId`).trim() }
    const referencedId = textId(item.referencedId ?? item.id, `/items/${i}/referencedId`)
    const id = item.id === undefined ? referencedId : textId(item.id, `/items/${i}/id`)
    return { type: 'product', id, referencedId, quantity: quantityOf(item.quantity, 1) }
  })
  // without a client IP the context token stands for the client
  const client = clientIpOf(c) ?? ctx.token
  const limiter = limitersOf(services).cartAdd
  for (const item of parsed) {
    const subject = item.type === 'promotion' ? item.code : item.referencedId
    const decision = limiter.consume(`${subject}-${client}-${ctx.salesChannel.id}`)
    if (!decision.allowed) throw rateLimitExceeded(decision.waitSeconds)
  }
  const promotions = loadPromotions(services.shop.db, ctx.languageChain)
  return respond(c, (cart, notes) => {
    for (const item of parsed) {
      if (item.type === 'promotion') {
        const promotion = findByCode(promotions, item.code)
        if (!promotion?.code) notes.push(cartErrors.promotionNotFound(item.code))
        else if (!cart.codes.some((code) => code.toLowerCase() === promotion.code?.toLowerCase()))
          cart.codes.push(promotion.code)
        continue
      }
      const existing = cart.lines.find((l) => l.id === item.id)
      if (existing) existing.quantity = Math.min(MAX_QUANTITY_INPUT, existing.quantity + item.quantity)
      else
        cart.lines.push({
          id: item.id,
          type: 'product',
          referencedId: item.referencedId,
          quantity: item.quantity,
        })
    }
  })
}

/** Ids the cart shows but does not store: applied promotions (by promotion id) and premium gifts. */
function isPromotionId(c: Context<AppEnv>, cart: StoredCart, id: string): string | null {
  const promotions = loadPromotions(c.get('services').shop.db, c.get('ctx').languageChain)
  const p = promotions.find((x) => x.id === id)
  if (!p?.code) return null
  return cart.codes.find((code) => code.toLowerCase() === p.code?.toLowerCase()) ?? null
}

function isGiftId(c: Context<AppEnv>, id: string): boolean {
  return c
    .get('services')
    .shop.db.prepare<[], { id: string }>('SELECT id FROM premium_gift_level')
    .all()
    .some((g) => idFor('premium-gift', g.id) === id)
}

function removeItems(c: Context<AppEnv>, ids: string[]): Response {
  return respond(c, (cart) => {
    for (const id of ids) {
      const index = cart.lines.findIndex((l) => l.id === id)
      if (index >= 0) {
        cart.lines.splice(index, 1)
        continue
      }
      const code = isPromotionId(c, cart, id)
      if (code !== null) {
        cart.codes = cart.codes.filter((x) => x !== code)
        continue
      }
      if (isGiftId(c, id)) throw problems.notRemovable(id)
      throw problems.notFound(id)
    }
  })
}

export function registerCartRoutes(app: Hono<AppEnv>): void {
  app.get('/checkout/cart', (c) => respond(c, null))
  app.delete('/checkout/cart', (c) => {
    const { shop } = c.get('services')
    writeTransaction(shop.db, () => deleteCart(shop.db, c.get('ctx').token))
    return c.body(null, 204)
  })
  app.post('/checkout/cart/line-item', async (c) => addItems(c, itemsOf(await readPayload(c))))
  app.patch('/checkout/cart/line-item', async (c) => {
    const items = itemsOf(await readPayload(c)).map((item, i) => ({
      id: textId(item.id, `/items/${i}/id`),
      quantity: quantityOf(item.quantity, null),
    }))
    return respond(c, (cart) => {
      for (const item of items) {
        const line = cart.lines.find((l) => l.id === item.id)
        if (line) {
          line.quantity = item.quantity
          continue
        }
        if (isPromotionId(c, cart, item.id) !== null || isGiftId(c, item.id))
          throw problems.notStackable(item.id)
        throw problems.notFound(item.id)
      }
    })
  })
  app.post('/checkout/cart/line-item/delete', async (c) => removeItems(c, idsOf((await readPayload(c)).ids)))
  app.delete('/checkout/cart/line-item', async (c) => removeItems(c, idsOf((await readPayload(c)).ids)))
}
