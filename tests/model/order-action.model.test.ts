// The order action machine is the model: xstate/graph walks it with the shopper's events (a
// withdrawal for a real order, one with a wrong e-mail, a cancellation that is asked first and then
// confirmed or taken back, editing after an answer) and the perform actor's outcomes. Every shortest
// path is replayed against the machine wired to the embedded back end's real routes (the withdrawal
// route, POST /order/state/cancel), and the state after each step must match the model's.

import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { OrderActionEvent } from '../../machines/orders/order-action.machine.ts'
import { orderActionWithApi } from '../../src/system/actors/orders.ts'
import { embeddedStoreApi } from '../../src/features/test-support/embedded-store-api.ts'
import { replayPath } from './form.model.support.ts'
import {
  type OrderActionModelEvent,
  type OrderActionSnapshot,
  orderActionKey,
  orderActionModel,
} from './order-action.model.support.ts'

const embedded = await embeddedStoreApi()
const api = embedded.client()
const key = orderActionKey as (event: OrderActionEvent | undefined) => string

/** What the page shows: the state, the kind of answer and the failure. */
function observable(snapshot: OrderActionSnapshot) {
  return {
    value: snapshot.value,
    result: snapshot.context.result?.kind ?? null,
    failure: snapshot.context.failure,
  }
}

const model = orderActionModel()

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
        key,
        observable,
        toSend: (event: OrderActionModelEvent) =>
          event.type.startsWith('order.') ? (event as OrderActionEvent) : null,
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
