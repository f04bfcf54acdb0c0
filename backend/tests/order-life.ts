// The order life as random sequences of real Store API calls (backend/tests/order-life.property.test.ts):
// the actions a shopper, a fraudster or a race can take, and the money invariants that must hold
// after every one of them, whatever came before. Actions name their targets by index (taken modulo
// what exists when they run), so any sequence is runnable and fast-check can shrink a failing one.

import fc from 'fast-check'
import { idFor } from '../lib/ids.ts'
import { expectErrorResponse } from '../test-support/contract.ts'
import { registration, uniqueEmail } from './account-helpers.ts'
import { type CartBackend, productId, shopper } from './cart-helpers.ts'
import type { Shopper } from './checkout-helpers.ts'
import { withOrder } from './checkout-helpers.ts'
import type { Call, JsonValue } from './helpers.ts'
import { ERROR, FINISH } from './payment-helpers.ts'

export const COUNTRIES = ['DE', 'CH', 'AT', 'FR'] as const
export const PRODUCTS = ['GW-TEAK-OIL', 'GW-COVER-CHAIRS', 'GW-CARE-GUIDE'] as const
export const CODES = ['WELCOME10', 'GIFT25', 'VIP20', 'SUMMER50'] as const
export const METHODS = ['card', 'paypal', 'apple-pay', 'prepayment', 'invoice'] as const
export const GATEWAY_ACTIONS = ['pay', 'decline', 'approve', 'cancel'] as const

type Country = (typeof COUNTRIES)[number]
type Method = (typeof METHODS)[number]

/** One step. `who` picks a shopper, `order`/`session`/`address` an existing one (modulo the count). */
export type Action =
  | { t: 'country'; who: number; country: Country }
  | { t: 'address'; who: number; country: Country }
  | { t: 'shipTo'; who: number; address: number }
  | { t: 'add'; who: number; product: number; quantity: number }
  | { t: 'code'; who: number; code: number }
  | { t: 'method'; who: number; method: Method }
  | { t: 'order'; who: number; product: number; method: Method }
  | { t: 'handle'; order: number }
  | { t: 'gateway'; session: number; action: (typeof GATEWAY_ACTIONS)[number] }
  | { t: 'changeMethod'; order: number; method: Method }
  | { t: 'cancel'; order: number }
  | { t: 'withdraw'; order: number }
  | { t: 'logout' }
  | { t: 'login' }
  | { t: 'both'; a: Action; b: Action }

const who = fc.nat(1)
const index = fc.nat(7)
const single: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({ t: fc.constant('country'), who, country: fc.constantFrom(...COUNTRIES) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ t: fc.constant('address'), who, country: fc.constantFrom(...COUNTRIES) }),
    weight: 1,
  },
  { arbitrary: fc.record({ t: fc.constant('shipTo'), who, address: index }), weight: 1 },
  {
    arbitrary: fc.record({
      t: fc.constant('add'),
      who,
      product: fc.nat(PRODUCTS.length - 1),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('code'), who, code: fc.nat(CODES.length - 1) }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('method'), who, method: fc.constantFrom(...METHODS) }), weight: 1 },
  {
    arbitrary: fc.record({
      t: fc.constant('order'),
      who,
      product: fc.nat(PRODUCTS.length - 1),
      method: fc.constantFrom(...METHODS),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ t: fc.constant('handle'), order: index }), weight: 5 },
  {
    arbitrary: fc.record({
      t: fc.constant('gateway'),
      session: index,
      action: fc.constantFrom(...GATEWAY_ACTIONS),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('changeMethod'),
      order: index,
      method: fc.constantFrom(...METHODS),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ t: fc.constant('cancel'), order: index }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant('withdraw'), order: index }), weight: 1 },
  { arbitrary: fc.constant({ t: 'logout' as const }), weight: 1 },
  { arbitrary: fc.constant({ t: 'login' as const }), weight: 1 },
)

/** Single steps, and now and then two of them at once (a race: pay while cancelling, two sessions). */
export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: single, weight: 9 },
  { arbitrary: fc.record({ t: fc.constant('both'), a: single, b: single }), weight: 1 },
)

interface Session {
  url: string
}

/** One sequence's world: a customer (C, who can log out and in) and a guest (G). */
export interface World {
  t: CartBackend
  email: string
  password: string
  shoppers: [Shopper, Shopper]
  /** A second context of the customer that stays logged in: it reads the customer's downloads. */
  auditor: Shopper
  addresses: [string[], string[]]
  orders: Array<{ id: string; number: string; email: string; owner: 0 | 1 }>
  sessions: Session[]
  /** Every answer of the sequence: nothing may be a 5xx. */
  answers: Array<{ step: string; status: number }>
}

