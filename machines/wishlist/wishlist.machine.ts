// The wishlist: the products a shopper keeps for later, as ordered ids.
//
// - `dormant` until something needs the list (`wishlist.load`, or a first add/remove, which is
//   queued). The server's actor system stays dormant: the server cannot know a guest's list (it is in
//   the browser), so every page is rendered with an empty wishlist and the browser reads it after
//   its actor system started.
// - `active` follows the session (the root forwards its `session.changed`; the owner is noted even
//   while dormant): a logged-in, non-guest customer's list lives on the server, everyone else's in
//   local storage (`sw-wishlist-items`). When the owner changes the list is read again; on login
//   the local ids are first merged into the server list and local storage is cleared (`merging`),
//   on logout the (local) list is read again. A session whose first load failed counts as anonymous.
// - Changes are optimistic: queued and shown at once, written one at a time; a refused write is
//   dropped (the list falls back to the confirmed one) and `wishlist.failed` is emitted, a
//   confirmed one emits `wishlist.added` / `wishlist.removed` (toasts).
// - Read errors empty the list; a 404 (the customer has no wishlist yet) silently, others are logged.

import { listOwner, wishlistSetup } from './wishlist.setup.ts'

/** Add and remove: queued (and shown) in every active state; `idle` additionally starts writing. */
function changeHandlers(inFlight: boolean, target?: 'next') {
  const handler = {
    guard: 'changesDisplay' as const,
    ...(target ? { target } : {}),
    actions: { type: 'enqueueChange' as const, params: { inFlight } },
  }
  return { 'wishlist.add': handler, 'wishlist.remove': handler }
}

export const wishlistMachine = wishlistSetup.createMachine({
  id: 'wishlist',
  context: ({ input }) => ({
    owner: input?.session ? { customerId: listOwner(input.session) } : null,
    status: 'unknown',
    storage: null,
    customerId: null,
    confirmed: input?.productIds ?? [],
    productIds: input?.productIds ?? [],
    queue: [],
    failure: null,
  }),
  initial: 'dormant',
  on: {
    'session.changed': { actions: 'noteOwner' },
    'session.loadFailed': { actions: 'noteLoadFailed' },
  },
  states: {
    dormant: {
      description:
        'Nothing loaded yet: the wishlist wakes up when a page shows it or the shopper adds or removes a product.',
      on: {
        'wishlist.load': { target: 'active' },
        'wishlist.add': { ...changeHandlers(false)['wishlist.add'], target: 'active' },
        'wishlist.remove': { ...changeHandlers(false)['wishlist.remove'], target: 'active' },
      },
    },
    active: {
      description:
        'The wishlist is in use; when the shopper logs in or out it starts over for the new owner.',
      initial: 'waiting',
      // Another owner (login, logout): whatever was going on is dropped and the list read again;
      // queued changes stay and are written to the new owner's list.
      always: { guard: 'ownerChanged', target: '.resolving', actions: 'storeOwner' },
      on: changeHandlers(false),
      states: {
        // Until the session says who the shopper is.
        waiting: { description: 'Waits until the session says who the shopper is.' },
        resolving: {
          description:
            'Decides at once where the list lives: in the customer’s account (then a list kept in this browser is merged into it first) or in this browser.',
          always: [{ guard: 'isServer', target: 'merging' }, { target: 'loading' }],
        },
        merging: {
          description: 'The products kept in this browser are added to the customer’s list in the shop.',
          invoke: {
            id: 'mergeLocal',
            src: 'mergeLocal',
            onDone: { target: 'loading' },
            onError: {
              target: 'loading',
              actions: { type: 'logMergeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loading: {
          description: 'The list is being read.',
          invoke: {
            id: 'loadList',
            src: 'loadList',
            input: ({ context }) => ({ storage: context.storage ?? 'local' }),
            onDone: {
              target: 'next',
              actions: { type: 'storeList', params: ({ event }) => ({ ids: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                target: 'next',
                actions: 'emptyList',
              },
              {
                target: 'next',
                actions: [
                  { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) },
                  'emptyList',
                ],
              },
            ],
          },
        },
        idle: {
          description: 'The list is shown; ready for the next add or remove.',
          on: changeHandlers(false, 'next'),
        },
        next: {
          description: 'Takes the next queued change at once, or rests when there is none.',
          always: [
            { guard: 'queueEmpty', target: 'idle' },
            { guard: 'headIsNoop', target: 'next', reenter: true, actions: 'dropHead' },
            { target: 'sending' },
          ],
        },
        sending: {
          description: 'A change is being saved; further changes queue behind it.',
          on: changeHandlers(true),
          invoke: {
            id: 'syncChange',
            src: 'syncChange',
            input: ({ context }) => {
              const [head] = context.queue
              if (!head || !context.storage) throw new Error('sending without a change or an owner')
              const ids = context.confirmed.filter((id) => id !== head.productId)
              return {
                storage: context.storage,
                change: head,
                ids: head.kind === 'add' ? [...ids, head.productId] : ids,
              }
            },
            onDone: { target: 'next', actions: ['emitConfirmed', 'confirmHead'] },
            onError: {
              target: 'next',
              actions: [{ type: 'rollBack', params: ({ event }) => ({ error: event.error }) }, 'emitFailed'],
            },
          },
        },
      },
    },
  },
})
