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
 * never be written into the page.
 */
export function getDehydratedState(system: RootSystem): DehydratedSystem {
  const actors = system.getSnapshot().context
  const views: Record<string, unknown> = {}
  const copies = new Map<string, unknown>()
  for (const id of DEHYDRATED_IDS) {
    const { value, context } = actors[id].getSnapshot()
    // The ref to the root is wiring, not state (ContextOf in registry.ts).
    const { parent: _root, ...state } = context
    views[id] = pageCopy({ value, context: state }, copies)
  }
  return { views: views as DehydratedViews }
}

/** Objects shorter than this (as JSON) are not worth a shared reference. */
const SHARED_MIN_LENGTH = 64

/**
 * A JSON-safe copy without tokens in which equal objects are one object: the router's serializer
 * then writes a repeated object once and refers to it (the cart's `display` is the cart itself
 * while nothing is pending, about 0.6 KB of every page). Views are read, never changed, so sharing
 * is safe.
 */
function pageCopy(value: unknown, copies: Map<string, unknown>): unknown {
  const copy: unknown = JSON.parse(
    JSON.stringify(value, (key, field: unknown) => (key === 'token' ? null : field)),
  )
  return shared(copy, copies).value
}

/**
 * The copy with equal objects made one, and its JSON. Each object's JSON is put together from its
 * fields' (a parsed JSON value has nothing JSON.stringify would drop), so the whole view is
 * serialised once, not once per level it is nested in.
 */
function shared(value: unknown, copies: Map<string, unknown>): { value: unknown; json: string } {
  if (typeof value !== 'object' || value === null) return { value, json: JSON.stringify(value) }
  let result: unknown
  let json: string
  if (Array.isArray(value)) {
    const items = value.map((item) => shared(item, copies))
    result = items.map((item) => item.value)
    json = `[${items.map((item) => item.json).join(',')}]`
  } else {
    const fields = Object.entries(value).map(([key, field]) => [key, shared(field, copies)] as const)
    result = Object.fromEntries(fields.map(([key, field]) => [key, field.value]))
    json = `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${field.json}`).join(',')}}`
  }
  if (json.length < SHARED_MIN_LENGTH) return { value: result, json }
  const earlier = copies.get(json)
  if (earlier !== undefined) return { value: earlier, json }
  copies.set(json, result)
  return { value: result, json }
}
