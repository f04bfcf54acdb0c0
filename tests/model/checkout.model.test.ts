// @vitest-environment node
// Model-based path tests of the checkout machine against the REAL embedded back end.
//
// xstate/graph walks the checkout machine with each scenario's events (checkout.model.support.ts)
// and takes the shortest paths to the scenario's goal. Each path is replayed on a fresh root system
// (session, cart, checkout: the root's forwarding is part of what is tested) wired to the embedded
// back end through the real Store API client: shopper steps are sent with the back end's real ids,
// answer steps are awaited, and after every step the real checkout must agree with the model.

import { isDeepStrictEqual } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import type { Backend } from '../../backend/app.ts'
import { IDS, idFor } from '../../backend/lib/ids.ts'
import { createTestBackend } from '../../backend/test-support/backend.ts'
import type { CheckoutEvent } from '../../machines/checkout/checkout.types.ts'
import { createStoreApiClient, type StoreApi } from '../../src/api/index.ts'
import { createRootSystem, type RootSystem } from '../../src/system/create-root-system.ts'
import { graphRoute, recordPaths } from './path-listing.ts'
import { type ModelEvent, observable, scenarioPaths, stepLabel } from './checkout.model.support.ts'
import { SCENARIOS, type Scenario } from './checkout.scenarios.ts'

const backends = new Map<boolean, Backend>()
async function backendFor(guestCheckout: boolean): Promise<Backend> {
  const existing = backends.get(guestCheckout)
  if (existing) return existing
  const { backend } = await createTestBackend({ guestCheckout })
  backends.set(guestCheckout, backend)
  return backend
}
afterAll(() => {
  for (const backend of backends.values()) backend.close()
})

const ORIGIN = 'http://storefront.test'

function connect(backend: Backend): StoreApi {
  return createStoreApiClient({
    baseURL: 'http://storefront.test/store-api',
    headers: { 'sw-access-key': backend.accessKey },
    fetch: async (input, init) => backend.fetch(new Request(input, init)),
  })
}

let emails = 0
const PASSWORD = 'Gartenwerk-2026!'

function registration(guest: boolean, swiss = false) {
  emails += 1
  return {
    accountType: 'private' as const,
    guest,
    salutationId: idFor('salutation', 'mr'),
    firstName: 'Max',
    lastName: 'Mustermann',
    email: `checkout-path-${emails}@example.org`,
    password: guest ? null : PASSWORD,
    company: null,
    vatIds: [],
    billingAddress: {
      street: swiss ? 'Bahnhofstrasse 1' : 'Hauptstraße 1',
      zipcode: swiss ? '8001' : '10115',
      city: swiss ? 'Zürich' : 'Berlin',
      countryId: swiss ? IDS.countryCh : IDS.countryDe,
      countryStateId: null,
      additionalAddressLine1: null,
      phoneNumber: null,
    },
    acceptedDataProtection: true,
    storefrontUrl: 'http://localhost:3000',
  }
}

/** A confirmed customer (double opt-in through the dev mailbox); returns the credentials. */
async function confirmedCustomer(
  backend: Backend,
  api: StoreApi,
): Promise<{ username: string; password: string }> {
  const input = registration(false)
  await api.account.register(input)
  const mail = backend.listOutbox(500).find((entry) => entry.recipient === input.email)
  const link = new URL(mail?.links[0] ?? '')
  await api.account.confirmRegistration({
    em: link.searchParams.get('em') ?? '',
    hash: link.searchParams.get('hash') ?? '',
  })
  return { username: input.email, password: PASSWORD }
}

async function productId(api: StoreApi, number: string): Promise<string> {
  const found = (await api.product.search(number)).elements.find(
    (product) => product.productNumber === number,
  )
  if (!found) throw new Error(`The seed lacks ${number}`)
  return found.id
}

interface World {
  system: RootSystem
  api: StoreApi
  backend: Backend
  credentials: { username: string; password: string } | null
  submitted: number
}

function checkoutOf(world: World) {
  return world.system.getSnapshot().context.checkout
}

