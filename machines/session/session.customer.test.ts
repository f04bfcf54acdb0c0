// The customer side of the session machine with fake actors (Arrange-Act-Assert). The same
// transitions are replayed against the embedded back end in tests/model/session.customer.model.test.ts.

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { storeApiFailure, type Violation, violation } from '../../src/domain/failure.ts'
import type { CustomerAddress, CustomerProfile } from '../../src/domain/customer.ts'
import type { SessionContext } from '../../src/domain/types.ts'
import { sessionMachine } from './session.machine.ts'
import { customer, sessionContext } from './session.test-support.ts'
import type {
  AccountCommand,
  AccountCommandResult,
  RegistrationInput,
  RegistrationResult,
  SessionEmitted,
} from './session.types.ts'

const PROFILE: CustomerProfile = {
  id: 'cu000000000000000000000000000001',
  accountType: 'private',
  salutationId: null,
  title: null,
  firstName: 'Ada',
  lastName: 'Gärtner',
  email: 'ada@example.org',
  company: null,
  vatIds: [],
  customerNumber: '10001',
  active: true,
  guest: false,
  doubleOptInRegistration: false,
  defaultBillingAddressId: 'ad000000000000000000000000000001',
  defaultShippingAddressId: 'ad000000000000000000000000000001',
  lastPaymentMethodId: null,
}

const ADDRESS: CustomerAddress = {
  id: 'ad000000000000000000000000000001',
  salutationId: null,
  firstName: 'Ada',
  lastName: 'Gärtner',
  company: null,
  department: null,
  street: 'Gartenweg 1',
  additionalAddressLine1: null,
  zipcode: '10115',
  city: 'Berlin',
  countryId: 'co000000000000000000000000000de1',
  countryName: 'Deutschland',
  countryStateId: null,
  countryStateName: null,
  phoneNumber: null,
}

const REGISTRATION = { email: 'new@example.org' } as RegistrationInput
const loggedIn = () => sessionContext({ customer: customer() })
const apiError = (status: number, violations: Violation[] = []) =>
  storeApiFailure({ status, reason: violations.length > 0 ? 'invalidInput' : 'other', violations })

interface Fakes {
  register?: () => Promise<RegistrationResult>
  loadCustomer?: () => Promise<CustomerProfile>
  loadAddresses?: () => Promise<CustomerAddress[]>
  changeAccount?: (command: AccountCommand) => Promise<AccountCommandResult>
}

function start(fakes: Fakes, session: SessionContext = loggedIn()) {
  const reject = async (): Promise<never> => {
    throw new Error('unexpected call')
  }
  const machine = sessionMachine.provide({
    actors: {
      register: fromPromise(() => (fakes.register ?? reject)()),
      loadCustomer: fromPromise(() => (fakes.loadCustomer ?? reject)()),
      loadAddresses: fromPromise(() => (fakes.loadAddresses ?? reject)()),
      changeAccount: fromPromise<AccountCommandResult, AccountCommand>(({ input }) =>
        (fakes.changeAccount ?? reject)(input),
      ),
    },
  })
  const actor = createActor(machine, { input: { session } })
  const emitted: SessionEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const idle = () => waitFor(actor, (s) => s.matches({ activity: 'idle' }))
  return { actor, emitted, idle }
}

