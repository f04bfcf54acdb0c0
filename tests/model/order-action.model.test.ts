// The order action machine is the model: xstate/graph walks it with the shopper's events (a
// withdrawal for a real order, one with a wrong e-mail, a cancellation that is asked first and then
// confirmed or taken back, editing after an answer) and the perform actor's outcomes. Every shortest
// path is replayed against the machine wired to the embedded back end's real routes (the withdrawal
// route, POST /order/state/cancel), and the state after each step must match the model's.

import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { type OrderActionEvent, orderActionMachine } from '../../machines/orders/order-action.machine.ts'
import { storeApiFailure } from '../../src/domain/failure.ts'
import type { OrderRequest, OrderResult } from '../../src/domain/orders.ts'
import { orderActionWithApi } from '../../src/system/actors/orders.ts'
import { embeddedStoreApi } from '../../src/features/test-support/embedded-store-api.ts'
import { type FormModelEvent, formModel, replayPath } from './form.model.support.ts'

type Snapshot = SnapshotFrom<typeof orderActionMachine>
type ModelEvent =
  | FormModelEvent<OrderActionEvent>
  | { type: 'xstate.done.actor.perform'; output: OrderResult; actorId: 'perform' }

const embedded = await embeddedStoreApi()
const api = embedded.client()

/** The demo customer's first seeded order. */
const WITHDRAW: OrderRequest = {
  kind: 'withdraw',
  input: {
    orderNumber: '10001',
    email: 'demo@gartenwerk.example',
    lineItemIds: [],
    itemsDescription: '',
    comment: 'Model path',
  },
}
const WRONG_EMAIL: OrderRequest = {
  kind: 'withdraw',
  input: { ...WITHDRAW.input, email: 'someone@example.org' },
} as OrderRequest
/** Anonymous: the back end refuses a cancellation without a login. */
const CANCEL: OrderRequest = { kind: 'cancel', orderId: '0123456789abcdef0123456789abcdef' }

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

const nameOf = (request: OrderRequest | null): string =>
  request === CANCEL || request?.kind === 'cancel'
    ? 'cancel'
    : request?.kind === 'withdraw' && request.input.email === WITHDRAW.input.email
      ? 'withdraw'
      : 'wrongEmail'

function events(snapshot: Snapshot): ModelEvent[] {
  if (snapshot.matches('editing'))
    return [
      { type: 'order.submit', request: WITHDRAW },
      { type: 'order.submit', request: WRONG_EMAIL },
      { type: 'order.submit', request: CANCEL },
      { type: 'order.edit' },
    ]
  if (snapshot.matches('confirming')) return [{ type: 'order.confirm' }, { type: 'order.edit' }]
  if (snapshot.matches('submitting')) {
    const name = nameOf(snapshot.context.request)
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

function key(event: ModelEvent | undefined): string {
  if (!event || event.type === 'xstate.init') return 'start'
  if (event.type === 'order.submit') return `order.submit(${nameOf(event.request)})`
  return event.type
}

/** What the page shows: the state, the kind of answer and the failure. */
function observable(snapshot: Snapshot) {
  return {
    value: snapshot.value,
    result: snapshot.context.result?.kind ?? null,
    failure: snapshot.context.failure,
  }
}

const model = formModel(orderActionMachine, {
  events: events as (snapshot: Snapshot) => OrderActionEvent[],
  serialize: (snapshot) => [snapshot.value, snapshot.context.failure, snapshot.context.result?.kind ?? null],
  key: key as (event: OrderActionEvent | undefined) => string,
})

describe('order action model (embedded back end)', () => {
  it('covers every event and outcome', () => {
    expect(model.stepsTaken()).toEqual([
      'order.confirm',
      'order.edit',
      'order.submit(cancel)',
      'order.submit(withdraw)',
      'order.submit(wrongEmail)',
      'start',
      'xstate.done.actor.perform',
      'xstate.error.actor.perform',
    ])
  })

  model.paths.forEach((path) => {
    it(model.title(path), async () => {
      const actor = createActor(orderActionWithApi(api)).start()
      await replayPath(actor, path, {
        key: key as (event: OrderActionEvent | undefined) => string,
        observable,
        toSend: (event) => (event.type.startsWith('order.') ? (event as OrderActionEvent) : null),
        busy: (snapshot) => snapshot.matches('submitting'),
      })
      actor.stop()
    })
  })

  it('the withdrawals of the paths were confirmed by mail', () => {
    const mails = embedded.backend.listOutbox(200).filter((m) => m.template === 'order.withdrawal.received')
    expect(mails.length).toBeGreaterThan(0)
    expect(mails.every((m) => m.subject.includes('10001'))).toBe(true)
  })
})