/** The shopper's world before the checkout starts: identity and cart as the scenario says. */
async function prepare(scenario: Scenario): Promise<World> {
  const backend = await backendFor(scenario.guestCheckout)
  const api = connect(backend)
  const system = createRootSystem({ api })
  const session = system.getSnapshot().context.session
  await waitFor(session, (s) => s.matches({ activity: 'idle' }) && s.context.session !== null, {
    timeout: 10_000,
  })
  const world: World = { system, api, backend, credentials: null, submitted: 0 }
  const number = scenario.downloads ? 'GW-CARE-GUIDE' : scenario.blocked ? 'GW-SYL-101' : 'GW-TEAK-OIL'
  const product = await productId(api, number)
  if (scenario.identity === 'customer' || scenario.becomes === 'customer') {
    // The customer's account is made on another context (a login merges its saved cart).
    const other = connect(backend)
    world.credentials = await confirmedCustomer(backend, other)
    if (scenario.linesAfterWho > scenario.lines) {
      await other.account.login(world.credentials)
      await other.cart.addProducts([{ productId: await productId(api, 'GW-COVER-CHAIRS'), quantity: 1 }])
    }
  }
  if (scenario.identity === 'customer' && world.credentials) {
    session.send({ type: 'session.login', ...world.credentials })
    await waitFor(session, (s) => s.matches({ identity: 'loggedIn', activity: 'idle' }), { timeout: 10_000 })
  }
  await api.cart.addProducts([{ productId: product, quantity: 1 }])
  return world
}

/** The model's event with the back end's ids; null for steps the back end produces (answers). */
async function realEvent(event: ModelEvent, world: World, scenario: Scenario): Promise<CheckoutEvent | null> {
  const context = checkoutOf(world).getSnapshot().context
  const idOf = (list: { id: string; technicalName: string }[], name: string) => {
    const found = list.find((entry) => entry.technicalName === name)
    if (!found) throw new Error(`${name} is not available to the real checkout`)
    return found.id
  }
  switch (event.type) {
    case 'checkout.chooseShipping':
      return { ...event, id: idOf(context.shippingMethods, event.id) }
    case 'checkout.choosePayment':
      return { ...event, id: idOf(context.paymentMethods, event.id) }
    case 'checkout.retryPayment':
      return { ...event, paymentMethodId: idOf(context.paymentMethods, event.paymentMethodId) }
    case 'checkout.setAddresses': {
      // The customer's own address (the registration's) for both.
      const own = context.session?.customer?.activeBillingAddress?.id
      if (!own) throw new Error('the real customer has no address')
      return { ...event, billingAddressId: own, shippingAddressId: own }
    }
    case 'checkout.resumeOrder':
      if (scenario.cardAttempts.length > 0) await payAtProvider(world, event.outcome === 'paid')
      return { ...event, orderId: context.order?.id ?? '' }
    case 'checkout.createAddress':
      return {
        ...event,
        address: { ...event.address, salutationId: idFor('salutation', 'mr'), countryId: IDS.countryCh },
      }
    case 'checkout.declareWaiver':
      // Terms alone do not place an order with a download in it.
      expect(checkoutOf(world).getSnapshot().can({ type: 'checkout.submit' })).toBe(false)
      return event
    case 'checkout.submit':
      world.submitted += 1
      if (scenario.cartChangesAtSubmit && world.submitted === 1) {
        // Another tab raises a quantity after the shopper confirmed.
        const line = context.cart?.lineItems[0]
        if (!line) throw new Error('no line to change')
        await world.api.cart.updateQuantities([{ lineItemId: line.id, quantity: 2 }])
      }
      return event
    default:
      return event.type.startsWith('checkout.') ? (event as CheckoutEvent) : null
  }
}

/** Test cards of the demo provider: one it approves, one it declines. */
const APPROVED_CARD = '4242 4242 4242 4242'
const DECLINED_CARD = '4000 0000 0000 0002'

/**
 * What the browser does on the provider's hosted card page: posts the card, follows the provider's
 * redirect to the shop's payment return, which sends it to the success route (paid) or the error one.
 */