const countryId = (iso: Country): string => idFor('country', iso)
const methodId = (method: Method | string): string => idFor('payment_method', method)

function address(country: Country) {
  const place: Record<Country, { zipcode: string; city: string }> = {
    DE: { zipcode: '10115', city: 'Berlin' },
    CH: { zipcode: '8001', city: 'Zürich' },
    AT: { zipcode: '1010', city: 'Wien' },
    FR: { zipcode: '75001', city: 'Paris' },
  }
  return {
    countryId: countryId(country),
    firstName: 'Eva',
    lastName: 'Probe',
    street: 'Gartenweg 3',
    ...place[country],
  }
}

async function addressesOf(s: Shopper): Promise<string[]> {
  const res = await s.send('POST', '/account/list-address', { body: {} })
  if (res.status !== 200) return []
  const elements = (res.body as { elements?: Array<{ id: string }> }).elements ?? []
  return elements.map((element) => element.id)
}

/** The customer's two contexts, kept across sequences (each login costs a bcrypt comparison). */
export interface CustomerContexts {
  email: string
  password: string
  shopper: Shopper
  auditor: Shopper
}

export async function logIn(s: Shopper, email: string, password: string): Promise<Call> {
  return s.send('POST', '/account/login', { body: { username: email, password } })
}

export async function customerContexts(t: CartBackend): Promise<CustomerContexts> {
  const body = registration({ email: uniqueEmail('lebenslauf') })
  const email = String(body.email)
  const password = String(body.password)
  const s = withOrder(shopper(t))
  const registered = await s.send('POST', '/account/register', { body })
  if (registered.status !== 200) throw new Error(`registration failed: ${registered.status}`)
  const mail = t.backend.listOutbox(500).find((m) => m.recipient === email)
  const link = new URL(mail?.links[0] ?? '')
  const confirmed = await s.send('POST', '/account/register-confirm', {
    body: { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') },
  })
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status}`)
  const auditor = withOrder(shopper(t))
  if ((await logIn(auditor, email, password)).status !== 200) throw new Error('auditor login failed')
  return { email, password, shopper: s, auditor }
}

/** A sequence's world: the customer (logged in again if a sequence before logged out) and a new guest. */
export async function newWorld(t: CartBackend, customer: CustomerContexts): Promise<World> {
  const c = customer.shopper
  if ((await c.send('POST', '/account/customer', { body: {} })).status !== 200) {
    const res = await logIn(c, customer.email, customer.password)
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
  }
  // What an earlier sequence left in the customer's context (a country, an address, a cart) is
  // reset, so that a sequence fails or passes by itself and fast-check can shrink it.
  const addresses = await addressesOf(c)
  await c.send('DELETE', '/checkout/cart')
  await c.context({
    countryId: idFor('country', 'DE'),
    ...(addresses[0] ? { shippingAddressId: addresses[0], billingAddressId: addresses[0] } : {}),
  })
  const g = withOrder(shopper(t))
  const registered = await g.send('POST', '/account/register', {
    body: registration({ guest: true, password: undefined, email: uniqueEmail('lauf') }),
  })
  if (registered.status !== 200) throw new Error(`guest registration failed: ${registered.status}`)
  return {
    t,
    email: customer.email,
    password: customer.password,
    shoppers: [c, g],
    auditor: customer.auditor,
    addresses: [addresses, await addressesOf(g)],
    orders: [],
    sessions: [],
    answers: [],
  }
}

const pick = <T>(list: readonly T[], i: number): T | undefined =>
  list.length === 0 ? undefined : list[i % list.length]

function record(world: World, step: string, res: { status: number; body?: JsonValue }): void {
  world.answers.push({ step, status: res.status })
  if (res.status >= 400 && res.body !== undefined) expectErrorResponse(res.status, res.body)
}

/** A browser request to the provider's page or the finalize route, following the shop's redirects. */
async function browse(world: World, url: string, form?: Record<string, string>): Promise<Response> {
  const target = new URL(url, 'http://localhost:3380')
  const init: RequestInit = form
    ? {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }
    : {}
  return world.t.backend.paymentGateway.fetch(new Request(target, init))
}

const GATEWAY_FORMS: Record<(typeof GATEWAY_ACTIONS)[number], Record<string, string>> = {
  pay: { action: 'pay', name: 'Eva Probe', number: '4242424242424242', expiry: '12/39', cvc: '123' },
  decline: { action: 'pay', name: 'Eva Probe', number: '4000000000000002', expiry: '12/39', cvc: '123' },
  approve: { action: 'approve', paymentData: '{"paymentData":{}}' },
  cancel: { action: 'cancel' },
}

/** Carries out one action; Store API answers are checked against the schema by `send`. */
export async function perform(world: World, action: Action): Promise<void> {
  const step = JSON.stringify(action)
  const note = (res: Call) => record(world, step, res)
  switch (action.t) {
    case 'both':
      await Promise.all([perform(world, action.a), perform(world, action.b)])
      return
    case 'country':
      note(await world.shoppers[action.who as 0 | 1].context({ countryId: countryId(action.country) }))
      return
    case 'address': {
      const s = world.shoppers[action.who as 0 | 1]
      const res = await s.send('POST', '/account/address', { body: address(action.country) })
      note(res)
      if (res.status === 200) world.addresses[action.who as 0 | 1].push((res.body as { id: string }).id)
      return
    }
    case 'shipTo': {
      const id = pick(world.addresses[action.who as 0 | 1], action.address)
      if (!id) return
      note(await world.shoppers[action.who as 0 | 1].context({ shippingAddressId: id }))
      return
    }
    case 'add': {
      const id = productId(world.t.db, PRODUCTS[action.product] ?? PRODUCTS[0])
      note(
        await world.shoppers[action.who as 0 | 1].add([
          { id, referencedId: id, type: 'product', quantity: action.quantity },
        ]),
      )
      return
    }
    case 'code':
      note(
        await world.shoppers[action.who as 0 | 1].add([
          { type: 'promotion', referencedId: CODES[action.code] ?? CODES[0] },
        ]),
      )
      return
    case 'method':
      note(await world.shoppers[action.who as 0 | 1].context({ paymentMethodId: methodId(action.method) }))
      return
    case 'order': {
      // A line and a method first, so that most sequences place orders (the cart may hold more).
      const owner = action.who as 0 | 1
      const s = world.shoppers[owner]
      const id = productId(world.t.db, PRODUCTS[action.product] ?? PRODUCTS[0])
      note(await s.add([{ id, referencedId: id, type: 'product', quantity: 1 }]))
      note(await s.context({ paymentMethodId: methodId(action.method) }))
      const res = await s.order()
      note(res)
      if (res.status === 200) {
        const order = res.body as { id: string; orderNumber: string; orderCustomer: { email: string } }
        world.orders.push({
          id: order.id,
          number: order.orderNumber,
          email: order.orderCustomer.email,
          owner,
        })
      }
      return
    }
    case 'handle': {
      const order = pick(world.orders, action.order)
      if (!order) return
      const res = await world.shoppers[order.owner].send('POST', '/handle-payment', {
        body: { orderId: order.id, finishUrl: FINISH, errorUrl: ERROR },
      })
      note(res)
      const url = res.status === 200 ? (res.body as { redirectUrl: string | null }).redirectUrl : null
      if (url) world.sessions.push({ url })
      return
    }
    case 'gateway': {
      const session = pick(world.sessions, action.session)
      if (!session) return
      const submitted = await browse(world, session.url, GATEWAY_FORMS[action.action])
      world.answers.push({ step, status: submitted.status })
      await submitted.body?.cancel()
      const back = submitted.headers.get('location')
      if (submitted.status === 303 && back) {
        const finalized = await browse(world, back)
        world.answers.push({ step: `${step} → finalize`, status: finalized.status })
        await finalized.body?.cancel()
      }
      return
    }
    case 'changeMethod': {
      const order = pick(world.orders, action.order)
      if (!order) return
      note(
        await world.shoppers[order.owner].send('POST', '/order/payment', {
          body: { orderId: order.id, paymentMethodId: methodId(action.method) },
        }),
      )
      return
    }
    case 'cancel': {
      const order = pick(world.orders, action.order)
      if (!order) return
      note(
        await world.shoppers[order.owner].send('POST', '/order/state/cancel', {
          body: { orderId: order.id },
        }),
      )
      return
    }
    case 'withdraw': {
      const order = pick(world.orders, action.order)
      if (!order) return
      const res = await world.t.request('/store-api/gartenwerk/order/withdrawal', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ orderNumber: order.number, email: order.email }),
      })
      const body = (await res.json()) as JsonValue
      note({ status: res.status, headers: res.headers, body })
      return
    }
    case 'logout':
      note(await world.shoppers[0].send('POST', '/account/logout', { body: {} }))
      return
    case 'login':
      note(
        await world.shoppers[0].send('POST', '/account/login', {
          body: { username: world.email, password: world.password },
        }),
      )
      return
  }
}
