// The order pages' actions wired to the Store API (machines/orders/order-action.machine.ts).

import { orderActionMachine } from '../../../machines/orders/order-action.machine.ts'
import type { StoreApi } from '../../api/index.ts'
import type { OrderRequest, OrderResult } from '../../domain/orders.ts'
import { apiActor } from './api-actor.ts'

export type OrderActionApi = Pick<StoreApi, 'order' | 'withdrawal'>

export async function performOrderRequest(
  api: OrderActionApi,
  request: OrderRequest,
  now: () => Date,
): Promise<OrderResult> {
  switch (request.kind) {
    case 'openGuestOrder':
      return {
        kind: 'guestOrder',
        order: await api.order.byDeepLink(request.code, {
          email: request.credentials.email.trim(),
          zipcode: request.credentials.zipcode.trim(),
        }),
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
