// Placing and paying an order: the checkout configuration (GET /context), POST /checkout/order,
// POST /handle-payment, POST /order/payment, and one order read with what the checkout needs.

import type { CheckoutConfig, CheckoutOrder } from '../../domain/checkout.ts'
import { mapCheckoutConfig, mapCheckoutOrder } from '../mappers/checkout.ts'
import type { ResourceContext } from './shared.ts'

export interface PaymentUrls {
  /** Where the provider sends the shopper after paying (a path or an absolute URL of the shop). */
  finishUrl: string
  /** Where the provider sends the shopper after a decline, a cancel or an expired link. */
  errorUrl: string
}

export interface CheckoutResource {
  config(): Promise<CheckoutConfig>
  placeOrder(options?: { customerComment?: string }): Promise<CheckoutOrder>
  /** The provider's page to send the shopper to; null when nothing is paid online (prepayment, invoice). */
  handlePayment(orderId: string, urls: PaymentUrls): Promise<string | null>
  /** Another method for an unpaid order, or the same one again after a failed or cancelled payment. */
  setPayment(orderId: string, paymentMethodId: string): Promise<void>
  /** One order of the shopper (customer or guest); null when it is not theirs or does not exist. */
  order(orderId: string): Promise<CheckoutOrder | null>
}

const ORDER_ASSOCIATIONS = {
  lineItems: { associations: { downloads: { associations: { media: {} } } } },
  transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
  deliveries: {
    associations: {
      shippingOrderAddress: { associations: { country: {}, countryState: {} } },
      shippingMethod: {},
    },
  },
  billingAddress: { associations: { country: {}, countryState: {} } },
  currency: {},
  stateMachineState: {},
}

export function createCheckoutResource({ invoke }: ResourceContext): CheckoutResource {
  return {
    async config() {
      const { data } = await invoke('readContext get /context')
      return mapCheckoutConfig(data)
    },
    async placeOrder(options = {}) {
      const { data } = await invoke('createOrder post /checkout/order', { body: options })
      return mapCheckoutOrder(data)
    },
    async handlePayment(orderId, urls) {
      const { data } = await invoke('handlePaymentMethod post /handle-payment', {
        body: { orderId, ...urls },
      })
      // The schema says string; Shopware (and the embedded back end) answer null without a redirect.
      const redirectUrl: unknown = data.redirectUrl
      return typeof redirectUrl === 'string' && redirectUrl !== '' ? redirectUrl : null
    },
    async setPayment(orderId, paymentMethodId) {
      await invoke('orderSetPayment post /order/payment', { body: { orderId, paymentMethodId } })
    },
    async order(orderId) {
      const { data } = await invoke('readOrder post /order', {
        body: { ids: [orderId], limit: 1, associations: ORDER_ASSOCIATIONS },
      })
      const wire = data.orders.elements?.[0]
      return wire ? mapCheckoutOrder(wire, data.paymentChangeable?.[wire.id]) : null
    },
  }
}
