import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StoreApi } from '../../api/index.ts'
import { AppContext, type AppContextValue } from '../../app/app-context.ts'
import { documentNavigation } from '../../app/document-navigation.tsx'
import { sessionIdentity } from '../../domain/session.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { embeddedStoreApi } from '../test-support/embedded-store-api.ts'
import { TEST_ORIGINS, testI18n } from '../test-support/render.tsx'
import { HeaderAccountEntry } from './HeaderAccountEntry.tsx'

const embedded = await embeddedStoreApi()

/** `api` whose customer load waits for `release` (an account page loading the customer slowly). */
function slowCustomer(api: StoreApi): { api: StoreApi; release: () => void } {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const account = new Proxy(api.account, {
    get(target, property, receiver) {
      if (property === 'customer') {
        return async () => {
          await gate
          return target.customer()
        }
      }
      return Reflect.get(target, property, receiver)
    },
  })
  return { api: { ...api, account }, release }
}

describe('HeaderAccountEntry', () => {
  it('logs out when "Log out" was pressed while the session was still loading the customer', async () => {
    const customer = await embedded.customerClient({
      id: 'c0ffee00c0ffee00c0ffee00c0ffee01',
      customerNumber: '90001',
      firstName: 'Lotte',
      lastName: 'Loaded',
      email: 'lotte.loaded@example.test',
    })
    const { api, release } = slowCustomer(customer)
    const system = createRootSystem({ api, sessionSnapshot: await api.context.get() })
    const session = () => system.getSnapshot().context.session
    const host = SystemHost.running(system)
    const navigated: string[] = []
    const path = '/account'
    const app: AppContextValue = {
      api,
      system: host,
      locale: 'en-GB',
      i18n: testI18n(),
      origins: TEST_ORIGINS,
      storeApiMode: 'embedded',
      mapsApiKey: null,
      captchaSiteKey: null,
      formResult: null,
      navigation: {
        ...documentNavigation('en-GB', { path, search: '' }, { 'de-DE': path, 'en-GB': path, 'fr-FR': path }),
        navigate: async (target) => {
          if ('href' in target) navigated.push(target.href)
        },
      },
    }
    render(
      <I18nProvider i18n={testI18n()}>
        <AppContext value={app}>
          <SystemProvider system={host}>
            <HeaderAccountEntry />
          </SystemProvider>
        </AppContext>
      </I18nProvider>,
    )
    // An account page asks for the customer as it opens; the answer is slow.
    act(() => session().send({ type: 'session.loadCustomer' }))
    expect(session().getSnapshot().matches({ activity: 'loadingCustomer' })).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Hello, Lotte' }))
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    // The machine takes no logout while it loads: it must not be lost, but wait for the load.
    expect(sessionIdentity(session().getSnapshot().context.session)).toBe('loggedIn')
    act(() => release())

    await waitFor(() => expect(sessionIdentity(session().getSnapshot().context.session)).not.toBe('loggedIn'))
    await waitFor(() => expect(navigated).toEqual(['/']))
    system.stop()
  })
})
