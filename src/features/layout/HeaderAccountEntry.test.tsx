import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionIdentity } from '../../domain/session.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { embeddedStoreApi } from '../test-support/embedded-store-api.ts'
import { heldCall, renderInApp } from '../test-support/session-app.tsx'
import { HeaderAccountEntry } from './HeaderAccountEntry.tsx'

const embedded = await embeddedStoreApi()

describe('HeaderAccountEntry', () => {
  it('logs out when "Log out" was pressed while the session was still loading the customer', async () => {
    const customer = await embedded.customerClient({
      id: 'c0ffee00c0ffee00c0ffee00c0ffee01',
      customerNumber: '90001',
      firstName: 'Lotte',
      lastName: 'Loaded',
      email: 'lotte.loaded@example.test',
    })
    const { api, release } = heldCall(customer, 'account', 'customer')
    const system = createRootSystem({ api, sessionSnapshot: await api.context.get() })
    const session = () => system.getSnapshot().context.session
    const navigated: string[] = []
    renderInApp(<HeaderAccountEntry />, {
      api,
      system: SystemHost.running(system),
      path: '/account',
      navigation: {
        navigate: async (target) => {
          if ('href' in target) navigated.push(target.href)
        },
      },
    })
    // An account page asks for the customer as it opens; the answer is slow.
    act(() => session().send({ type: 'session.loadCustomer' }))
    expect(session().getSnapshot().matches({ activity: 'loadingCustomer' })).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Hello, Lotte' }))
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    // The session is still loading: the logout must not be lost, but wait for the load.
    expect(sessionIdentity(session().getSnapshot().context.session)).toBe('loggedIn')
    act(() => release())

    await waitFor(
      () => expect(sessionIdentity(session().getSnapshot().context.session)).not.toBe('loggedIn'),
      { timeout: 10_000 },
    )
    await waitFor(() => expect(navigated).toEqual(['/']))
    system.stop()
  })
})
