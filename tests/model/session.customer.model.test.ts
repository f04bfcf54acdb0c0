// @vitest-environment node
// Model-based path tests of the session's customer side against the REAL embedded back end:
// registration with double opt-in, confirmation from the mailed link, login, logout, password
// recovery, reading the customer and the address list (403 when nobody is logged in) and account
// changes. xstate/graph walks the machine with the sample events of session.customer.model.support.ts;
// every shortest path is replayed on a fresh back end (its own rate limits and e-mail addresses)
// with the real Store API client and the real actors, comparing the model's state after every step.
// It also checks that the system's cart actor is told about every context change (after
// login and logout the cart is refreshed).

import { afterEach, describe, expect, it } from 'vitest'
import {
  type ActorLogic,
  createActor,
  getInitialSnapshot,
  getNextSnapshot,
  type InspectionEvent,
  type SnapshotFrom,
  waitFor,
} from 'xstate'
import { TestModel } from 'xstate/graph'
import { createTestBackend, type TestBackend } from '../../backend/test-support/backend.ts'
import { rootMachine } from '../../machines/root.machine.ts'
import type { sessionMachine } from '../../machines/session/session.machine.ts'
import type { RegistrationInput, SessionEvent, SessionInput } from '../../machines/session/session.types.ts'
import { createStoreApiClient, type StoreApi } from '../../src/api/index.ts'
import { cartWithApi } from '../../src/system/actors/cart.ts'
import { sessionWithApi } from '../../src/system/actors/session.ts'
import {
  BAD_HASH,
  buildCustomerModelEvents,
  type CustomerModelEvent,
  type CustomerSamples,
  DEFAULT_BILLING,
  eventKey,
  FROM_OUTBOX,
  isSessionEvent,
  observable,
  serializeCustomerVertex,
  waitingCustomerRequests,
} from './session.customer.model.support.ts'
import { followSession } from './session.model.support.ts'
import { listGraphPaths, recordPaths } from './path-listing.ts'

type Snapshot = SnapshotFrom<typeof sessionMachine>

const STOREFRONT = 'http://localhost:3000'
const open: TestBackend[] = []
afterEach(() => {
  for (const test of open.splice(0)) test.backend.close()
})

function connect(test: TestBackend): StoreApi {
  return createStoreApiClient({
    baseURL: 'http://storefront.test/store-api',
    headers: { 'sw-access-key': test.backend.accessKey },
    fetch: async (input, init) => test.backend.fetch(new Request(input, init)),
  })
}

function mailedLink(test: TestBackend, recipient: string): URL {
  const mail = test.backend.listOutbox(20).find((entry) => entry.recipient === recipient)
  const href = /href="([^"]*register\/confirm[^"]*)"/.exec(mail?.html ?? '')?.[1]
  if (!href) throw new Error(`no confirmation mail for ${recipient}`)
  return new URL(href.replaceAll('&amp;', '&'))
}

async function registration(api: StoreApi, email: string): Promise<RegistrationInput> {
  const countries = await api.address.countries()
  const germany = countries.find((country) => country.iso === 'DE') ?? countries[0]
  if (!germany) throw new Error('the seed has no countries')
  return {
    accountType: 'private',
    guest: false,
    salutationId: null,
    firstName: 'Model',
    lastName: 'Tester',
    email,
    password: 'model-password-1',
    company: null,
    vatIds: [],
    billingAddress: {
      street: 'Gartenweg 1',
      zipcode: '10115',
      city: 'Berlin',
      countryId: germany.id,
      countryStateId: null,
      additionalAddressLine1: null,
      phoneNumber: null,
    },
    shippingAddress: null,
    acceptedDataProtection: true,
    storefrontUrl: STOREFRONT,
  }
}

/** A confirmed customer on `test`'s back end, created through its own client (own token). */
async function seedCustomer(test: TestBackend, email: string) {
  const api = connect(test)
  const input = await registration(api, email)
  await api.account.register(input)
  const link = mailedLink(test, email)
  await api.account.confirmRegistration({
    em: link.searchParams.get('em') ?? '',
    hash: link.searchParams.get('hash') ?? '',
  })
  await api.account.logout()
  return { username: email, password: input.password ?? '' }
}

const samples: CustomerSamples = await (async () => {
  const test = await createTestBackend()
  try {
    const credentials = await seedCustomer(test, 'sample@model.test')
    const api = connect(test)
    const anonymous = await api.context.get()
    await api.account.login(credentials)
    const [loggedIn, profile, addresses] = await Promise.all([
      api.context.get(),
      api.account.customer(),
      api.address.list(),
    ])
    return {
      anonymous,
      loggedIn,
      profile,
      addresses,
      credentials,
      registration: await registration(api, 'new@model.test'),
    }
  } finally {
    test.backend.close()
  }
})()

const modelLogic = sessionMachine_logic()
function sessionMachine_logic() {
  // The model's events include actor outcomes, which the machine's event type does not list.
  return sessionWithApi({} as StoreApi) as unknown as ActorLogic<Snapshot, CustomerModelEvent, SessionInput>
}

const model = new TestModel<Snapshot, CustomerModelEvent, SessionInput>(modelLogic, {
  input: { session: samples.anonymous },
  events: (snapshot) => [
    ...buildCustomerModelEvents(snapshot, samples),
    ...waitingCustomerRequests(snapshot, samples),
  ],
  serializeState: serializeCustomerVertex,
})
const paths = model.getShortestPaths()
recordPaths(
  'session-customer',
  listGraphPaths(paths, (event) => eventKey(event)),
)

