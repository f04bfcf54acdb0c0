// The root of the actor system: one per request on the server, one in the browser. It spawns the
// long-lived actors under well-known system ids so that any actor or hook can reach them with
// `system.get(id)`: session, notifications, cart and wishlist (checkout joins with its issue).

import { type ActorRefFrom, setup } from 'xstate'
import type { SessionContext } from '../src/domain/types.ts'
import type { Cart } from '../src/domain/cart.ts'
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

export const SYSTEM_IDS = {
  session: 'session',
  notifications: 'notifications',
  cart: 'cart',
  wishlist: 'wishlist',
} as const

export const rootMachine = setup({
  types: {
    context: {} as RootContext,
    input: {} as RootInput,
  },
  actors: {
    session: sessionMachine,
    notifications: notificationsMachine,
    cart: cartMachine,
    wishlist: wishlistMachine,
  },
}).createMachine({
  id: 'root',
  context: ({ spawn, input }) => ({
    session: spawn('session', {
      id: 'session',
      systemId: SYSTEM_IDS.session,
      input: { session: input.sessionSnapshot ?? null },
    }),
    notifications: spawn('notifications', { id: 'notifications', systemId: SYSTEM_IDS.notifications }),
    cart: spawn('cart', { id: 'cart', systemId: SYSTEM_IDS.cart, input: { cart: input.cart ?? null } }),
    // Dormant until the browser needs it (see wishlist.machine.ts); never dehydrated.
    wishlist: spawn('wishlist', { id: 'wishlist', systemId: SYSTEM_IDS.wishlist }),
  }),
})
