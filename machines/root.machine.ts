// The root of the actor system: one per request on the server, one in the browser. It spawns the
// long-lived actors and keeps their refs in its context (the keys are the ids src/system/registry.ts
// derives its typed hooks from): session, notifications, cart and wishlist.
//
// Actors never reach each other by id: the session tells the root (`sendParent`) about every new
// context and about a first load that produced none, and the root forwards that to the actors that
// depend on it.

import { type ActorRefFrom, sendTo, setup } from 'xstate'
import type { Cart } from '../src/domain/cart.ts'
import type { SessionBroadcast } from '../src/domain/session.ts'
import type { SessionContext } from '../src/domain/types.ts'
import { cartMachine } from './cart/cart.machine.ts'
import { notificationsMachine } from './notifications/notifications.machine.ts'
import { sessionMachine } from './session/session.machine.ts'
import { wishlistMachine } from './wishlist/wishlist.machine.ts'

export interface RootInput {
  /** Dehydrated session context from the server render; the browser then skips the first load. */
  sessionSnapshot?: SessionContext | null
  /** Dehydrated cart from the server render, so the header count is server-rendered. */
  cart?: Cart | null
}

export interface RootContext {
  session: ActorRefFrom<typeof sessionMachine>
  notifications: ActorRefFrom<typeof notificationsMachine>
  cart: ActorRefFrom<typeof cartMachine>
  wishlist: ActorRefFrom<typeof wishlistMachine>
}

export const rootMachine = setup({
  types: {
    context: {} as RootContext,
    input: {} as RootInput,
    events: {} as SessionBroadcast,
  },
  actors: {
    session: sessionMachine,
    notifications: notificationsMachine,
    cart: cartMachine,
    wishlist: wishlistMachine,
  },
  actions: {
    /** Prices, promotions and the cart itself depend on the context: the cart reloads. */
    forwardToCart: sendTo(
      ({ context }) => context.cart,
      ({ event }) => event,
    ),
    /** The wishlist follows who is logged in (a customer's list lives on the server). */
    forwardToWishlist: sendTo(
      ({ context }) => context.wishlist,
      ({ event }) => event,
    ),
  },
}).createMachine({
  id: 'root',
  context: ({ spawn, input }) => {
    const session = input.sessionSnapshot ?? null
    return {
      session: spawn('session', { id: 'session', input: { session } }),
      notifications: spawn('notifications', { id: 'notifications' }),
      // Without a server-rendered session, the cart's first load waits for the session's.
      cart: spawn('cart', {
        id: 'cart',
        input: { cart: input.cart ?? null, awaitSession: session === null },
      }),
      // Dormant until the browser needs it (see wishlist.machine.ts); never dehydrated.
      wishlist: spawn('wishlist', { id: 'wishlist', input: { session } }),
    }
  },
  on: {
    'session.changed': { actions: ['forwardToCart', 'forwardToWishlist'] },
    'session.loadFailed': { actions: ['forwardToCart', 'forwardToWishlist'] },
  },
})
