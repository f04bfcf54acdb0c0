// Creates the root actor system with the real Store API actors. One per request on the server,
// one in the browser (created from the server's dehydrated state so the first render matches).

import { type Actor, createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import { rootMachine } from '../../machines/root.machine.ts'
import { sessionMachine } from '../../machines/session/session.machine.ts'
import type { Credentials } from '../../machines/session/session.types.ts'
import type { StoreApi } from '../api/index.ts'
import type { ContextPatch, SessionContext } from '../domain/types.ts'
import type { DehydratedViews } from './host.ts'

export type RootSystem = Actor<typeof rootMachine>

export interface CreateRootSystemOptions {
  api: StoreApi
  /** The server-rendered session context (from getDehydratedState); skips the first load. */
  sessionSnapshot?: SessionContext | null
  /** Stately inspector or any inspection observer (development only). */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

/** What the server writes into the page: `{ value, context }` of every long-lived actor. JSON-safe. */
export interface DehydratedSystem {
  views: DehydratedViews
}

/** The actors whose state the server dehydrates (notifications are never carried over). */
const DEHYDRATED_ACTORS = ['session', 'cart'] as const

/** The session machine wired to the Store API. Registration arrives with the accounts issue. */
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
    },
  })
}

/** The session context the server rendered with, from its dehydrated views. */
export function sessionFromViews(views: DehydratedViews): SessionContext | null {
  const context = views.session?.context as unknown as { session?: SessionContext | null } | undefined
  return context?.session ?? null
}

export function createRootSystem({ api, sessionSnapshot, inspect }: CreateRootSystemOptions): RootSystem {
  const machine = rootMachine.provide({ actors: { session: sessionWithApi(api) } })
  return createActor(machine, { input: { sessionSnapshot: sessionSnapshot ?? null }, inspect }).start()
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
