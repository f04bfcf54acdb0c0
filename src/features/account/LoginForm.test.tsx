// LoginForm: a login pressed while the session is busy with something else waits for it instead of
// being dropped (the session machine takes a login only when idle).
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
import { LoginForm } from './LoginForm.tsx'

const embedded = await embeddedStoreApi()

/** `api` whose next context read waits for `release` (a page refreshing the session slowly). */
function slowRefresh(api: StoreApi): { api: StoreApi; release: () => void } {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const context = new Proxy(api.context, {
    get(target, property, receiver) {
      if (property === 'get') {
        return async () => {
          await gate
          return target.get()
        }
      }
      return Reflect.get(target, property, receiver)
    },
  })
  return { api: { ...api, context }, release }
}

describe('LoginForm', () => {
  it('logs in when "Log in" was pressed while the session was still reading the context', async () => {
    const guest = embedded.client()
    const sessionSnapshot = await guest.context.get()
    const { api, release } = slowRefresh(guest)
    const system = createRootSystem({ api, sessionSnapshot })
    const session = () => system.getSnapshot().context.session
    const host = SystemHost.running(system)
    let loggedIn = 0
    const path = '/checkout'
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
      navigation: documentNavigation('en-GB', { path, search: '' }, {}),
    }
    render(
      <I18nProvider i18n={testI18n()}>
        <AppContext value={app}>
          <SystemProvider system={host}>
            <LoginForm returnPath={undefined} onLoggedIn={() => loggedIn++} />
          </SystemProvider>
        </AppContext>
      </I18nProvider>,
    )
    act(() => session().send({ type: 'session.refresh' }))
    expect(session().getSnapshot().matches({ activity: 'refreshing' })).toBe(true)

    fireEvent.change(screen.getByLabelText('E-mail address'), {
      target: { value: 'demo@gartenwerk.example' },
    })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'gartenwerk-demo' } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    // The machine takes no login while it reads the context: it must wait, not be lost.
    expect(sessionIdentity(session().getSnapshot().context.session)).toBe('anonymous')
    act(() => release())

    await waitFor(() => expect(sessionIdentity(session().getSnapshot().context.session)).toBe('loggedIn'))
    await waitFor(() => expect(loggedIn).toBe(1))
    system.stop()
  })
})
