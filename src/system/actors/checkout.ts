// The checkout machine wired to the Store API. Every change of the context answers what the
// context, the cart and the available methods are afterwards (the checkout hands session and cart
// on to the root). Placing compares the server's cart with the one the shopper confirmed before it
// posts the order; paying builds the provider's return URLs from the success routes.

import type { AddressChoice, PaymentChange } from '../../../machines/checkout/checkout.setup.ts'
import { checkoutMachine } from '../../../machines/checkout/checkout.machine.ts'
import type { PaymentUrls, StoreApi } from '../../api/index.ts'
import type { Cart } from '../../domain/cart.ts'
import {
  type CheckoutData,
  type CheckoutOrder,
  type ContextAnswer,
  checkoutIdentity,
  explainCartChanges,
  type PlaceOrderResult,
} from '../../domain/checkout.ts'
import type { CustomerAddress } from '../../domain/customer.ts'
import { asFailure, storeApiFailure } from '../../domain/failure.ts'
import type { SessionContext } from '../../domain/types.ts'
import { actorsOn, type PortsOf } from './api-actor.ts'

/** What the checkout needs of the Store API client. */
export type CheckoutApi = Pick<
  StoreApi,
  'context' | 'cart' | 'address' | 'paymentMethod' | 'shippingMethod' | 'checkout'
>

export interface CheckoutAdapterOptions {
  /**
   * What precedes the success routes in the provider's return URLs: the shop's origin
   * (`https://shop.example`), the locale's path prefix (`/fr-FR`) or both; without one they are
   * paths, which the provider resolves against its own page on the shop's origin.
   */
  origin?: () => string | null
}

/**
 * The success routes the provider sends the shopper back to, or `returnPath` (a page of the shop,
 * e.g. the account's order page, which reads the order's new state itself) for both outcomes.
 */
export function paymentUrls(
  orderId: string,
  origin: string | null,
  returnPath: string | null = null,
): PaymentUrls {
  if (returnPath?.startsWith('/') && !returnPath.startsWith('//')) {
    const url = `${origin ?? ''}${returnPath}`
    return { finishUrl: url, errorUrl: url }
  }
  const base = `${origin ?? ''}/checkout/success/${encodeURIComponent(orderId)}`
  return { finishUrl: `${base}/paid`, errorUrl: `${base}/unpaid` }
}

/** The address book of a known shopper; an anonymous one has none (the Store API would answer 403). */
async function addressesOf(api: CheckoutApi, session: SessionContext): Promise<CustomerAddress[]> {
  if (checkoutIdentity(session) === 'anonymous') return []
  return api.address.list()
}

/**
 * The cart first: calculating it may switch a method the new context cannot use (and says so once),
 * so the context and the available methods are read after it.
 */
async function answer(api: CheckoutApi, withAddresses: boolean): Promise<ContextAnswer> {
  const cart = await api.cart.get()
  const [session, shippingMethods, paymentMethods] = await Promise.all([
    api.context.get(),
    api.shippingMethod.list({ onlyAvailable: true }),
    api.paymentMethod.list({ onlyAvailable: true }),
  ])
  const addresses = withAddresses ? await addressesOf(api, session) : null
  return { session, cart, shippingMethods, paymentMethods, addresses }
}

async function load(api: CheckoutApi): Promise<CheckoutData> {
  const [config, { session, cart, shippingMethods, paymentMethods, addresses }] = await Promise.all([
    api.checkout.config(),
    answer(api, true),
  ])
  return { config, session, cart, shippingMethods, paymentMethods, addresses: addresses ?? [] }
}

export async function saveAddresses(api: CheckoutApi, choice: AddressChoice): Promise<ContextAnswer> {
  if (choice.kind === 'select') {
    await api.context.update({
      billingAddressId: choice.billingAddressId,
      shippingAddressId: choice.shippingAddressId,
    })
    return answer(api, false)
  }
  const created = await api.address.create(choice.address)
  await api.context.update({
    ...(choice.use !== 'shipping' ? { billingAddressId: created.id } : {}),
    ...(choice.use !== 'billing' ? { shippingAddressId: created.id } : {}),
  })
  return answer(api, true)
}

