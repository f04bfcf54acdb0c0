// The sample events of the cart model: what a shopper can do in each state, and what the embedded
// back end answers while the cart is busy. The answers are predicted structurally (which lines,
// quantities, promotion codes and cart errors), never amounts: those are the back end's business.

import type { ActorLogic, DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { cartMachine } from '../../machines/cart/cart.machine.ts'
import type { CartEvent, CartInput } from '../../machines/cart/cart.types.ts'
import {
  applyOptimistic,
  type Cart,
  type CartChange,
  type CartLineItem,
  cartStateKind,
  EMPTY_CART_PRICE,
  type CartMessage,
} from '../../src/domain/cart.ts'
import { type FailureReason, storeApiFailure } from '../../src/domain/failure.ts'
import type { SessionContext } from '../../src/domain/types.ts'

type Snapshot = SnapshotFrom<typeof cartMachine>

export type ModelEvent = CartEvent | DoneActorEvent<Cart> | ErrorActorEvent | { type: 'xstate.init' }

export interface CartCatalogue {
  /** A cheap physical product (far below free shipping, gifts and automatic promotions). */
  physical: { id: string; name: string }
  /** A download (is-download): a cart of only this is virtual. */
  download: { id: string; name: string }
  session: SessionContext
}

export const VALID_CODE = 'WELCOME10'
export const UNKNOWN_CODE = 'NOPE-NOT-A-CODE'
/** A line item id of the right format that no cart holds: the back end answers 404. */
export const UNKNOWN_LINE_ID = 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0'

export function isCartEvent(event: { type: string }): event is CartEvent {
  return event.type.startsWith('cart.') || event.type === 'session.changed'
}

const EMPTY: Cart = {
  token: null,
  lineItems: [],
  price: EMPTY_CART_PRICE,
  deliveries: [],
  errors: [],
  hints: null,
}

const done = (id: string, output: Cart): DoneActorEvent<Cart> => ({
  type: `xstate.done.actor.${id}`,
  output,
  actorId: id,
})

const failed = (id: string, status: number, reason: FailureReason): ErrorActorEvent => ({
  type: `xstate.error.actor.${id}`,
  error: storeApiFailure({ status, reason }),
  actorId: id,
})

function notFound(code: string): CartMessage {
  return {
    key: 'promotion-not-found',
    messageKey: 'promotion-not-found',
    level: 'error',
    message: `Promotion with code ${code} not found!`,
    parameters: { code },
  }
}

/** What the back end answers to `change` on `cart`, as far as the model can tell. */
export function predictAnswer(cart: Cart | null, change: CartChange, catalogue: CartCatalogue): Cart {
  const base = cart ?? EMPTY
  if (change.kind === 'addPromotion' && change.code !== VALID_CODE) {
    return { ...base, errors: [notFound(change.code)] }
  }
  const next = applyOptimistic(base, change)
  return {
    ...next,
    errors: [],
    lineItems: next.lineItems.map(({ pending: _pending, ...item }) => ({
      ...item,
      good: item.type === 'product',
      states:
        item.type !== 'product' ? [] : item.id === catalogue.download.id ? ['is-download'] : ['is-physical'],
    })),
  }
}

const byType = (cart: Cart | null, type: string, id?: string): CartLineItem | undefined =>
  cart?.lineItems.find((item) => item.type === type && (id === undefined || item.referencedId === id))

/** Events offered in `snapshot`. */
export function buildCartModelEvents(snapshot: Snapshot, catalogue: CartCatalogue): ModelEvent[] {
  const { cart, queue, messages } = snapshot.context
  const sync = (snapshot.value as { sync: string }).sync
  switch (sync) {
    case 'loading':
      return [done('loadCart', EMPTY)]
    case 'refreshing':
      return [done('loadCart', { ...(cart ?? EMPTY), errors: [] })]
    case 'sending': {
      const head = queue[0]
      if (!head || head.kind === 'refresh') return []
      const answer =
        head.kind === 'remove' && head.lineItemId === UNKNOWN_LINE_ID
          ? failed('syncChange', 404, 'lineItemNotFound')
          : done('syncChange', predictAnswer(cart, head, catalogue))
      // The session's news while a change made on the cart page is with the shop (the shopper picks
      // another country there): the reload queues behind the change (the sync region's own handler).
      // Only behind a change of the cart page, with goods shown (the country choice is there), once.
      const goods = (snapshot.context.display?.lineItems ?? []).some((item) => item.good)
      // The card's "Add to cart" pressed again while its first add is with the shop: queued behind.
      const added = snapshot.context.display?.lineItems.find(
        (item) => item.type === 'product' && item.referencedId === catalogue.physical.id,
      )
      if (queue.length === 1 && head.kind === 'add' && head.productId === catalogue.physical.id) {
        return (added?.quantity ?? 0) < 2
          ? [
              answer,
              {
                type: 'cart.add',
                productId: catalogue.physical.id,
                productName: catalogue.physical.name,
                quantity: 1,
              },
            ]
          : [answer]
      }
      if (queue.length !== 1 || head.kind === 'add' || !goods) return [answer]
      const events: ModelEvent[] = [answer, { type: 'session.changed', session: catalogue.session }]
      // A second "+" while the first is with the shop: queued behind it, from the quantity shown.
      const shown = snapshot.context.display?.lineItems.find(
        (item) => item.type === 'product' && item.referencedId === catalogue.physical.id,
      )
      if (head.kind === 'quantity' && shown && shown.quantity < 3) {
        events.push({ type: 'cart.changeQuantity', lineItemId: shown.id, quantity: shown.quantity + 1 })
      }
      // Behind that "+": the line's removal, or a promo code (its removal where one is shown),
      // queued the same way (the sync region's own handlers); a code only where no goods leave.
      if (head.kind === 'quantity' && shown) {
        const code = snapshot.context.display?.lineItems.find((item) => item.type === 'promotion')
        if (code) events.push({ type: 'cart.removePromotion', lineItemId: code.id })
        else
          events.push(
            { type: 'cart.remove', lineItemId: shown.id },
            { type: 'cart.addPromotion', code: VALID_CODE },
          )
      }
      return events
    }
    case 'idle':
      break
    default:
      return []
  }
  const physical = byType(cart, 'product', catalogue.physical.id)
  const download = byType(cart, 'product', catalogue.download.id)
  const promotion = byType(cart, 'promotion')
  // Quantities stay small so that the state space is finite (every state is a vertex).
  const events: ModelEvent[] = [{ type: 'cart.remove', lineItemId: UNKNOWN_LINE_ID }]
  if ((physical?.quantity ?? 0) < 2) {
    events.push({
      type: 'cart.add',
      productId: catalogue.physical.id,
      productName: catalogue.physical.name,
      quantity: 1,
    })
  }
  if (!download) {
    events.push({
      type: 'cart.add',
      productId: catalogue.download.id,
      productName: catalogue.download.name,
      quantity: 1,
    })
  }
  events.push({ type: 'session.changed', session: catalogue.session })
  if (physical && physical.quantity < 3) {
    events.push({ type: 'cart.changeQuantity', lineItemId: physical.id, quantity: physical.quantity + 1 })
  }
  // Removing goods under a percentage code makes the code wait (not modelled): codes only on goods.
  if (!promotion) {
    if (physical) events.push({ type: 'cart.remove', lineItemId: physical.id })
    if (download) events.push({ type: 'cart.remove', lineItemId: download.id })
  }
  if (cartStateKind(cart) !== 'empty' && !promotion) {
    events.push(
      { type: 'cart.addPromotion', code: VALID_CODE },
      { type: 'cart.addPromotion', code: UNKNOWN_CODE },
    )
  }
  if (promotion) events.push({ type: 'cart.removePromotion', lineItemId: promotion.id })
  if (messages.length > 0) events.push({ type: 'cart.takeMessages' })
  return events
}

/** A short, stable name of an event for vertex keys and test titles. */
export function eventKey(event: ModelEvent | undefined, catalogue?: CartCatalogue): string {
  if (!event || event.type === 'xstate.init') return 'start'
  switch (event.type) {
    case 'cart.add':
      return `cart.add(${event.productId === catalogue?.download.id ? 'download' : 'physical'})`
    case 'cart.remove':
      if (event.lineItemId === UNKNOWN_LINE_ID) return 'cart.remove(unknown)'
      return `cart.remove(${event.lineItemId === catalogue?.download.id ? 'download' : 'physical'})`
    case 'cart.addPromotion':
      return `cart.addPromotion(${event.code === VALID_CODE ? 'valid' : 'unknown'})`
    default:
      return event.type
  }
}

/**
 * One vertex per transition (source state, event, target state), where a state is everything
 * observable (value, queue, lines with quantities, stored messages, failure). Shortest paths to all
 * vertices thus take every transition once and replay concrete states; the quantity bounds above
 * keep the graph finite.
 */
export function cartVertex(catalogue: CartCatalogue) {
  return (snapshot: Snapshot, event: ModelEvent | undefined, previous?: Snapshot): string =>
    JSON.stringify([previous ? observable(previous) : null, eventKey(event, catalogue), observable(snapshot)])
}

/** What must agree between the model and the real cart after every step. */
export function observable(snapshot: Snapshot) {
  const { display, queue, messages, failure } = snapshot.context
  return {
    value: snapshot.value,
    queue: queue.map((operation) => operation.kind),
    lines: (display?.lineItems ?? [])
      .map((item) => [
        item.type,
        item.type === 'promotion' ? item.promotionCode : item.id,
        item.quantity,
        item.good,
      ])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    messages: messages.map((message) => message.messageKey).sort(),
    failure: failure && { operation: failure.operation, reason: failure.reason, status: failure.status },
  }
}

/**
 * The generated paths: one shortest path per transition of the observable state (cartVertex). The
 * model test (cart.model.test.ts) and the UI replay (tests/paths-ui/cart.paths.ts) both take their
 * paths from here; only the catalogue's ids differ (the UI finds its products on the pages).
 */
export function cartPaths(catalogue: CartCatalogue) {
  // The model's events include the actors' outcomes (done/error events); the machine's event type
  // lists only shopper events, hence this one widening at the boundary.
  const logic = cartMachine as unknown as ActorLogic<Snapshot, ModelEvent, CartInput>
  const model = new TestModel<Snapshot, ModelEvent, CartInput>(logic, {
    input: { cart: null },
    events: (snapshot) => buildCartModelEvents(snapshot, catalogue),
    serializeState: cartVertex(catalogue),
  })
  return model.getShortestPaths()
}
