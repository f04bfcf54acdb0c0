// Creates the root actor system with its real actors (src/system/actors: the Store API, the
// browser's storage). One per request on the server, one in the browser (created from the server's
// dehydrated state so the first render matches).

import { type Actor, createActor, type InspectionEvent, type Observer } from 'xstate'
import { rootMachine } from '../../machines/root.machine.ts'
import type { StoreApi } from '../api/index.ts'
import type { Cart } from '../domain/cart.ts'
import type { SessionContext } from '../domain/types.ts'
import { systemPorts } from './actors/api-actor.ts'
import { cartWith } from './actors/cart.ts'
import { checkoutWith } from './actors/checkout.ts'
import { sessionWith } from './actors/session.ts'
import { browserLocalStorage, type LocalStorageProvider, wishlistWith } from './actors/wishlist.ts'
import { PageCopier } from './page-copy.ts'
import { DEHYDRATED_IDS, type DehydratedViews } from './registry.ts'

export type RootSystem = Actor<typeof rootMachine>

export interface CreateRootSystemOptions {
  api: StoreApi
  /** The server-rendered session context (see `restoredFromViews`); skips the first load. */
  sessionSnapshot?: SessionContext | null
  /** The server-rendered cart (see `restoredFromViews`); skips the cart's first load. */
  cart?: Cart | null
  /** A customer's wishlist ids read after load (src/system/shopper.ts); the actor starts with them. */
  wishlist?: string[] | null
  /** Where a shopper who is not logged in keeps the wishlist: the browser's local storage. */
  localStorage?: LocalStorageProvider
  /**
   * The page's locale path prefix (`/fr-FR`, or '' for a locale on its own domain): the payment
   * provider sends the shopper back to the success page in the language they ordered in.
   */
  basePath?: string
  /** Stately inspector or any inspection observer (development only). */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

/** What the server writes into the page: `{ value, context }` of every dehydrated actor. JSON-safe. */
export interface DehydratedSystem {
  views: DehydratedViews
}

/** What the actors of one root system use; set before the system starts, kept as long as it lives. */
interface SystemPorts {
  api: StoreApi
  localStorage: LocalStorageProvider
  basePath: string
}

// Set by createRootSystem before the system starts; only a machine started there reaches these actors.
const rootPorts = systemPorts<SystemPorts>('Root system')
const portsOf = rootPorts.of

/**
 * The root machine with its real actors, provided once per process: the actors find the Store API
 * client, storage and base path of their own system (`portsOf`). `provide()` per system rebuilt the
 * root machine and its four children, every state node and transition, on every server render.
 */
const providedRoot = rootMachine.provide({
  actors: {
    session: sessionWith((system) => portsOf(system).api),
    cart: cartWith((system) => portsOf(system).api),
    wishlist: wishlistWith((system) => ({
      api: portsOf(system).api,
      storage: portsOf(system).localStorage,
    })),
    checkout: checkoutWith((system) => {
      const { api, basePath } = portsOf(system)
      return { api, origin: () => basePath || null }
    }),
  },
})

export function createRootSystem({
  api,
  sessionSnapshot,
  cart,
  wishlist,
  localStorage = browserLocalStorage,
  basePath = '',
  inspect,
}: CreateRootSystemOptions): RootSystem {
  const actor = createActor(providedRoot, {
    input: { sessionSnapshot: sessionSnapshot ?? null, cart: cart ?? null, wishlist: wishlist ?? null },
    inspect,
  })
  // Before start(): the children invoked on start already call their actors.
  rootPorts.bind(actor.system, { api, localStorage, basePath })
  return actor.start()
}

/** The session and the cart the server rendered with: the browser's system starts from them. */
export function restoredFromViews(
  views: DehydratedViews,
): Pick<CreateRootSystemOptions, 'sessionSnapshot' | 'cart'> {
  return { sessionSnapshot: views.session?.context.session ?? null, cart: views.cart?.context.cart ?? null }
}

/**
 * The part of the system state the browser needs to continue where the server stopped. Context
 * tokens (the session's, the cart's) are left out: the token lives in an HttpOnly cookie and must
 * never be written into the page. A JSON-safe copy in which equal objects are one object (see
 * ./page-copy.ts): the router's serializer then writes a repeated object once and refers to it.
 * Views are read, never changed, so sharing is safe.
 */
export function getDehydratedState(system: RootSystem): DehydratedSystem {
  const actors = system.getSnapshot().context
  const views: Record<string, unknown> = {}
  const copier = new PageCopier()
  for (const id of DEHYDRATED_IDS) {
    const { value, context } = actors[id].getSnapshot()
    // The ref to the root is wiring, not state (ContextOf in registry.ts).
    const { parent: _root, ...state } = context
    views[id] = copier.copy({ value, context: state })
  }
  return { views: views as DehydratedViews }
}