/** The cart (then the context it may have switched a method of), when it differs from the confirmed one. */
async function changed(api: CheckoutApi, confirmedCart: Cart): Promise<PlaceOrderResult | null> {
  const cart = await api.cart.get()
  const session = await api.context.get()
  return explainCartChanges(confirmedCart, cart).length > 0 ? { outcome: 'cartChanged', session, cart } : null
}

/**
 * The order only for the cart the shopper confirmed. The back end refuses a cart that changed since
 * it was last shown too (400): the answer is then the new cart, so the shopper sees why.
 */
export async function placeOrder(api: CheckoutApi, confirmedCart: Cart): Promise<PlaceOrderResult> {
  const before = await changed(api, confirmedCart)
  if (before) return before
  let order: CheckoutOrder
  try {
    order = await api.checkout.placeOrder()
  } catch (error) {
    const failure = asFailure(error)
    // Emptied meanwhile (another tab ordered it) or blocked by new cart errors: the shopper sees
    // the cart as it is now, with its errors, instead of a bare refusal.
    if (failure.reason === 'cartEmpty' || failure.reason === 'cartInvalid') {
      const cart = await api.cart.get()
      return { outcome: 'cartChanged', session: await api.context.get(), cart }
    }
    if (failure.status === 400) {
      const after = await changed(api, confirmedCart)
      if (after) return after
    }
    throw failure
  }
  // The order emptied the cart: the header and the cart page show that at once.
  const [session, cart] = await Promise.all([api.context.get(), api.cart.get()])
  return { outcome: 'placed', order, session, cart }
}

async function readOrder(api: CheckoutApi, orderId: string): Promise<CheckoutOrder> {
  const order = await api.checkout.order(orderId)
  if (!order)
    throw storeApiFailure({ status: 404, reason: 'notFound', message: `Order ${orderId} not found` })
  return order
}

/** What the checkout's actors use: the Store API client and the return URLs' origin. */
export interface CheckoutPorts {
  api: CheckoutApi
  origin: () => string | null
}

export function checkoutWith(portsOf: PortsOf<CheckoutPorts>) {
  const on = actorsOn(portsOf)
  return checkoutMachine.provide({
    actors: {
      loadCheckout: on<CheckoutData>((ports) => load(ports.api)),
      saveAddresses: on<ContextAnswer, AddressChoice>((ports, choice) => saveAddresses(ports.api, choice)),
      saveShipping: on<ContextAnswer, string>(async (ports, shippingMethodId) => {
        await ports.api.context.update({ shippingMethodId })
        return answer(ports.api, false)
      }),
      savePayment: on<ContextAnswer, string>(async (ports, paymentMethodId) => {
        await ports.api.context.update({ paymentMethodId })
        return answer(ports.api, false)
      }),
      placeOrder: on<PlaceOrderResult, { confirmedCart: Cart }>((ports, { confirmedCart }) =>
        placeOrder(ports.api, confirmedCart),
      ),
      startPayment: on<{ redirectUrl: string | null }, { orderId: string; returnPath: string | null }>(
        async (ports, { orderId, returnPath }) => ({
          redirectUrl: await ports.api.checkout.handlePayment(
            orderId,
            paymentUrls(orderId, ports.origin(), returnPath),
          ),
        }),
      ),
      loadOrder: on<CheckoutOrder, { orderId: string }>((ports, { orderId }) =>
        readOrder(ports.api, orderId),
      ),
      changePayment: on<CheckoutOrder, PaymentChange>(async (ports, { orderId, paymentMethodId, change }) => {
        if (change) await ports.api.checkout.setPayment(orderId, paymentMethodId)
        return readOrder(ports.api, orderId)
      }),
    },
  })
}

export function checkoutWithApi(api: CheckoutApi, options: CheckoutAdapterOptions = {}) {
  const origin = options.origin ?? (() => null)
  return checkoutWith(() => ({ api, origin }))
}