async function payAtProvider(world: World, approved: boolean) {
  const redirectUrl = checkoutOf(world).getSnapshot().context.redirectUrl
  if (!redirectUrl) throw new Error('no provider page to pay on')
  const form = new URLSearchParams({
    action: 'pay',
    name: 'Max Mustermann',
    number: approved ? APPROVED_CARD : DECLINED_CARD,
    expiry: '12/39',
    cvc: '123',
  })
  let response = await world.backend.fetch(
    new Request(new URL(redirectUrl, ORIGIN), {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  )
  let location = response.headers.get('location')
  for (let hops = 0; location && !location.includes('/checkout/success/') && hops < 3; hops += 1) {
    response = await world.backend.fetch(new Request(new URL(location, ORIGIN)))
    location = response.headers.get('location')
  }
  const path = new URL(location ?? '', ORIGIN).pathname
  expect(path).toBe(
    `/checkout/success/${checkoutOf(world).getSnapshot().context.order?.id}/${approved ? 'paid' : 'unpaid'}`,
  )
}

/** `session.changed` in the model: the shopper logs in or registers as a guest in the `who` step. */
async function changeIdentity(world: World, scenario: Scenario) {
  const session = world.system.getSnapshot().context.session
  if (!scenario.guestCheckout) {
    // The shop refuses guest registrations: the shopper stays in `who` and must log in.
    session.send({ type: 'session.register', registration: registration(true) })
    const refused = await waitFor(session, (s) => s.matches({ activity: 'idle' }) && s.context.error !== null)
    expect(refused.context.error?.operation).toBe('register')
    expect(checkoutOf(world).getSnapshot().value).toBe('who')
    expect(checkoutOf(world).getSnapshot().context.config?.guestCheckout).toBe(false)
  }
  if (scenario.becomes === 'guest') {
    session.send({ type: 'session.register', registration: registration(true, scenario.blocked) })
  } else if (world.credentials) {
    session.send({ type: 'session.login', ...world.credentials })
  }
}

/** What the back end and the other actors show once the path has ended. */
async function verify(world: World, scenario: Scenario) {
  const { cart, checkout } = world.system.getSnapshot().context
  if (scenario.blocked) {
    // Terms accepted, and still no order: the cart's errors block it, in both actors.
    expect(checkout.getSnapshot().can({ type: 'checkout.submit' })).toBe(false)
    expect(cart.getSnapshot().matches({ errors: 'withErrors' })).toBe(true)
    expect((await world.api.order.list({ page: 1, limit: 10 })).total).toBe(0)
    return
  }
  if (scenario.tour) {
    // A walk back and forth through the steps orders nothing, and ends where its last leg did.
    expect(checkout.getSnapshot().value).toBe(scenario.tour.at(-1)?.to)
    expect((await world.api.order.list({ page: 1, limit: 10 })).total).toBe(0)
    return
  }
  // One order per path, whatever was clicked twice; it is in the shopper's account.
  const orders = await world.api.order.list({ page: 1, limit: 10 })
  expect(orders.total).toBe(1)
  // The cart actor adopted the emptied cart the checkout read after placing.
  expect(cart.getSnapshot().matches({ content: 'empty' })).toBe(true)
  if (scenario.swiss) {
    // The shop's switch of the shipping method reached the cart's messages (the basket shows them).
    const keys = cart.getSnapshot().context.messages.map((entry) => entry.messageKey)
    expect(keys).toContain('shipping-method-changed')
  }
}

for (const scenario of SCENARIOS) {
  const paths = scenarioPaths(scenario)
  recordPaths(
    'checkout',
    paths.map((path) => ({
      title: scenario.name,
      steps: path.steps.map((step) => `${stepLabel(step.event)} → ${JSON.stringify(step.state.value)}`),
      suite: `checkout path: ${scenario.name}`,
      test: path.steps.map((step) => stepLabel(step.event)).join(' → '),
      ...graphRoute(path),
    })),
  )

  describe(`checkout path: ${scenario.name}`, () => {
    it('reaches its goal in the machine graph', () => {
      expect(paths.length).toBeGreaterThan(0)
    })
    for (const path of paths) {
      it(path.steps.map((step) => stepLabel(step.event)).join(' → '), async () => {
        const world = await prepare(scenario)
        const checkout = checkoutOf(world)
        for (const step of path.steps.slice(1)) {
          const label = stepLabel(step.event)
          if (step.event.type === 'session.changed') {
            await changeIdentity(world, scenario)
          } else if (step.event.type === 'cart.updated') {
            // The shopper changes the quantity with the cart's controls; the root passes the answer on.
            const line = checkout.getSnapshot().context.cart?.lineItems[0]
            if (!line) throw new Error('no line to change')
            const quantity = step.event.cart.lineItems[0]?.quantity ?? 1
            world.system
              .getSnapshot()
              .context.cart.send({ type: 'cart.changeQuantity', lineItemId: line.id, quantity })
          } else {
            const event = await realEvent(step.event, world, scenario)
            if (event) checkout.send(event)
            // A double click on the order button: the second press is ignored while placing.
            if (event?.type === 'checkout.submit') checkout.send(event)
          }
          // Answers arrive when they arrive: wait until the real checkout agrees (or show how it does not).
          await waitFor(checkout, (s) => isDeepStrictEqual(observable(s), observable(step.state)), {
            timeout: 10_000,
          }).catch(() => undefined)
          expect(observable(checkout.getSnapshot()), `after ${label}`).toEqual(observable(step.state))
        }
        await verify(world, scenario)
        world.system.stop()
      })
    }
  })
}
