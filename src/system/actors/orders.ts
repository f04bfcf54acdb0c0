// The order pages' actions wired to the Store API (machines/orders/order-action.machine.ts).

import { orderActionMachine } from '../../../machines/orders/order-action.machine.ts'
import type { StoreApi } from '../../api/index.ts'
import type { OrderRequest, OrderResult } from '../../domain/orders.ts'
import { apiActor } from './api-actor.ts'

export type OrderActionApi = Pick<StoreApi, 'order' | 'withdrawal' | 'context'>

export async function performOrderRequest(
  api: OrderActionApi,
  request: OrderRequest,
  now: () => Date,
): Promise<OrderResult> {
  switch (request.kind) {
    case 'openGuestOrder': {
      const order = await api.order.byDeepLink(request.code, {
        email: request.credentials.email.trim(),
        zipcode: request.credentials.zipcode.trim(),
      })
      // The proof logged the context in as the guest (`login: true`, new token adopted by the
      // client): read it, so the session shows the guest at once instead of after a reload.
      return { kind: 'guestOrder', order, session: order ? await api.context.get() : null }
    }
    case 'withdraw':
      return { kind: 'withdrawn', receipt: await api.withdrawal.declare(request.input, now) }
    case 'cancel':
      await api.order.cancel(request.orderId)
      return { kind: 'cancelled', orderId: request.orderId }
  }
}

export function orderActionWithApi(api: OrderActionApi, now: () => Date = () => new Date()) {
  return orderActionMachine.provide({
    actors: {
      perform: apiActor<OrderResult, OrderRequest>((request) => performOrderRequest(api, request, now)),
    },
  })
}
