import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, setup, waitFor } from 'xstate'
import { storeApiFailure } from '../../src/domain/failure.ts'
import type { ContextPatch, SessionContext } from '../../src/domain/types.ts'
import { sessionMachine } from './session.machine.ts'
import { CHF, customer, deferred, sessionContext } from './session.test-support.ts'
import type { Credentials, SessionBroadcast, SessionEmitted } from './session.types.ts'

interface Fakes {
  loadContext?: () => Promise<SessionContext>
  updateContext?: (patch: ContextPatch) => Promise<SessionContext>
  login?: (credentials: Credentials) => Promise<SessionContext>
  logout?: () => Promise<SessionContext>
}

function start(fakes: Fakes = {}, input: { session?: SessionContext | null } = {}) {
  const calls = { load: 0, update: [] as ContextPatch[], login: [] as Credentials[], logout: 0 }
  const logFailure = vi.fn()
  const machine = sessionMachine.provide({
    actors: {
      loadContext: fromPromise(async () => {
        calls.load++
        return (fakes.loadContext ?? (async () => sessionContext()))()
      }),
      updateContext: fromPromise<SessionContext, ContextPatch>(async ({ input: patch }) => {
        calls.update.push(patch)
        return (fakes.updateContext ?? (async () => sessionContext({ currency: CHF })))(patch)
      }),
      login: fromPromise<SessionContext, Credentials>(async ({ input: credentials }) => {
        calls.login.push(credentials)
        return (fakes.login ?? (async () => sessionContext({ customer: customer() })))(credentials)
      }),
      logout: fromPromise(async () => {
        calls.logout++
        return (fakes.logout ?? (async () => sessionContext()))()
      }),
    },
    actions: { logFailure },
  })
  const actor = createActor(machine, { input })
  const emitted: SessionEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const idle = () => waitFor(actor, (s) => s.matches({ activity: 'idle' }))
  return { actor, calls, emitted, idle, logFailure }
}

describe('session machine: loading', () => {
  it('loads the context at start and derives anonymous', async () => {
    const { actor, calls, emitted, idle } = start()
    expect(actor.getSnapshot().matches({ activity: 'loading', identity: 'unknown' })).toBe(true)

    await idle()

    expect(calls.load).toBe(1)
    expect(actor.getSnapshot().matches({ identity: 'anonymous' })).toBe(true)
    expect(actor.getSnapshot().context.operation).toBeNull()
    expect(emitted.map((e) => e.type)).toEqual(['session.changed'])
  })

  it('starts from a dehydrated context without loading it again', () => {
    const { actor, calls } = start({}, { session: sessionContext({ customer: customer() }) })

    expect(actor.getSnapshot().matches({ activity: 'idle', identity: 'loggedIn' })).toBe(true)
    expect(calls.load).toBe(0)
  })

  it.each([
    ['guest', customer({ guest: true })],
    ['customer', customer({ active: false })],
    ['loggedIn', customer()],
    ['anonymous', null],
  ] as const)('derives %s from the loaded customer', async (identity, loadedCustomer) => {
    const { actor, idle } = start({ loadContext: async () => sessionContext({ customer: loadedCustomer }) })

    await idle()

    expect(actor.getSnapshot().matches({ identity })).toBe(true)
  })

  it('logs and records a failed first load; identity stays unknown', async () => {
    const { actor, idle, logFailure, emitted } = start({
      loadContext: async () => {
        throw storeApiFailure({ status: 503 })
      },
    })

    await idle()

    expect(actor.getSnapshot().matches({ identity: 'unknown' })).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual({
      operation: 'load',
      kind: 'http',
      message: 'Failed request',
      status: 503,
      code: null,
      reason: 'other',
      retryAfterSeconds: null,
    })
    expect(logFailure).toHaveBeenCalledOnce()
    expect(emitted.at(-1)?.type).toBe('session.failed')
  })
})

const SWISS = 'co000000000000000000000000000ch1'
const AUSTRIA = 'co000000000000000000000000000at1'

