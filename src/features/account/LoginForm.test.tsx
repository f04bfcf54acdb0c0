// LoginForm: a login pressed while the session is busy with something else is not dropped: the
// session keeps it until it is idle and then logs in, once; the button says it is on its way.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionIdentity } from '../../domain/session.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { embeddedStoreApi } from '../test-support/embedded-store-api.ts'
import { heldCall, renderInApp } from '../test-support/session-app.tsx'
import { LoginForm } from './LoginForm.tsx'

const embedded = await embeddedStoreApi()

describe('LoginForm', () => {
  it('logs in when "Log in" was pressed while the session was still saving the country', async () => {
    const guest = embedded.client()
    const sessionSnapshot = await guest.context.get()
    const { api, release } = heldCall(guest, 'context', 'update')
    const system = createRootSystem({ api, sessionSnapshot })
    const session = () => system.getSnapshot().context.session
    let loggedIn = 0
    renderInApp(<LoginForm returnPath={undefined} onLoggedIn={() => loggedIn++} />, {
      api,
      system: SystemHost.running(system),
      path: '/checkout',
    })
    act(() => session().send({ type: 'session.setCountry', id: sessionSnapshot.countryId }))
    expect(session().getSnapshot().matches({ activity: 'updating' })).toBe(true)

    fireEvent.change(screen.getByLabelText('E-mail address'), {
      target: { value: 'demo@gartenwerk.example' },
    })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'gartenwerk-demo' } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    // The session is still saving the country: the login waits for it, and says so.
    expect(sessionIdentity(session().getSnapshot().context.session)).toBe('anonymous')
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    act(() => release())

    // The back end checks the password with bcrypt: on a busy machine that takes over a second.
    await waitFor(() => expect(sessionIdentity(session().getSnapshot().context.session)).toBe('loggedIn'), {
      timeout: 10_000,
    })
    await waitFor(() => expect(loggedIn).toBe(1))
    system.stop()
  })
})
