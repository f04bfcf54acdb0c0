// One action on an order from the order pages: a guest opening the order of a mail link, a
// withdrawal, a cancellation. editing → submitting → done (with the answer), or back to editing with
// the failure; what the shopper typed stays in the form (the machine keeps the last request too).
// Cancelling asks first: editing → confirming (`order.submit` of a cancel) → `order.confirm` →
// submitting; `order.edit` goes back. The `perform` actor is provided by src/system (the Store API
// calls); it rejects with the call's StoreApiFailure, kept as a serialisable OrderActionFailure.

import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { asFailure, type FailureReason } from '../../src/domain/failure.ts'
import { type FormFailure, formFailure } from '../../src/domain/forms.ts'
import type { OrderRequest, OrderResult } from '../../src/domain/orders.ts'

export type OrderActionEvent =
  | { type: 'order.submit'; request: OrderRequest }
  /** Cancelling: the shopper confirmed the question. */
  | { type: 'order.confirm' }
  /** Back to the form (a field changed, "no" to the question, "another withdrawal"). */
  | { type: 'order.edit' }

/** A refusal the page explains in words (wrong credentials, not cancellable …) or a form failure. */
export type OrderActionFailure = FormFailure | { kind: 'refused'; reason: FailureReason }

export interface OrderActionContext {
  request: OrderRequest | null
  result: OrderResult | null
  failure: OrderActionFailure | null
}

const REFUSALS: ReadonlySet<FailureReason> = new Set([
  'guestNotAuthenticated',
  'wrongGuestCredentials',
  'notCancellable',
  'notFound',
  'notLoggedIn',
])

/** A domain refusal keeps its reason; anything else is what a form shows (violations, wait, failed). */
export function orderActionFailure(error: unknown): OrderActionFailure {
  const failure = asFailure(error)
  if (REFUSALS.has(failure.reason)) return { kind: 'refused', reason: failure.reason }
  return formFailure(error)
}

export const orderActionMachine = setup({
  types: {
    context: {} as OrderActionContext,
    events: {} as OrderActionEvent,
  },
  actors: {
    // Provided by src/system; the default fails so a missing provide is noticed.
    perform: fromPromise<OrderResult, OrderRequest>(async () => {
      throw new Error('The order actor "perform" is not provided')
    }),
  },
  guards: {
    asksFirst: ({ event }) => {
      assertEvent(event, 'order.submit')
      return event.request.kind === 'cancel'
    },
  },
  actions: {
    keepRequest: assign(({ event }) => {
      assertEvent(event, 'order.submit')
      return { request: event.request, failure: null }
    }),
    storeResult: assign((_, params: { result: OrderResult }) => ({ result: params.result })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: orderActionFailure(params.error) })),
    clear: assign({ failure: null, result: null }),
  },
}).createMachine({
  id: 'orderAction',
  context: { request: null, result: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      description:
        'The shopper fills in the order form (guest access, withdrawal or cancellation); an answer or a failure from the last try is shown until they change something.',
      on: {
        'order.submit': [
          { guard: 'asksFirst', target: 'confirming', actions: 'keepRequest' },
          { target: 'submitting', actions: 'keepRequest' },
        ],
        'order.edit': { actions: 'clear' },
      },
    },
    confirming: {
      description: 'A cancellation asks first: the shopper confirms it or goes back to the form.',
      on: { 'order.confirm': 'submitting', 'order.edit': 'editing' },
    },
    submitting: {
      description: 'The request is with the shop; the form waits for its answer and ignores another press.',
      tags: ['busy'],
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => {
          if (!context.request) throw new Error('submitting without a request')
          return context.request
        },
        onDone: {
          target: 'done',
          actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      description:
        'The shop has answered: the page shows the result (the order, the withdrawal receipt, the cancelled order).',
      on: { 'order.edit': { target: 'editing', actions: 'clear' } },
    },
  },
})
