// The order action's model, shared by its two replays: the model test (order-action.model.test.ts,
// the machine against the embedded back end) and the UI replay (tests/paths-ui, the withdrawal page
// and the account's order page in Chromium). Both take their paths from `orderActionModel`, so a
// path has the same steps and the same title in both.
//
// The samples: a withdrawal for the demo customer's first order, one with a wrong e-mail, and a
// cancellation without a login (the back end refuses it), asked first and then confirmed or taken
// back; editing after an answer.

import type { SnapshotFrom } from 'xstate'
import { type OrderActionEvent, orderActionMachine } from '../../machines/orders/order-action.machine.ts'
import { storeApiFailure } from '../../src/domain/failure.ts'
import type { OrderRequest, OrderResult } from '../../src/domain/orders.ts'
import { type FormModelEvent, formModel } from './form-model.ts'

export type OrderActionSnapshot = SnapshotFrom<typeof orderActionMachine>
export type OrderActionModelEvent =
  | FormModelEvent<OrderActionEvent>
  | { type: 'xstate.done.actor.perform'; output: OrderResult; actorId: 'perform' }

type Withdrawal = Extract<OrderRequest, { kind: 'withdraw' }>

/** The demo customer's first seeded order. */
export const WITHDRAW: Withdrawal = {
  kind: 'withdraw',
  input: {
    orderNumber: '10001',
    email: 'demo@gartenwerk.example',
    lineItemIds: [],
    itemsDescription: '',
    comment: 'Model path',
  },
}
export const WRONG_EMAIL: Withdrawal = {
  kind: 'withdraw',
  input: { ...WITHDRAW.input, email: 'someone@example.org' },
}
/** Anonymous: the back end refuses a cancellation without a login. */
export const CANCEL: OrderRequest = { kind: 'cancel', orderId: '0123456789abcdef0123456789abcdef' }

const RECEIPT: OrderResult = {
  kind: 'withdrawn',
  receipt: {
    orderNumber: '10001',
    receivedAt: '',
    lineItems: [],
    itemsDescription: null,
    excludedLineItems: [],
    channel: 'shop',
  },
}

export type OrderSample = 'withdraw' | 'wrongEmail' | 'cancel'

/** Which sample a request is. */
export function orderSample(request: OrderRequest | null): OrderSample {
  if (request === CANCEL || request?.kind === 'cancel') return 'cancel'
  return request?.kind === 'withdraw' && request.input.email === WITHDRAW.input.email
    ? 'withdraw'
    : 'wrongEmail'
}

function events(snapshot: OrderActionSnapshot): OrderActionModelEvent[] {
  if (snapshot.matches('editing'))
    return [
      { type: 'order.submit', request: WITHDRAW },
      { type: 'order.submit', request: WRONG_EMAIL },
      { type: 'order.submit', request: CANCEL },
      { type: 'order.edit' },
    ]
  if (snapshot.matches('confirming')) return [{ type: 'order.confirm' }, { type: 'order.edit' }]
  if (snapshot.matches('submitting')) {
    const name = orderSample(snapshot.context.request)
    if (name === 'withdraw')
      return [{ type: 'xstate.done.actor.perform', output: RECEIPT, actorId: 'perform' }]
    const reason = name === 'cancel' ? 'notLoggedIn' : 'notFound'
    return [
      {
        type: 'xstate.error.actor.perform',
        error: storeApiFailure({ status: name === 'cancel' ? 403 : 404, reason }),
        actorId: 'perform',
      },
    ]
  }
  return [{ type: 'order.edit' }]
}

/** A step's name in test titles (`order.submit(cancel)`; `start` for the path's first step). */
export function orderActionKey(event: OrderActionModelEvent | undefined): string {
  if (!event || event.type === 'xstate.init') return 'start'
  if (event.type === 'order.submit') return `order.submit(${orderSample(event.request)})`
  return event.type
}

/**
 * The model: every shortest path with the events above, states told apart by where an event came
 * from too (so "no, keep the order" and "another withdrawal" are taken, not only editing in place).
 */
export function orderActionModel() {
  return formModel(orderActionMachine, {
    events: events as (snapshot: OrderActionSnapshot) => OrderActionEvent[],
    serialize: (snapshot) => [
      snapshot.value,
      snapshot.context.failure,
      snapshot.context.result?.kind ?? null,
    ],
    key: orderActionKey as (event: OrderActionEvent | undefined) => string,
    bySource: true,
  })
}
