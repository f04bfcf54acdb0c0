// Types, declared actors, guards and actions of the cart machine (the states are in
// cart.machine.ts). Every implementation is named; src/system provides the real actors, tests fakes.

import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import {
  type Cart,
  type CartChange,
  cartStateKind,
  type CartStateKind,
  collectMessages,
  describeCartFailure,
  displayCart,
  enqueueOperation,
} from '../../src/domain/cart.ts'
import { blockingErrors } from '../../src/domain/checkout.ts'
import {
  type CartBroadcast,
  type CartEmitted,
  type CartEvent,
  type CartInput,
  type CartMachineContext,
  changeOf,
  isValidChange,
} from './cart.types.ts'

function notProvided<TOutput, TInput>(name: string) {
  // The machine declares what it needs; running it without `.provide()` fails loudly and visibly.
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The cart actor "${name}" is not provided`)
  })
}

function withCart(context: CartMachineContext, cart: Cart, dequeue: boolean) {
  const queue = dequeue ? context.queue.slice(1) : context.queue
  return {
    cart,
    queue,
    display: displayCart(cart, queue),
    messages: collectMessages(context.messages, cart.errors),
  }
}

const baseSetup = setup({
  types: {
    context: {} as CartMachineContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    /** GET /checkout/cart. */
    loadCart: notProvided<Cart, void>('loadCart'),
    /** The one Store API call of a change (add, PATCH quantity, delete, promotion); resolves with the new cart. */
    syncChange: notProvided<Cart, CartChange>('syncChange'),
  },
  guards: {
    hasCart: ({ context }) => context.cart !== null,
    awaitsSession: ({ context }) => context.awaitSession,
    isValidChange: ({ event }) => isValidChange(changeOf(event)),
    queueEmpty: ({ context }) => context.queue.length === 0,
    headIsRefresh: ({ context }) => context.queue[0]?.kind === 'refresh',
    hasMessages: ({ context }) => context.messages.length > 0,
    /** The confirmed cart carries errors that block an order (Shopware's blockOrder()). */
    hasBlockingErrors: ({ context }) => blockingErrors(context.cart).length > 0,
    kindIs: ({ context }, params: { kind: CartStateKind }) => cartStateKind(context.display) === params.kind,
    kindIsNot: ({ context }, params: { kind: CartStateKind }) =>
      cartStateKind(context.display) !== params.kind,
  },
  actions: {
    /** Queues the event's change (merging where possible) and shows it at once. */
    enqueueChange: assign(({ context, event }, params: { inFlight: boolean }) => {
      const change = changeOf(event)
      if (!change) return {}
      const queue = enqueueOperation(context.queue, change, params.inFlight)
      return { queue, display: displayCart(context.cart, queue), failure: null }
    }),
    enqueueRefresh: assign(({ context }, params: { inFlight: boolean }) => ({
      queue: enqueueOperation(context.queue, { kind: 'refresh' }, params.inFlight),
    })),
    /** The server's answer replaces the confirmed cart; its errors go to the error store. */
    storeCart: assign(({ context }, params: { cart: Cart; dequeue: boolean }) =>
      withCart(context, params.cart, params.dequeue),
    ),
    /** The head was refused: drop it, show the server's cart plus what is still queued. */
    rollBack: assign(({ context }, params: { error: unknown }) => {
      const head = context.queue[0] ?? { kind: 'refresh' as const }
      const failure = describeCartFailure(head, params.error)
      // A refusal (4xx) left the server's cart as it was. After a timeout, a network error or a 5xx
      // nobody knows whether the change was applied: the cart is read again.
      const unknownOutcome = failure.status === null || failure.status === 408 || failure.status >= 500
      const rest = context.queue.slice(1)
      const queue = unknownOutcome ? enqueueOperation(rest, { kind: 'refresh' }, false) : rest
      return { queue, display: displayCart(context.cart, queue), failure }
    }),
    /** A cart the checkout already read after its own change: stored like an answer, no request. */
    adoptCart: assign(({ context, event }) => {
      assertEvent(event, 'cart.adopt')
      return withCart(context, event.cart, false)
    }),
    dropHead: assign(({ context }) => {
      const queue = context.queue.slice(1)
      return { queue, display: displayCart(context.cart, queue) }
    }),
    emitAdding: emit(({ event }) => {
      assertEvent(event, 'cart.add')
      return {
        type: 'cart.adding' as const,
        productId: event.productId,
        productName: event.productName,
        quantity: event.quantity,
      }
    }),
    /** Runs before the head is dropped: a confirmed add tells the UI (toast). */
    emitConfirmed: enqueueActions(({ context, enqueue }) => {
      const head = context.queue[0]
      if (head?.kind !== 'add') return
      enqueue.emit({
        type: 'cart.added',
        productId: head.productId,
        productName: head.productName,
        quantity: head.quantity,
      })
    }),
    emitFailed: emit(({ context }) => ({
      type: 'cart.failed' as const,
      failure: context.failure ?? describeCartFailure({ kind: 'refresh' }, 'Unknown failure'),
    })),
    emitMessages: emit(({ context }) => ({ type: 'cart.messages' as const, messages: context.messages })),
    clearMessages: assign({ messages: [] }),
    logRefreshFailure: (_, params: { error: unknown }) => {
      const failure = describeCartFailure({ kind: 'refresh' }, params.error)
      console.error(`[cart] refresh failed: ${failure.message}`)
    },
  },
})

// The checkout decides with the cart it holds (empty, downloads, blocking errors) and compares it
// with the server's before it places the order: every cart the server answered the cart actor is
// passed on through the root (`cart.updated`), so a quantity changed on the confirm step is the one
// the shopper confirms. A cart running alone (tests) has no parent to tell (machines/parent.ts).
// (Added with `extend`, as in the session machine: inside the first `setup()` an enqueueActions
// loses the guard types.)
export const cartSetup = baseSetup.extend({
  actions: {
    notifyParent: baseSetup.enqueueActions(({ context, enqueue }) => {
      if (!context.cart || !context.parent) return
      const updated: CartBroadcast = { type: 'cart.updated', cart: context.cart }
      enqueue.sendTo(context.parent, updated)
    }),
  },
})
