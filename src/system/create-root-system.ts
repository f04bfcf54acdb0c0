// Creates the root actor system with the real Store API actors. One per request on the server,
// one in the browser (created from the server's dehydrated state so the first render matches).

import { type Actor, createActor, fromPromise, type InspectionEvent, type Observer, waitFor } from 'xstate'
import { cartWithApi } from '../../machines/cart/cart.api.ts'
import { rootMachine } from '../../machines/root.machine.ts'
import { customerActors } from '../../machines/session/session.actors.ts'
import { sessionMachine } from '../../machines/session/session.machine.ts'
import { browserLocalStorage, wishlistWithApi } from '../../machines/wishlist/wishlist.api.ts'
import type { Credentials } from '../../machines/session/session.types.ts'
import type { StoreApi } from '../api/index.ts'
import type { Cart } from '../domain/cart.ts'
import type { ContextPatch, SessionContext } from '../domain/types.ts'
import type { DehydratedViews } from './host.ts'

export type RootSystem = Actor<typeof rootMachine>

export interface CreateRootSystemOptions {
  api: StoreApi
  /** The server-rendered session context (from getDehydratedState); skips the first load. */
  sessionSnapshot?: SessionContext | null
  /** The server-rendered cart (from getDehydratedState); skips the cart's first load. */
  cart?: Cart | null
  /** Stately inspector or any inspection observer (development only). */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

/** What the server writes into the page: `{ value, context }` of every long-lived actor. JSON-safe. */
export interface DehydratedSystem {
  views: DehydratedViews
}

/** The actors whose state the server dehydrates (notifications are never carried over). */
const DEHYDRATED_ACTORS = ['session', 'cart'] as const

/** The session machine wired to the Store API. */
export function sessionWithApi(api: StoreApi) {
  return sessionMachine.provide({
    actors: {
      loadContext: fromPromise<SessionContext, void>(() => api.context.get()),
      updateContext: fromPromise<SessionContext, ContextPatch>(({ input }) => api.context.update(input)),
      // Login and logout change the token (the client adopts it); the context is then re-read.
      login: fromPromise<SessionContext, Credentials>(async ({ input }) => {
        await api.account.login(input)
        return api.context.get()
      }),
      logout: fromPromise<SessionContext, void>(async () => {
        await api.account.logout()
        return api.context.get()
      }),
      // Registration, confirmation, recovery, customer and address reads, account changes.
      ...customerActors(api),
    },
  })
}

/** The session context the server rendered with, from its dehydrated views. */
export function sessionFromViews(views: DehydratedViews): SessionContext | null {
  const context = views.session?.context as unknown as { session?: SessionContext | null } | undefined
  return context?.session ?? null
}

/**
 * The cart machine wired to the Store API. Its first load waits for the session's: on a first visit
 * both calls would otherwise mint a context token each; after the session's load the client carries
 * the session's token, so the cart belongs to the same context.
 */
export function cartWithSessionApi(api: StoreApi) {
  return cartWithApi(api).provide({
    actors: {
      loadCart: fromPromise<Cart, void>(async ({ system }) => {
        const session = system.get('session') as
          | ReturnType<typeof createActor<typeof sessionMachine>>
          | undefined
        if (session) await waitFor(session, (snapshot) => !snapshot.matches({ activity: 'loading' }))
        return api.cart.get()
      }),
    },
  })
}

export function createRootSystem({
  api,
  sessionSnapshot,
  cart,
  inspect,
}: CreateRootSystemOptions): RootSystem {
  const machine = rootMachine.provide({
    actors: {
      session: sessionWithApi(api),
      cart: cartWithSessionApi(api),
      wishlist: wishlistWithApi(api, browserLocalStorage),
    },
  })
  return createActor(machine, {
    input: { sessionSnapshot: sessionSnapshot ?? null, cart: cart ?? null },
    inspect,
  }).start()
}

/**
 * The part of the system state the browser needs to continue where the server stopped. Context
 * tokens (the session's, the cart's) are left out: the token lives in an HttpOnly cookie and must
 * never be written into the page.
 */
export function getDehydratedState(system: RootSystem): DehydratedSystem {
  const views: DehydratedViews = {}
  for (const id of DEHYDRATED_ACTORS) {
    const actor = system.system.get(id) as
      | { getSnapshot(): { value: DehydratedViews[string]['value']; context: object } }
      | undefined
    if (!actor) continue
    const { value, context } = actor.getSnapshot()
    views[id] = JSON.parse(
      JSON.stringify({ value, context }, (key, field: unknown) => (key === 'token' ? null : field)),
    ) as DehydratedViews[string]
  }
  return { views }
}

/**
 * Resolves once the first session load has finished (successfully or not). The server awaits it
 * before rendering so the HTML carries the context; its `error` tells the error page what failed.
 */
export function whenSessionSettled(system: RootSystem): Promise<void> {
  const session = system.getSnapshot().context.session
  return new Promise((resolve) => {
    const settled = () => !session.getSnapshot().matches({ activity: 'loading' })
    if (settled()) return resolve()
    const subscription = session.subscribe(() => {
      if (!settled()) return
      subscription.unsubscribe()
      resolve()
    })
  })
}
