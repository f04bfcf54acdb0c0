// Types, declared actors, guards and actions of the wishlist machine (the states are in
// wishlist.machine.ts). Every implementation is named; src/system provides the real actors, tests fakes.

import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate'
import { asFailure } from '../../src/domain/failure.ts'
import { isLoggedIn } from '../../src/domain/session.ts'
import type { SessionContext } from '../../src/domain/types.ts'
import {
  applyChange,
  describeWishlistFailure,
  displayIds,
  enqueueChange,
  isNoop,
  type WishlistChange,
} from '../../src/domain/wishlist.ts'
import type {
  WishlistEmitted,
  WishlistEvent,
  WishlistInput,
  WishlistMachineContext,
  WishlistStorage,
  WishlistSyncInput,
} from './wishlist.types.ts'

function notProvided<TOutput, TInput>(name: string) {
  // The machine declares what it needs; running it without `.provide()` fails loudly and visibly.
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The wishlist actor "${name}" is not provided`)
  })
}

/** The owner of the list in a context: a logged-in, non-guest customer's id, else null. */
export function listOwner(session: Pick<SessionContext, 'customer'> | null | undefined): string | null {
  const customer = session?.customer
  return customer && isLoggedIn(customer) ? customer.id : null
}

function changeOf(event: WishlistEvent): WishlistChange {
  assertEvent(event, ['wishlist.add', 'wishlist.remove'])
  return {
    kind: event.type === 'wishlist.add' ? 'add' : 'remove',
    productId: event.productId,
    productName: event.productName,
  }
}

export const wishlistSetup = setup({
  types: {
    context: {} as WishlistMachineContext,
    events: {} as WishlistEvent,
    input: {} as WishlistInput,
    emitted: {} as WishlistEmitted,
  },
  actors: {
    /** Reads the whole list: local storage, or every id of the customer's server list. */
    loadList: notProvided<string[], { storage: WishlistStorage }>('loadList'),
    /** After login: moves the local ids to the server list (merge) and clears local storage. */
    mergeLocal: notProvided<void, void>('mergeLocal'),
    /** Writes one change (local storage: the whole list; server: add or delete). */
    syncChange: notProvided<void, WishlistSyncInput>('syncChange'),
  },
  guards: {
    /** An add or remove that changes what is shown (a listed product is not added twice). */
    changesDisplay: ({ context, event }) => {
      const change = changeOf(event)
      return change.productId !== '' && !isNoop(context.productIds, change)
    },
    /** The session names another owner than the one whose list is shown (or none is shown yet). */
    ownerChanged: ({ context }) =>
      context.owner !== null && (context.storage === null || context.owner.customerId !== context.customerId),
    isServer: ({ context }) => context.storage === 'server',
    queueEmpty: ({ context }) => context.queue.length === 0,
    /** The head no longer changes the confirmed list (e.g. it was already there after a reload). */
    headIsNoop: ({ context }) => {
      const head = context.queue[0]
      return head !== undefined && isNoop(context.confirmed, head)
    },
    isNotFound: (_, params: { error: unknown }) => asFailure(params.error).status === 404,
  },
  actions: {
    /** What the session said; kept while dormant, acted on once active (`ownerChanged`). */
    noteOwner: assign(({ event }) => {
      assertEvent(event, 'session.changed')
      return { owner: { customerId: listOwner(event.session) } }
    }),
    /** A session whose first load failed is treated as anonymous (a local list). */
    noteLoadFailed: assign(({ context }) => ({ owner: context.owner ?? { customerId: null } })),
    /** The list shown is now the owner's: read it (after merging the local one into a server list). */
    storeOwner: assign(({ context }) => {
      const customerId = context.owner?.customerId ?? null
      return {
        customerId,
        storage: (customerId ? 'server' : 'local') as WishlistStorage,
        status: 'loading' as const,
      }
    }),
    /** Queues the event's change and shows it at once. */
    enqueueChange: assign(({ context, event }, params: { inFlight: boolean }) => {
      const change = changeOf(event)
      const queue = enqueueChange(context.queue, change, params.inFlight)
      return { queue, productIds: displayIds(context.confirmed, queue), failure: null }
    }),
    storeList: assign(({ context }, params: { ids: string[] }) => ({
      confirmed: params.ids,
      productIds: displayIds(params.ids, context.queue),
      status: 'ready' as const,
    })),
    /** A read error empties the list (a 404 means the customer has none yet). */
    emptyList: assign(({ context }) => ({
      confirmed: [],
      productIds: displayIds([], context.queue),
      status: 'ready' as const,
    })),
    /** The head was written: it is part of the confirmed list now. */
    confirmHead: assign(({ context }) => {
      const [head, ...queue] = context.queue
      if (!head) return {}
      const confirmed = applyChange(context.confirmed, head)
      return { confirmed, queue, productIds: displayIds(confirmed, queue) }
    }),
    /** The head was refused: drop it and show the confirmed list plus what is still queued. */
    rollBack: assign(({ context }, params: { error: unknown }) => {
      const [head, ...queue] = context.queue
      if (!head) return {}
      return {
        queue,
        productIds: displayIds(context.confirmed, queue),
        failure: describeWishlistFailure(head, params.error),
      }
    }),
    dropHead: assign(({ context }) => {
      const queue = context.queue.slice(1)
      return { queue, productIds: displayIds(context.confirmed, queue) }
    }),
    /** Runs before the head is confirmed: tells the UI (success toast). */
    emitConfirmed: enqueueActions(({ context, enqueue }) => {
      const head = context.queue[0]
      if (!head) return
      enqueue.emit({
        type: head.kind === 'add' ? ('wishlist.added' as const) : ('wishlist.removed' as const),
        productId: head.productId,
        productName: head.productName,
      })
    }),
    emitFailed: enqueueActions(({ context, enqueue }) => {
      if (context.failure) enqueue.emit({ type: 'wishlist.failed' as const, failure: context.failure })
    }),
    logLoadFailure: (_, params: { error: unknown }) => {
      console.error(`[wishlist] reading the wishlist failed: ${asFailure(params.error).message}`)
    },
    logMergeFailure: (_, params: { error: unknown }) => {
      const { message } = asFailure(params.error)
      console.error(`[wishlist] merging the local wishlist failed (it stays in the browser): ${message}`)
    },
  },
})
