// Events, context and emitted events of the cart machine. Imports only the domain.

import type { Cart, CartChange, CartFailure, CartMessage, CartOperation } from '../../src/domain/cart.ts'
import type { MethodChange } from '../../src/domain/checkout.ts'
import type { SessionBroadcast } from '../../src/domain/session.ts'
import type { ParentRef } from '../parent.ts'

export type CartEvent =
  | { type: 'cart.add'; productId: string; productName: string; quantity: number }
  | { type: 'cart.changeQuantity'; lineItemId: string; quantity: number }
  | { type: 'cart.remove'; lineItemId: string }
  | { type: 'cart.addPromotion'; code: string }
  | { type: 'cart.removePromotion'; lineItemId: string }
  /** Reads the error store: its messages are emitted once (`cart.messages`) and the store is cleared. */
  | { type: 'cart.takeMessages' }
  /** A cart another actor (the checkout) already read after its own change: stored, no request. */
  | { type: 'cart.adopt'; cart: Cart }
  /** The shopper has seen the method the shop switched to (`methods` goes back to `unchanged`). */
  /** From the session, forwarded by the root: every new context (login, logout, country, currency …), or a first load without one. */
  | SessionBroadcast

/** What the cart tells its parent, the root (forwarded to the checkout): every cart the server answered. */
export interface CartBroadcast {
  type: 'cart.updated'
  cart: Cart
}

/** Emitted to subscribers (`actor.on`): the UI opens the mini cart, shows toasts and messages. */
export type CartEmitted =
  | { type: 'cart.adding'; productId: string; productName: string; quantity: number }
  | { type: 'cart.added'; productId: string; productName: string; quantity: number }
  | { type: 'cart.failed'; failure: CartFailure }
  | { type: 'cart.messages'; messages: CartMessage[] }

export interface CartMachineContext {
  /** The cart as the server last calculated it; null until the first load. */
  cart: Cart | null
  /** What the UI shows: `cart` plus every change not yet confirmed (optimistic). */
  display: Cart | null
  /** Operations waiting for the server; while one is in flight it is the head. */
  queue: CartOperation[]
  /** The error store: cart errors of responses, read once (`cart.takeMessages`) then cleared. */
  messages: CartMessage[]
  /** The last refused operation (already rolled back, told as `cart.failed`), until the next operation. */
  failure: CartFailure | null
  /** From the input: the first load waits for the session's (read once, in `starting`). */
  awaitSession: boolean
  /** From the input: the root, told every cart the server answered; null when the cart runs alone. */
  parent: ParentRef<CartBroadcast> | null
}

export interface CartInput {
  /** Dehydrated cart from the server render; when present the browser does not load it again. */
  cart?: Cart | null
  /**
   * The session is still loading its first context: the first GET /checkout/cart waits for it
   * (`session.changed` or `session.loadFailed`). Both would otherwise mint a context token each on a
   * first visit; after the session's load the client carries its token, so the cart is the same context's.
   */
  awaitSession?: boolean
  /** The actor that spawned the cart (the root passes `self`); without one nobody is told. */
  parent?: ParentRef<CartBroadcast>
}

export type { Cart, CartChange, CartFailure, CartMessage, CartOperation, MethodChange }

/** The change an event asks for (null for events that are no change). */
export function changeOf(event: CartEvent): CartChange | null {
  switch (event.type) {
    case 'cart.add':
      return {
        kind: 'add',
        productId: event.productId,
        productName: event.productName,
        quantity: event.quantity,
      }
    case 'cart.changeQuantity':
      return { kind: 'quantity', lineItemId: event.lineItemId, quantity: event.quantity }
    case 'cart.remove':
      return { kind: 'remove', lineItemId: event.lineItemId }
    case 'cart.addPromotion':
      return { kind: 'addPromotion', code: event.code.trim() }
    case 'cart.removePromotion':
      return { kind: 'removePromotion', lineItemId: event.lineItemId }
    default:
      return null
  }
}

/** Events that cannot succeed are dropped before they reach the queue (the UI validates too). */
export function isValidChange(change: CartChange | null): change is CartChange {
  if (!change) return false
  switch (change.kind) {
    case 'add':
      return change.productId !== '' && Number.isInteger(change.quantity) && change.quantity > 0
    case 'quantity':
      return change.lineItemId !== '' && Number.isInteger(change.quantity) && change.quantity > 0
    case 'addPromotion':
      return change.code !== ''
    default:
      return change.lineItemId !== ''
  }
}
