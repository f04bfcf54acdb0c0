// The root of the actor system: one per request on the server, one in the browser. It spawns the
// long-lived actors and keeps their refs in its context (the keys are the ids src/system/registry.ts
// derives its typed hooks from): session, notifications, cart, wishlist and checkout.
//
// Actors never reach each other by id: the session tells the root about every new context and
// about a first load that produced none, and the root forwards that to the actors that depend on
// it. The checkout changes the context itself (addresses, methods) and tells the root what the
// context and the cart are afterwards (`checkout.contextChanged`): the root hands them to the
// session (`session.adopt`) and the cart (`cart.adopt`), which store them without a request. The
// cart tells the root every cart the server answered it (`cart.updated`), for the checkout. The
// children that tell the root get its ref as input (`parent: self`, see machines/parent.ts).

import { type ActorRefFrom, assertEvent, sendTo, setup } from 'xstate'
import type { Cart } from '../src/domain/cart.ts'
import type { SessionBroadcast } from '../src/domain/session.ts'
import type { SessionContext } from '../src/domain/types.ts'
import { cartMachine } from './cart/cart.machine.ts'
import type { CartBroadcast } from './cart/cart.types.ts'
import { checkoutMachine } from './checkout/checkout.machine.ts'
import type { CheckoutContextChanged } from './checkout/checkout.types.ts'
import { notificationsMachine } from './notifications/notifications.machine.ts'
import { sessionMachine } from './session/session.machine.ts'
import { wishlistMachine } from './wishlist/wishlist.machine.ts'

export interface RootInput {
  /** Dehydrated session context from the server render; the browser then skips the first load. */
  sessionSnapshot?: SessionContext | null
  /** Dehydrated cart from the server render, so the header count is server-rendered. */
  cart?: Cart | null
  /** A logged-in customer's wishlist ids read with the shopper's state after load (none: not read). */
  wishlist?: string[] | null
}

export interface RootContext {
  session: ActorRefFrom<typeof sessionMachine>
  notifications: ActorRefFrom<typeof notificationsMachine>
  cart: ActorRefFrom<typeof cartMachine>
  wishlist: ActorRefFrom<typeof wishlistMachine>
  checkout: ActorRefFrom<typeof checkoutMachine>
}

/** The session's broadcasts are forwarded as they are; nothing else is. */
function broadcast(event: SessionBroadcast | CheckoutContextChanged | CartBroadcast): SessionBroadcast {
  assertEvent(event, ['session.changed', 'session.loadFailed'])
  return event
}

export const rootMachine = setup({
  types: {
    context: {} as RootContext,
    input: {} as RootInput,
    events: {} as SessionBroadcast | CheckoutContextChanged | CartBroadcast,
  },
  actors: {
    session: sessionMachine,
    notifications: notificationsMachine,
    cart: cartMachine,
    wishlist: wishlistMachine,
    checkout: checkoutMachine,
  },
  actions: {
    /** Prices, promotions and the cart itself depend on the context: the cart reloads. */
    forwardToCart: sendTo(
      ({ context }) => context.cart,
      ({ event }) => broadcast(event),
    ),
    /** The wishlist follows who is logged in (a customer's list lives on the server). */
    forwardToWishlist: sendTo(
      ({ context }) => context.wishlist,
      ({ event }) => broadcast(event),
    ),
    /** Identity changes (login, guest registration, logout) move the checkout on or back. */
    forwardSessionToCheckout: sendTo(
      ({ context }) => context.checkout,
      ({ event }) => broadcast(event),
    ),
    /** The checkout decides and compares with the cart the server answered last. */
    forwardCartToCheckout: sendTo(
      ({ context }) => context.checkout,
      ({ event }) => {
        assertEvent(event, 'cart.updated')
        return event
      },
    ),
    adoptSession: sendTo(
      ({ context }) => context.session,
      ({ event }) => {
        assertEvent(event, 'checkout.contextChanged')
        return { type: 'session.adopt' as const, session: event.session }
      },
    ),
    adoptCart: sendTo(
      ({ context }) => context.cart,
      ({ event }) => {
        assertEvent(event, 'checkout.contextChanged')
        return { type: 'cart.adopt' as const, cart: event.cart }
      },
    ),
  },
}).createMachine({
  id: 'root',
  context: ({ spawn, input, self }) => {
    const session = input.sessionSnapshot ?? null
    return {
      session: spawn('session', { id: 'session', input: { session, parent: self } }),
      notifications: spawn('notifications', { id: 'notifications' }),
      // Without a server-rendered session, the cart's first load waits for the session's.
      cart: spawn('cart', {
        id: 'cart',
        input: { cart: input.cart ?? null, awaitSession: session === null, parent: self },
      }),
      // Dormant until the browser needs it (see wishlist.machine.ts); never dehydrated.
      wishlist: spawn('wishlist', { id: 'wishlist', input: { session, productIds: input.wishlist ?? null } }),
      // Idle until the /checkout route sends `checkout.start`; never dehydrated.
      checkout: spawn('checkout', { id: 'checkout', input: { parent: self } }),
    }
  },
  on: {
    'session.changed': { actions: ['forwardToCart', 'forwardToWishlist', 'forwardSessionToCheckout'] },
    'checkout.contextChanged': { actions: ['adoptSession', 'adoptCart'] },
    'cart.updated': { actions: 'forwardCartToCheckout' },
    'session.loadFailed': { actions: ['forwardToCart', 'forwardToWishlist'] },
  },
})
