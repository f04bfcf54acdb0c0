// The cart: what the shopper has put aside, as the Store
// API calculated it, plus the changes still on their way to it.
//
// Three parallel regions:
// - `content` follows what the UI shows (`context.display`): empty (good items ≤ 0), filled, or
//   virtual (every non-promotion item is a download); derived after every change, never set by hand.
// - `errors` follows the confirmed cart: withErrors while it carries errors that block an order
//   (Shopware's blockOrder(): error level, blocked shipping or payment method), else none.
// - `sync` talks to the Store API one operation at a time. Every change is queued (merged where
//   nothing is lost) and shown at once (optimistic); the server's answer replaces the cart. A change
//   the server refuses (HTTP error) is dropped and the UI falls back to the server's cart, with a
//   `cart.failed` event for the message. Cart errors of every answer go to the error store
//   (`context.messages`), which `cart.takeMessages` emits once and clears.
//
// Refreshes after every session change (login, logout, country, currency): the root forwards the
// session's `session.changed`. Its first load waits for the session's first one (`awaitSession`).

import { not } from 'xstate'
import { cartSetup } from './cart.setup.ts'
import { type CartStateKind, collectMessages } from '../../src/domain/cart.ts'
import type { Cart } from './cart.types.ts'

function rederiveUnless(kind: CartStateKind) {
  return { always: { guard: { type: 'kindIsNot' as const, params: { kind } }, target: 'deriving' as const } }
}

/** The change events; `inFlight` says whether the queue's head is already being sent. */
function changeHandlers(inFlight: boolean, target?: 'next') {
  const enqueue = { type: 'enqueueChange' as const, params: { inFlight } }
  const on = (extra: 'emitAdding' | null = null) => ({
    guard: 'isValidChange' as const,
    ...(target ? { target } : {}),
    actions: extra ? [enqueue, extra] : [enqueue],
  })
  return {
    'cart.add': on('emitAdding'),
    'cart.changeQuantity': on(),
    'cart.remove': on(),
    'cart.addPromotion': on(),
    'cart.removePromotion': on(),
  }
}

function refreshHandlers(inFlight: boolean, target?: 'next') {
  const handler = {
    ...(target ? { target } : {}),
    actions: { type: 'enqueueRefresh' as const, params: { inFlight } },
  }
  return { 'session.changed': handler }
}

const cartArrived = (dequeue: boolean) => ({
  type: 'storeCart' as const,
  params: ({ event }: { event: { output: Cart } }) => ({ cart: event.output, dequeue }),
})

export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({
    cart: input.cart ?? null,
    display: input.cart ?? null,
    queue: [],
    messages: collectMessages([], input.cart?.errors ?? []),
    failure: null,
    awaitSession: input.awaitSession ?? false,
    parent: input.parent ?? null,
  }),
  on: {
    'cart.takeMessages': { guard: 'hasMessages', actions: ['emitMessages', 'clearMessages'] },
    // The checkout changed the context and read the cart afterwards (forwarded by the root).
    'cart.adopt': { actions: 'adoptCart' },
  },
  states: {
    content: {
      description: 'What is in the cart, derived from the cart the shop last confirmed.',
      initial: 'deriving',
      states: {
        deriving: {
          description: 'Works out at once whether the cart is empty, holds goods to ship, or downloads only.',
          always: [
            { guard: { type: 'kindIs', params: { kind: 'virtual' } }, target: 'virtual' },
            { guard: { type: 'kindIs', params: { kind: 'filled' } }, target: 'filled' },
            { target: 'empty' },
          ],
        },
        empty: {
          ...rederiveUnless('empty'),
          description: 'The cart holds nothing: the page says so and offers the shop.',
        },
        filled: { ...rederiveUnless('filled'), description: 'The cart holds goods that are shipped.' },
        virtual: {
          ...rederiveUnless('virtual'),
          description: 'The cart holds downloads only: nothing is shipped.',
        },
      },
    },
    errors: {
      description:
        'Whether the shop reports problems that block ordering (a product out of stock, a quantity too high).',
      initial: 'deriving',
      states: {
        deriving: {
          description: 'Works out at once whether the shop reported blocking problems.',
          always: [{ guard: 'hasBlockingErrors', target: 'withErrors' }, { target: 'none' }],
        },
        none: {
          description: 'Nothing blocks the order.',
          always: { guard: 'hasBlockingErrors', target: 'withErrors' },
        },
        withErrors: {
          description:
            'The shop reported problems that block ordering: the cart shows them and the checkout cannot place the order.',
          always: { guard: not('hasBlockingErrors'), target: 'none' },
        },
      },
    },
    sync: {
      description:
        'Talking to the shop: loading the cart and sending the shopper’s changes one after another.',
      initial: 'starting',
      // Any busy state queues what arrives; `idle` additionally starts working on it.
      on: { ...changeHandlers(true), ...refreshHandlers(true) },
      states: {
        // With a dehydrated cart (server-rendered page) the browser does not load it again.
        starting: {
          description:
            'Decides at once where to begin: with the cart the page was rendered with, by waiting for the session, or by loading it.',
          always: [
            { guard: 'hasCart', target: 'idle' },
            { guard: 'awaitsSession', target: 'waitingForSession' },
            { target: 'loading' },
          ],
        },
        // The session's first load decides the context (and its token) the cart belongs to. Changes
        // and refreshes asked for meanwhile are queued for after the first load.
        waitingForSession: {
          description: 'The first load waits until the session knows the shopper’s context.',
          on: {
            ...changeHandlers(false),
            'session.changed': { target: 'loading' },
            'session.loadFailed': { target: 'loading' },
          },
        },
        loading: {
          description: 'The cart is being read from the shop.',
          // Nothing from the queue is in flight while the first load runs. The session's own first
          // load (same token, same cart) needs no second request.
          on: {
            ...changeHandlers(false),
            'session.changed': {},
          },
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: { target: 'next', actions: [cartArrived(false), 'notifyParent'] },
            onError: {
              target: 'next',
              actions: [{ type: 'logRefreshFailure', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        idle: {
          description: 'Up to date with the shop; ready for the shopper’s next change.',
          on: { ...changeHandlers(false, 'next'), ...refreshHandlers(false, 'next') },
        },
        next: {
          description: 'Takes the next queued change or refresh at once, or rests when there is none.',
          always: [
            { guard: 'queueEmpty', target: 'idle' },
            { guard: 'headIsRefresh', target: 'refreshing' },
            { target: 'sending' },
          ],
        },
        sending: {
          description:
            'A change (add, quantity, remove, promotion code) is with the shop; further changes queue behind it.',
          invoke: {
            id: 'syncChange',
            src: 'syncChange',
            input: ({ context }) => {
              const head = context.queue[0]
              if (!head || head.kind === 'refresh') throw new Error('sending without a change at the head')
              return head
            },
            onDone: { target: 'next', actions: ['emitConfirmed', cartArrived(true), 'notifyParent'] },
            onError: {
              target: 'next',
              actions: [{ type: 'rollBack', params: ({ event }) => ({ error: event.error }) }, 'emitFailed'],
            },
          },
        },
        refreshing: {
          description:
            'The cart is read again (after a login or logout, or a change of the delivery country).',
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: { target: 'next', actions: [cartArrived(true), 'notifyParent'] },
            // A failed refresh is only logged: the old cart stays.
            onError: {
              target: 'next',
              actions: [
                { type: 'logRefreshFailure', params: ({ event }) => ({ error: event.error }) },
                'dropHead',
              ],
            },
          },
        },
      },
    },
  },
})