/** The visitor event with this path's data in place of the placeholders. */
function concrete(
  event: SessionEvent,
  test: TestBackend,
  session: Snapshot,
  replay: { registered: string },
): SessionEvent {
  // Every anonymous registration of a path uses a new address (an address is registered once).
  if (event.type === 'session.register' && event.registration.email === samples.registration.email) {
    // Pressed again while the first one is sent: the same registration (the same address).
    const running = session.context.running
    if (running?.type === 'session.register') return running
    replay.registered = `new-${test.backend.listOutbox(100).length}-${Math.random().toString(36).slice(2)}@model.test`
    return { ...event, registration: { ...event.registration, email: replay.registered } }
  }
  if (event.type === 'session.confirmRegistration' && event.hash === FROM_OUTBOX) {
    const link = mailedLink(test, replay.registered)
    return {
      ...event,
      em: link.searchParams.get('em') ?? '',
      hash: link.searchParams.get('hash') ?? BAD_HASH,
    }
  }
  if (
    event.type === 'session.account' &&
    event.command.kind === 'setDefaultShipping' &&
    event.command.id === DEFAULT_BILLING
  ) {
    const id = session.context.session?.customer?.defaultBillingAddressId ?? ''
    return { ...event, command: { ...event.command, id } }
  }
  return event
}

describe('session model, customer side (embedded back end)', () => {
  it('generates paths that take every customer transition', () => {
    expect(paths.every((path) => path.steps[0]?.event.type === 'xstate.init')).toBe(true)
    console.log(`customer model: ${paths.length} paths`)
    const taken = new Set(paths.flatMap((path) => path.steps.map((step) => eventKey(step.event))))
    expect([...taken].sort()).toEqual([
      'session.account(changePassword)',
      'session.account(setDefaultShipping)',
      'session.confirmRegistration(bad hash)',
      'session.confirmRegistration(mailed hash)',
      'session.loadAddresses',
      'session.loadCustomer',
      'session.login',
      'session.logout',
      'session.recoverPassword',
      'session.register(email)',
      'session.resetPassword',
      'start',
      'xstate.done.actor.changeAccount',
      'xstate.done.actor.confirmRegistration',
      'xstate.done.actor.loadAddresses',
      'xstate.done.actor.loadCustomer',
      'xstate.done.actor.login',
      'xstate.done.actor.logout',
      'xstate.done.actor.recoverPassword',
      'xstate.done.actor.register',
      'xstate.error.actor.changeAccount',
      'xstate.error.actor.confirmRegistration',
      'xstate.error.actor.loadAddresses',
      'xstate.error.actor.loadCustomer',
      'xstate.error.actor.register',
      'xstate.error.actor.resetPassword',
    ])
  })

  for (const path of paths) {
    it(path.steps.map((step) => eventKey(step.event)).join(' → '), async () => {
      const test = await createTestBackend()
      open.push(test)
      await seedCustomer(test, samples.credentials.username)
      const api = connect(test)
      // The real cart actor too: the refresh it runs after login and logout goes to the same back
      // end (with the machine's unprovided default, every refresh failed and was logged).
      const machine = rootMachine.provide({
        actors: { session: sessionWithApi(api), cart: cartWithApi(api) },
      })
      const toCart: string[] = []
      let cart: unknown = null
      const inspect = (event: InspectionEvent) => {
        if (
          event.type === '@xstate.event' &&
          cart &&
          event.actorRef === cart &&
          event.event.type === 'session.changed'
        )
          toCart.push(event.event.type)
      }
      const system = createActor(machine, { input: { sessionSnapshot: samples.anonymous }, inspect }).start()
      cart = system.getSnapshot().context.cart
      expect(cart).toBeTruthy()
      const session = system.getSnapshot().context.session
      const followed = followSession(session)
      const replay = { registered: samples.registration.email }
      const [, ...steps] = path.steps
      // The model's state along exactly this path (vertices merge states that differ only in what
      // was read before, so a step's recorded state may come from another path).
      let expected = getInitialSnapshot(modelLogic, { session: samples.anonymous })
      expect(observable(session.getSnapshot())).toEqual(observable(expected))
      for (const step of steps) {
        expected = getNextSnapshot(modelLogic, expected, step.event)
        const before = toCart.length
        let reached: Snapshot
        if (isSessionEvent(step.event)) {
          session.send(concrete(step.event, test, session.getSnapshot(), replay))
          reached = followed.sent()
        } else {
          reached = await followed.answered()
        }
        expect(observable(reached), `after ${eventKey(step.event)}`).toEqual(observable(expected))
        if (
          /^xstate\.done\.actor\.(login|logout|register|confirmRegistration|changeAccount)$/.test(
            step.event.type,
          )
        ) {
          expect(toCart.length, `cart told after ${step.event.type}`).toBe(before + 1)
        }
      }
      // A path may end with a request still out (the last step's, or the cart's refresh after it):
      // let it finish before the back end is closed under it.
      await waitFor(session, (s) => s.matches({ activity: 'idle' }), { timeout: 10_000 })
      const cartRef = system.getSnapshot().context.cart
      await waitFor(cartRef, (s) => s.matches({ sync: 'idle' }), { timeout: 10_000 })
      followed.stop()
      system.stop()
    })
  }
})
