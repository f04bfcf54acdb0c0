// A request sent while the session is busy waits for it and then runs once (send X while busy with
// Y → X happens once, after Y), for every kind of request: settings, login and logout, registration
// and its confirmation, password recovery, the account's reads and changes. Fake actors record the
// order in which the session called them; each call can be held open to keep the session busy.

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { storeApiFailure } from '../../src/domain/failure.ts'
import type { CustomerAddress, CustomerProfile } from '../../src/domain/customer.ts'
import type { ContextPatch, SessionContext } from '../../src/domain/types.ts'
import { sessionMachine } from './session.machine.ts'
import { customer, deferred, sessionContext } from './session.test-support.ts'
import type {
  AccountCommand,
  AccountCommandResult,
  Credentials,
  PasswordReset,
  RecoveryRequest,
  RegistrationConfirmation,
  RegistrationInput,
  RegistrationResult,
  SessionEmitted,
  SessionEvent,
} from './session.types.ts'

const loggedIn = () => sessionContext({ customer: customer() })
const REGISTRATION = { email: 'new@example.org' } as RegistrationInput
const PROFILE = { id: 'cu000000000000000000000000000001', firstName: 'Ada' } as CustomerProfile
const ADDRESS = { id: 'ad000000000000000000000000000001', city: 'Berlin' } as CustomerAddress

type Call = string

/**
 * The session on fakes. `hold(name)` makes the next call of that actor wait until the test
 * resolves or rejects it; every other call answers at once.
 */
function start(session: SessionContext = loggedIn()) {
  const calls: Call[] = []
  const held = new Map<string, ReturnType<typeof deferred<unknown>>>()
  function answer<T>(name: string, detail: string, output: () => T): Promise<T> {
    calls.push(detail ? `${name}(${detail})` : name)
    const gate = held.get(name)
    held.delete(name)
    return gate ? gate.promise.then(output) : Promise.resolve(output())
  }
  const machine = sessionMachine.provide({
    actors: {
      loadContext: fromPromise(() => answer('loadContext', '', () => loggedIn())),
      updateContext: fromPromise<SessionContext, ContextPatch>(({ input }) =>
        answer('updateContext', Object.values(input).join(), () =>
          sessionContext({
            ...loggedIn(),
            countryId: input.countryId ?? loggedIn().countryId,
          }),
        ),
      ),
      login: fromPromise<SessionContext, Credentials>(({ input }) =>
        answer('login', input.username, () => loggedIn()),
      ),
      logout: fromPromise(() => answer('logout', '', () => sessionContext())),
      register: fromPromise<RegistrationResult, RegistrationInput>(({ input }) =>
        answer('register', input.email, () => ({
          active: false,
          doubleOptIn: true,
          session: sessionContext(),
        })),
      ),
      confirmRegistration: fromPromise<SessionContext, RegistrationConfirmation>(({ input }) =>
        answer('confirmRegistration', input.hash, () => loggedIn()),
      ),
      recoverPassword: fromPromise<void, RecoveryRequest>(({ input }) =>
        answer('recoverPassword', input.email, () => undefined),
      ),
      resetPassword: fromPromise<void, PasswordReset>(({ input }) =>
        answer('resetPassword', input.hash, () => undefined),
      ),
      loadCustomer: fromPromise(() => answer('loadCustomer', '', () => PROFILE)),
      loadAddresses: fromPromise(() => answer('loadAddresses', '', () => [ADDRESS])),
      changeAccount: fromPromise<AccountCommandResult, AccountCommand>(({ input }) =>
        answer('changeAccount', input.kind, () => ({
          session: loggedIn(),
          addresses: [ADDRESS],
          customer: null,
        })),
      ),
    },
  })
  const actor = createActor(machine, { input: { session } })
  const emitted: SessionEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const hold = (name: string) => {
    const gate = deferred<unknown>()
    held.set(name, gate)
    return gate
  }
  const settled = () => waitFor(actor, (s) => s.matches({ activity: 'idle' }) && s.context.queue.length === 0)
  const send = (event: SessionEvent) => actor.send(event)
  const succeeded = () => emitted.flatMap((e) => (e.type === 'session.succeeded' ? [e.operation] : []))
  return { actor, calls, emitted, hold, send, settled, succeeded }
}

const SWISS = 'co-ch'
const AUSTRIA = 'co-at'

const LOGIN = { type: 'session.login', username: 'ada@example.org', password: 'secret' } as const