describe('session machine: changing the country', () => {
  it('updates the country and stores the re-read context', async () => {
    const { actor, calls, idle } = start({ updateContext: async () => sessionContext({ countryId: SWISS }) })
    await idle()

    actor.send({ type: 'session.setCountry', id: SWISS })
    expect(actor.getSnapshot().matches({ activity: 'updating' })).toBe(true)
    expect(actor.getSnapshot().context.operation).toBe('setCountry')
    expect(actor.getSnapshot().context.pending).toEqual({ countryId: SWISS })
    await idle()
    expect(actor.getSnapshot().context.pending).toBeNull()

    expect(calls.update).toEqual([{ countryId: SWISS }])
    expect(actor.getSnapshot().context.session?.countryId).toBe(SWISS)
  })

  it.each([null, '', '  '])("a country without id (%j) reports 'id is required'", async (id) => {
    const { actor, calls, idle, emitted } = start()
    await idle()

    actor.send({ type: 'session.setCountry', id })

    const failure = {
      operation: 'setCountry',
      kind: 'unexpected',
      message: 'id is required',
      status: null,
      code: null,
      reason: 'other',
      retryAfterSeconds: null,
    }
    expect(actor.getSnapshot().context.error).toEqual(failure)
    expect(emitted.at(-1)).toEqual({ type: 'session.failed', failure })
    expect(calls.update).toEqual([])
    expect(actor.getSnapshot().matches({ activity: 'idle' })).toBe(true)
  })

  it('records an API failure of an update with its status and code', async () => {
    const { actor, idle } = start({
      updateContext: async () => {
        throw storeApiFailure({ status: 400, code: 'FRAMEWORK__INVALID_UUID', reason: 'invalidUuid' })
      },
    })
    await idle()

    actor.send({ type: 'session.setCountry', id: 'nope' })
    await idle()

    expect(actor.getSnapshot().context.error).toEqual({
      operation: 'setCountry',
      kind: 'http',
      message: 'Failed request',
      status: 400,
      code: 'FRAMEWORK__INVALID_UUID',
      reason: 'invalidUuid',
      retryAfterSeconds: null,
    })
  })

  it('sends a change made while an update is in flight after it, never both at once', async () => {
    const pending = deferred<SessionContext>()
    const { actor, calls } = start({ updateContext: () => pending.promise })
    await waitFor(actor, (s) => s.matches({ activity: 'idle' }))

    actor.send({ type: 'session.setCountry', id: SWISS })
    actor.send({ type: 'session.setCountry', id: AUSTRIA })
    expect(calls.update).toEqual([{ countryId: SWISS }])
    expect(actor.getSnapshot().context.queue).toEqual([{ type: 'session.setCountry', id: AUSTRIA }])
    pending.resolve(sessionContext({ countryId: SWISS }))
    await waitFor(actor, (s) => s.matches({ activity: 'idle' }) && s.context.queue.length === 0)

    expect(calls.update).toEqual([{ countryId: SWISS }, { countryId: AUSTRIA }])
  })
})

describe('session machine: customer side', () => {
  it('logs in and out, deriving loggedIn and anonymous from the re-read context', async () => {
    const { actor, calls, idle } = start()
    await idle()

    actor.send({ type: 'session.login', username: 'ada@example.org', password: 'secret' })
    expect(actor.getSnapshot().context.operation).toBe('login')
    await idle()
    expect(actor.getSnapshot().matches({ identity: 'loggedIn' })).toBe(true)
    expect(calls.login).toEqual([{ username: 'ada@example.org', password: 'secret' }])

    actor.send({ type: 'session.logout' })
    await idle()
    expect(actor.getSnapshot().matches({ identity: 'anonymous' })).toBe(true)
    expect(calls.logout).toBe(1)
  })

  it('keeps the identity and reports a failed login', async () => {
    const { actor, idle } = start({
      login: async () => {
        throw storeApiFailure({ status: 401, reason: 'badCredentials' })
      },
    })
    await idle()

    actor.send({ type: 'session.login', username: 'x', password: 'y' })
    await idle()

    expect(actor.getSnapshot().matches({ identity: 'anonymous' })).toBe(true)
    expect(actor.getSnapshot().context.error).toMatchObject({ operation: 'login', status: 401 })
  })

  it('fails visibly when an actor was not provided', async () => {
    const actor = createActor(sessionMachine, { input: { session: sessionContext() } }).start()

    actor.send({ type: 'session.logout' })
    await waitFor(actor, (s) => s.matches({ activity: 'idle' }))

    expect(actor.getSnapshot().context.error?.message).toBe('The session actor "logout" is not provided')
  })
})

describe('session machine: telling its parent', () => {
  /** The session as the root spawns it, under a parent that records what it is told. */
  function underParent(session: typeof sessionMachine, input: { session?: SessionContext | null }) {
    const received: SessionBroadcast[] = []
    const parent = setup({
      types: { events: {} as SessionBroadcast },
      actors: { session },
    }).createMachine({
      context: ({ spawn, self }) => ({
        session: spawn('session', { id: 'session', input: { ...input, parent: self } }),
      }),
      on: {
        'session.changed': { actions: ({ event }) => received.push(event) },
        'session.loadFailed': { actions: ({ event }) => received.push(event) },
      },
    })
    const root = createActor(parent).start()
    return { received, session: root.getSnapshot().context.session }
  }

  it('sends session.changed with the new context after a change', async () => {
    const { received, session } = underParent(
      sessionMachine.provide({
        actors: { updateContext: fromPromise(async () => sessionContext({ countryId: SWISS })) },
      }),
      { session: sessionContext() },
    )

    session.send({ type: 'session.setCountry', id: SWISS })
    await waitFor(session, (s) => s.matches({ activity: 'idle' }))

    expect(received).toEqual([{ type: 'session.changed', session: sessionContext({ countryId: SWISS }) }])
  })

  it('says when the first load failed, so nobody waits for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { received, session } = underParent(
      sessionMachine.provide({
        actors: {
          loadContext: fromPromise(async (): Promise<SessionContext> => {
            throw storeApiFailure({ status: 503, reason: 'maintenance' })
          }),
        },
      }),
      {},
    )

    await waitFor(session, (s) => s.matches({ activity: 'idle' }))

    expect(received).toEqual([{ type: 'session.loadFailed' }])
    vi.restoreAllMocks()
  })
})
