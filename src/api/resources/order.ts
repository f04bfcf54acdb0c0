// The logged-in customer's orders (POST /order), newest first, with everything the detail shows.

import type { Order, OrderPage } from '../../domain/customer.ts'
import type { GuestCredentials } from '../../domain/orders.ts'
import { mapOrder } from '../mappers/customer.ts'
import type { ResourceContext } from './shared.ts'

export interface OrderResource {
  list(options: { page: number; limit: number }): Promise<OrderPage>
  /** One order of the customer; null when it is not theirs or does not exist. */
  detail(id: string): Promise<Order | null>
  /**
   * The order of a deep link code (the confirmation mail's link). A logged-in owner gets it as is; a
   * guest proves e-mail and postal code and is logged in for this order (Shopware's `login`), so
   * paying again works. Rejects with guestNotAuthenticated / wrongGuestCredentials / notLoggedIn;
   * null when the code opens nothing (unknown or older than 30 days).
   */
  byDeepLink(code: string, credentials?: GuestCredentials): Promise<Order | null>
  /** POST /order/state/cancel: the order's new state (technical name). */
  cancel(orderId: string): Promise<string>
}

const ORDER_ASSOCIATIONS = {
  lineItems: { associations: { downloads: { associations: { media: {} } } } },
  transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
  deliveries: { associations: { shippingOrderAddress: { associations: { country: {}, countryState: {} } } } },
  billingAddress: { associations: { country: {}, countryState: {} } },
  documents: { associations: { documentType: {} } },
  currency: {},
  stateMachineState: {},
}

export function createOrderResource({ invoke }: ResourceContext): OrderResource {
  return {
    async list({ page, limit }) {
      const { data } = await invoke('readOrder post /order', {
        body: {
          page,
          limit,
          'total-count-mode': 'exact',
          sort: [{ field: 'orderDateTime', order: 'DESC' }],
          associations: ORDER_ASSOCIATIONS,
        },
      })
      const orders = data.orders
      return {
        orders: (orders.elements ?? []).map(mapOrder),
        total: orders.total ?? orders.elements?.length ?? 0,
        page: orders.page ?? page,
        limit: orders.limit ?? limit,
      }
    },
    async detail(orderId) {
      const { data } = await invoke('readOrder post /order', {
        body: { ids: [orderId], limit: 1, associations: ORDER_ASSOCIATIONS },
      })
      const wire = data.orders.elements?.[0]
      return wire ? mapOrder(wire) : null
    },
    async byDeepLink(code, credentials) {
      const { data } = await invoke('readOrder post /order', {
        body: {
          filter: [{ type: 'equals', field: 'deepLinkCode', value: code }],
          limit: 1,
          associations: ORDER_ASSOCIATIONS,
          ...(credentials ? { email: credentials.email, zipcode: credentials.zipcode, login: true } : {}),
        },
      })
      const wire = data.orders.elements?.[0]
      return wire ? mapOrder(wire) : null
    },
    async cancel(orderId) {
      const { data } = await invoke('cancelOrder post /order/state/cancel', { body: { orderId } })
      return data.technicalName
    },
  }
}