describe('session queue: a request sent while busy runs once, after the running one', () => {
  it('login sent while a setting is saved, and during the first load', async () => {
    const { actor, calls, hold, send, settled, succeeded } = start(sessionContext())
    const update = hold('updateContext')
    send({ type: 'session.setCountry', id: SWISS })
    send(LOGIN)
    expect(actor.getSnapshot().context.operation).toBe('setCountry')
    update.resolve(undefined)
    await settled()
    expect(calls).toEqual([`updateContext(${SWISS})`, 'login(ada@example.org)'])
    expect(succeeded()).toEqual(['login'])
    expect(actor.getSnapshot().matches({ identity: 'loggedIn' })).toBe(true)

    const first = createActor(
      sessionMachine.provide({
        actors: {
          loadContext: fromPromise(async () => sessionContext()),
          login: fromPromise<SessionContext, Credentials>(async () => loggedIn()),
        },
      }),
      { input: {} },
    ).start()
    first.send(LOGIN)
    await waitFor(first, (s) => s.matches({ identity: 'loggedIn', activity: 'idle' }))
  })

  it('logout sent while an account page reads the customer', async () => {
    const { actor, calls, hold, send, settled, succeeded } = start()
    const read = hold('loadCustomer')
    send({ type: 'session.loadCustomer' })
    send({ type: 'session.logout' })
    expect(actor.getSnapshot().matches({ identity: 'loggedIn' })).toBe(true)
    read.resolve(undefined)
    await settled()
    expect(calls).toEqual(['loadCustomer', 'logout'])
    expect(succeeded()).toEqual(['logout'])
    expect(actor.getSnapshot().matches({ identity: 'anonymous' })).toBe(true)
    // Logging out drops what was read for the customer before.
    expect(actor.getSnapshot().context.customer).toBeNull()
  })

  it('registration, its confirmation, recovery and reset sent while busy', async () => {
    const { calls, hold, send, settled, succeeded } = start(sessionContext())
    const update = hold('updateContext')
    send({ type: 'session.setCountry', id: SWISS })
    send({ type: 'session.register', registration: REGISTRATION })
    send({ type: 'session.confirmRegistration', em: 'em', hash: 'h1' })
    send({ type: 'session.recoverPassword', email: 'ada@example.org', storefrontUrl: 'http://shop' })
    send({ type: 'session.resetPassword', hash: 'h2', newPassword: 'p', newPasswordConfirm: 'p' })
    update.resolve(undefined)
    await settled()
    // In the order sent, each once.
    expect(calls).toEqual([
      `updateContext(${SWISS})`,
      'register(new@example.org)',
      'confirmRegistration(h1)',
      'recoverPassword(ada@example.org)',
      'resetPassword(h2)',
    ])
    expect(succeeded()).toEqual(['register', 'confirmRegistration', 'recoverPassword', 'resetPassword'])
  })

  it('account changes and reads sent while another change is saved', async () => {
    const { actor, calls, hold, send, settled, succeeded } = start()
    const change = hold('changeAccount')
    send({ type: 'session.account', command: { kind: 'setDefaultBilling', id: ADDRESS.id } })
    send({ type: 'session.account', command: { kind: 'changeProfile', profile: PROFILE } as AccountCommand })
    send({ type: 'session.loadAddresses' })
    send({ type: 'session.setCountry', id: 'co-at' })
    change.resolve(undefined)
    await settled()
    expect(calls).toEqual([
      'changeAccount(setDefaultBilling)',
      'changeAccount(changeProfile)',
      'loadAddresses',
      'updateContext(co-at)',
    ])
    expect(succeeded()).toEqual(['setDefaultBilling', 'changeProfile'])
    expect(actor.getSnapshot().context.addresses).toEqual([ADDRESS])
  })

  it('a request waiting behind one that fails still runs, and the failure was reported', async () => {
    const { actor, calls, emitted, hold, send, settled } = start(sessionContext())
    const login = hold('login')
    send(LOGIN)
    send({ type: 'session.recoverPassword', email: 'ada@example.org', storefrontUrl: 'http://shop' })
    login.reject(storeApiFailure({ status: 401, reason: 'badCredentials' }))
    await settled()
    expect(calls).toEqual(['login(ada@example.org)', 'recoverPassword(ada@example.org)'])
    expect(emitted.map((e) => e.type)).toEqual(['session.failed', 'session.succeeded'])
    expect(emitted[0]).toMatchObject({ failure: { operation: 'login', status: 401 } })
    expect(actor.getSnapshot().context.notice).toBe('recoveryMailSent')
  })

  it('a setting without id sent while busy ends as it would when idle', async () => {
    const { actor, calls, emitted, hold, send, settled } = start()
    const read = hold('loadAddresses')
    send({ type: 'session.loadAddresses' })
    send({ type: 'session.setCountry', id: null })
    read.resolve(undefined)
    await settled()
    expect(calls).toEqual(['loadAddresses'])
    // A country without id reports 'id is required', as it does when the session is idle.
    expect(actor.getSnapshot().context.error).toMatchObject({
      operation: 'setCountry',
      message: 'id is required',
    })
    expect(emitted.at(-1)?.type).toBe('session.failed')
  })
})

describe('session queue: what does not wait', () => {
  it('the same request sent again while it runs or waits runs once (a double click)', async () => {
    const { calls, hold, send, settled, succeeded } = start(sessionContext())
    const register = hold('register')
    send({ type: 'session.register', registration: REGISTRATION })
    send({ type: 'session.register', registration: { ...REGISTRATION } })
    send({ type: 'session.recoverPassword', email: 'ada@example.org', storefrontUrl: 'http://shop' })
    send({ type: 'session.recoverPassword', storefrontUrl: 'http://shop', email: 'ada@example.org' })
    register.resolve(undefined)
    await settled()
    expect(calls).toEqual(['register(new@example.org)', 'recoverPassword(ada@example.org)'])
    expect(succeeded()).toEqual(['register', 'recoverPassword'])
  })

  it('a different request of the same kind waits: the later setting wins', async () => {
    const { actor, calls, hold, send, settled } = start()
    const update = hold('updateContext')
    send({ type: 'session.setCountry', id: SWISS })
    send({ type: 'session.setCountry', id: AUSTRIA })
    update.resolve(undefined)
    await settled()
    expect(calls).toEqual([`updateContext(${SWISS})`, `updateContext(${AUSTRIA})`])
    expect(actor.getSnapshot().context.session?.countryId).toBe(AUSTRIA)
  })

  it('a setting chosen again after another one is the one that stays', async () => {
    const { actor, calls, hold, send, settled } = start()
    const update = hold('updateContext')
    send({ type: 'session.setCountry', id: SWISS })
    send({ type: 'session.setCountry', id: AUSTRIA })
    send({ type: 'session.setCountry', id: SWISS })
    update.resolve(undefined)
    await settled()
    expect(calls).toEqual([`updateContext(${SWISS})`, `updateContext(${AUSTRIA})`, `updateContext(${SWISS})`])
    expect(actor.getSnapshot().context.session?.countryId).toBe(SWISS)
  })
})
