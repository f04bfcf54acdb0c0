import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ContextPatch, SessionContext } from '../../src/domain/types.ts'
import { sessionMachine } from './session.machine.ts'
import { customer, deferred, sessionContext } from './session.test-support.ts'
import type { SessionEmitted } from './session.types.ts'

describe('session.adopt', () => {
  it('stores a context the checkout read, without a request, and tells subscribers', () => {
    const machine = sessionMachine.provide({
      actors: {
        loadContext: fromPromise<SessionContext, void>(async () => {
          throw new Error('no request expected')
        }),
      },
    })
    const actor = createActor(machine, { input: { session: sessionContext() } })
    const changed: SessionEmitted[] = []
    actor.on('session.changed', (event) => changed.push(event))
    actor.start()
    const guest = sessionContext({ customer: customer({ guest: true }) })
    actor.send({ type: 'session.adopt', session: guest })
    expect(actor.getSnapshot().context.session).toBe(guest)
    expect(actor.getSnapshot().matches({ identity: 'guest', activity: 'idle' })).toBe(true)
    expect(changed).toEqual([{ type: 'session.changed', session: guest }])
  })

  it('leaves an operation in flight undisturbed', async () => {
    const update = deferred<SessionContext>()
    const machine = sessionMachine.provide({
      actors: { updateContext: fromPromise<SessionContext, ContextPatch>(() => update.promise) },
    })
    const actor = createActor(machine, { input: { session: sessionContext() } }).start()
    actor.send({ type: 'session.setCountry', id: 'co-at' })
    actor.send({ type: 'session.adopt', session: sessionContext({ countryId: 'co-ch' }) })
    expect(actor.getSnapshot().context.operation).toBe('setCountry')
    expect(actor.getSnapshot().context.pending).toEqual({ countryId: 'co-at' })
    expect(actor.getSnapshot().context.session?.countryId).toBe('co-ch')
    update.resolve(sessionContext({ countryId: 'co-at' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context.session?.countryId).toBe('co-at')
    expect(actor.getSnapshot().context.operation).toBeNull()
  })
})
