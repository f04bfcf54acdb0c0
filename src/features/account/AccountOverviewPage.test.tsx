import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { NavigationTarget } from '../../app/app-context.ts'
import { sessionIdentity } from '../../domain/session.ts'
import { createRootSystem, getDehydratedState } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { embeddedStoreApi } from '../test-support/embedded-store-api.ts'
import { renderInApp } from '../test-support/session-app.tsx'
import { AccountDocumentArea } from './AccountOverviewPage.tsx'

const embedded = await embeddedStoreApi()

/** Where the area sent the customer: paths with their query, as the navigation got them. */
function recorder() {
  const went: { path: string; search: Record<string, unknown>; replace: boolean }[] = []
  const navigate = async (target: NavigationTarget) => {
    if ('path' in target)
      went.push({ path: target.path, search: target.search({}), replace: target.replace === true })
  }
  return { went, navigate }
}

describe('AccountDocumentArea (the account overview as a document page)', () => {
  it('sends a customer whose session ended while the page was open to the login, and back here after it', async () => {
    const customer = await embedded.customerClient({
      id: 'c0ffee00c0ffee00c0ffee00c0ffee11',
      customerNumber: '90011',
      firstName: 'Erika',
      lastName: 'Expired',
      email: 'erika.expired@example.test',
    })
    const server = createRootSystem({ api: customer, sessionSnapshot: await customer.context.get() })
    const loggedIn = getDehydratedState(server).views
    server.stop()
    const guest = createRootSystem({ api: customer, sessionSnapshot: await embedded.client().context.get() })
    const loggedOut = getDehydratedState(guest).views
    guest.stop()
    const host = SystemHost.deferred(loggedIn, () => Promise.reject(new Error('not started in this test')))
    const { went, navigate } = recorder()
    renderInApp(<AccountDocumentArea>Overview</AccountDocumentArea>, {
      api: customer,
      system: host,
      path: '/account',
      navigation: { navigate },
    })
    expect(screen.getByText('Overview')).toBeTruthy()
    expect(went).toEqual([])

    // The shopper read after load says nobody is logged in any more (logged out in another tab).
    act(() => host.adopt({ session: loggedOut.session }))
    await waitFor(() =>
      expect(went).toEqual([{ path: '/login', search: { redirect: '/account' }, replace: true }]),
    )
    expect(screen.queryByText('Overview')).toBeNull()
  })

  it('leaves a logout from this page to the header, which goes home', async () => {
    const customer = await embedded.customerClient({
      id: 'c0ffee00c0ffee00c0ffee00c0ffee12',
      customerNumber: '90012',
      firstName: 'Lena',
      lastName: 'Leaving',
      email: 'lena.leaving@example.test',
    })
    const system = createRootSystem({ api: customer, sessionSnapshot: await customer.context.get() })
    const session = () => system.getSnapshot().context.session
    const { went, navigate } = recorder()
    renderInApp(<AccountDocumentArea>Overview</AccountDocumentArea>, {
      api: customer,
      system: SystemHost.running(system),
      path: '/account',
      navigation: { navigate },
    })
    act(() => session().send({ type: 'session.logout' }))
    await waitFor(
      () => expect(sessionIdentity(session().getSnapshot().context.session)).not.toBe('loggedIn'),
      { timeout: 10_000 },
    )
    await waitFor(() => expect(screen.queryByText('Overview')).toBeNull())
    expect(went).toEqual([])
    system.stop()
  })
})