describe('session machine: registration', () => {
  it('logs in an account that is active without double opt-in', async () => {
    const { actor, emitted, idle } = start(
      { register: async () => ({ active: true, doubleOptIn: false, session: loggedIn() }) },
      sessionContext(),
    )
    actor.send({ type: 'session.register', registration: REGISTRATION })
    expect(actor.getSnapshot().context.operation).toBe('register')
    await idle()
    expect(actor.getSnapshot().matches({ identity: 'loggedIn' })).toBe(true)
    expect(actor.getSnapshot().context.notice).toBeNull()
    expect(emitted.map((event) => event.type)).toEqual(['session.succeeded', 'session.changed'])
  })

  it('tells the shopper to check the mail when double opt-in is required', async () => {
    const { actor, idle } = start(
      { register: async () => ({ active: false, doubleOptIn: true, session: sessionContext() }) },
      sessionContext(),
    )
    actor.send({ type: 'session.register', registration: REGISTRATION })
    await idle()
    expect(actor.getSnapshot().matches({ identity: 'anonymous' })).toBe(true)
    expect(actor.getSnapshot().context.notice).toBe('checkMail')
  })

  it('keeps the violations of a refused registration for the form', async () => {
    const { actor, emitted, idle } = start(
      {
        register: async () =>
          Promise.reject(apiError(400, [violation({ reason: 'vatIdFormat', pointer: '/vatIds/0' })])),
      },
      sessionContext(),
    )
    actor.send({ type: 'session.register', registration: REGISTRATION })
    await idle()
    expect(actor.getSnapshot().context.error).toMatchObject({ operation: 'register', status: 400 })
    expect(actor.getSnapshot().context.violations.map((v) => [v.reason, v.field])).toEqual([
      ['vatIdFormat', 'vatIds'],
    ])
    expect(emitted.at(-1)?.type).toBe('session.failed')
  })
})

describe('session machine: customer and addresses', () => {
  it('stores the customer, and a failed read clears it and reports the failure', async () => {
    let fail = false
    const { actor, emitted, idle } = start({
      loadCustomer: async () => (fail ? Promise.reject(apiError(500)) : PROFILE),
    })
    actor.send({ type: 'session.loadCustomer' })
    await idle()
    expect(actor.getSnapshot().context.customer).toEqual(PROFILE)
    fail = true
    actor.send({ type: 'session.loadCustomer' })
    await idle()
    expect(actor.getSnapshot().context.customer).toBeNull()
    expect(emitted.at(-1)).toMatchObject({
      type: 'session.failed',
      failure: { operation: 'loadCustomer', status: 500 },
    })
  })

  it('empties the addresses on 403 and keeps them on other failures', async () => {
    let status = 0
    const { actor, emitted, idle } = start({
      loadAddresses: async () => (status ? Promise.reject(apiError(status)) : [ADDRESS]),
    })
    expect(actor.getSnapshot().context.addresses).toBeNull()
    actor.send({ type: 'session.loadAddresses' })
    await idle()
    expect(actor.getSnapshot().context.addresses).toEqual([ADDRESS])
    status = 502
    actor.send({ type: 'session.loadAddresses' })
    await idle()
    expect(actor.getSnapshot().context.addresses).toEqual([ADDRESS])
    status = 403
    actor.send({ type: 'session.loadAddresses' })
    await idle()
    expect(actor.getSnapshot().context.addresses).toEqual([])
    expect(emitted.at(-1)).toMatchObject({
      type: 'session.failed',
      failure: { operation: 'loadAddresses', status: 403 },
    })
  })

  it('runs an account change, stores what it re-read and names the operation that succeeded', async () => {
    const commands: AccountCommand[] = []
    const { actor, emitted, idle } = start({
      changeAccount: async (command) => {
        commands.push(command)
        return { session: loggedIn(), addresses: [ADDRESS], customer: null }
      },
    })
    actor.send({ type: 'session.account', command: { kind: 'setDefaultBilling', id: ADDRESS.id } })
    expect(actor.getSnapshot().context.operation).toBe('setDefaultBilling')
    await idle()
    expect(commands).toEqual([{ kind: 'setDefaultBilling', id: ADDRESS.id }])
    expect(actor.getSnapshot().context.addresses).toEqual([ADDRESS])
    expect(emitted.map((event) => event.type)).toEqual(['session.succeeded', 'session.changed'])
    expect(emitted[0]).toEqual({ type: 'session.succeeded', operation: 'setDefaultBilling' })
  })
})
